import Foundation
import TableSpec

/// Looks texts up in a pane's strings tables: the locale's, its language's, then Base's, else the raw text.
struct Localizer {
    /// Tables in lookup order.
    var tables: [StringsFile] = []

    /// The translation of `raw`, or `raw` itself.
    func text(_ raw: String) -> String {
        for table in tables { if let translated = table.entries[raw] { return translated } }
        return raw
    }
}

/// A child pane a row leads to.
struct ChildPaneLink {
    /// The `File` value (the pane's name).
    var file: String
    /// The row's title, localised: the child pane's title.
    var title: String
    /// Where `File` is written, and its path.
    var location: SourceLocation?
    var path: JSONPath
}

/// Turns one pane's plist (`PreferenceSpecifiers`) into sections as iOS Settings (or InAppSettingsKit) draws them.
struct PaneMapper {
    /// The file, for problems.
    var file: String
    var localizer: Localizer
    var options: BundleOptions
    /// Whether the pane is read as InAppSettingsKit shows it (its own specifier types are then expected).
    var inApp: Bool
    /// The absolute path of a cell image in the bundle, or nil when there is none.
    var image: (String) -> String?
    /// What keeps a found cell image from being shown, or nil.
    var imageCheck: ImageCheck
    /// Whether a child pane's file exists.
    var paneExists: (String) -> Bool
    /// Whether a path relative to the bundle stays inside it (symbolic links resolved).
    var isInBundle: (String) -> Bool

    private(set) var sections: [Section] = []
    private(set) var children: [ChildPaneLink] = []
    private(set) var problems: [ImportProblem] = []

    /// Specifier types drawn by Settings or InAppSettingsKit.
    static let knownTypes: Set<String> = [
        "PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSTitleValueSpecifier",
        "PSTextFieldSpecifier", "PSSliderSpecifier", "PSChildPaneSpecifier", "PSRadioGroupSpecifier",
        "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKTextViewSpecifier",
        "IASKDatePickerSpecifier", "IASKCustomViewSpecifier",
    ]

    mutating func warn(_ message: String, at node: PlistNode?, _ path: JSONPath) {
        problems.append(ImportProblem(file: file, location: node?.location, path: path, message: message))
    }

    /// A problem that breaks on a real device: `validate` fails on it.
    mutating func fault(_ message: String, at node: PlistNode?, _ path: JSONPath) {
        problems.append(ImportProblem(file: file, location: node?.location, path: path, message: message, severity: .error))
    }

    /// Maps every specifier of `root` in order.
    mutating func map(_ root: PlistNode) {
        let listPath = JSONPath.root.appending("PreferenceSpecifiers")
        for (index, specifier) in (root["PreferenceSpecifiers"]?.array ?? []).enumerated() {
            map(specifier, path: listPath.appending(index))
        }
        splitLongFooters()
    }

    private func localized(_ node: PlistNode?) -> String? {
        node?.string.map(localizer.text)
    }

    private mutating func append(_ row: Row) {
        if sections.isEmpty { sections.append(Section()) }
        sections[sections.count - 1].rows.append(row)
    }

