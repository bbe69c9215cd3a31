import CCairo

/// What drew an image: the tool, cairo, Pango and the fonts. Recorded in every PNG's `tEXt` chunk so that a
/// golden image that no longer matches can be traced to a toolchain change rather than a content change.
public struct ToolchainVersions: Equatable, Sendable, CustomStringConvertible {
    /// The `tEXt` keyword the versions are stored under (one of the PNG specification's predefined keywords).
    public static let pngKeyword = "Software"

    /// The tool that drew, e.g. `tablerender 0.1.0`.
    public var tool: String
    /// `cairo_version_string()` of the library loaded at run time.
    public var cairo: String
    /// `pango_version_string()` of the library loaded at run time.
    public var pango: String
    /// `FontLibrary.versionSummary` of the fonts loaded.
    public var fonts: String

    /// The recorded form: `TOOL; cairo X; pango Y; fonts Z`.
    public var description: String { "\(tool); cairo \(cairo); pango \(pango); fonts \(fonts)" }

    /// The parts of `recorded` (another record's `description`) that differ from this one, each as
    /// `recorded → current`; empty when they agree.
    public func differences(from recorded: String) -> [String] {
        let old = recorded.components(separatedBy: "; ")
        let new = description.components(separatedBy: "; ")
        // Parts are matched by position: the format has four fixed parts, and anything else is shown whole.
        guard old.count == new.count else { return ["\(recorded) → \(description)"] }
        return zip(old, new).compactMap { $0 == $1 ? nil : "\($0) → \($1)" }
    }
}

// In an extension, so the struct keeps its memberwise initialiser (a record from its parts, for tests).
extension ToolchainVersions {
    /// The versions in use by this process with `fonts` loaded.
    public init(tool: String, fonts: FontLibrary) {
        self.init(tool: tool, cairo: cairo_version_string().map { String(cString: $0) } ?? "unknown",
                  pango: pango_version_string().map { String(cString: $0) } ?? "unknown",
                  fonts: fonts.versionSummary)
    }
}
