import Foundation

/// Filters and deflates the groups of drawn bands on worker threads while the drawing thread draws the next
/// bands; the drawing thread encodes too whenever it would otherwise wait (for a slot, or at the end). So no
/// core idles while a group is waiting, and no more threads compete for the cores than there are cores: a
/// worker never takes the core the drawing needs. Which thread compresses a group changes none of its bytes.
final class BandEncodingQueue {
    private let encoder: PNGStreamEncoder
    private let condition = NSCondition()
    /// Jobs in image order with their band; `next` is the first not yet taken.
    private var jobs: [(job: PNGStreamEncoder.GroupJob, band: Int)] = []
    private var next = 0
    /// Compressed groups, by position in `jobs`, until `finish` hands them to the encoder in order.
    private var groups: [PNGGroupDeflater.Group?] = []
    /// Groups of each band not yet compressed.
    private var remaining: [Int] = []
    private var closed = false
    private var runningWorkers = 0
    /// The drawing thread's own deflater (each worker has one too).
    private let deflater = PNGGroupDeflater()

    /// A queue for `encoder` with `workers` threads (none: the caller encodes each band when it waits for it).
    /// The first worker runs `prelude` first (faulting in memory the bands will use, say).
    init(encoder: PNGStreamEncoder, workers: Int, prelude: (() -> Void)? = nil) {
        self.encoder = encoder
        for worker in 0..<workers {
            // Counted before it starts, so `stopWorkers` waits for it; a thread that cannot be made leaves its
            // share to the others and to the caller.
            condition.lock()
            runningWorkers += 1
            condition.unlock()
            let started = DetachedThread.start { [self] in
                if worker == 0 { prelude?() }
                work()
            }
            if !started {
                condition.lock()
                runningWorkers -= 1
                condition.unlock()
            }
        }
    }

    /// Queues the groups of band `band`'s rows (bands numbered from 0, in order).
    func submit(band: Int, rows: UnsafeRawPointer, stride: Int, count: Int) throws {
        let bandJobs = try encoder.jobs(rows: rows, stride: stride, count: count)
        condition.lock()
        defer { condition.unlock() }
        while remaining.count <= band { remaining.append(0) }
        remaining[band] += bandJobs.count
        jobs += bandJobs.map { ($0, band) }
        groups += repeatElement(nil, count: bandJobs.count)
        condition.broadcast()
    }

    /// Returns once every group of band `band` is compressed (its rows may then be drawn over), encoding
    /// queued groups meanwhile.
    func waitForBand(_ band: Int) {
        help { band >= remaining.count || remaining[band] == 0 }
    }

    /// Encodes until every queued group is compressed, stops the workers and hands the groups to the encoder.
    func finish() {
        help { next == jobs.count && remaining.allSatisfy { $0 == 0 } }
        stopWorkers()
        encoder.add(groups.compactMap { $0 })
    }

    /// Drops the groups not yet taken and waits for the workers to stop: after it, no thread reads the bands'
    /// rows (a failed drawing frees them).
    func stopWorkers() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
    }

    /// Takes and encodes queued groups on the calling thread until `done` (read under the lock) holds.
    private func help(until done: () -> Bool) {
        condition.lock()
        defer { condition.unlock() }
        while !done() {
            if next < jobs.count {
                encodeNext(with: deflater)
            } else {
                condition.wait()
            }
        }
    }

    /// A worker: encodes queued groups until the queue is closed.
    private func work() {
        let deflater = PNGGroupDeflater()
        condition.lock()
        defer { condition.unlock() }
        while !closed {
            if next < jobs.count {
                encodeNext(with: deflater)
            } else {
                condition.wait()
            }
        }
        runningWorkers -= 1
        condition.broadcast()
    }

    /// Takes the next job (the lock held), encodes it with the lock released, and records it.
    private func encodeNext(with deflater: PNGGroupDeflater) {
        let position = next
        let (job, band) = jobs[position]
        next += 1
        condition.unlock()
        let group = encoder.encode(job, with: deflater)
        condition.lock()
        groups[position] = group
        remaining[band] -= 1
        condition.broadcast()
    }
}
