/// The one UTF-8 rule every reader applies (specs, XML, `.strings`, file names in messages): RFC 3629 well-formed
/// sequences only, so no overlong forms, no surrogates (U+D800…U+DFFF) and nothing past U+10FFFF.
///
/// Written once because copies drift: the file-name check once accepted surrogates the parsers refused.
public enum UTF8Validation {
    /// The end of the well-formed UTF-8 sequence starting at `start` (`start + 1` for ASCII), or nil when the
    /// bytes there are not one.
    @inlinable
    public static func sequenceEnd(_ bytes: [UInt8], at start: Int) -> Int? {
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

    /// The offset of the first byte that does not start a well-formed sequence, or nil when all of `bytes` is
    /// valid UTF-8.
    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            guard let end = sequenceEnd(bytes, at: index) else { return index }
            index = end
        }
        return nil
    }

    /// Whether all of `bytes` is well-formed UTF-8.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        firstInvalidOffset(bytes) == nil
    }
}
