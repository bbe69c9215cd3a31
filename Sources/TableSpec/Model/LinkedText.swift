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
    /// SwiftUI's Markdown shows it.
    public init(parsing source: String) {
        var runs: [Run] = []
        func appendPlain(_ text: Substring) {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.url == nil {
                runs[runs.count - 1].text += text
            } else {
                runs.append(Run(text: String(text)))
            }
        }
        var rest = source[...]
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"),
                  rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "(",
                  let end = rest[close...].firstIndex(of: ")")
            else {
                appendPlain(rest[...open])
                rest = rest[rest.index(after: open)...]
                continue
            }
            let text = rest[rest.index(after: open)..<close]
            let url = rest[rest.index(close, offsetBy: 2)..<end]
            if text.isEmpty || url.isEmpty || text.contains("[") {
                appendPlain(rest[...open])
                rest = rest[rest.index(after: open)...]
                continue
            }
            appendPlain(rest[..<open])
            runs.append(Run(text: String(text), url: String(url)))
            rest = rest[rest.index(after: end)...]
        }
        appendPlain(rest)
        self.runs = runs
    }
}
