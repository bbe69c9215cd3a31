import TableRenderKit
/// Images of a report read back from disk, for a page that embeds them (`report merge --html`, or `check --html`
/// with `--diff-dir`).
public enum ReportImageLoader {
    /// The PNG bytes of `entry`'s image `kind`, its path taken relative to `folder` (the folder of the file the
    /// report's paths are relative to), read only if `policy` admits the file (`ReportImagePolicy.read`); nil
    /// when there is none, it is refused (the reason passed to `refused`) or gone, or it is not a PNG within
    /// the limits (a page is still written without it).
    public static func image(of entry: CheckReport.Entry, kind: String, relativeTo folder: String,
                             policy: ReportImagePolicy, refused: (String) -> Void = { _ in }) -> [UInt8]? {
        guard let relative = entry.images[kind] else { return nil }
        return policy.read(relative, relativeTo: folder, refused: refused)
    }
}
