import Foundation

/// Turns the bytes of a spec file into a `Spec`, or a `SpecError` listing every problem with its position.
public enum SpecLoader {
    /// Parses and decodes `bytes` written in `format`.
    public static func load(_ bytes: [UInt8], format: SpecFormat) throws -> Spec {
        try loadDocument(bytes, format: format).spec
    }

    /// Parses and decodes `bytes`, keeping the parsed source for later diagnostics.
    public static func loadDocument(_ bytes: [UInt8], format: SpecFormat) throws -> SpecDocument {
        let root: SourceNode
        do {
            switch format {
            case .json:
                root = try JSONSourceParser.parse(bytes)
            case .yaml:
                guard let text = String(bytes: bytes, encoding: .utf8) else {
                    throw SourceSyntaxError("invalid UTF-8", at: SourceLocation(line: 1, column: 1))
                }
                root = try YAMLSourceParser.parse(text)
            }
        } catch let error as SourceSyntaxError {
            throw SpecError(diagnostics: [SpecDiagnostic(location: error.location, path: .root, message: error.message)])
        }
        return SpecDocument(spec: try decode(root), root: root)
    }

    /// Decodes an already parsed document.
    public static func decode(_ root: SourceNode) throws -> Spec {
        let context = DecodingContext()
        let spec = Spec.decode(ValueReader(node: root, path: .root, context: context))
        guard let spec, context.diagnostics.isEmpty else {
            throw SpecError(diagnostics: context.diagnostics.sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            })
        }
        return spec
    }
}
