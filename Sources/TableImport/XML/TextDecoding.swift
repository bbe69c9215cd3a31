import TableSpec

/// Turns a file's bytes into UTF-8 without a byte order mark, so every reader scans one encoding.
enum TextDecoding {
    /// The file as UTF-8: a BOM selects UTF-8 or UTF-16; without one, `<?xml` in UTF-16 is sniffed from its
    /// zero bytes, and the declaration's encoding may ask for ISO-8859-1. UTF-8 is validated here, once.
    static func utf8(_ bytes: [UInt8]) throws -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try validated(Array(bytes[3...])) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes[2...], bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes[2...], bigEndian: true) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return try utf16(bytes[...], bigEndian: false) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return try utf16(bytes[...], bigEndian: true) }
        if let encoding = declaredEncoding(bytes) {
            switch encoding {
            case "utf-8", "utf8", "us-ascii", "ascii":
                break
            case "iso-8859-1", "latin1", "latin-1", "iso_8859-1":
                var output: [UInt8] = []
                output.reserveCapacity(bytes.count)
                for byte in bytes {
                    if byte < 0x80 {
                        output.append(byte)
                    } else {
                        output.append(0xC0 | byte >> 6)
                        output.append(0x80 | byte & 0x3F)
                    }
                }
                return output
            case "utf-16", "utf-16le", "utf-16be":
                // Declared UTF-16 but read as ASCII-compatible bytes: the writer left out the byte order mark
                // and wrote UTF-8 after all, which is what the bytes say.
                break
            default:
                throw XMLSyntaxError("unsupported encoding \(ImportText.quoted(encoding)); use UTF-8 or UTF-16",
                                     at: SourceLocation(line: 1, column: 1))
            }
        }
        return try validated(bytes)
    }

    /// The lowercased `encoding` of an XML declaration at the very start, if there is one.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let head = bytes.prefix(200)
        guard let end = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: head[..<end], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        return String(rest.prefix { $0 != quote }).lowercased()
    }

    /// `bytes` when they are well-formed UTF-8 (RFC 3629: no overlongs, surrogates or values past U+10FFFF).
    static func validated(_ bytes: [UInt8]) throws -> [UInt8] {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let end = utf8SequenceEnd(bytes, at: index) else {
                throw XMLSyntaxError("invalid UTF-8", at: location(in: bytes, at: index))
            }
            index = end
        }
        return bytes
    }

    /// The end of the well-formed UTF-8 sequence starting at `start`, or nil.
    static func utf8SequenceEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch bytes[start] {
        case 0x00...0x7F: return start + 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return nil
        }
        guard start + length <= bytes.count, second.contains(bytes[start + 1]) else { return nil }
        for index in start + 2 ..< start + length where bytes[index] & 0xC0 != 0x80 { return nil }
        return start + length
    }

    /// UTF-16 code units converted to UTF-8; an unpaired surrogate or an odd byte is an error at its position.
    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        // Only for errors: where the next scalar would be, in lines and scalars.
        var line = 1
        var column = 1
        var previousWasCR = false
        func unit(at i: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1]) : UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else {
                throw XMLSyntaxError("UTF-16 text ends in the middle of a character",
                                     at: SourceLocation(line: line, column: column))
            }
            var value = unit(at: index)
            index += 2
            if value >= 0xD800 && value < 0xDC00 {
                guard index + 1 < bytes.endIndex, case let low = unit(at: index), low >= 0xDC00 && low < 0xE000 else {
                    throw XMLSyntaxError("unpaired surrogate in UTF-16", at: SourceLocation(line: line, column: column))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 2
            } else if value >= 0xDC00 && value < 0xE000 {
                throw XMLSyntaxError("unpaired surrogate in UTF-16", at: SourceLocation(line: line, column: column))
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw XMLSyntaxError("invalid UTF-16", at: SourceLocation(line: line, column: column))
            }
            output.append(contentsOf: UTF8.encode(scalar) ?? [])
            if value == 0x0A {
                if !previousWasCR { line += 1 }
                column = 1
            } else if value == 0x0D {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = value == 0x0D
        }
        return output
    }

    /// The 1-based line and scalar column of byte `index` in UTF-8 `bytes` (`\r\n`, `\r` and `\n` end lines).
    static func location(in bytes: [UInt8], at index: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var i = 0
        while i < index && i < bytes.count {
            switch bytes[i] {
            case 0x0A:
                line += 1
                column = 1
            case 0x0D:
                line += 1
                column = 1
                if i + 1 < index, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            case let byte where byte & 0xC0 != 0x80:
                column += 1
            default:
                break
            }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
