import Foundation
import TableImport

/// Expands `SPEC|DIR...` arguments into the specs of a batch, in a fixed order.
public enum SpecCollector {
    /// The file extensions read from folders (any case).
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// One job per file argument (named after the file) and per spec found in each folder argument, recursively
    /// (named by its path inside the folder, so `specs/a/b.json` in `specs` becomes `a/b`). Hidden files and
    /// folders are skipped. Folder contents are sorted by name so every run sees the same order.
    ///
    /// A path that does not exist stays a job, so it fails on its own like any unreadable spec. Throws
    /// `RenderError.input` for a folder without specs (a check of nothing must not pass) and, when
    /// `uniqueNames`, for two specs that would write the same output.
    ///
    /// A Settings bundle (a `*.bundle` folder) or a `.plist` pane file becomes one job per reachable pane, named
    /// after the pane (`Root`, `Privacy`), read with `bundle`; one whose root cannot be read is one failing job.
    public static func collect(_ arguments: [String], uniqueNames: Bool = true,
                               bundle: BundleOptions = BundleOptions()) throws -> [SpecJob] {
        var jobs: [SpecJob] = []
        for argument in arguments {
            if BundleSource.handles(argument) {
                do {
                    // Read once: each job carries its pane, so a batch does not re-read the bundle per pane.
                    let read = try BundleSource(path: argument, options: bundle).read()
                    let names = SpecJob.fileNames(forPanes: read.panes.map(\.name))
                    jobs += zip(read.panes, names).map { pane, name in
                        var job = SpecJob(bundle: argument, pane: pane.name, options: bundle, fileName: name)
                        job.imported = (pane.spec, read.problems(for: pane).map(\.asWarning))
                        return job
                    }
                } catch let error as RenderError {
                    jobs.append(SpecJob(path: argument, name: stem(of: (argument as NSString).lastPathComponent),
                                        problem: error.description))
                }
                continue
            }
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
        if uniqueNames { try checkUniqueNames(jobs) }
        return jobs
    }

    /// The path without its last extension.
    static func stem(of path: String) -> String {
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