    private mutating func map(_ specifier: PlistNode, path: JSONPath) {
        guard case .dictionary = specifier.value else {
            warn("a specifier must be a dictionary; skipped", at: specifier, path)
            return
        }
        guard let type = specifier["Type"]?.string else {
            warn("a specifier without a Type; skipped", at: specifier, path)
            return
        }
        if let idioms = specifier["SupportedUserInterfaceIdioms"]?.array,
           !idioms.contains(where: { $0.string == options.idiom.plistName }) {
            return
        }
        let title = clamped(localized(specifier["Title"]) ?? "", path.appending("Title"), specifier["Title"])
        var row = Row(title: title)
        row.subtitle = subtitle(of: specifier, path: path)
        if let name = specifier["IASKCellImage"]?.string {
            if !isInBundle(name) {
                warn("IASKCellImage \(ImportText.quoted(name)) leads outside the bundle; not read",
                     at: specifier["IASKCellImage"], path.appending("IASKCellImage"))
            } else if let resolved = image(name) {
                // Settings shows no image it cannot decode; the row stays.
                if let problem = imageCheck.problem(with: URL(fileURLWithPath: resolved)) {
                    warn("IASKCellImage \(ImportText.quoted(name)): \(problem); the row is drawn without it",
                         at: specifier["IASKCellImage"], path.appending("IASKCellImage"))
                } else {
                    row.icon = .image(path: resolved)
                }
            } else {
                warn("IASKCellImage \(ImportText.quoted(name)) is not in the bundle; the row is drawn without it",
                     at: specifier["IASKCellImage"], path.appending("IASKCellImage"))
            }
        }
        switch type {
        case "PSGroupSpecifier":
            startSection(specifier, title: title, path: path)
        case "PSToggleSwitchSpecifier":
            row.switchValue = toggleValue(specifier, path: path)
            append(row)
        case "PSMultiValueSpecifier":
            row.detail = titleForDefault(specifier, path: path, shortFirst: true)
            row.accessory = .disclosure
            append(row)
        case "PSTitleValueSpecifier":
            if specifier["Values"] != nil {
                row.detail = titleForDefault(specifier, path: path, shortFirst: false)
            } else {
                row.detail = PlistScalar(specifier["DefaultValue"]).map { localizer.text($0.text) }
            }
            append(row)
        case "PSTextFieldSpecifier":
            if specifier["Key"]?.string?.isEmpty != false {
                fault("a text field needs a non-empty Key; Settings has nowhere to store what is typed",
                      at: specifier["Key"] ?? specifier, specifier["Key"] == nil ? path : path.appending("Key"))
            }
            row.control = .textField(textField(specifier))
            append(row)
        case "PSSliderSpecifier":
            // Settings draws a slider alone across the row; a Title is not shown.
            var slider = Row()
            slider.icon = row.icon
            slider.control = .slider(self.slider(specifier, path: path))
            append(slider)
        case "PSChildPaneSpecifier":
            if sections.isEmpty {
                fault("a child pane before any PSGroupSpecifier; Settings on some iOS versions does not open it, add a group before it",
                      at: specifier, path)
            }
            row.accessory = .disclosure
            childLink(specifier, title: title, path: path)
            append(row)
        case "PSRadioGroupSpecifier":
            startSection(specifier, title: title, path: path)
            radioRows(specifier, path: path)
        case "IASKButtonSpecifier":
            row.role = .button
            if specifier["IASKTextAlignment"]?.string == "IASKUITextAlignmentCenter" { row.align = .center }
            append(row)
        case "IASKOpenURLSpecifier", "IASKMailComposeSpecifier":
            row.accessory = .disclosure
            append(row)
        case "IASKTextViewSpecifier":
            // A text view across the row; the title is not part of the cell.
            var field = Row()
            field.control = .textField(textField(specifier))
            append(field)
        case "IASKDatePickerSpecifier":
            row.detail = PlistScalar(specifier["DefaultValue"])?.text
            append(row)
        case "IASKCustomViewSpecifier":
            warn("IASKCustomViewSpecifier is drawn by the app's own code; skipped", at: specifier["Type"], path.appending("Type"))
        default:
            // Sorted: a Set's order changes between runs, and a tie must suggest the same type every time.
            let near = Suggestion.closest(to: type, in: Self.knownTypes.sorted())
            warn("unknown specifier type \(ImportText.quoted(type))\(near.map { "; did you mean \"\($0)\"?" } ?? ""); skipped",
                 at: specifier["Type"], path.appending("Type"))
        }
    }

    /// Texts past the spec's limit are cut there, so the pane's spec stays one that decodes.
    private mutating func clamped(_ text: String, _ path: JSONPath, _ node: PlistNode?) -> String {
        guard text.count > SpecLimits.maximumTextLength else { return text }
        warn("\(text.count) characters; only the first \(SpecLimits.maximumTextLength) are drawn", at: node, path)
        return String(text.prefix(SpecLimits.maximumTextLength))
    }

    private mutating func subtitle(of specifier: PlistNode, path: JSONPath) -> String? {
        guard let node = specifier["IASKSubtitle"] else { return nil }
        if let text = node.string { return clamped(localizer.text(text), path.appending("IASKSubtitle"), node) }
        // A dictionary picks the subtitle for the current value (InAppSettingsKit), here the default.
        if case .dictionary = node.value, let value = PlistScalar(specifier["DefaultValue"]) {
            return node[value.text]?.string.map(localizer.text)
        }
        return nil
    }

    private mutating func startSection(_ specifier: PlistNode, title: String, path: JSONPath) {
        var section = Section()
        if !title.isEmpty { section.header = SectionHeader(text: title) }
        section.footer = localized(specifier["FooterText"]).flatMap { $0.isEmpty ? nil : $0 }
        sections.append(section)
    }

    private mutating func toggleValue(_ specifier: PlistNode, path: JSONPath) -> Bool {
        guard let value = specifier["DefaultValue"] else { return false }
        let trueValue = specifier["TrueValue"]
        guard trueValue != nil || specifier["FalseValue"] != nil else { return value.boolValue }
        let current = PlistScalar(value)
        if let trueScalar = PlistScalar(trueValue), current == trueScalar { return true }
        if let falseScalar = PlistScalar(specifier["FalseValue"]), current == falseScalar { return false }
        // Settings compares with isEqual:, so a default equal to neither value shows the switch off.
        warn("DefaultValue \(current.map { ImportText.quoted($0.text) } ?? "of this type") is neither TrueValue nor FalseValue; Settings shows the switch off",
             at: value, path.appending("DefaultValue"))
        return false
    }

    /// A specifier's `Values` and `Titles`, warning when their counts differ (each value needs a title); the
    /// warning's path is `Titles`, or `pathWithoutTitles` when the specifier has none.
    private mutating func valuesAndTitles(_ specifier: PlistNode, path: JSONPath,
                                          pathWithoutTitles: String) -> (values: [PlistNode], titles: [PlistNode]) {
        let values = specifier["Values"]?.array ?? []
        let titles = specifier["Titles"]?.array ?? []
        if values.count != titles.count {
            warn("\(values.count) Values but \(titles.count) Titles; each value needs a title", at: specifier["Titles"] ?? specifier,
                 path.appending(specifier["Titles"] == nil ? pathWithoutTitles : "Titles"))
        }
        return (values, titles)
    }

    /// The title Settings shows for the default value: `ShortTitles` first (multi-value), then `Titles`.
    private mutating func titleForDefault(_ specifier: PlistNode, path: JSONPath, shortFirst: Bool) -> String? {
        let (values, titles) = valuesAndTitles(specifier, path: path, pathWithoutTitles: "Type")
        guard let defaultNode = specifier["DefaultValue"] else { return nil }
        let scalar = PlistScalar(defaultNode)
        guard let index = values.firstIndex(where: { PlistScalar($0) == scalar && scalar != nil }) else {
            let textual = scalar.flatMap { wanted in values.firstIndex { PlistScalar($0)?.matchesAsText(wanted) == true } }
            let hint = textual.map { "; Values[\($0)] is written as the same text in another type (a string is not a number)" } ?? ""
            warn("DefaultValue \(scalar.map { ImportText.quoted($0.text) } ?? "") matches none of the Values\(hint); Settings shows no value",
                 at: defaultNode, path.appending("DefaultValue"))
            return nil
        }
        let shortTitles = specifier["ShortTitles"]?.array ?? []
        if shortFirst, index < shortTitles.count, let short = shortTitles[index].string { return localizer.text(short) }
        guard index < titles.count, let title = titles[index].string else { return nil }
        return localizer.text(title)
    }

    private func textField(_ specifier: PlistNode) -> TextFieldControl {
        let value = PlistScalar(specifier["DefaultValue"])?.text ?? ""
        return TextFieldControl(value: String(value.prefix(SpecLimits.maximumTextLength)),
                                placeholder: localized(specifier["IASKPlaceholder"]) ?? "",
                                secure: specifier["IsSecure"]?.boolValue ?? false)
    }

    private mutating func slider(_ specifier: PlistNode, path: JSONPath) -> SliderControl {
        // nan and inf are missing values: they would make the range (and a written spec) meaningless.
        func finite(_ key: String) -> Double? { specifier[key]?.number.flatMap { $0.isFinite ? $0 : nil } }
        var minimum = finite("MinimumValue") ?? 0
        var maximum = finite("MaximumValue") ?? 1
        if !(minimum < maximum) {
            warn("MinimumValue \(PlistScalar.number(minimum).text) is not below MaximumValue \(PlistScalar.number(maximum).text); drawn as 0…1",
                 at: specifier["MaximumValue"] ?? specifier, path.appending("MaximumValue"))
            (minimum, maximum) = (0, 1)
        }
        var value = finite("DefaultValue") ?? minimum
        if !(minimum...maximum).contains(value) {
            warn("DefaultValue \(PlistScalar.number(value).text) is outside \(PlistScalar.number(minimum).text)…\(PlistScalar.number(maximum).text); UISlider clamps it",
                 at: specifier["DefaultValue"], path.appending("DefaultValue"))
            value = Swift.min(Swift.max(value, minimum), maximum)
        }
        return SliderControl(value: value, minimum: minimum, maximum: maximum)
    }

    private mutating func childLink(_ specifier: PlistNode, title: String, path: JSONPath) {
        // Standardised, so `Child` and `./Child` are one pane (and one visit), not two outputs of the same plist.
        guard let file = specifier["File"]?.string.map(ImportFile.standardized), !file.isEmpty else {
            fault("a child pane without a File; Settings shows the row but it opens nothing", at: specifier, path)
            return
        }
        guard isInBundle(file + ".plist") else {
            fault("File \(ImportText.quoted(file)) leads outside the bundle; not read",
                  at: specifier["File"], path.appending("File"))
            return
        }
        guard paneExists(file) else {
            fault("no pane \(ImportText.quoted(file + ".plist")) in the bundle; Settings shows the row but it opens nothing",
                 at: specifier["File"], path.appending("File"))
            return
        }
        children.append(ChildPaneLink(file: file, title: title, location: specifier["File"]?.location,
                                      path: path.appending("File")))
    }

    private mutating func radioRows(_ specifier: PlistNode, path: JSONPath) {
        let (values, titles) = valuesAndTitles(specifier, path: path, pathWithoutTitles: "Titles")
        let selected = PlistScalar(specifier["DefaultValue"])
        var checked = false
        for (index, titleNode) in titles.enumerated() {
            var row = Row(title: titleNode.string.map(localizer.text) ?? "")
            if let selected, index < values.count, PlistScalar(values[index]) == selected, !checked {
                row.accessory = .checkmark
                checked = true
            }
            append(row)
        }
        if let defaultNode = specifier["DefaultValue"], !checked {
            warn("DefaultValue \(selected.map { ImportText.quoted($0.text) } ?? "") matches none of the Values; no row is checked",
                 at: defaultNode, path.appending("DefaultValue"))
        }
    }

    /// Most footer pieces one pane's long footers are split into (a licence is a handful); the rest is cut.
    static let maximumFooterPieces = 20

    /// A footer past the spec's text limit (a full licence) continues in footer-only sections after it, cut at
    /// paragraph breaks, so the pane stays a spec that decodes and round-trips; at most `maximumFooterPieces`
    /// pieces in the whole pane, with one warning when text is left out.
    private mutating func splitLongFooters() {
        var result: [Section] = []
        var budget = Self.maximumFooterPieces
        var cut = false
        for section in sections {
            guard let footer = section.footer, footer.count > SpecLimits.maximumTextLength else {
                result.append(section)
                continue
            }
            let split = Self.pieces(of: footer, limit: SpecLimits.maximumTextLength, maximumPieces: max(1, budget))
            budget -= split.pieces.count
            cut = cut || split.truncated
            var first = section
            first.footer = split.pieces.first
            result.append(first)
            result += split.pieces.dropFirst().map { Section(footer: $0) }
        }
        sections = result
        if cut {
            warn("footers longer than \(Self.maximumFooterPieces) pieces of \(SpecLimits.maximumTextLength) characters; the rest is not drawn",
                 at: nil, .root.appending("PreferenceSpecifiers"))
        }
    }

    /// `text` in pieces of at most `limit` characters, cut after a blank line, else a line break, else a space.
    static func pieces(of text: String, limit: Int) -> [String] {
        pieces(of: text, limit: limit, maximumPieces: Int.max).pieces
    }

    /// Like `pieces(of:limit:)`, stopping after `maximumPieces` (`truncated` then says text was left). Each step
    /// walks at most `limit` characters from the cut, so the whole split is linear in the text.
    static func pieces(of text: String, limit: Int, maximumPieces: Int) -> (pieces: [String], truncated: Bool) {
        var pieces: [String] = []
        var rest = Substring(text)
        while let end = rest.index(rest.startIndex, offsetBy: limit, limitedBy: rest.endIndex), end < rest.endIndex {
            guard pieces.count < maximumPieces else { return (pieces, true) }
            let window = rest[..<end]
            let cut = window.range(of: "\n\n", options: .backwards)?.upperBound
                ?? window.lastIndex(of: "\n").map { rest.index(after: $0) }
                ?? window.lastIndex(of: " ").map { rest.index(after: $0) }
                ?? window.endIndex
            let piece = rest[..<cut].trimmingCharacters(in: .newlines)
            if !piece.isEmpty { pieces.append(piece) }
            rest = rest[cut...]
        }
        let last = rest.trimmingCharacters(in: .newlines)
        if !last.isEmpty {
            guard pieces.count < maximumPieces else { return (pieces, true) }
            pieces.append(last)
        }
        return (pieces, false)
    }
}
