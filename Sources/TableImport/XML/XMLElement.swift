import TableSpec

/// One attribute of an XML element, with where its name was written.
public struct XMLAttribute: Equatable, Sendable {
    /// The attribute's name as written (namespace prefix included).
    public var name: String
    /// Its value, entities and character references replaced.
    public var value: String
    /// Where the attribute's name starts.
    public var location: SourceLocation
}

/// What an element holds: child elements and runs of character data, in document order.
public indirect enum XMLContent: Equatable, Sendable {
    /// A child element.
    case element(XMLElement)
    /// Character data (text and CDATA, entities replaced), with where it starts.
    case text(String, SourceLocation)
}

/// An element of an XML document (plists, storyboards, xibs), with positions for diagnostics.
public struct XMLElement: Equatable, Sendable {
    /// The element's name as written.
    public var name: String
    /// Its attributes, in the order written.
    public var attributes: [XMLAttribute] = []
    /// Its contents, in document order (comments and processing instructions are dropped).
    public var content: [XMLContent] = []
    /// Where the element's start tag begins (its `<`).
    public var location: SourceLocation

    /// The value of the attribute `name`, or nil.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    public var children: [XMLElement] {
        content.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// The child elements named `name`, in order.
    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The element's character data, concatenated.
    public var text: String {
        content.map { if case .text(let text, _) = $0 { return text } else { return "" } }.joined()
    }
}

/// A document that is not well-formed XML, or exceeds a limit, with where the problem was found: the spec
/// parsers' error, which says the same of a document (its path is always the root: XML has no JSON path).
public typealias XMLSyntaxError = SourceSyntaxError
