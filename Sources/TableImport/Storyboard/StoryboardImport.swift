import Foundation
import TableSpec

/// A problem or note about a storyboard, at the line and column of the element or attribute it concerns.
public struct StoryboardWarning: Equatable, Sendable, CustomStringConvertible {
    /// Where the element (or the attribute) starts.
    public var location: SourceLocation
    /// What was skipped or drawn differently, in one line.
    public var message: String

    /// Creates a warning.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `LINE:COLUMN: message`, made safe to print as one line.
    public var description: String { DiagnosticText.line("\(location): \(message)") }
}

/// One static table view controller of a storyboard, as a spec.
public struct StoryboardTable: Equatable, Sendable {
    /// The scene's name: its storyboard identifier, else its label, title or navigation title, else its object id.
    public var name: String
    /// The object id of the table view controller (stable across edits, unlike the name).
    public var id: String
    /// The table as a spec (the navigation bar set, so `"screen": true` shows the title).
    public var spec: Spec
    /// What was ignored or approximated in this table, in document order.
    public var warnings: [StoryboardWarning]
}

/// Everything drawable in one storyboard: its static tables in document order, and notes about the rest.
public struct StoryboardDocument: Equatable, Sendable {
    /// The static table view controllers, in document order.
    public var tables: [StoryboardTable] = []
    /// Notes about the document as a whole: skipped dynamic tables, static tables outside a table view
    /// controller, a xib, a document that is not a storyboard.
    public var warnings: [StoryboardWarning] = []
}

/// Turns Interface Builder documents (`.storyboard`, `.xib`) into specs: one per static table view controller.
public enum StoryboardImport {
    /// The document type Xcode writes for iOS storyboards.
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    /// The document type Xcode writes for iOS xibs.
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Reads the storyboard (or xib) at `path`, its images from the asset catalogs beside it; throws the file's
    /// read error or an `XMLSyntaxError` with its position. `imageCheck` decides which images can be shown.
    public static func document(atPath path: String, imageCheck: ImageCheck = .regularFile) throws -> StoryboardDocument {
        // Bounded and regular files only: a FIFO or a link to /dev/zero must fail, not hang.
        let bytes = try ImportFile.read(URL(fileURLWithPath: path))
        return document(try XMLReader.parse(bytes), file: path, images: .catalogs(near: path, check: imageCheck))
    }

    /// Reads the static tables of the document `root` (parsed from `file`, whose asset catalogs `images` finds).
    public static func document(_ root: XMLElement, file: String,
                                images: StoryboardImages = .none) -> StoryboardDocument {
        var document = StoryboardDocument()
        guard root.name == "document" else {
            document.warnings.append(StoryboardWarning(
                "not an Interface Builder document (the root element is <\(root.name)>, not <document>)",
                at: root.location))
            return document
        }
        let type = root.attribute("type")
        if type == xibType || (type == nil && file.lowercased().hasSuffix(".xib")) {
            // Xcode refuses to compile sections and cells in a xib, so no app ships one: say why nothing is drawn.
            let statics = descendants(of: root, named: "tableView").filter { $0.attribute("dataMode") == "static" }
            let message = statics.isEmpty
                ? "a xib holds no static table views (only storyboards can); nothing to draw"
                : "static table views are only supported in storyboards (Xcode refuses this xib); skipped"
            document.warnings.append(StoryboardWarning(message, at: statics.first?.location ?? root.location))
            return document
        }
        if let type, type != storyboardType {
            document.warnings.append(StoryboardWarning(
                "document type \(ImportText.quoted(type)) is not an iOS storyboard; reading it as one", at: root.location))
        }
        let navigation = NavigationStacks(root)
        var names: Set<String> = []
        for scene in root.children(named: "scenes").flatMap({ $0.children(named: "scene") }) {
            for controller in scene.children(named: "objects").flatMap(\.children) {
                if controller.name == "tableViewController" {
                    guard var table = StoryboardTableReader(controller, images: images, navigation: navigation)
                        .read(into: &document.warnings) else { continue }
                    // Names label pages and output files, so two scenes must not share one.
                    // A scene may itself be called "Name (id)", so keep numbering until the name is free.
                    if names.contains(table.name) {
                        let base = "\(table.name) (\(table.id))"
                        var candidate = base
                        var number = 2
                        while names.contains(candidate) {
                            candidate = "\(base) \(number)"
                            number += 1
                        }
                        table.name = candidate
                    }
                    names.insert(table.name)
                    document.tables.append(table)
                } else {
                    for tableView in descendants(of: controller, named: "tableView")
                    where tableView.attribute("dataMode") == "static" {
                        document.warnings.append(StoryboardWarning(
                            "static table views only work in a table view controller, not in a <\(controller.name)>"
                                + " (Xcode refuses this); skipped", at: tableView.location))
                    }
                }
            }
        }
        return document
    }

    /// Every element named `name` under `element` (not `element` itself), depth first in document order.
    static func descendants(of element: XMLElement, named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack = Array(element.children.reversed())
        while let next = stack.popLast() {
            if next.name == name { found.append(next) }
            stack.append(contentsOf: next.children.reversed())
        }
        return found
    }
}

extension XMLElement {
    /// Where the attribute `name` is written, else where the element starts.
    func location(of name: String) -> SourceLocation {
        attributes.first { $0.name == name }?.location ?? location
    }

    /// The first child whose `key` attribute is `key` (how IB names an element's role: `view`, `contentView`).
    func child(key: String) -> XMLElement? {
        children.first { $0.attribute("key") == key }
    }

    /// The attribute `name` as a finite number, or nil (`nan` and `inf` parse as Doubles but mean nothing here).
    func number(_ name: String) -> Double? {
        attribute(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Whether the boolean attribute `name` is `YES` (IB leaves out attributes at their default, NO).
    func flag(_ name: String) -> Bool {
        attribute(name) == "YES"
    }
}
