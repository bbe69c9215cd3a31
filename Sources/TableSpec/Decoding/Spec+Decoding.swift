import Foundation
import TableGraphics

extension Spec {
    /// Every top-level key spec.md allows, in the order it lists them.
    static let keys = [
        "$schema", "version", "style", "width", "height", "scale", "appearance", "direction", "sizeClass",
        "layoutMargin", "safeArea", "cornerRadius", "cornerCurve", "ios", "dynamicType", "tint", "font",
        "background", "cellBackground", "separator", "sections",
        "device", "orientation", "screen", "statusBar", "navigationBar", "tableHeader",
        "searchBar", "sectionIndex", "editing", "selection", "valueLayout",
    ]

    /// Most rows in one table: room for the 100k-row benchmark, a bound on time and memory.
    static let maximumRows = SpecLimits.maximumRows
    /// Most sections in one table.
    static let maximumSections = SpecLimits.maximumSections

    /// Decodes a spec from a parsed document, reporting every problem into `context`.
    static func decode(_ reader: ValueReader) -> Spec? {
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        var spec = Spec()
        let problemsBefore = reader.context.diagnostics.count
        object["$schema"].map { _ = $0.string() }
        if let version = object["version"], let number = version.number(), number != 1 {
            version.report("unsupported version \(formatNumber(number)); this tablerender reads version 1")
        }
        object["style"]?.enumeration(TableStyle.self).map { spec.style = $0 }
        object["width"]?.number(in: SpecLimits.width).map { spec.width = $0 }
        object["height"]?.number(in: SpecLimits.height).map { spec.height = $0 }
        object["scale"]?.number(in: SpecLimits.scale).map { spec.scale = $0 }
        object["appearance"]?.enumeration(Appearance.self).map { spec.appearance = $0 }
        object["direction"]?.enumeration(LayoutDirection.self).map { spec.direction = $0 }
        object["sizeClass"]?.enumeration(SizeClass.self).map { spec.sizeClass = $0 }
        object["layoutMargin"]?.number(in: SpecLimits.horizontalInset).map { spec.layoutMargin = $0 }
        object["safeArea"].map { spec.safeArea = decodeInsets($0) ?? .zero }
        object["cornerRadius"]?.number(in: SpecLimits.verticalLength).map { spec.cornerRadius = $0 }
        object["cornerCurve"]?.enumeration(CornerCurve.self).map { spec.cornerCurve = $0 }
        if let ios = object["ios"] { decodeIOS(ios, into: &spec) }
        object["dynamicType"]?.enumeration(DynamicTypeSize.self).map { spec.dynamicType = $0 }
        object["tint"]?.color().map { spec.tint = $0 }
        if let font = object["font"], let family = font.string() {
            if family.trimmingCharacters(in: .whitespaces).isEmpty {
                font.report("font family must not be empty")
            } else {
                spec.font = family
            }
        }
        if let screen = object["screen"] { decodeScreen(screen, into: &spec) }
        object["valueLayout"]?.enumeration(ValueLayout.self).map { spec.valueLayout = $0 }
        if let statusBar = object["statusBar"] {
            if case .bool(let shown) = statusBar.node.value {
                // `"statusBar": false`: the screen without its status bar, as `screen`'s object form says it.
                spec.windowChrome.statusBar = shown
            } else if let bar = statusBar.object(allowedKeys: ["time"], expected: "an object or false") {
                spec.statusBar = StatusBarSpec(time: bar["time"]?.string() ?? "9:41")
            }
        }
        if let navigation = object["navigationBar"],
           let bar = navigation.object(allowedKeys: ["title", "largeTitle", "back", "leading", "trailing"]) {
            spec.navigationBar = NavigationBarSpec(title: bar["title"]?.string() ?? "",
                                                   largeTitle: bar["largeTitle"]?.bool() ?? false,
                                                   back: bar["back"]?.string(), trailing: bar["trailing"]?.string(),
                                                   leading: bar["leading"]?.string())
            if let leading = bar["leading"], bar["back"] != nil {
                leading.report("a navigation bar shows either a back button or a leading button, not both; "
                    + "remove \"back\" or \"leading\"")
            }
        }
        spec.tableHeader = object["tableHeader"].flatMap(TableHeader.decode)
        object["background"]?.color().map { spec.background = $0 }
        object["cellBackground"]?.color().map { spec.cellBackground = $0 }
        object["separator"].map { spec.separator = SeparatorSpec.decode($0) }
        spec.searchBar = object["searchBar"].flatMap(SearchBarSpec.decode)
        // Edit mode and selection are read before the sections, whose rows are checked against them.
        if let editing = object["editing"] {
            reader.context.editing = editing.bool()
            reader.context.editing.map { spec.editing = $0 }
        }
        if let selection = object["selection"] {
            reader.context.selection = selection.enumeration(SelectionMode.self)
            reader.context.selection.map { spec.selection = $0 }
            if spec.selection == .multiple, reader.context.editing == false {
                selection.report("selection circles show only in edit mode; set \"editing\": true at the top level")
            }
        }
        if let sectionsReader = object.required("sections", objectLocation: reader.node.location),
           let sections = sectionsReader.elements() {
            spec.sections = sections.compactMap(Section.decode)
            // Outline children count: collapsed or not, each is a row decoded and kept.
            let rows = spec.sections.reduce(0) { $0 + $1.rows.reduce(0) { $0 + $1.outlineRowCount } }
            if sections.count > maximumSections {
                sectionsReader.report("\(sections.count) sections; at most \(maximumSections) are allowed")
            } else if rows > maximumRows {
                sectionsReader.report("\(rows) rows; at most \(maximumRows) are allowed in one table")
            }
        }
        if let indexReader = object["sectionIndex"] {
            spec.sectionIndex = SectionIndexSpec.decode(indexReader)
            if spec.sectionIndex == .fromHeaders, !sectionsWriteHeaders(object["sections"]) {
                indexReader.report(SectionIndexSpec.nothingToIndex)
            }
        }
        // The device is only recorded: the resolve stage layers it under the keys the spec wrote.
        object["orientation"]?.enumeration(Orientation.self).map { spec.orientation = $0 }
        object["device"]?.enumeration(Device.self).map { spec.device = $0 }
        return reader.context.diagnostics.count == problemsBefore ? spec : nil
    }

    /// Whether any section writes a `header`, read from the document so a header with its own problem still
    /// counts (and `sectionIndex` does not add a second message for it).
    private static func sectionsWriteHeaders(_ sections: ValueReader?) -> Bool {
        guard case .array(let nodes)? = sections?.node.value else { return true }
        return nodes.contains { node in
            guard case .object(let members) = node.value else { return false }
            return members.contains { member in
                guard member.key == "header" else { return false }
                if case .null = member.value.value { return false }
                return true
            }
        }
    }

    private static func decodeInsets(_ reader: ValueReader) -> EdgeInsets? {
        guard let object = reader.object(allowedKeys: ["top", "left", "bottom", "right"]) else { return nil }
        var insets = EdgeInsets()
        object["top"]?.number(in: SpecLimits.verticalLength).map { insets.top = $0 }
        object["left"]?.number(in: SpecLimits.horizontalInset).map { insets.left = $0 }
        object["bottom"]?.number(in: SpecLimits.verticalLength).map { insets.bottom = $0 }
        object["right"]?.number(in: SpecLimits.horizontalInset).map { insets.right = $0 }
        return insets
    }
}
