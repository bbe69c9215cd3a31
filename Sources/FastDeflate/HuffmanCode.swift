/// A canonical Huffman code for one deflate alphabet, lengths limited: built from symbol frequencies,
/// with the codes bit-reversed for deflate's least-significant-bit-first order.
struct HuffmanCode {
    /// Code length of every symbol, 0 for a symbol that is not used.
    private(set) var lengths: [UInt8]
    /// The code of every symbol, bit-reversed so it can be written low bit first.
    private(set) var codes: [UInt16]

    /// The optimal code for `frequencies` with no code longer than `limit` bits. Like zlib, at least two
    /// symbols get codes (the lowest unused ones are added), because a decoder needs a complete code.
    init(frequencies: [Int], limit: Int) {
        let count = frequencies.count
        var used = (0..<count).filter { frequencies[$0] > 0 }
        var weights = frequencies
        var filler = 0
        while used.count < 2 {
            while weights[filler] > 0 { filler += 1 }
            weights[filler] = 1
            used.append(filler)
        }
        // Ascending by weight, ties by symbol: the lengths depend on the frequencies alone. Sorted as plain
        // integers (weight above the symbol's nine bits): no comparison closure in the hot path.
        var keys = used.map { weights[$0] << 9 | $0 }
        HuffmanCode.radixSort(&keys)
        used = keys.map { $0 & 0x1FF }
        let lengthCounts = HuffmanCode.lengthCounts(of: keys.map { $0 >> 9 }, limit: limit)
        // The shortest codes go to the most frequent symbols, at the end of the ascending list.
        var lengths = [UInt8](repeating: 0, count: count)
        var next = used.count
        for length in 1...limit {
            for _ in 0..<lengthCounts[length] {
                next -= 1
                lengths[used[next]] = UInt8(length)
            }
        }
        self.lengths = lengths
        codes = HuffmanCode.canonicalCodes(lengths: lengths, limit: limit)
    }

    /// How many codes of each length (index 1…limit) an optimal code for `weights` (ascending, at least two)
    /// has once no code is longer than `limit`: Huffman's tree built with two queues, then the too-long codes
    /// folded back as miniz does, keeping the Kraft sum exactly 1.
    static func lengthCounts(of weights: [Int], limit: Int) -> [Int] {
        let leaves = weights.count
        let nodes = 2 * leaves - 1
        var weight = weights + [Int](repeating: 0, count: leaves - 1)
        var parent = [Int](repeating: 0, count: nodes)
        var nextLeaf = 0, nextInner = leaves
        for inner in leaves..<nodes {
            var pair = (0, 0)
            for slot in 0..<2 {
                let takeLeaf = nextLeaf < leaves && (nextInner >= inner || weight[nextLeaf] <= weight[nextInner])
                let node = takeLeaf ? nextLeaf : nextInner
                if takeLeaf { nextLeaf += 1 } else { nextInner += 1 }
                if slot == 0 { pair.0 = node } else { pair.1 = node }
            }
            weight[inner] = weight[pair.0] + weight[pair.1]
            parent[pair.0] = inner
            parent[pair.1] = inner
        }
        var depth = [Int](repeating: 0, count: nodes)
        var counts = [Int](repeating: 0, count: limit + 1)
        for node in stride(from: nodes - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < leaves { counts[min(depth[node], limit)] += 1 }
        }
        // Codes cut to `limit` overfill the Kraft sum; lengthen shorter codes until it is exactly 1 again.
        var total = 0
        for length in 1...limit { total += counts[length] << (limit - length) }
        while total > 1 << limit {
            counts[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where counts[length] > 0 {
                counts[length] -= 1
                counts[length + 1] += 2
                break
            }
            total -= 1
        }
        return counts
    }

    /// Sorts distinct non-negative keys ascending, eight bits a pass from the lowest, for only as many passes as
    /// the largest key has bytes: a group's few hundred keys, sorted three times a group, cost less than
    /// the standard library's merge sort with its buffer.
    static func radixSort(_ keys: inout [Int]) {
        guard keys.count > 1, let largest = keys.max() else { return }
        var other = [Int](repeating: 0, count: keys.count)
        var shift = 0
        keys.withUnsafeMutableBufferPointer { source in
            other.withUnsafeMutableBufferPointer { target in
                var from = source, to = target
                var swapped = false
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
                    while largest >> shift > 0 {
                        counts.initialize(repeating: 0)
                        for key in from { counts[(key >> shift) & 0xFF] += 1 }
                        var total = 0
                        for digit in 0..<256 {
                            let count = counts[digit]
                            counts[digit] = total
                            total += count
                        }
                        for key in from {
                            let digit = (key >> shift) & 0xFF
                            to[counts[digit]] = key
                            counts[digit] += 1
                        }
                        swap(&from, &to)
                        swapped.toggle()
                        shift += 8
                    }
                }
                if swapped { _ = source.update(fromContentsOf: target) }
            }
        }
    }

    /// Deflate's canonical codes for `lengths` (RFC 1951 §3.2.2), each bit-reversed.
    static func canonicalCodes(lengths: [UInt8], limit: Int) -> [UInt16] {
        var perLength = [Int](repeating: 0, count: limit + 2)
        for length in lengths where length > 0 { perLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: limit + 2)
        var code = 0
        for length in 1...limit {
            code = (code + perLength[length - 1]) << 1
            next[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let value = next[Int(length)]
            next[Int(length)] += 1
            codes[symbol] = reversed(UInt16(value), bits: Int(length))
        }
        return codes
    }

    /// The low `bits` bits of `value` in reverse order.
    @inline(__always)
    static func reversed(_ value: UInt16, bits: Int) -> UInt16 {
        var v = value
        v = (v & 0x5555) << 1 | (v >> 1) & 0x5555
        v = (v & 0x3333) << 2 | (v >> 2) & 0x3333
        v = (v & 0x0F0F) << 4 | (v >> 4) & 0x0F0F
        v = v << 8 | v >> 8
        return v >> UInt16(16 - bits)
    }
}
