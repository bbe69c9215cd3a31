/// How a SwiftUI source file is read (`tablerender View.swift`): which view or preview, where other views and
/// string tables are looked up, what to assume for values the source cannot tell, and whether warnings fail.
/// Kept with `BundleOptions` so a job of a Swift file carries them like a bundle pane's.
public struct SwiftUIOptions: Hashable, Sendable {
    /// `--view NAME`: the view struct to draw, or nil.
    public var view: String?
    /// `--preview NAME`: the `#Preview` (by its title) or `PreviewProvider` (by its type's name) to draw, or nil.
    public var preview: String?
    /// `--sources DIR`, in order; empty means the nearest folder above the file holding `Package.swift`, an
    /// `.xcodeproj`, an `.xcworkspace` or `.git`, else the file's folder.
    public var sources: [String]
    /// `--assume EXPR=VALUE`, in order (a later one for the same expression wins).
    public var assumptions: [String]
    /// `--strict`: every warning of the read is an error (exit 2).
    public var strict: Bool

    /// Creates options; the defaults pick the file's first preview and look up the project folder.
    public init(view: String? = nil, preview: String? = nil, sources: [String] = [], assumptions: [String] = [],
                strict: Bool = false) {
        self.view = view
        self.preview = preview
        self.sources = sources
        self.assumptions = assumptions
        self.strict = strict
    }
}
