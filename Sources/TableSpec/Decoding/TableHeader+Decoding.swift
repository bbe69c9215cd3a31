extension TableHeader {
    static let keys = ["symbol", "image", "initials", "color", "title", "subtitle", "style"]

    /// Decodes `{"symbol"|"image"|"initials": …, "color", "title", "subtitle"}`, exactly one artwork key.
    static func decode(_ reader: ValueReader) -> TableHeader? {
        guard let object = reader.object(allowedKeys: keys) else { return nil }
        let kinds = ["symbol", "image", "initials"].filter { object[$0] != nil }
        guard kinds.count == 1 else {
            let quoted = kinds.map { "\"\($0)\"" }
            switch kinds.count {
            case 0: reader.report("a table header needs one of \"symbol\", \"image\" or \"initials\"")
            case 2: reader.report("a table header has either \(quoted[0]) or \(quoted[1]), not both")
            default: reader.report("a table header has one of \(quoted.joined(separator: ", ")), not all three")
            }
            return nil
        }
        let color = object["color"]?.color()
        let title = object["title"]?.string()
        let subtitle = object["subtitle"]?.string()
        let artwork: Artwork?
        if let symbol = object["symbol"] {
            artwork = symbol.symbolName().map { .symbol($0) }
        } else if let image = object["image"] {
            artwork = image.string().map { .image(path: $0) }
        } else {
            artwork = object["initials"]?.avatarInitials().map { .initials($0) }
        }
        let style = object["style"]?.enumeration(Style.self)
        return artwork.map {
            var header = TableHeader(artwork: $0, color: color, title: title, subtitle: subtitle)
            header.style = style ?? .account
            return header
        }
    }
}
