/// Every limit on what a spec may ask for, in one place, so the checks, the schema and docs/spec.md agree.
///
/// Each limit is checked before the work it bounds: file size before parsing, nesting and alias expansion
/// while the tree is built, text length and row counts while decoding, before any layout.
public enum SpecLimits {
    /// Largest spec read, in bytes: a generous bound for 100k-row tables.
    public static let maximumSpecBytes = 64 * 1024 * 1024

    /// How deeply objects and arrays (JSON) or mappings and sequences (YAML) may nest; deeper input is
    /// rejected so hostile files cannot exhaust the stack.
    public static let maximumDepth = 64

    /// Longest text accepted, in characters: more than any table cell shows, little enough to lay out quickly.
    public static let maximumTextLength = 10_000

    /// Most Unicode scalars in one character (a letter and its combining marks, an emoji sequence): the longest
    /// emoji sequences take 10 and Unicode's stream-safe text format caps a run of combining marks at 30. HarfBuzz
    /// places each mark by looking back through the marks before it, so shaping one character costs the square
    /// of its length: "e" and 60,000 acute accents, one character to `maximumTextLength`, took 12 s to draw.
    public static let maximumScalarsPerCharacter = 32

    /// Most Unicode scalars in one text: four a character on average, more than any script needs (Devanagari,
    /// Thai and Hangul jamo take one to three), so that `maximumTextLength` characters of
    /// `maximumScalarsPerCharacter` each, 320,000 scalars to shape and wrap, cannot be asked for.
    public static let maximumTextScalars = 40_000

    /// Most rows in one table: room for the 100k-row benchmark, a bound on time and memory.
    public static let maximumRows = 200_000

    /// Most sections in one table.
    public static let maximumSections = 10_000

    /// Most segments in one segmented control: a row holds about five legibly; twelve leaves room for short
    /// labels on an iPad and still bounds the work one row can ask for.
    public static let maximumSegments = 12

    /// How deeply outline `children` may nest below a section's rows: eight levels is deeper than any outline iOS
    /// apps show (Files, Notes folders) while each level still has room for its 16-pt indent on a phone.
    public static let maximumOutlineDepth = 8

    /// Most swipe actions on one side of a row: a phone row shows about three before the titles truncate, and
    /// five bounds what one row can ask the layout for.
    public static let maximumSwipeActions = 5

    /// Most section index titles: A–Z and "#" with room for another script's alphabet (46 kana); UIKit elides
    /// titles that do not fit the column, so more only add work.
    public static let maximumSectionIndexTitles = 100

    /// Largest canvas side and margin accepted, in points; larger values are typos, not tables.
    public static let maximumLength = 100_000.0

    // MARK: Ranges of numbers, each written once for the decoder, the schema, docs/spec.md and the command line

    /// Canvas `width` in points (and `--width`).
    public static let width: ClosedRange<Double> = 1...4096
    /// Device `scale`, pixels per point (and `--scale`).
    public static let scale: ClosedRange<Double> = 0.5...4
    /// A fixed canvas `height` in points.
    public static let height: ClosedRange<Double> = 1...maximumLength
    /// `layoutMargin`, the safe area's left and right and separator insets: lengths across the canvas.
    public static let horizontalInset: ClosedRange<Double> = 0...2048
    /// `cornerRadius` and the safe area's top and bottom: lengths that may run the canvas's height.
    public static let verticalLength: ClosedRange<Double> = 0...maximumLength
    /// A row's fixed `height`.
    public static let rowHeight: ClosedRange<Double> = 1...10_000
    /// A row's `lines`, 0 for unlimited.
    public static let titleLines: ClosedRange<Int> = 0...1000

    /// Most problems reported for one file: past a few dozen, more lines only bury the first ones.
    public static let maximumDiagnostics = 50

    /// What YAML aliases may add to a document beyond an alias-free document of the same size, in values.
    public static let aliasAllowanceValues = 100_000

    /// What YAML aliases may add beyond an alias-free document of the same size, in bytes of text (strings
    /// and keys). Anchoring a few shared rows stays far below it; megabytes of text take minutes and
    /// gigabytes to lay out.
    public static let aliasAllowanceBytes = 1024 * 1024

    /// The most values a document of `fileBytes` bytes may expand to. An alias-free document has fewer than
    /// twice its size (every value takes at least one byte and a separator to write), so only aliases reach it.
    public static func maximumExpandedValues(fileBytes: Int) -> Int {
        2 * fileBytes + aliasAllowanceValues
    }

    /// The most bytes of text (UTF-8 of strings and keys) a document of `fileBytes` bytes may expand to. An
    /// alias-free document's text is written out in it, so only aliases reach this; with the file limit it is
    /// at most a few times `maximumSpecBytes`.
    public static func maximumExpandedTextBytes(fileBytes: Int) -> Int {
        2 * fileBytes + aliasAllowanceBytes
    }
}
