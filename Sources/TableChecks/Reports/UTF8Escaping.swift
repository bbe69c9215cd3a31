import TableRenderKit
/// The loop the report writers' escapers share: a string's UTF-8 copied in runs, each scalar that may need
/// escaping offered to a replacement first. Scalars are decoded only where a byte can start one that matters
/// (markup characters, controls, and anything not ASCII), so a quarter of a gigabyte of text is escaped in a
/// fraction of a second rather than the half a minute a string per character took.
enum UTF8Escaping {
    /// What ends a text cut at `ReportLimits.maximumShownCharacters`.
    static let cutMarker = "… (cut: the JSON report has the whole text)"

    /// Whether `text` is longer than `ReportLimits.maximumShownCharacters` could be (a byte count check: most
    /// texts are far shorter, and need no counting).
    static func mayBeCut(_ text: String) -> Bool {
        text.utf8.count > ReportLimits.maximumShownCharacters
    }

    /// Whether `text` is printable ASCII without markup characters (`& < > "`, and `'` unless
    /// `allowingApostrophe`): what most names and paths are, and what the markup escapers leave as it is
    /// (checked on bytes, so 100,000 names do not cost a string per character).
    static func isPlainMarkup(_ text: String, allowingApostrophe: Bool = false) -> Bool {
        text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"")
                && (allowingApostrophe || byte != UInt8(ascii: "'"))
        }
    }

    /// Appends the entity HTML and XML share for a markup character (`&amp;`, `&lt;`, `&gt;`, `&quot;`);
    /// false, appending nothing, for any other scalar.
    static func appendMarkupEntity(_ scalar: Unicode.Scalar, to out: inout [UInt8]) -> Bool {
        switch scalar {
        case "&": append("&amp;", to: &out)
        case "<": append("&lt;", to: &out)
        case ">": append("&gt;", to: &out)
        case "\"": append("&quot;", to: &out)
        default: return false
        }
        return true
    }

    /// Appends `text` to `out`; each scalar that is not plain printable ASCII other than `& < > " '` and for
    /// which `escapes` is true is replaced by what `replace` appends. Past `ReportLimits.maximumShownCharacters`
    /// scalars the text is cut, and `cutMarker` (escaped the same way) ends it.
    static func escape(_ text: String, into out: inout [UInt8], escapes: (Unicode.Scalar) -> Bool,
                       _ replace: (Unicode.Scalar, inout [UInt8]) -> Void) {
        var text = text
        var cut = false
        text.withUTF8 { utf8 in
            var index = 0, run = 0, scalars = 0
            while index < utf8.count {
                if scalars == ReportLimits.maximumShownCharacters {
                    cut = true
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                    return
                }
                scalars += 1
                let byte = utf8[index]
                let length: Int
                let value: UInt32
                switch byte {
                case 0x20..<0x7F where byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                        && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'"):
                    index += 1
                    continue
                case ..<0x80:
                    length = 1
                    value = UInt32(byte)
                case ..<0xE0:
                    length = 2
                    value = UInt32(byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
                case ..<0xF0:
                    length = 3
                    value = UInt32(byte & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                default:
                    length = 4
                    value = UInt32(byte & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
                        | UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F)
                }
                // A Swift string is valid UTF-8, so every sequence decodes to a scalar.
                guard let scalar = Unicode.Scalar(value) else {
                    index += length
                    continue
                }
                if escapes(scalar) {
                    append(UnsafeBufferPointer(rebasing: utf8[run..<index]), to: &out)
                    replace(scalar, &out)
                    run = index + length
                }
                index += length
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        if cut { escape(cutMarker, into: &out, escapes: escapes, replace) }
    }

    /// Appends `bytes`, a short run byte by byte: text where every other character is escaped makes runs of
    /// one or two bytes, for which a bulk append costs more than the bytes.
    @inline(__always)
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if bytes.count <= 16 {
            for byte in bytes { out.append(byte) }
        } else {
            out.append(contentsOf: bytes)
        }
    }

    /// Appends a replacement known at compile time (`&amp;`).
    @inline(__always)
    static func append(_ text: StaticString, to out: inout [UInt8]) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), to: &out)
    }
}
