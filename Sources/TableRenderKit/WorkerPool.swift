import Dispatch
import Foundation

/// Runs numbered tasks on a fixed number of threads, each thread with its own state, and hands the results
/// back in task order whatever order they finish in.
///
/// Threads rather than `concurrentPerform`: Dispatch caps that at the core count, and `--jobs 8` should mean
/// eight. Each thread makes its state once (a render pipeline, which must not be shared) and reuses it.
public struct WorkerPool: Sendable {
    /// Threads that run at once.
    public let threads: Int

    /// Creates a pool of `threads` threads (at least 1).
    public init(threads: Int) {
        self.threads = max(threads, 1)
    }

    /// The number of cores, the default for `--jobs`.
    public static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Runs `work` for tasks `0..<count` and returns the outputs in task order.
    ///
    /// - `makeState` runs once per thread, on that thread, before its first task; when it throws, that thread's
    ///   tasks get `failed` instead of `work`.
    /// - `completed(n)` reports that `n` tasks have finished, after each one; `deliver(i, output)` hands over
    ///   task `i` once every earlier task has been delivered. Both run one at a time, never concurrently, so
    ///   they may print without a lock of their own.
    public func run<State, Output>(
        count: Int,
        makeState: @escaping () throws -> State,
        work: @escaping (State, Int) -> Output,
        failed: @escaping (Error, Int) -> Output,
        completed: @escaping (Int) -> Void = { _ in },
        deliver: @escaping (Int, Output) -> Void = { _, _ in }
    ) -> [Output] {
        guard count > 0 else { return [] }
        let shared = Shared<Output>(count: count)
        let group = DispatchGroup()
        for _ in 0..<min(threads, count) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let state = Result { try WorkerPool.creationLock.withLock { try makeState() } }
                while let index = shared.nextTask() {
                    let output: Output
                    switch state {
                    case .success(let state): output = work(state, index)
                    case .failure(let error): output = failed(error, index)
                    }
                    shared.finish(index, output, completed: completed, deliver: deliver)
                }
            }
            // Pango, HarfBuzz and cairo recurse deeper than a secondary thread's default stack allows for.
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return shared.outputs()
    }

    /// Serialises the creation of per-thread state: fontconfig's one-time global initialisation is not safe to
    /// race on every version we support, and creation happens once per thread, so the cost is nil.
    private static let creationLock = NSLock()

    /// The queue of tasks and the results, behind one lock.
    private final class Shared<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private var results: [Output?]
        private var finished = 0
        private var delivered = 0

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func nextTask() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func finish(_ index: Int, _ output: Output, completed: (Int) -> Void, deliver: (Int, Output) -> Void) {
            lock.withLock {
                results[index] = output
                finished += 1
                completed(finished)
                while delivered < count, let ready = results[delivered] {
                    deliver(delivered, ready)
                    delivered += 1
                }
            }
        }

        func outputs() -> [Output] {
            lock.withLock { results.compactMap { $0 } }
        }
    }
}
