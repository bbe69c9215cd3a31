import ArgumentParser
import Foundation
import TableRenderKit
import TableScale

/// `check --orphans` and `--prune`: goldens that no spec of the run produces.
struct OrphanOptions: ParsableArguments {
    @Flag(help: "Report goldens that no spec (and --matrix variant) of this run produces; they fail the check.")
    var orphans = false

    @Flag(help: "Delete those orphan goldens (every regular .png no spec produces, whoever wrote it; folders left empty go too). Only for a whole run: folders of specs, no --shard, every spec rendered, the golden folder not around a spec folder.")
    var prune = false

    /// Whether orphans are looked for at all.
    var isRequested: Bool { orphans || prune }

    /// Refuses `--prune` where the run cannot know every golden's spec (`PruneSafety`).
    func validate(specs: [String], shard: String?, golden: String) throws {
        guard prune else { return }
        if let refusal = PruneSafety.refusal(specs: specs, sharded: shard != nil, golden: golden) {
            throw ValidationError(refusal)
        }
    }
}
