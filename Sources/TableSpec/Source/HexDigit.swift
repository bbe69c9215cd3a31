/// The value of a hexadecimal digit, as every reader's escapes spell them (JSON's `\u`, XML's `&#x`, the
/// `\U` of `.strings` files): one rule for the three.
public enum HexDigit {
    /// The value of the ASCII digit `0`…`9`, `a`…`f` or `A`…`F`, or nil for any other byte.
    @inlinable
    public static func value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The value of `scalar` as a hexadecimal digit, or nil when it is not one.
    @inlinable
    public static func value(_ scalar: Unicode.Scalar) -> UInt32? {
        scalar.isASCII ? value(UInt8(scalar.value)) : nil
    }
}
