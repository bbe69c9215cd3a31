@testable import CairoBackend
import Foundation
import XCTest

/// The threads that overlap start-up work: the closure runs once, on another thread, and is then released.
final class DetachedThreadTests: XCTestCase {
    func testTheClosureRunsOnceOnAnotherThread() throws {
        let done = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        var runs = 0, elsewhere = false
        XCTAssertTrue(DetachedThread.start(stackSize: 8 << 20) {
            runs += 1
            elsewhere = pthread_equal(pthread_self(), caller) == 0
            done.signal()
        })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(runs, 1)
        XCTAssertTrue(elsewhere)
    }

    func testWhatTheClosureHoldsIsReleasedAfterItRuns() throws {
        final class Token {}
        weak var released: Token?
        let done = DispatchSemaphore(value: 0)
        do {
            let token = Token()
            released = token
            XCTAssertTrue(DetachedThread.start { _ = token; done.signal() })
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        // The thread drops the closure once it returns; give it a moment to get there.
        let deadline = Date().addingTimeInterval(10)
        while released != nil && Date() < deadline { usleep(1000) }
        XCTAssertNil(released)
    }
}
