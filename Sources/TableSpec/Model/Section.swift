/// One section: an optional header, rows, and an optional footer.
public struct Section: Hashable, Sendable {
    /// Section header.
    public var header: SectionHeader?
    /// Section footer text; wraps.
    public var footer: String?
    /// The rows; may be empty.
    public var rows: [Row]

    /// Creates a section.
    public init(header: SectionHeader? = nil, footer: String? = nil, rows: [Row] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}
