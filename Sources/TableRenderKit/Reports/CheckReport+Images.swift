extension CheckReport {
    /// The report with every entry's `images` moved from paths relative to `oldFolder` to paths relative to
    /// `newFolder`: `check` writes them relative to the report file, `report merge` re-bases each shard's.
    public func rebasingImages(from oldFolder: String, to newFolder: String) -> CheckReport {
        var copy = self
        for index in copy.specs.indices {
            copy.specs[index].images = copy.specs[index].images.mapValues { image in
                RelativePath.path(to: RelativePath.resolve(image, in: oldFolder), from: newFolder)
            }
        }
        return copy
    }
}
