import Foundation
import TableImport
import TableSpec

/// One spec of a batch: the file to read and the name its outputs take under an output folder.
public struct SpecJob: Equatable, Hashable, Sendable {
    /// The path to read, as the user would type it (`specs/a/b.json`).
    public var path: String
    /// The name relative to the output folder, without extension (`a/b` for `specs/a/b.json` found in `specs`).
    public var name: String
    /// Why the spec cannot be read at all (its file name is not UTF-8), reported as the job's error.
    public var problem: String?

    /// For a pane of a Settings bundle (`path` is then the bundle): the pane's name and how the bundle is read.
    public var pane: (name: String, options: BundleOptions)?

    /// The pane's spec and warnings when the bundle was already read (by `SpecCollector`), so a batch reads each
    /// bundle once rather than once per pane; nil reads the bundle when the job is loaded.
    public var imported: (spec: Spec, warnings: [String])?

    /// One combination of `--matrix` (its values in axis order and what they replace), or nil for the spec as
    /// written; its values name the outputs (`NAME.dark.AX2.png`).
    public var variant: JobVariant?

    /// The job's position in the whole run before `--shard` took its share: reports of shards merge back into
    /// the order of an unsharded run.
    public var order = 0

    /// The name to show for the job (captions, sheets): a pane's own name, else the output name.
    public var displayName: String { pane?.name ?? name }

    /// The output name with the variant's values: `a/b.dark.AX2` (the name of its golden, report entry and
    /// artifacts, without extension).
    public var outputName: String { name + (variant?.suffix ?? "") }

    /// The command line's overrides with this job's variant over them.
    public func overrides(over base: SpecOverrides) -> SpecOverrides {
        variant.map { $0.overrides.layered(over: base) } ?? base
    }

    /// Creates a job; `problem`, when given, is the error the job fails with instead of reading the spec.
    public init(path: String, name: String, problem: String? = nil) {
        self.path = path
        self.name = name
        self.problem = problem
    }

    /// A job drawing one pane of the bundle at `path`; its outputs are named `fileName` (by default the pane's
    /// name made safe as one file name, `SpecJob.fileName(forPane:)`).
    public init(bundle path: String, pane: String, options: BundleOptions, fileName: String? = nil) {
        self.init(path: path, name: fileName ?? Self.fileName(forPane: pane))
        self.pane = (pane, options)
    }

    /// A pane's name as one file name inside the output folder: pane names come from the bundle or storyboard
    /// (a child's `File`, a storyboard identifier), so `/` and backslash become `_`, control characters go, and a
    /// name that is empty, `.` or `..` becomes `_`: the result is always one component inside the folder.
    public static func fileName(forPane pane: String) -> String {
        var safe = String.UnicodeScalarView()
        for scalar in pane.unicodeScalars {
            if scalar == "/" || scalar == "\\" {
                safe.append("_")
            } else if scalar.properties.generalCategory != .control {
                safe.append(scalar)
            }
        }
        let name = String(safe)
        return name.isEmpty || name == "." || name == ".." ? "_" : name
    }

    /// Safe file names for `panes`, in order, made unique after sanitising by appending ` 2`, ` 3`… so two panes
    /// never write the same output.
    public static func fileNames(forPanes panes: [String]) -> [String] {
        var used: Set<String> = []
        return panes.map { pane in
            let base = fileName(forPane: pane)
            var name = base
            var number = 2
            while used.contains(name) {
                name = "\(base) \(number)"
                number += 1
            }
            used.insert(name)
            return name
        }
    }

    /// Same file, name, problem, pane and variant (tuples are not Equatable, so this is written out).
    public static func == (lhs: SpecJob, rhs: SpecJob) -> Bool {
        lhs.path == rhs.path && lhs.name == rhs.name && lhs.problem == rhs.problem
            && lhs.pane?.name == rhs.pane?.name && lhs.pane?.options == rhs.pane?.options
            && lhs.variant == rhs.variant && lhs.order == rhs.order
    }

    /// Hashes what `==` compares, less the bundle options (equal jobs still hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(name)
        hasher.combine(problem)
        hasher.combine(pane?.name)
        hasher.combine(variant)
    }

    /// The file of this job's output with `suffix` (e.g. `.png`, `.diff.png`) under `folder`, named by
    /// `outputName` (so a variant's values come before the suffix).
    public func output(in folder: String, suffix: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + outputName + suffix
    }

    /// Reads and decodes the spec as its `overrides` say files are read; the overrides' values are layered over
    /// it when it is resolved (`RenderPipeline.layout(_:overrides:)`).
    public func load(format: SpecFormat?, overrides: SpecOverrides) throws -> Spec {
        try loadReporting(format: format, overrides: overrides).spec
    }

    /// Like `load`, with the warnings of reading it: a bundle pane's import warnings, one line each. A pane is
    /// read in the locale of the variant or the command line (`RenderPipeline` applies their other values).
    public func loadReporting(format: SpecFormat?, overrides base: SpecOverrides) throws -> (spec: Spec, warnings: [String]) {
        if let problem { throw RenderError.input(problem) }
        let overrides = self.overrides(over: base)
        if let pane {
            var options = pane.options
            if let locale = overrides.locale { options.locale = locale }
            if let imported, options == pane.options, !overrides.strict { return imported }
            var source = BundleSource(path: path, options: options)
            source.strict = overrides.strict
            let found = try source.pane(pane.name)
            return (found.pane.spec, found.warnings)
        }
        if let imported { return imported }
        return try SpecSource(path: path, format: format, allowsOutsidePaths: overrides.allowsOutsidePaths,
                              strict: overrides.strict).loadReporting()
    }
}
