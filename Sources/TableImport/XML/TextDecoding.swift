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

    /// The end of the well-formed UTF-8 sequence starting at `start`, or nil (`UTF8Validation`, the one rule).
    static func utf8SequenceEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        UTF8Validation.sequenceEnd(bytes, at: start)
    }

    /// UTF-16 code units converted to UTF-8; an unpaired surrogate or an odd byte is an error at its position.
    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        // Only for errors: where the next scalar would be, in lines and scalars.
        var counter = LineCounter()
        func unit(at i: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1]) : UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i])
        }
        while index < bytes.endIndex {
            guard index + 1 < bytes.endIndex else {
                throw XMLSyntaxError("UTF-16 text ends in the middle of a character",
                                     at: counter.location)
            }
            var value = unit(at: index)
            index += 2
            if value >= 0xD800 && value < 0xDC00 {
                guard index + 1 < bytes.endIndex, case let low = unit(at: index), low >= 0xDC00 && low < 0xE000 else {
                    throw XMLSyntaxError("unpaired surrogate in UTF-16", at: counter.location)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                index += 2
            } else if value >= 0xDC00 && value < 0xE000 {
                throw XMLSyntaxError("unpaired surrogate in UTF-16", at: counter.location)
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw XMLSyntaxError("invalid UTF-16", at: counter.location)
            }
            output.append(contentsOf: UTF8.encode(scalar) ?? [])
            counter.advance(over: value)
        }
        return output
    }

    /// The 1-based line and scalar column of byte `index` in UTF-8 `bytes` (`LineCounter`, the one rule).
    static func location(in bytes: [UInt8], at index: Int) -> SourceLocation {
        LineCounter.location(in: bytes, at: index)
    }
}

extension UTF8 {
    /// The UTF-8 bytes of `scalar`.
    static func encode(_ scalar: Unicode.Scalar) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4)
        UTF8.encode(scalar) { bytes.append($0) }
        return bytes
    }
}
