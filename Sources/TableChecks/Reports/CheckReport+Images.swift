import TableRenderKit
extension CheckReport {
    /// The report with every entry's `images` moved from paths relative to `oldFolder` to paths relative to
    /// `newFolder`: `check` writes them relative to the report file, `report merge` re-bases each shard's.
    public func rebasingImages(from oldFolder: String, to newFolder: String) -> CheckReport {
        var copy = self
        let rebaser = RelativePath.Rebaser(from: oldFolder, to: newFolder)
        // Most entries have no images (every match): those are left as they are.
        for index in copy.specs.indices where !copy.specs[index].images.isEmpty {
            copy.specs[index].images = copy.specs[index].images.mapValues(rebaser.rebase)
        }
        return copy
    }
}
