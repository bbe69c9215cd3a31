extension UTF8 {
    /// The UTF-8 bytes of `scalar`.
    static func encode(_ scalar: Unicode.Scalar) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4)
        UTF8.encode(scalar) { bytes.append($0) }
        return bytes
    }
}
