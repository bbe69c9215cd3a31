import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a problem of a snapshot strategy where the test runs: Swift Testing's `Issue.record` inside a Swift
/// Testing test, `XCTFail` otherwise (as swift-snapshot-testing reports its own failures).
enum SnapshotIssue {
    static func record(_ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
