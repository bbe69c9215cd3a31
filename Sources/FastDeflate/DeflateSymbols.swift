/// Deflate's length and distance alphabets (RFC 1951 §3.2.5): the symbol, base and extra bits of every match
/// length (3…258) and distance (1…32768).
enum DeflateSymbols {
    /// First length of each length symbol 257…285.
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                    99, 115, 131, 163, 195, 227, 258]
    /// Extra bits of each length symbol 257…285.
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                     5, 0]
    /// First distance of each distance symbol 0…29.
    static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                      1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    /// Extra bits of each distance symbol 0…29.
    static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
                                       11, 12, 12, 13, 13]

    /// The length symbol's index (0…28, symbol 257 + index) of every length 3…258, indexed by length − 3.
    /// 258 has a symbol of its own (285) although 284 with all extra bits set would also reach it.
    static let lengthIndex: [UInt8] = (0..<256).map { offset in
        let length = offset + 3
        if length == 258 { return 28 }
        return UInt8(lengthBase.lastIndex { $0 <= length } ?? 0)
    }

    /// The distance symbol of distance − 1, zlib's split table: entries 0…255 for distances 1…256, and
    /// entry 256 + ((distance − 1) >> 7) above (symbols from 16 on start on multiples of 128 past 256).
    static let distanceIndex: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for symbol in 0..<30 {
            let first = distanceBase[symbol] - 1
            for offset in first..<(first + (1 << distanceExtra[symbol])) {
                if offset < 256 {
                    table[offset] = UInt8(symbol)
                } else {
                    table[256 + (offset >> 7)] = UInt8(symbol)
                }
            }
        }
        return table
    }()

    /// `lengthIndex` and `distanceIndex` as tables that live as long as the process, for the hot loops.
    static let lengthIndexTable = table(lengthIndex)
    static let distanceIndexTable = table(distanceIndex)

    private static func table(_ values: [UInt8]) -> UnsafePointer<UInt8> {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: values.count)
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// The distance symbol (0…29) of `distance` (1…32768).
    @inline(__always)
    static func distanceSymbol(_ distance: Int, table: UnsafePointer<UInt8>) -> Int {
        let offset = distance - 1
        return Int(offset < 256 ? table[offset] : table[256 + (offset >> 7)])
    }

    /// The order code-length code lengths are sent in (RFC 1951 §3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
