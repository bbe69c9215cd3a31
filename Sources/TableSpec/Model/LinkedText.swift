/// Text with inline links written `[text](url)`, as section footers allow: the runs in order, each plain or a link.
public struct LinkedText: Hashable, Sendable {
    /// One stretch of the text: shown as `text`, a link when `url` is not nil.
    public struct Run: Hashable, Sendable {
        /// The text shown.
        public var text: String
        /// The link's target, or nil for plain text.
        public var url: String?

        /// Creates a run.
        public init(text: String, url: String? = nil) {
            self.text = text
            self.url = url
        }
    }

    /// The runs, in reading order; adjacent plain runs are merged.
    public var runs: [Run]

    /// The text as shown, links replaced by their texts.
    public var plainText: String { runs.map(\.text).joined() }

    /// Whether any run is a link.
    public var hasLinks: Bool { runs.contains { $0.url != nil } }

    /// Splits `source` at each `[text](url)`; anything else, an unclosed bracket included, stays literal text as
    /// SwiftUI's Markdown shows it. As in CommonMark, the text may hold balanced brackets (`[a [b] c](u)`), a link
    /// inside another makes the outer brackets literal, and a URL holds no spaces (`[a](b c)` is text). Empty
    /// texts and URLs stay literal too: a link nobody can see or follow is more likely a typo. Linear in the
    /// length (brackets nest at most 32 deep, as cmark's limit), so a hostile footer costs no more than its text.
    public init(parsing source: String) {
        var parser = LinkParser(Array(source))
        var runs: [Run] = []
        var plain = ""
        var index = 0
        while index < parser.characters.count {
            if parser.characters[index] == "[", let link = parser.link(openingAt: index) {
                if !plain.isEmpty { runs.append(Run(text: plain)) }
                plain = ""
                runs.append(Run(text: String(parser.characters[(index + 1)..<link.close]), url: link.url))
                index = link.end
            } else {
                plain.append(parser.characters[index])
                index += 1
            }
        }
        if !plain.isEmpty { runs.append(Run(text: plain)) }
        self.runs = runs
    }
}

/// Finds `[text](url)` links in a footer's characters, with every scan done once up front.
private struct LinkParser {
    /// One link: its `]`, its URL, and the index just past its `)`.
    struct Link {
        var close: Int
        var url: String
        var end: Int
    }

    /// Brackets deeper than this are literal, as in cmark: it bounds the work of checking for links inside links.
    static let maximumNesting = 32

    let characters: [Character]
    /// The matching `]` of each `[` that has one (within the nesting limit).
    private var closing: [Int: Int] = [:]
    /// For each index, the first `)` at or after it (or the count).
    private var nextParenthesis: [Int]
    /// For each index, the first whitespace at or after it (or the count).
    private var nextWhitespace: [Int]
    /// Links already found or refused, by their `[`.
    private var memo: [Int: Link?] = [:]

    init(_ characters: [Character]) {
        self.characters = characters
        var stack: [Int] = []
        for (index, character) in characters.enumerated() {
            if character == "[" {
                stack.append(index)
            } else if character == "]", let open = stack.popLast(), stack.count < Self.maximumNesting {
                closing[open] = index
            }
        }
        nextParenthesis = Array(repeating: characters.count, count: characters.count + 1)
        nextWhitespace = nextParenthesis
        for index in characters.indices.reversed() {
            nextParenthesis[index] = characters[index] == ")" ? index : nextParenthesis[index + 1]
            nextWhitespace[index] = characters[index].isWhitespace ? index : nextWhitespace[index + 1]
        }
    }

    /// The link whose `[` is at `open`, or nil when the text there is not one.
    mutating func link(openingAt open: Int) -> Link? {
        if let known = memo[open] { return known }
        let found = findLink(openingAt: open)
        memo[open] = found
        return found
    }

    private mutating func findLink(openingAt open: Int) -> Link? {
        guard let close = closing[open], close > open + 1, close + 2 < characters.count,
              characters[close + 1] == "("
        else { return nil }
        let end = nextParenthesis[close + 2]
        guard end < characters.count, end > close + 2, nextWhitespace[close + 2] > end else { return nil }
        // A link inside the text wins; the outer brackets are then plain text.
        for inner in (open + 1)..<close where characters[inner] == "[" && link(openingAt: inner) != nil {
            return nil
        }
        return Link(close: close, url: String(characters[(close + 2)..<end]), end: end + 1)
    }
}
