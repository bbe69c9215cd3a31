import TableRenderKit
import Foundation

/// When `check --prune` may delete goldens: only in a whole run, whose jobs name every golden there is. The
/// rule lives here, beside `GoldenOrphans`, so tests reach it without the binary; the command only prints it.
public enum PruneSafety {
    /// Why `--prune` is refused before anything runs, or nil: a shard sees only its share of the specs; a spec
    /// file (not a folder or bundle) would make every other spec's goldens look orphaned; a golden folder that
    /// holds the spec folders (`--golden ..` by mistake) would sweep a tree of other projects' goldens.
    public static func refusal(specs: [String], sharded: Bool, golden: String) -> String? {
        if sharded {
            return "--prune needs a whole run; a shard does not see the other shards' specs (run --orphans in each, --prune once without --shard)"
        }
        if let file = specs.first(where: { !isWholeSet($0) }) {
            return "--prune needs folders of specs (or bundles), not the file \(PathEscaping.escaped(file)): every golden of the other specs would look orphaned"
        }
        // The golden folder may sit inside a spec folder (specs/__goldens__), never around one.
        let goldenPath = realPath(golden)
        if let inside = specs.first(where: { let spec = realPath($0); return spec == goldenPath || spec.hasPrefix(goldenPath + "/") }) {
            return "--prune: the golden folder \(PathEscaping.escaped(golden)) holds the specs \(PathEscaping.escaped(inside)); give the folder of goldens itself"
        }
        return nil
    }

    /// Why nothing may be deleted after the run, or nil: a job that could not be read (a bundle, a name that is
    /// not UTF-8) hides the names of its goldens, and a spec that did not render leaves the picture incomplete.
    public static func refusal(afterRun jobs: [SpecJob], unrendered: SpecJob?) -> String? {
        guard let unread = jobs.first(where: { $0.problem != nil }) ?? unrendered else { return nil }
        return "--prune: nothing deleted: \(PathEscaping.escaped(unread.path)) could not be checked, so the run cannot tell its goldens from orphans"
    }

    /// A folder or a bundle: an argument that stands for everything it holds.
    public static func isWholeSet(_ argument: String) -> Bool {
        if BundleSource.handles(argument) { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The absolute path with symbolic links resolved, to compare folders however they were named.
    public static func realPath(_ path: String) -> String {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }
}
