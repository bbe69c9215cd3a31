import TableRenderKit

/// The images a report shows for one spec: the keys of `CheckReport.Entry.images` and `Outcome.images`, and the
/// `kind` `HTMLReport` asks for. The same four images, named the same, as the library's comparison leaves.
public typealias ReportImageKind = GoldenComparison.ImageKind
