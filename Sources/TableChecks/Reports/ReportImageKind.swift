import TableRenderKit
/// The images a report shows for one spec: the keys of `CheckReport.Entry.images` and `Outcome.images`, and the
/// `kind` `HTMLReport` asks for.
public enum ReportImageKind: String, CaseIterable, Sendable {
    /// The golden as it is on disk.
    case expected
    /// This run's render.
    case actual
    /// The expected image faded, differences red, anti-aliasing yellow.
    case diff
    /// expected | diff | actual side by side (`RGBAImage.strip`).
    case compare

    /// The artifact's file suffix under `--diff-dir`: `NAME.expected.png`.
    public var suffix: String { ".\(rawValue).png" }
}
