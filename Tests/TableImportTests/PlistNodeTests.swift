@testable import TableImport
import TableSpec
import XCTest

/// The plist model's lookups behave as Foundation's: the last of a repeated key wins.
final class PlistNodeTests: XCTestCase {
    func testTheLastOfARepeatedKeyWins() {
        let node = PlistNode(.dictionary([
            PlistMember(key: "Title", keyLocation: nil, value: PlistNode(.string("First"))),
            PlistMember(key: "Title", keyLocation: nil, value: PlistNode(.string("Second"))),
        ]))
        XCTAssertEqual(node["Title"]?.value, .string("Second"))
        XCTAssertNil(node["Key"])
        XCTAssertNil(PlistNode(.array([]))["Title"])
    }
}
