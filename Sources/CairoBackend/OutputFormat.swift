/// The file formats the backend writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A raster image at the spec's scale.
    case png
    /// Vector SVG in points.
    case svg
    /// Vector PDF in points, text kept as text with the fonts embedded.
    case pdf

    /// The format implied by a file name's extension, or nil.
    public static func infer(fromPath path: String) -> OutputFormat? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return OutputFormat(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
