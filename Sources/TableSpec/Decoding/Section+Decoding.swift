extension Section {
    static let keys = ["header", "footer", "rows"]

    /// Decodes one section; problems go to the reader's context.
    static func decode(_ reader: ValueReader) -> Section? {
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        var section = Section()
        if let header = object["header"] {
            section.header = SectionHeader.decode(header)
        }
        section.footer = object["footer"]?.string()
        if let rows = object["rows"]?.elements() {
            section.rows = rows.compactMap(Row.decode)
        }
        return section
    }
}

extension SectionHeader {
    /// Decodes `"Text"` or `{"text": …, "uppercase": …}`.
    static func decode(_ reader: ValueReader) -> SectionHeader? {
        if case .string = reader.node.value { return reader.string().map { SectionHeader(text: $0) } }
        guard let object = reader.object(allowedKeys: ["text", "uppercase"],
                                         expected: "a string or an object with \"text\""),
              let text = object.required("text", objectLocation: reader.node.location)?.string()
        else { return nil }
        return SectionHeader(text: text, uppercase: object["uppercase"]?.bool())
    }
}
