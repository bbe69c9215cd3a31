import FileIntake
import Foundation
import TableImport

extension Spec {
    /// Reads and decodes the spec file at `path` (relative paths start from the current folder), exactly as
    /// `tablerender SPEC` does; see `load(contentsOf:format:allowsOutsidePaths:)`.
    ///
    /// ```swift
    /// let spec = try Spec.load(contentsOfFile: "specs/settings.json")
    /// ```
    public static func load(contentsOfFile path: String, format: SpecFormat? = nil,
                            allowsOutsidePaths: Bool = false) throws -> Spec {
        try SpecSource(path: path, format: format, allowsOutsidePaths: allowsOutsidePaths).load()
    }

    /// Reads and decodes a spec file, exactly as `tablerender SPEC` does: the file is read through the same
    /// bounded reader (regular files only, at most `SpecSource.maximumBytes`), every problem is reported at once
    /// with its line and column, and icon image paths are resolved against the spec's folder.
    ///
    /// ```swift
    /// let spec = try Spec.load(contentsOf: URL(fileURLWithPath: "specs/settings.json"))
    /// ```
    ///
    /// - Parameters:
    ///   - url: A `file:` URL of a JSON or YAML spec.
    ///   - format: The syntax, or nil to go by the file's extension (`.yaml`/`.yml` is YAML, anything else JSON).
    ///   - allowsOutsidePaths: Whether icon images may come from outside the spec's folder
    ///     (`--allow-outside-paths`).
    /// - Throws: `RenderError.input` when the file cannot be read, `RenderError.invalidSpec` with every problem
    ///   of an invalid spec (its `lines` are `FILE:LINE:COLUMN: JSON.PATH: message`).
    public static func load(contentsOf url: URL, format: SpecFormat? = nil, allowsOutsidePaths: Bool = false) throws -> Spec {
        try load(contentsOfFile: url.path, format: format, allowsOutsidePaths: allowsOutsidePaths)
    }

    /// Decodes a spec held in memory, with the same checks as a spec file.
    ///
    /// ```swift
    /// let spec = try Spec.load(Array(#"{"sections": [{"rows": ["Wi-Fi"]}]}"#.utf8))
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The spec's UTF-8 bytes.
    ///   - format: Its syntax (JSON by default).
    ///   - name: How problems name the spec (`NAME:LINE:COLUMN: …`).
    ///   - folder: The folder relative icon image paths start from (the current folder when nil).
    ///   - allowsOutsidePaths: Whether icon images may come from outside `folder`.
    /// - Throws: `RenderError.invalidSpec` with every problem of an invalid spec.
    public static func load(_ bytes: [UInt8], format: SpecFormat = .json, name: String = "spec",
                            imagesRelativeTo folder: URL? = nil, allowsOutsidePaths: Bool = false) throws -> Spec {
        let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return try SpecSource.decode(bytes, format: format, pathRule: PathRule(folder: base, allowsOutside: allowsOutsidePaths),
                                     name: name).spec
    }
}

extension Spec {
    /// Checks a spec built in Swift as a spec file is checked: it is written as JSON (`SpecWriter`, as
    /// `tablerender import` writes specs) and decoded again, so every value a file could not hold (an unknown
    /// SF Symbols name, a width out of range, two controls on one row) is reported with its JSON path and a
    /// "did you mean" where one helps. Rendering does not require it: it is how a test catches a typo.
    ///
    /// - Throws: `RenderError.invalidSpec` naming `name`, one diagnostic per problem (`name:LINE:COLUMN: PATH: …`,
    ///   positions in the JSON as written).
    public func validate(name: String = "spec") throws {
        // Icon paths of a spec built in Swift are the caller's own choice, so they are not held to a folder.
        // Strict: a name the symbol catalog lacks, which a render draws as a placeholder with a warning, is an
        // error here, where finding such slips is the point.
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        _ = try SpecSource.decode(Array(SpecWriter.write(self, format: .json).utf8), format: .json,
                                  pathRule: PathRule(folder: base, allowsOutside: true), name: name,
                                  strict: true)
    }
}
