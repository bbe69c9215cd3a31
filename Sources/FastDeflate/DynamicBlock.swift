/// One deflate block with dynamic Huffman codes (RFC 1951 §3.2.7): the codes built from the group's symbol
/// counts, their lengths run-length coded, and the tokens written with them.
struct DynamicBlock {
    private let literalCode: HuffmanCode
    private let distanceCode: HuffmanCode
    private let codeLengthCode: HuffmanCode
    /// Literal/length and distance code lengths sent (HLIT + 257, HDIST + 1).
    private let literalCount: Int, distanceCount: Int
    /// Code-length code lengths sent, in `codeLengthOrder` (HCLEN + 4).
    private let codeLengthCount: Int
    /// The run-length coded code lengths: symbol 0…18 and its extra bits' value.
    private let runs: [(symbol: Int, extra: Int)]

    /// Extra bits of the code-length symbols 16, 17 and 18.
    private static func runExtraBits(_ symbol: Int) -> Int { symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0 }

    /// The codes for these counts of literal/length symbols (0…285) and distance symbols (0…29).
    init(literals: [Int], distances: [Int]) {
        let literalCode = HuffmanCode(frequencies: literals, limit: 15)
        let distanceCode = HuffmanCode(frequencies: distances, limit: 15)
        self.literalCode = literalCode
        self.distanceCode = distanceCode
        literalCount = max(257, (literalCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let lengths = Array(literalCode.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount])
        runs = DynamicBlock.runLengths(lengths)
        var counts = [Int](repeating: 0, count: 19)
        for run in runs { counts[run.symbol] += 1 }
        let codeLengthCode = HuffmanCode(frequencies: counts, limit: 7)
        self.codeLengthCode = codeLengthCode
        let sent = DeflateSymbols.codeLengthOrder.lastIndex { codeLengthCode.lengths[$0] != 0 } ?? 0
        codeLengthCount = max(4, sent + 1)
    }

    /// Code lengths as deflate's code-length symbols: 16 repeats the previous length 3…6 times, 17 and 18
    /// give 3…10 and 11…138 zeros.
    static func runLengths(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let value = Int(lengths[index])
            var run = 1
            while index + run < lengths.count && Int(lengths[index + run]) == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    runs.append((18, take - 11))
                    run -= take
                }
                if run >= 3 {
                    runs.append((17, run - 3))
                    run = 0
                }
            } else {
                runs.append((value, 0))
                run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    runs.append((16, take - 3))
                    run -= take
                }
            }
            for _ in 0..<run { runs.append((value, 0)) }
        }
        return runs
    }

    /// The block's size in bits, header and codes included, for tokens with these symbol counts.
    func bits(literals: [Int], distances: [Int]) -> Int {
        var total = 3 + 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs { total += Int(codeLengthCode.lengths[run.symbol]) + DynamicBlock.runExtraBits(run.symbol) }
        for symbol in 0..<286 where literals[symbol] > 0 {
            let extra = symbol > 256 ? DeflateSymbols.lengthExtra[symbol - 257] : 0
            total += literals[symbol] * (Int(literalCode.lengths[symbol]) + extra)
        }
        for symbol in 0..<30 where distances[symbol] > 0 {
            total += distances[symbol] * (Int(distanceCode.lengths[symbol]) + DeflateSymbols.distanceExtra[symbol])
        }
        return total
    }

    /// Writes the block: header, code descriptions, the tokens (literal bytes, or `distance << 16 | length`)
    /// and the end-of-block symbol; `final` marks the stream's last block.
    func write(tokens: UnsafePointer<UInt32>, count: Int, final: Bool, into writer: inout BitWriter) {
        writer.write((final ? 1 : 0) | 2 << 1, 3)
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceCount - 1), 5)
        writer.write(UInt64(codeLengthCount - 4), 4)
        for symbol in DeflateSymbols.codeLengthOrder.prefix(codeLengthCount) {
            writer.write(UInt64(codeLengthCode.lengths[symbol]), 3)
        }
        for run in runs {
            writer.write(UInt64(codeLengthCode.codes[run.symbol]), Int(codeLengthCode.lengths[run.symbol]))
            let extra = DynamicBlock.runExtraBits(run.symbol)
            if extra > 0 { writer.write(UInt64(run.extra), extra) }
        }
        // Each length 3…258 as one write: its symbol's code, then the extra bits above the symbol's base.
        var lengthBits = [UInt64](repeating: 0, count: 259), lengthWidths = [Int](repeating: 0, count: 259)
        for length in 3...258 {
            let index = Int(DeflateSymbols.lengthIndex[length - 3])
            let width = Int(literalCode.lengths[257 + index])
            lengthBits[length] = UInt64(literalCode.codes[257 + index])
                | UInt64(length - DeflateSymbols.lengthBase[index]) << UInt64(width)
            lengthWidths[length] = width + DeflateSymbols.lengthExtra[index]
        }
        let literalCodes = literalCode.codes.map(UInt64.init), literalWidths = literalCode.lengths.map(Int.init)
        let distanceCodes = distanceCode.codes.map(UInt64.init), distanceWidths = distanceCode.lengths.map(Int.init)
        let distanceBase = DeflateSymbols.distanceBase
        let distanceExtra = DeflateSymbols.distanceExtra
        lengthBits.withUnsafeBufferPointer { lengthBits in
        lengthWidths.withUnsafeBufferPointer { lengthWidths in
        literalCodes.withUnsafeBufferPointer { literalCodes in
        literalWidths.withUnsafeBufferPointer { literalWidths in
        distanceCodes.withUnsafeBufferPointer { distanceCodes in
        distanceWidths.withUnsafeBufferPointer { distanceWidths in
        distanceBase.withUnsafeBufferPointer { distanceBase in
        distanceExtra.withUnsafeBufferPointer { distanceExtra in
            let symbolTable = DeflateSymbols.distanceIndexTable
            for index in 0..<count {
                let token = Int(tokens[index])
                let distance = token >> 16
                if distance == 0 {
                    writer.write(literalCodes[token], literalWidths[token])
                } else {
                    let length = token & 0xFFFF
                    writer.write(lengthBits[length], lengthWidths[length])
                    let symbol = DeflateSymbols.distanceSymbol(distance, table: symbolTable)
                    let width = distanceWidths[symbol]
                    writer.write(distanceCodes[symbol] | UInt64(distance - distanceBase[symbol]) << UInt64(width),
                                 width + distanceExtra[symbol])
                }
            }
        }}}}}}}}
        writer.write(literalCodes[256], literalWidths[256])
    }
}
