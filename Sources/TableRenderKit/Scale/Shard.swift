/// `--shard I/N`: which share of a run's specs this process takes. A spec's shard depends only on its name and
/// N, so it lands in the same shard whatever else is in the run, and all variants of a spec stay together.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The shard, 1-based.
    public var index: Int
    /// How many shards the run is split into.
    public var count: Int

    /// More shards than this is a typo, not a CI fleet.
    public static let maximumCount = 1000

    /// A shard; nil unless 1 ≤ `index` ≤ `count` ≤ `maximumCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the job falls in this shard: FNV-1a (64-bit) of its name without the variant, modulo N. FNV
    /// rather than `Hasher`, which is seeded per process.
    public func contains(_ job: SpecJob) -> Bool {
        Self.bucket(of: job.name, count: count) == index
    }

    /// The 1-based shard of `name` among `count`.
    static func bucket(of name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }

    /// The jobs of this shard, in their order.
    public func select(_ jobs: [SpecJob]) -> [SpecJob] {
        jobs.filter(contains)
    }
}
