import Foundation
import XCTest

/// Text snapshots (resolved looks, display-list dumps) stored beside the tests: compared line by line, recorded
/// with the references' one flag, `RECORD_REFERENCES=1`, which rewrites only the snapshots that differ (so
/// matching ones never churn) and fails so the rewrite gets looked at.
public enum TextSnapshot {
    /// Whether this run records snapshots that differ instead of only reporting them.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1"
    }

    /// Asserts that `actual` equals `FOLDER/NAME` next to the calling test file.
    public static func assertMatches(_ actual: String, folder: String, named name: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let snapshot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
            .appendingPathComponent(folder).appendingPathComponent(name)
        let expected = (try? String(contentsOf: snapshot, encoding: .utf8))
        if expected == actual { return }
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try actual.write(to: snapshot, atomically: true, encoding: .utf8)
                XCTFail("recorded \(folder)/\(name); read its diff, then run again without RECORD_REFERENCES",
                        file: file, line: line)
            } catch {
                XCTFail("\(folder)/\(name): cannot record: \(error)", file: file, line: line)
            }
            return
        }
        guard let expected else {
            XCTFail("no snapshot \(folder)/\(name); record it with RECORD_REFERENCES=1", file: file, line: line)
            return
        }
        XCTFail("\(folder)/\(name) differs: \(firstDifference(expected, actual)); re-record with RECORD_REFERENCES=1",
                file: file, line: line)
    }

    /// The first line that differs, as `line N: "expected" → "actual"`.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : "(end)", b = index < new.count ? new[index] : "(end)"
            if a != b { return "line \(index + 1): \"\(a)\" → \"\(b)\"" }
        }
        return "same lines"
    }
}
