/// A decoded spec together with its parsed source, so later checks (icon files, limits) can point at the line
/// and column of the value they reject.
public struct SpecDocument: Sendable {
    /// The spec.
    public var spec: Spec
    /// The parsed document it came from.
    public var root: SourceNode

    /// Creates a document.
    public init(spec: Spec, root: SourceNode) {
        self.spec = spec
        self.root = root
    }

    /// A diagnostic for the value at `path`.
    public func diagnostic(at path: JSONPath, _ message: String) -> SpecDiagnostic {
        SpecDiagnostic(location: root.location(of: path), path: path, message: message)
    }
}
