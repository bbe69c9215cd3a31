/// Where a value sits in the document, printed as `sections[1].rows[0].accessory`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component] = []

    /// A path from its steps.
    public init(components: [Component] = []) {
        self.components = components
    }

    /// The document root.
    public static let root = JSONPath()

    /// This path extended by an object key.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path extended by an array index.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// `$` for the root, else dotted keys with `[n]` indices; a very deep path keeps its first six and last
    /// three steps around an ellipsis, so a nesting bomb still gives a one-line message, and each key is
    /// escaped and capped by `DiagnosticText.capped(_:)`.
    public var description: String {
        if components.isEmpty { return "$" }
        if components.count > 12 {
            let head = JSONPath(components: Array(components.prefix(6))).description
            let tail = JSONPath(components: Array(components.suffix(3))).description
            return head + "…" + (tail.hasPrefix("[") ? tail : "." + tail)
        }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                // Keys come from the spec: escaped and capped so a path stays short and on one line.
                text += DiagnosticText.capped(key)
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
