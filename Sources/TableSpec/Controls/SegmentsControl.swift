/// A segmented control's items and selection (row key `segments`).
public struct SegmentsControl: Hashable, Sendable {
    /// The segments' titles, leading to trailing; decoding guarantees one to `SpecLimits.maximumSegments`.
    public var items: [String]
    /// The selected segment's index (decoding guarantees one of `items`' indices), or nil for none.
    public var selected: Int?

    /// Creates a segmented control.
    public init(items: [String], selected: Int? = nil) {
        self.items = items
        self.selected = selected
    }

    /// How many items a segmented control has.
    public static let itemCount = 1...SpecLimits.maximumSegments
}

extension SegmentsControl: ObjectControl {
    /// The keys of `segments`.
    public enum Key: String, SpecKey {
        /// The segments' titles.
        case items
        /// The selected segment's index.
        case selected

        /// What the key takes.
        public var descriptor: KeyDescriptor {
            switch self {
            case .items: return KeyDescriptor(self, .texts(count: itemCount), required: true)
            case .selected:
                return KeyDescriptor(self, .index(0...itemCount.upperBound - 1),
                                     summary: "Index into items; absent for none.")
            }
        }
    }

    static let expected = "an object with \"items\" and \"selected\""

    /// The segmented control as the spec declares it.
    public static let declaration = ControlDeclaration(
        form: form, summary: "A segmented control beside the title, or across the row without one.",
        placement: .trailingBesideTitle, detail: .refusedBesideTitle(fix: "give each its own row"),
        documentation: .init(
            defaults: "no selection",
            draws: "a segmented control beside the title on the trailing side, or across the row without a title; "
                + "\(itemCount.lowerBound)…\(itemCount.upperBound) items; `selected` counts from 0"))

    /// Decodes `{"items": [string], "selected": index}`: one to `SpecLimits.maximumSegments` items, `selected` one
    /// of their indices or absent for none.
    static func decode(_ reader: ValueReader) -> SegmentsControl? {
        guard let object = object(reader),
              let itemsReader = object.required(Key.items, objectLocation: reader.node.location)
        else { return nil }
        guard case .array(let nodes) = itemsReader.node.value else {
            itemsReader.mismatch(expected: "an array of strings")
            return nil
        }
        // The count is checked before any item is read.
        if nodes.count < itemCount.lowerBound {
            itemsReader.report("\"items\" is empty; a segmented control needs at least one segment")
            return nil
        }
        if nodes.count > itemCount.upperBound {
            itemsReader.report("\(nodes.count) segments; at most \(itemCount.upperBound) are allowed")
            return nil
        }
        let elements = itemsReader.elements() ?? []
        let items = elements.compactMap { $0.string() }
        var selected: Int?
        if let field = object[Key.selected] {
            guard case .number(let number) = field.node.value else {
                field.mismatch(expected: "a whole number")
                return nil
            }
            guard let index = Int(exactly: number), nodes.indices.contains(index) else {
                field.report("\(formatNumber(number)) is not an index of \"items\"; expected a whole number "
                    + "0…\(nodes.count - 1) (leave \"selected\" out for no selected segment)")
                return nil
            }
            selected = index
        }
        guard items.count == nodes.count else { return nil }
        return SegmentsControl(items: items, selected: selected)
    }

    func written(_ key: Key) -> SpecValue? {
        switch key {
        case .items: return .array(items.map(SpecValue.string))
        case .selected: return selected.map { .number(Double($0)) }
        }
    }
}
