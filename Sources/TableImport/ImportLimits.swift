import TableSpec

/// Every limit on what the XML, plist and strings readers accept, in one place. Each is checked before the work it
/// bounds (size before decoding, depth and counts while the tree is built), so hostile files fail fast and small.
public enum ImportLimits {
    /// Largest file read, in bytes: the spec limit, far above any Settings pane or storyboard.
    public static let maximumFileBytes = SpecLimits.maximumSpecBytes

    /// Why a file of `bytes` is not read, one message for every reader, or nil when it is within
    /// `maximumFileBytes`.
    static func oversize(_ bytes: [UInt8]) -> String? {
        guard bytes.count > maximumFileBytes else { return nil }
        return "the file is \(bytes.count) bytes; at most \(maximumFileBytes) are read"
    }

    /// How deeply XML elements (and so plist containers) may nest. Storyboards nest views a few dozen levels;
    /// the bound keeps the trees' recursive comparison and release far from the stack's end.
    public static let maximumDepth = 256

    /// Most elements in one XML document: a 10 MB storyboard has about a hundred thousand.
    public static let maximumElements = 1_000_000

    /// Most attributes on one element (duplicates are checked pairwise, so this also bounds that work).
    public static let maximumAttributesPerElement = 256

    /// Most attributes in one XML document.
    public static let maximumAttributes = 2_000_000

    /// How many child-pane links below the root a Settings bundle's pane may be and still be drawn. Settings opens
    /// one pane a tap, so no real bundle goes deeper than a handful; a pane past this is left out with a warning.
    public static let maximumPaneDepth = 32

    /// Most panes drawn from one bundle (every pane is read, mapped and kept): far above any real app's.
    public static let maximumPanes = 1_000

    /// Most values a binary plist may expand to (and at most one more than its size in bytes). Objects shared by
    /// reference are copied into the tree, so a small file whose arrays refer to each other many times could
    /// otherwise expand exponentially.
    public static let maximumPlistValues = 1_000_000

    /// The most bytes of strings and data a binary plist of `fileBytes` bytes may expand to (shared objects
    /// are copied): a file without sharing stays under twice its size.
    public static func maximumExpandedBytes(fileBytes: Int) -> Int {
        2 * fileBytes + 1024 * 1024
    }
}

/// Text from a file shown in a one-line message.
enum ImportText {
    /// `text` in double quotes, escaped and shortened as every diagnostic quotes text (`DiagnosticText.quoted`).
    static func quoted(_ text: String) -> String {
        DiagnosticText.quoted(text)
    }
}
