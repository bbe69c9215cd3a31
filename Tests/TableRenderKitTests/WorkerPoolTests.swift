import Foundation
import TableRenderKit
import XCTest

/// Bounded parallelism, one state per thread, and results in task order.
final class WorkerPoolTests: XCTestCase {
    /// Counts what the pool does, from any thread.
    private final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var peak = 0
        private(set) var states = 0
        private(set) var delivered: [Int] = []
        private(set) var completions: [Int] = []

        func makeState() -> Int { lock.withLock { states += 1; return states } }
        func begin() { lock.withLock { running += 1; peak = max(peak, running) } }
        func end() { lock.withLock { running -= 1 } }
        func deliver(_ index: Int) { lock.withLock { delivered.append(index) } }
        func complete(_ count: Int) { lock.withLock { completions.append(count) } }
    }

    func testOutputsAndDeliveriesAreInTaskOrderWhateverFinishesFirst() {
        let recorder = Recorder()
        let outputs = WorkerPool(threads: 4).run(
            count: 40,
            makeState: { recorder.makeState() },
            work: { _, index -> Int in
                // Early tasks take longest, so later ones finish first.
                usleep(UInt32((40 - index) * 200))
                return index * 10
            },
            failed: { _, _ in -1 },
            completed: { recorder.complete($0) },
            deliver: { index, output in
                XCTAssertEqual(output, index * 10)
                recorder.deliver(index)
            })
        XCTAssertEqual(outputs, (0..<40).map { $0 * 10 })
        XCTAssertEqual(recorder.delivered, Array(0..<40))
        XCTAssertEqual(recorder.completions, Array(1...40), "one call per finished task, counting up")
    }

    func testAtMostThreadsTasksRunAtOnceAndEachThreadMakesItsStateOnce() {
        let recorder = Recorder()
        _ = WorkerPool(threads: 3).run(
            count: 30,
            makeState: { recorder.makeState() },
            work: { _, _ in
                recorder.begin()
                usleep(2000)
                recorder.end()
            },
            failed: { _, _ in })
        XCTAssertLessThanOrEqual(recorder.peak, 3)
        XCTAssertGreaterThan(recorder.peak, 1, "tasks do run in parallel")
        XCTAssertEqual(recorder.states, 3)
    }

    func testNoMoreThreadsThanTasks() {
        let recorder = Recorder()
        _ = WorkerPool(threads: 8).run(count: 2, makeState: { recorder.makeState() }, work: { _, _ in },
                                       failed: { _, _ in })
        XCTAssertEqual(recorder.states, 2)
        XCTAssertEqual(WorkerPool(threads: 0).threads, 1)
        XCTAssertEqual(WorkerPool(threads: 3).run(count: 0, makeState: {}, work: { _, _ in 1 }, failed: { _, _ in 0 }), [])
    }

    func testAStateThatCannotBeMadeFailsThatThreadsTasks() {
        struct NoFonts: Error {}
        let outputs = WorkerPool(threads: 2).run(
            count: 5, makeState: { () throws -> Int in throw NoFonts() },
            work: { _, index in "ok \(index)" }, failed: { error, index in "failed \(index): \(error)" })
        XCTAssertEqual(outputs, (0..<5).map { "failed \($0): NoFonts()" })
    }
}
