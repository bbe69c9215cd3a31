import Foundation
import SwiftUIImport
import TableImport
import TableSpec

/// A Settings bundle, one `.plist` pane file, a storyboard (one pane per static table view controller) or a
/// SwiftUI source file (one pane per preview or list view) as a source of specs, one per pane.
public struct BundleSource: Sendable {
    /// The path given.
    public var path: String
    /// `--locale`, `--idiom`, `--app-name`, `--screen`, and a Swift file's `--view`, `--preview`, `--sources`,
    /// `--assume`.
    public var options: BundleOptions
    /// `--strict`: every warning of the read (an SF Symbols name the catalog lacks, a SwiftUI value only the running
    /// app knows, a missing strings table) fails it instead of drawing what iOS would (exit 2).
    public var strict = false

    /// Creates a source.
    public init(path: String, options: BundleOptions = BundleOptions()) {
        self.path = path
        self.options = options
    }

    /// Whether `path` names a bundle, a pane file, a storyboard or a Swift file rather than a spec.
    public static func handles(_ path: String) -> Bool {
        path != "-" && (SettingsBundleReader.handles(path) || StoryboardImport.handles(path) || SwiftUIImport.handles(path))
    }

    /// Every reachable pane; an unreadable or invalid root is an input error (exit 2). Render, import and
    /// validate all read through here, so they make the same decisions (which images show, which strings
    /// tables count).
    public func read() throws -> SettingsImport {
        try refuseUnreadableName()
        do {
            if SwiftUIImport.handles(path) {
                do {
                    return try SwiftUIImport.panes(atPath: path, options: swiftUIOptions)
                } catch let error as ImportError {
                    // `--strict` fails on every warning: one line each, as they print without it.
                    throw RenderError.inputLines(error.problems.map(\.description))
                }
            }
            let read = StoryboardImport.handles(path)
                ? try StoryboardImport.panes(atPath: path, screen: options.screen, imageCheck: .png)
                : try SettingsBundleReader.read(path, options: options, imageCheck: .png)
            if strict { try StrictRead.refuse(read.problems) }
            return read
        } catch let error as ImportError {
            throw RenderError.input(error.problems.map(\.description).joined(separator: "; "))
        }
    }

    /// What `validate` reports: the read's problems and, for a bundle, those of every localisation's strings
    /// tables; an unreadable root throws `ImportError` with its positioned problems.
    public func lint() throws -> [ImportProblem] {
        try refuseUnreadableName()
        if SwiftUIImport.handles(path) {
            return try SwiftUIImport.panes(atPath: path, options: swiftUIOptions).problems
        }
        let problems = StoryboardImport.handles(path)
            ? try StoryboardImport.panes(atPath: path, screen: options.screen, imageCheck: .png).problems
            : try SettingsBundleReader.lint(path, options: options, imageCheck: .png)
        return strict ? StrictRead.escalated(problems) : problems
    }

    /// The options a SwiftUI read is given: `options` with this source's `strict`, the one `--strict`.
    private var swiftUIOptions: BundleOptions {
        var options = options
        options.swiftUI.strict = strict
        return options
    }

    /// A name whose bytes were not UTF-8 reaches Swift with U+FFFD in their place and so names no file: say
    /// that, with the bytes as given (`\xFF`), rather than "no Root.plist in the bundle".
    private func refuseUnreadableName() throws {
        guard path.contains("\u{FFFD}") else { return }
        var info = stat()
        guard lstat(path, &info) != 0 else { return }
        throw RenderError.input("\(PathEscaping.escaped(path)): the name given is not valid UTF-8; rename it to read it")
    }

    /// The pane named `name` (or the root pane for nil), with the warnings that belong to it; an unknown name is
    /// an input error listing the panes there are.
    public func pane(_ name: String?) throws -> (pane: SettingsPane, warnings: [String]) {
        let bundle = try read()
        guard let pane = name.map(bundle.pane(named:)) ?? bundle.panes.first else {
            let names = bundle.panes.map { DiagnosticText.quoted($0.name) }.joined(separator: ", ")
            throw RenderError.input("\(PathEscaping.escaped(path)): no pane \(DiagnosticText.quoted(name ?? "")); the panes are \(names)")
        }
        return (pane, bundle.problems(for: pane).map(\.asWarning))
    }
}
