import TableSpec

/// Every limit of the SwiftUI reader, in one place, each checked before the work it bounds.
public enum SwiftUILimits {
    /// Largest Swift file read, in bytes: a 10,000-line view file is about 400 KB.
    public static let maximumFileBytes = 4 * 1024 * 1024
    /// Deepest nesting of brackets (`(`, `[`, `{`) in a file, counted before parsing: view bodies nest a dozen
    /// levels; the bound keeps the parser's and the reader's recursion far from the stack's end.
    public static let maximumNesting = 128
    /// Deepest nesting of square brackets: swift-syntax's parser looks ahead through unclosed `[` in time that
    /// doubles with each level (inline-array type sugar), and real code nests arrays and dictionaries a few deep.
    public static let maximumSquareNesting = 12
    /// Most items one `ForEach` (or `List(items)`) expands to; the rest are left out with a warning.
    public static let maximumForEachItems = 1_000
    /// Most items all the `ForEach`es of one read expand to together (nested ones multiply): a settings screen
    /// has a few dozen rows; past this, further items are left out with a warning.
    public static let maximumExpandedItems = 10_000
    /// Most rows one screen may have (the spec's limit).
    public static let maximumRows = SpecLimits.maximumRows
    /// How many views deep other views are inlined (a view in a view in a view…).
    public static let maximumInliningDepth = 24
    /// How deeply the reader follows one expression into itself (a member or modifier chain, nested calls,
    /// operators): view code stays within a few dozen; the bound keeps the reader's recursion off the stack's end.
    public static let maximumExpressionDepth = 160
    /// Most operators in one unparenthesised sequence (`a + b + c …`) the reader folds.
    public static let maximumOperators = 500
    /// Most view or value evaluations one read performs: a bound on work whatever the source does.
    public static let maximumEvaluations = 100_000
    /// Most `.swift` files looked at in the source folders (names only; a file is read only when it may
    /// declare a name the view uses).
    public static let maximumSourceFiles = 5_000
    /// Most folders walked under the source folders.
    public static let maximumFolders = 5_000
    /// Largest string table (`.strings`, `.xcstrings`) read, in bytes.
    public static let maximumStringTableBytes = 8 * 1024 * 1024
    /// Most string tables read.
    public static let maximumStringTables = 200
    /// Longest text the reader builds (interpolations and joins are cut here).
    public static let maximumTextLength = SpecLimits.maximumTextLength
}
