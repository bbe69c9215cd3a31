import FileIntake
import Foundation
import TableImport
import TableSpec

/// Where a spec comes from: a file or standard input, read with a size limit and decoded with positions.
public struct SpecSource: Sendable {
    /// Specs larger than this are refused before parsing: a generous bound for 100k-row tables.
    public static let maximumBytes = SpecLimits.maximumSpecBytes

    /// The path given (`-` for standard input).
    public var path: String
    /// The syntax, from `--input-format` or the file name.
    public var format: SpecFormat

    /// Whether icon images may come from outside the spec's folder (`--allow-outside-paths`).
    public var allowsOutsidePaths: Bool

    /// `--strict`: the spec's warnings (SF Symbols names the catalog lacks) are errors.
    public var strict: Bool

    /// Creates a source; the format defaults to what the file name implies.
    public init(path: String, format: SpecFormat? = nil, allowsOutsidePaths: Bool = false, strict: Bool = false) {
        self.path = path
        self.format = format ?? SpecFormat.infer(fromPath: path)
        self.allowsOutsidePaths = allowsOutsidePaths
        self.strict = strict
    }

    /// The name used in diagnostics: the path, or `<stdin>`.
    public var displayName: String { path == "-" ? "<stdin>" : PathEscaping.escaped(path) }

    /// Reads and decodes the spec, with icon image paths resolved against the spec's folder.
    public func load() throws -> Spec {
        try loadReporting().spec
    }

    /// Like `load`, with the spec's warnings as `FILE:LINE:COLUMN: warning: message` lines (unknown SF Symbols
    /// names, drawn as a placeholder); under `strict` they are errors instead.
    public func loadReporting() throws -> (spec: Spec, warnings: [String]) {
        try Self.decode(readBytes(), format: format, pathRule: pathRule, name: displayName,
                        strict: strict)
    }

    /// Parses and decodes `bytes` with every problem of the file in one `RenderError.invalidSpec` named `name`,
    /// icon image paths resolved and checked by `pathRule`, and its warnings as lines (errors under
    /// `strict`): `loadReporting()` after reading, and `Spec.load(_:format:)`.
    static func decode(_ bytes: [UInt8], format: SpecFormat, pathRule: PathRule, name: String,
                       strict: Bool = false) throws -> (spec: Spec, warnings: [String]) {
        do {
            let root = try SpecLoader.parse(bytes, format: format)
            // Decoding and the image checks both run, so one pass reports every problem of the file.
            var problems: [SpecDiagnostic] = []
            var decoded: (spec: Spec, warnings: [SpecDiagnostic])?
            do {
                decoded = try SpecLoader.decodeReporting(root, warningsAreErrors: strict)
            } catch let error as SpecError {
                problems += error.diagnostics
            }
            let images = IconImages(in: root, rule: pathRule)
            problems += images.problems
            guard problems.isEmpty, let decoded else { throw SpecError(diagnostics: problems.inDocumentOrder()) }
            return (images.applied(to: decoded.spec), decoded.warnings.map { $0.formattedWarning(file: name) })
        } catch let error as SpecError {
            throw RenderError.invalidSpec(file: name, error)
        }
    }

    /// The rule every path the spec names goes through: inside the spec's folder unless `allowsOutsidePaths`.
    public var pathRule: PathRule {
        PathRule(folder: folder, allowsOutside: allowsOutsidePaths)
    }

    /// The folder relative paths in the spec start from: the spec's own, or the current one for standard input.
    public var folder: URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return path == "-" ? current : URL(fileURLWithPath: path, relativeTo: current).deletingLastPathComponent()
    }
}
