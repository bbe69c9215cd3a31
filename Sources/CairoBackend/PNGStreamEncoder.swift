import CCairo
import Dispatch
import Foundation

/// The `fast` PNG encoder: cairo rows filtered in Swift (`PNGRowFilter`) and deflated by `DeflateEncoder` in fixed
/// groups of rows (`PNGGroupDeflater`). Each group is a job any thread can run (`jobs`, `encode`, `add`: the banded
/// render's `BandEncodingQueue`), or `append` spreads a call's groups over the cores. Rows arrive in order, a
/// band at a time, so the whole image never needs to exist at once. The grouping depends only on the image's
/// width and opacity, never on the thread count, so the bytes are the same with 1 thread or 16, run after run.
final class PNGStreamEncoder {
    /// The image's size in pixels.
    let width: Int, height: Int
    /// Rows per independently deflated group, counted from the first row of each `jobs` or `append` call.
    let groupRows: Int
    private let filter: PNGRowFilter
    private let threads: Int
    private var bytes: [UInt8]
    private var adler: UInt = 1
    private var rowsDone = 0
    /// Groups handed out by `jobs`, and groups `add`ed: `finish` needs every one.
    private var groupsTaken = 0, groupsAdded = 0
    private var deflaters: [PNGGroupDeflater] = []

    /// Rows per group for an image `width` px wide: about 256 KiB of scanlines (a power of two from 16 to 256
    /// rows), so that a group is worth a thread, fits in cache, and pays for its Huffman tables.
    static func groupRows(width: Int, opaque: Bool) -> Int {
        let line = PNGRowFilter(width: width, opaque: opaque).lineBytes
        let rows = max(16, min(256, 262_144 / max(1, line)))
        var power = 16
        while power * 2 <= rows { power *= 2 }
        return power
    }

    /// Starts a PNG of `width` × `height` (RGB when `opaque`), with a `tEXt` chunk when `text` is given;
    /// `threads` (≥ 1) only decides how many groups deflate at once.
    init(width: Int, height: Int, opaque: Bool, text: (key: String, value: String)?, threads: Int) throws {
        guard width >= 1, height >= 1, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw CairoError("the image would be \(width)×\(height) px")
        }
        self.width = width
        self.height = height
        filter = PNGRowFilter(width: width, opaque: opaque)
        groupRows = PNGStreamEncoder.groupRows(width: width, opaque: opaque)
        self.threads = max(1, threads)
        var header = PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        bytes = PNGChunkWriter.signature + PNGChunkWriter.chunk("IHDR", header)
        if let text {
            bytes += PNGChunkWriter.chunk("tEXt", Array(text.key.utf8) + [0] + Array(text.value.utf8))
        }
        // The zlib header (deflate, 32 KiB window, FLEVEL 0 "fastest"), as its own small IDAT: IDAT data is
        // one stream.
        bytes += PNGChunkWriter.chunk("IDAT", [0x78, 0x01])
    }

    /// One group of rows to filter and deflate, on any thread: where it falls in the image's sequence of groups,
    /// its rows, and whether it ends the image (its deflate block is then the final one).
    struct GroupJob {
        /// The group's place among all the image's groups, counted from 0: `add` takes groups in this order.
        let index: Int
        let rows: UnsafeRawPointer
        let stride: Int
        let count: Int
        let endsImage: Bool
    }

    /// Takes the next `count` rows, `stride` bytes apart, as groups of `groupRows` counted from the first (the
    /// last group may be shorter): the caller's bands, like the grouping, must depend on the image alone for the
    /// bytes to. Each job's `encode` result must reach `add`, in job order, before `finish`.
    func jobs(rows: UnsafeRawPointer, stride: Int, count: Int) throws -> [GroupJob] {
        guard count > 0, rowsDone + count <= height else {
            throw CairoError("PNG encoder: \(count) rows at row \(rowsDone) of \(height) overrun the image")
        }
        let groups = (count + groupRows - 1) / groupRows
        let endsImage = rowsDone + count == height
        let jobs = (0..<groups).map { group in
            GroupJob(index: groupsTaken + group, rows: rows + group * groupRows * stride, stride: stride,
                     count: min(groupRows, count - group * groupRows), endsImage: endsImage && group == groups - 1)
        }
        rowsDone += count
        groupsTaken += groups
        return jobs
    }

    /// Filters and deflates one job with `deflater` (each thread its own): the same bytes on any thread.
    func encode(_ job: GroupJob, with deflater: PNGGroupDeflater) -> PNGGroupDeflater.Group {
        deflater.reserve(job.count * filter.lineBytes + PNGRowFilter.padding)
        let adler = filter.filter(rows: job.rows, stride: job.stride, count: job.count, into: deflater.scanlines)
        return deflater.compress(count: job.count * filter.lineBytes, adler: adler, last: job.endsImage)
    }

    /// Appends compressed groups, the next ones in job order.
    func add(_ groups: [PNGGroupDeflater.Group]) {
        // Room for these groups and the two closing chunks at once: growing the PNG chunk by chunk copied it
        // into fresh pages several times over.
        bytes.reserveCapacity(bytes.count + groups.reduce(0) { $0 + $1.chunk.count } + 64)
        for group in groups {
            bytes += group.chunk
            adler = adler32_combine(adler, group.adler, off_t(group.length))
        }
        groupsAdded += groups.count
    }

    /// Filters and deflates the next `count` rows (as `jobs` divides them) now, their groups spread over
    /// `threads` lanes.
    func append(rows: UnsafeRawPointer, stride: Int, count: Int) throws {
        let jobs = try jobs(rows: rows, stride: stride, count: count)
        let lanes = min(threads, jobs.count)
        while deflaters.count < lanes { deflaters.append(PNGGroupDeflater()) }
        var results = [PNGGroupDeflater.Group?](repeating: nil, count: jobs.count)
        let deflaters = self.deflaters
        results.withUnsafeMutableBufferPointer { slots in
            // Each lane takes every lanes-th group with its own deflater: which lane compresses a group
            // changes nothing in its bytes.
            func run(lane: Int) {
                for job in Swift.stride(from: lane, to: jobs.count, by: lanes) {
                    slots[job] = encode(jobs[job], with: deflaters[lane])
                }
            }
            if lanes == 1 {
                run(lane: 0)
            } else {
                DispatchQueue.concurrentPerform(iterations: lanes) { run(lane: $0) }
            }
        }
        add(results.compactMap { $0 })
    }

    /// The finished PNG: the adler-32 of all scanlines ends the zlib stream, then `IEND`.
    func finish() throws -> [UInt8] {
        guard rowsDone == height, groupsAdded == groupsTaken else {
            throw CairoError("PNG encoder: \(rowsDone) of \(height) rows, \(groupsAdded) of \(groupsTaken) groups written")
        }
        bytes += PNGChunkWriter.chunk("IDAT", PNGChunkWriter.bigEndian(UInt32(truncatingIfNeeded: adler)))
        bytes += PNGChunkWriter.chunk("IEND", [])
        return bytes
    }

    /// The cores to spread groups over by default.
    static var defaultThreads: Int { ProcessInfo.processInfo.activeProcessorCount }
}
