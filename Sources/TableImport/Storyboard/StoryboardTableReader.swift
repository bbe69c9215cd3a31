import TableSpec

/// Reads one `<tableViewController>` scene into a spec: table style, sections, cells, navigation bar.
struct StoryboardTableReader {
    let controller: XMLElement
    let images: StoryboardImages
    let navigation: NavigationStacks

    init(_ controller: XMLElement, images: StoryboardImages, navigation: NavigationStacks) {
        self.controller = controller
        self.images = images
        self.navigation = navigation
    }

    /// The table, or nil (with a note in `documentWarnings`) when it has no static content to draw.
    func read(into documentWarnings: inout [StoryboardWarning]) -> StoryboardTable? {
        let id = controller.attribute("id") ?? ""
        let item = controller.child(key: "navigationItem")
        let name = [controller.attribute("storyboardIdentifier"), controller.attribute("userLabel"),
                    controller.attribute("title"), item?.attribute("title")]
            .compactMap { $0 }.first { !$0.isEmpty } ?? (id.isEmpty ? "Table View Controller" : id)
        guard let tableView = controller.child(key: "view") ?? controller.children(named: "tableView").first,
              tableView.name == "tableView" else {
            documentWarnings.append(StoryboardWarning(
                "table view controller \(ImportText.quoted(name)) has no table view; skipped", at: controller.location))
            return nil
        }
        guard tableView.attribute("dataMode") == "static" else {
            // Prototype cells are templates filled in by code at run time: there is nothing to draw.
            documentWarnings.append(StoryboardWarning(
                "table view controller \(ImportText.quoted(name)) has a dynamic table (prototype cells filled in by code); skipped",
                at: tableView.location(of: "dataMode")))
            return nil
        }
        var warnings: [StoryboardWarning] = []
        var spec = Spec()
        switch tableView.attribute("style") {
        case "grouped": spec.style = .grouped
        case "insetGrouped": spec.style = .insetGrouped
        case "plain", nil: spec.style = .plain  // IB leaves the style out only at UITableView's default, plain.
        case let other?:
            spec.style = .plain
            warnings.append(StoryboardWarning("unknown table style \(ImportText.quoted(other)); drawn plain",
                                              at: tableView.location(of: "style")))
        }
        for section in tableView.children(named: "sections").flatMap({ $0.children(named: "tableViewSection") }) {
            var cells: [Row] = []
            for cell in section.children(named: "cells").flatMap({ $0.children(named: "tableViewCell") }) {
                cells.append(StoryboardCellReader(cell, images: images).read(into: &warnings))
            }
            spec.sections.append(Section(header: nonEmpty(section.attribute("headerTitle")).map { SectionHeader(text: $0) },
                                         footer: nonEmpty(section.attribute("footerTitle")), rows: cells))
        }
        if tableView.children(named: "sections").isEmpty {
            warnings.append(StoryboardWarning("static table without sections; drawn empty", at: tableView.location))
        }
        let place = navigation.place(of: id)
        let title = item?.attribute("title") ?? controller.attribute("title")
        if title != nil || place != nil {
            let largeTitle: Bool
            switch item?.attribute("largeTitleDisplayMode") {
            case "always": largeTitle = true
            case "never": largeTitle = false
            default: largeTitle = place?.largeTitles ?? false  // automatic: whatever the bar prefers
            }
            spec.navigationBar = NavigationBarSpec(title: title ?? "", largeTitle: largeTitle, back: place?.back)
        }
        return StoryboardTable(name: name, id: id, spec: spec, warnings: warnings)
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
