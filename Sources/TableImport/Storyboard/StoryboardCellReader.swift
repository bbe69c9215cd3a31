import TableSpec

/// Reads one static `<tableViewCell>` into a row: its texts (by cell style, or from a custom cell's labels in
/// reading order), accessory, switch, image and the one control a row can show.
struct StoryboardCellReader {
    /// A view inside the cell's content view, with its frame in content-view coordinates (nil when IB wrote none).
    struct Placed {
        var element: XMLElement
        var frame: (x: Double, y: Double, width: Double, height: Double)?
    }

    let cell: XMLElement
    let images: StoryboardImages

    init(_ cell: XMLElement, images: StoryboardImages) {
        self.cell = cell
        self.images = images
    }

    func read(into warnings: inout [StoryboardWarning]) -> Row {
        var row = Row()
        let content = cell.child(key: "contentView")
            ?? cell.children.first { $0.name == "tableViewCellContentView" }
        var views: [Placed] = []
        if let content { Self.collect(in: content, origin: (0, 0), into: &views) }
        let labels = views.filter { $0.element.name == "label" }

        let style = cell.attribute("style")
        // The label that became the title, whose colour and alignment say what kind of row it is.
        var titleLabel: XMLElement?
        switch style {
        case "IBUITableViewCellStyleDefault":
            titleLabel = standardLabel("textLabel", labels, &warnings)
        case "IBUITableViewCellStyleValue1":
            row.cellStyle = .value1
            titleLabel = standardLabel("textLabel", labels, &warnings)
            row.detail = standardLabel("detailTextLabel", labels, &warnings).map(Self.text(of:))
        case "IBUITableViewCellStyleValue2":
            // UIKit's value2 puts textLabel small and tinted on the leading side: the spec's `detail`.
            row.cellStyle = .value2
            row.detail = standardLabel("textLabel", labels, &warnings).map(Self.text(of:))
            titleLabel = standardLabel("detailTextLabel", labels, &warnings)
        case "IBUITableViewCellStyleSubtitle":
            row.cellStyle = .subtitle
            titleLabel = standardLabel("textLabel", labels, &warnings)
            row.subtitle = standardLabel("detailTextLabel", labels, &warnings).map(Self.text(of:))
        case let other?:
            warnings.append(StoryboardWarning("unknown cell style \(ImportText.quoted(other)); read as a custom cell",
                                              at: cell.location(of: "style")))
            titleLabel = readCustom(labels, views, into: &row, &warnings)
        case nil:
            titleLabel = readCustom(labels, views, into: &row, &warnings)
        }
        if let titleLabel {
            row.title = Self.text(of: titleLabel)
            Self.readLook(of: titleLabel, into: &row)
        }
        readAccessory(into: &row, &warnings)
        readImage(views, into: &row, &warnings)
        readControls(views, into: &row, &warnings)
        return row
    }

    // MARK: Texts

    /// The label a standard cell names in its `textLabel`/`detailTextLabel` attribute.
    private func standardLabel(_ key: String, _ labels: [Placed],
                               _ warnings: inout [StoryboardWarning]) -> XMLElement? {
        guard let id = cell.attribute(key) else { return nil }  // IB leaves it out while the label is unused
        guard let label = labels.first(where: { $0.element.attribute("id") == id }) else {
            warnings.append(StoryboardWarning("the cell's \(key) \(ImportText.quoted(id)) is not one of its labels; left empty",
                                              at: cell.location(of: key)))
            return nil
        }
        return label.element
    }

    /// A custom cell: the first label in reading order is the title; a second beside it (or right-aligned) is the
    /// trailing detail, one below it the subtitle. Further labels have no place in a row. Returns the title label.
    private func readCustom(_ labels: [Placed], _ views: [Placed], into row: inout Row,
                            _ warnings: inout [StoryboardWarning]) -> XMLElement? {
        let ordered = Self.readingOrder(labels)
        guard let first = ordered.first else {
            if let button = views.first(where: { $0.element.name == "button" }),
               let title = Self.buttonTitle(button.element) {
                // A cell holding only a button (Sign Out, Log In) reads as a button row.
                row.title = title
                row.role = .button
            } else if !views.contains(where: { Self.drawnWithoutText.contains($0.element.name) }) {
                // A lone slider or text field is a whole row by design; a cell with none of these draws blank.
                warnings.append(StoryboardWarning("custom cell without a label; drawn without text", at: cell.location))
            }
            return nil
        }
        guard ordered.count > 1 else { return first.element }
        let second = ordered[1]
        if Self.isBelow(second, first) && !Self.isTrailingAligned(second.element) {
            row.subtitle = Self.text(of: second.element)
        } else {
            row.detail = Self.text(of: second.element)
        }
        for extra in ordered.dropFirst(2) {
            warnings.append(StoryboardWarning(
                "label \(ImportText.quoted(Self.text(of: extra.element))) ignored: a row shows a title and one detail or subtitle",
                at: extra.element.location))
        }
        return first.element
    }

