import Foundation

/// Expands `SPEC|DIR...` arguments into the specs of a batch, in a fixed order.
public enum SpecCollector {
    /// The file extensions read from folders (any case).
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// One job per file argument (named after the file) and per spec found in each folder argument, recursively
    /// (named by its path inside the folder, so `specs/a/b.json` in `specs` becomes `a/b`). Hidden files and
    /// folders are skipped. Folder contents are sorted by name so every run sees the same order.
    ///
    /// A path that does not exist stays a job, so it fails on its own like any unreadable spec. Throws
    /// `RenderError.input` for a folder without specs (a check of nothing must not pass) and for two specs
    /// that would write the same output.
    public static func collect(_ arguments: [String]) throws -> [SpecJob] {
        var jobs: [SpecJob] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = specs(inFolder: argument)
                guard !found.isEmpty else {
                    throw RenderError.input("\(argument): no .json, .yaml or .yml specs in this folder")
                }
                jobs += found
            } else {
                jobs.append(SpecJob(path: argument, name: stem(of: (argument as NSString).lastPathComponent)))
            }
        }
        try checkUniqueNames(jobs)
        return jobs
    }

    private static func specs(inFolder folder: String) -> [SpecJob] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [SpecJob] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) { continue }
            let ext = (relative as NSString).pathExtension.lowercased()
            guard extensions.contains(ext) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: prefix + relative, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            found.append(SpecJob(path: prefix + relative, name: stem(of: relative)))
        }
        // Byte order, not the locale's: the same on every machine.
        return found.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// The path without its last extension.
    private static func stem(of path: String) -> String {
        (path as NSString).deletingPathExtension
    }

    private static func checkUniqueNames(_ jobs: [SpecJob]) throws {
        var seen: [String: String] = [:]
        for job in jobs {
            if let first = seen[job.name] {
                throw RenderError.input("""
                    \(first) and \(job.path) would both be written as "\(job.name)"; \
                    rename one (outputs and goldens are named after the spec)
                    """)
            }
            seen[job.name] = job.path
        }
    }
}
