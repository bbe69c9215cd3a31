import ArgumentParser
import Foundation
import TableRenderKit

/// `check --orphans` and `--prune`: goldens that no spec of the run produces.
struct OrphanOptions: ParsableArguments {
    @Flag(help: "Report goldens that no spec (and --matrix variant) of this run produces; they fail the check.")
    var orphans = false

    @Flag(help: "Delete those orphan goldens (every regular .png no spec produces, whoever wrote it; folders left empty go too). Only for a whole run: folders of specs, no --shard, every spec rendered, the golden folder not around a spec folder.")
    var prune = false

    /// Whether orphans are looked for at all.
    var isRequested: Bool { orphans || prune }

    /// Refuses `--prune` where the run cannot know every golden's spec.
    func validate(specs: [String], shard: String?, golden: String) throws {
        guard prune else { return }
        if shard != nil {
            throw ValidationError("--prune needs a whole run; a shard does not see the other shards' specs (run --orphans in each, --prune once without --shard)")
        }
        if let file = specs.first(where: { !Self.isWholeSet($0) }) {
            throw ValidationError("--prune needs folders of specs (or bundles), not the file \(file): every golden of the other specs would look orphaned")
        }
        // `--golden ..` by mistake would sweep a tree holding other projects' goldens: the golden folder may sit
        // inside a spec folder (specs/__goldens__), never around one.
        let goldenPath = realPath(golden)
        if let inside = specs.first(where: { let spec = realPath($0); return spec == goldenPath || spec.hasPrefix(goldenPath + "/") }) {
            throw ValidationError("--prune: the golden folder \(golden) holds the specs \(inside); give the folder of goldens itself")
        }
    }

    /// A folder or a bundle: an argument that stands for everything it holds.
    static func isWholeSet(_ argument: String) -> Bool {
        if BundleSource.handles(argument) { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