    /// A title label in red reads as a destructive row, one in the tint (or blue, or link colour) as a button;
    /// a centred one as a centred title (Settings' Sign Out).
    static func readLook(of label: XMLElement, into row: inout Row) {
        switch systemColor(of: label, key: "textColor") {
        case .systemRed?: row.role = .destructive
        case .systemBlue?, .link?: row.role = .button
        default: if color(of: label, key: "textColor")?.attribute("systemColor") == "tintColor" { row.role = .button }
        }
        if label.attribute("textAlignment") == "center" { row.align = .center }
    }

    /// The `<color key=…>` child of `element`, or nil.
    static func color(of element: XMLElement, key: String) -> XMLElement? {
        element.children(named: "color").first { $0.attribute("key") == key }
    }

    /// The semantic colour a `<color key=…>` child names (`systemColor="systemRedColor"`, or the older
    /// `cocoaTouchSystemColor`), or nil for literal colours and names the spec lacks.
    static func systemColor(of element: XMLElement, key: String) -> SemanticColor? {
        guard let color = color(of: element, key: key),
              let name = color.attribute("systemColor") ?? color.attribute("cocoaTouchSystemColor"),
              name.hasSuffix("Color") else { return nil }
        return SemanticColor(rawValue: String(name.dropLast("Color".count)))
    }

    /// Views a row draws on their own, so a cell of only one of them is not an empty cell.
    static let drawnWithoutText = Set(["switch", "imageView"] + RowControl.Kind.allCases.compactMap(\.storyboardElement))

    /// A label's text: `text`, else its attributed text's fragments joined.
    static func text(of label: XMLElement) -> String {
        if let text = label.attribute("text") { return text }
        guard let attributed = label.children(named: "attributedString").first else { return "" }
        return attributed.children(named: "fragment").map { fragment in
            // Short fragments are an attribute; ones with line breaks a `<string key="content">` child.
            fragment.attribute("content")
                ?? fragment.children(named: "string").first { $0.attribute("key") == "content" }?.text ?? ""
        }.joined()
    }

    /// A button's normal-state title, or nil.
    static func buttonTitle(_ button: XMLElement) -> String? {
        let normal = button.children(named: "state").first { $0.attribute("key") == "normal" }
        let configuration = button.children(named: "buttonConfiguration").first
        let title = normal?.attribute("title") ?? configuration?.attribute("title") ?? button.attribute("title")
        guard let title, !title.isEmpty else { return nil }
        return title
    }

    /// Labels top to bottom in lines (a label whose middle lies within a line's height joins it), each line
    /// leading to trailing; document order when any label lacks a frame.
    static func readingOrder(_ labels: [Placed]) -> [Placed] {
        guard labels.allSatisfy({ $0.frame != nil }) else { return labels }
        var lines: [(top: Double, bottom: Double, labels: [Placed])] = []
        for label in labels.sorted(by: { ($0.frame?.y ?? 0) < ($1.frame?.y ?? 0) }) {
            guard let frame = label.frame else { continue }
            let middle = frame.y + frame.height / 2
            if let last = lines.indices.last, middle >= lines[last].top, middle <= lines[last].bottom {
                lines[last].labels.append(label)
                lines[last].bottom = max(lines[last].bottom, frame.y + frame.height)
            } else {
                lines.append((frame.y, frame.y + frame.height, [label]))
            }
        }
        return lines.flatMap { line in line.labels.sorted { ($0.frame?.x ?? 0) < ($1.frame?.x ?? 0) } }
    }

    /// Whether `label` starts below the middle of `title` (a subtitle) rather than beside it.
    static func isBelow(_ label: Placed, _ title: Placed) -> Bool {
        guard let frame = label.frame, let titleFrame = title.frame else { return false }
        return frame.y >= titleFrame.y + titleFrame.height / 2
    }

    static func isTrailingAligned(_ label: XMLElement) -> Bool {
        ["right", "trailing"].contains(label.attribute("textAlignment") ?? "")
    }

    // MARK: Accessory, image, controls

