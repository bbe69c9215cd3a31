import Foundation
import TableSpec

/// One spec of a batch: the file to read and the name its outputs take under an output folder.
public struct SpecJob: Equatable, Hashable, Sendable {
    /// The path to read, as the user would type it (`specs/a/b.json`).
    public var path: String
    /// The name relative to the output folder, without extension (`a/b` for `specs/a/b.json` found in `specs`).
    public var name: String
    /// Why the spec cannot be read at all (its file name is not UTF-8), reported as the job's error.
    public var problem: String?

    /// Creates a job; `problem`, when given, is the error the job fails with instead of reading the spec.
    public init(path: String, name: String, problem: String? = nil) {
        self.path = path
        self.name = name
        self.problem = problem
    }

    /// The file of this job's output with `suffix` (e.g. `.png`, `.diff.png`) under `folder`.
    public func output(in folder: String, suffix: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + name + suffix
    }

    /// Reads and decodes the spec as its `overrides` say files are read; the overrides' values are layered over
    /// it when it is resolved (`RenderPipeline.layout(_:overrides:)`).
    public func load(format: SpecFormat?, overrides: SpecOverrides) throws -> Spec {
        if let problem { throw RenderError.input(problem) }
        return try SpecSource(path: path, format: format, allowsOutsidePaths: overrides.allowsOutsidePaths).load()
    }
}
