import TableSpec

/// Reads property lists: XML plists with positions, and binary (`bplist00`) plists.
public enum PlistReader {
    /// Reads a plist, telling binary from XML by its first bytes; what was repaired rather than refused is
    /// dropped (use `read(_:warnings:)` to report it).
    public static func read(_ bytes: [UInt8]) throws -> PlistNode {
        var warnings: [PlistError] = []
        return try read(bytes, warnings: &warnings)
    }

    /// Reads a plist, telling binary from XML by its first bytes, adding what was repaired rather than refused
    /// (a binary plist string with an unpaired surrogate) to `warnings`.
    public static func read(_ bytes: [UInt8], warnings: inout [PlistError]) throws -> PlistNode {
        if let oversize = ImportLimits.oversize(bytes) { throw PlistError(oversize) }
        if bytes.starts(with: Array("bplist".utf8)) {
            return try BinaryPlistReader.read(bytes, warnings: &warnings)
        }
        let root: XMLElement
        do {
            root = try XMLReader.parse(bytes)
        } catch let error as XMLSyntaxError {
            throw PlistError(error.message, at: error.location)
        }
        return try readXML(root)
    }

    /// Reads the value of an XML plist's root: `<plist>` around one value, or (as Apple also accepts) the value.
    public static func readXML(_ root: XMLElement) throws -> PlistNode {
        guard root.name == "plist" else { return try XMLPlistValues.value(root, path: []) }
        if let version = root.attribute("version"), version != "1.0" {
            throw PlistError("unsupported plist version \(ImportText.quoted(version)) (expected \"1.0\")", at: root.location)
        }
        try XMLPlistValues.onlyWhitespace(in: root)
        let values = root.children
        guard let value = values.first else {
            throw PlistError("<plist> holds no value", at: root.location)
        }
        guard values.count == 1 else {
            throw PlistError("<plist> holds more than one value", at: values[1].location)
        }
        return try XMLPlistValues.value(value, path: [])
    }
}

/// The XML plist elements turned into values.
enum XMLPlistValues {
    static func value(_ element: XMLElement, path: [JSONPath.Component]) throws -> PlistNode {
        let location = element.location
        func fail(_ message: String) -> PlistError {
            PlistError(message, at: location, path: JSONPath(components: path))
        }
        switch element.name {
        case "dict":
            try onlyWhitespace(in: element, path: path)
            var members: [PlistMember] = []
            var pendingKey: XMLElement?
            var keyText = ""
            for child in element.children {
                if let key = pendingKey {
                    if child.name == "key" {
                        throw PlistError("the key \(ImportText.quoted(keyText)) has no value", at: key.location,
                                         path: JSONPath(components: path + [.key(keyText)]))
                    }
                    members.append(PlistMember(key: keyText, keyLocation: key.location,
                                               value: try value(child, path: path + [.key(keyText)])))
                    pendingKey = nil
                } else {
                    guard child.name == "key" else {
                        throw PlistError("expected <key> before <\(child.name)> in <dict>", at: child.location,
                                         path: JSONPath(components: path))
                    }
                    keyText = try text(of: child, path: path)
                    pendingKey = child
                }
            }
            if let key = pendingKey {
                throw PlistError("the key \(ImportText.quoted(keyText)) has no value", at: key.location,
                                 path: JSONPath(components: path + [.key(keyText)]))
            }
            return PlistNode(.dictionary(members), at: location)
        case "array":
            try onlyWhitespace(in: element, path: path)
            var elements: [PlistNode] = []
            for child in element.children {
                elements.append(try value(child, path: path + [.index(elements.count)]))
            }
            return PlistNode(.array(elements), at: location)
        case "string":
            return PlistNode(.string(try text(of: element, path: path)), at: location)
        case "integer":
            let written = trimmed(try text(of: element, path: path))
            guard let integer = parseInteger(written) else {
                throw fail("invalid integer \(ImportText.quoted(written))")
            }
            return PlistNode(.integer(integer), at: location)
        case "real":
            let written = trimmed(try text(of: element, path: path))
            guard let real = parseReal(written) else { throw fail("invalid real \(ImportText.quoted(written))") }
            return PlistNode(.real(real), at: location)
        case "true", "false":
            guard trimmed(try text(of: element, path: path)).isEmpty else {
                throw fail("<\(element.name)/> must be empty")
            }
            return PlistNode(.bool(element.name == "true"), at: location)
        case "date":
            let written = trimmed(try text(of: element, path: path))
            guard isDate(written) else {
                throw fail("invalid date \(ImportText.quoted(written)) (expected YYYY-MM-DDTHH:MM:SSZ)")
            }
            return PlistNode(.date(written), at: location)
        case "data":
            let written = try text(of: element, path: path)
            switch Base64.decode(written) {
            case .success(let data): return PlistNode(.data(data), at: location)
            case .failure(let message): throw fail(message)
            }
        case "key":
            throw fail("<key> outside a <dict>")
        case "plist":
            throw fail("<plist> inside a plist")
        default:
            throw fail("unknown plist element <\(element.name)>")
        }
    }

    /// The text of a leaf element, which may not hold elements.
    static func text(of element: XMLElement, path: [JSONPath.Component]) throws -> String {
        if let child = element.children.first {
            throw PlistError("<\(element.name)> cannot contain <\(child.name)>", at: child.location,
                             path: JSONPath(components: path))
        }
        return element.text
    }

    /// Containers hold elements and whitespace only.
    static func onlyWhitespace(in element: XMLElement, path: [JSONPath.Component] = []) throws {
        for case .text(let text, let location) in element.content where !trimmed(text).isEmpty {
            throw PlistError("unexpected text in <\(element.name)>", at: location, path: JSONPath(components: path))
        }
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// A decimal integer with an optional sign, or hexadecimal after `0x` (as CoreFoundation reads them).
    static func parseInteger(_ text: String) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "-" || digits.first == "+" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
              let magnitude = UInt64(digits, radix: radix) else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// A decimal real, or the spellings of NaN and infinity Apple writes and reads (`nan`, `inf`, `+infinity`).
    static func parseReal(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // Only plain decimal spellings: `Double(_:)` would also take hexadecimal floats, which plists never hold.
        guard !text.isEmpty, text.unicodeScalars.allSatisfy({
            ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E"
        }) else { return nil }
        return Double(text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the one form plists write.
    static func isDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let pattern = Array("dddd-dd-ddTdd:dd:ddZ".unicodeScalars)
        guard scalars.count == pattern.count else { return false }
        for (scalar, expected) in zip(scalars, pattern) {
            if expected == "d" {
                guard ("0"..."9").contains(scalar) else { return false }
            } else if scalar != expected {
                return false
            }
        }
        return true
    }
}

/// Base64 as plists write it: whitespace anywhere, `=` padding at the end.
enum Base64 {
    enum Result {
        case success([UInt8])
        case failure(String)
    }

    static func decode(_ text: String) -> Result {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            default:
                let shown = byte < 0x80 && byte >= 0x20 ? String(UnicodeScalar(byte)) : "non-ASCII"
                return .failure("invalid base64 character \(ImportText.quoted(shown)) in <data>")
            }
            guard padding == 0 else { return .failure("base64 data continues after \"=\" padding") }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        // Six leftover bits cannot hold a byte: one character too many (or too few).
        guard bits != 6, padding <= 2 else { return .failure("base64 data has a wrong length") }
        return .success(output)
    }
}