    private func readAccessory(into row: inout Row, _ warnings: inout [StoryboardWarning]) {
        switch cell.attribute("accessoryType") {
        case nil, "none": row.accessory = .none
        case "disclosureIndicator": row.accessory = .disclosure
        case "checkmark": row.accessory = .checkmark
        case "detailButton": row.accessory = .detail
        case "detailDisclosureButton": row.accessory = .detailDisclosure
        case let other?:
            warnings.append(StoryboardWarning("unknown accessory type \(ImportText.quoted(other)); drawn without one",
                                              at: cell.location(of: "accessoryType")))
        }
    }

    /// The standard cell's `imageView`, else a custom cell's first image view: an SF Symbol (`catalog="system"`)
    /// the catalog draws, or an asset catalog PNG; anything else is skipped with a warning.
    private func readImage(_ views: [Placed], into row: inout Row, _ warnings: inout [StoryboardWarning]) {
        let imageViews = views.filter { $0.element.name == "imageView" }
        let named = cell.attribute("imageView").flatMap { id in imageViews.first { $0.element.attribute("id") == id } }
        guard let view = (named ?? imageViews.first)?.element, let name = view.attribute("image") else { return }
        let location = view.location(of: "image")
        if view.attribute("catalog") == "system" {
            // A standard cell's image view draws a symbol bare in the tint, not in a Settings tile. A name the
            // catalog lacks draws a placeholder, with the same warning a spec gets (an error under --strict).
            let tint = Self.systemColor(of: view, key: "tintColor").map(ColorValue.semantic)
            row.icon = .symbol(SymbolIcon(name: name, color: tint, tile: false))
            if SymbolCatalog.glyph(named: name) == nil {
                warnings.append(StoryboardWarning(SymbolCatalog.unknownNameMessage(name), at: location))
            }
        } else if let path = images.path(for: name) {
            // UIKit shows no image it cannot decode; the row stays.
            if let problem = images.problem(with: path) {
                warnings.append(StoryboardWarning("image \(ImportText.quoted(name)): \(problem); image skipped", at: location))
            } else {
                row.icon = .image(path: path)
            }
        } else {
            warnings.append(StoryboardWarning(
                "image \(ImportText.quoted(name)) not found as a PNG in an asset catalog next to the storyboard; image skipped",
                at: location))
        }
    }

    /// A switch, else the first other control a row can show; a second one is skipped with a warning.
    private func readControls(_ views: [Placed], into row: inout Row, _ warnings: inout [StoryboardWarning]) {
        var taken: XMLElement?
        for view in views.map(\.element) {
            let control: RowControl?
            if view.name == "switch" {
                control = nil
            } else if let kind = RowControl.Kind.storyboard(view.name) {
                guard let read = kind.read(view, warnings: &warnings) else { continue }
                control = read
            } else {
                continue
            }
            if let taken {
                warnings.append(StoryboardWarning(
                    "<\(view.name)> ignored: the row already shows a <\(taken.name)>", at: view.location))
                continue
            }
            taken = view
            if let control { row.control = control } else { row.switchValue = view.flag("on") }
        }
        // Spec rules: a switch replaces the accessory silently (as accessoryView does), but a trailing control
        // and an accessory cannot be drawn together; the control is what the cell visibly shows.
        if let control = row.control, row.accessory != .none, sitsTrailing(control, title: row.title) {
            warnings.append(StoryboardWarning("accessory dropped: the row's control sits where it would be drawn",
                                              at: cell.location(of: "accessoryType")))
            row.accessory = .none
        }
    }

    /// Whether `control` sits where the accessory would be drawn (segments only beside a title).
    private func sitsTrailing(_ control: RowControl, title: String) -> Bool {
        switch control.kind.declaration.placement {
        case .trailing: return true
        case .inline: return false
        case .trailingBesideTitle: return !title.isEmpty
        }
    }

    /// Every visible view under `element`'s `<subviews>` (stack views and containers included), depth first in
    /// document order, with frames offset by the origins of the views they sit in.
    static func collect(in element: XMLElement, origin: (x: Double, y: Double), into views: inout [Placed]) {
        for subviews in element.children(named: "subviews") {
            for view in subviews.children where !view.flag("hidden") {
                let rect = view.children(named: "rect").first { $0.attribute("key") == "frame" }
                var frame: (x: Double, y: Double, width: Double, height: Double)?
                if let rect, let x = rect.number("x"), let y = rect.number("y") {
                    frame = (origin.x + x, origin.y + y, rect.number("width") ?? 0, rect.number("height") ?? 0)
                }
                views.append(Placed(element: view, frame: frame))
                collect(in: view, origin: frame.map { ($0.x, $0.y) } ?? origin, into: &views)
            }
        }
    }
}
