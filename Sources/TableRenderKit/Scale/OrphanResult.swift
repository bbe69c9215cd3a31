/// `check --orphans` / `--prune`: golden PNGs under the golden folder that no spec (and variant) of the run
/// produces.
public struct OrphanResult: Sendable, Equatable {
    /// Each orphan's path as printed (the golden folder joined with its relative name, escaped if not UTF-8),
    /// in byte order.
    public var orphans: [String]
    /// Whether they were deleted (`--prune`).
    public var pruned: Bool

    /// Creates a result.
    public init(orphans: [String], pruned: Bool) {
        self.orphans = orphans
        self.pruned = pruned
    }
}
