import Foundation

/// Turns the bytes of a spec file into a `Spec`, or a `SpecError` listing every problem with its position.
public enum SpecLoader {
    /// Parses and decodes `bytes` written in `format`.
    public static func load(_ bytes: [UInt8], format: SpecFormat) throws -> Spec {
        try decode(parse(bytes, format: format))
    }

    /// Parses `bytes` into a document with positions; a syntax error becomes a one-diagnostic `SpecError`.
    public static func parse(_ bytes: [UInt8], format: SpecFormat) throws -> SourceNode {
        let root: SourceNode
        do {
            // Checked here as well as where files are read, so every caller is bound by it before parsing.
            guard bytes.count <= SpecLimits.maximumSpecBytes else {
                throw SourceSyntaxError("the spec is \(bytes.count) bytes; at most \(SpecLimits.maximumSpecBytes) are read",
                                        at: SourceLocation(line: 1, column: 1))
            }
            switch format {
            case .json:
                root = try JSONSourceParser.parse(bytes)
            case .yaml:
                guard let text = String(bytes: bytes, encoding: .utf8) else {
                    throw SourceSyntaxError("invalid UTF-8", at: firstInvalidUTF8(in: bytes) ?? SourceLocation(line: 1, column: 1))
                }
                root = try YAMLSourceParser.parse(text)
            }
        } catch let error as SourceSyntaxError {
            throw SpecError(diagnostics: [SpecDiagnostic(location: error.location, path: error.path, message: error.message)])
        }
        return root
    }

    /// Decodes an already parsed document (its warnings are dropped: `decodeReporting` returns them).
    public static func decode(_ root: SourceNode) throws -> Spec {
        try decodeReporting(root).spec
    }

    /// Decodes an already parsed document, with the warnings of what draws but not as written (unknown SF
    /// Symbols names), in document order; `warningsAreErrors` (`--strict`) makes them problems like the others.
    public static func decodeReporting(_ root: SourceNode, warningsAreErrors: Bool = false) throws
        -> (spec: Spec, warnings: [SpecDiagnostic]) {
        let context = DecodingContext()
        let spec = Spec.decode(ValueReader(node: root, path: .root, context: context))
        let problems = context.diagnostics + (warningsAreErrors ? context.warnings : [])
        guard let spec, problems.isEmpty else {
            throw SpecError(diagnostics: problems.inDocumentOrder())
        }
        return (spec, context.warnings.inDocumentOrder())
    }

    /// Where the first byte that is not UTF-8 is, as the YAML parser counts positions (the JSON parser finds its
    /// own while it reads): lines end at CR LF, CR or LF, columns count Unicode scalars, and a leading byte-order
    /// mark is not a column. Nil when every byte decodes.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> SourceLocation? {
        guard let bad = UTF8Validation.firstInvalidOffset(bytes) else { return nil }
        // A leading byte-order mark is not a column.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return LineCounter.location(in: Array(bytes[start..<bad]), at: bad - start)
    }
}
