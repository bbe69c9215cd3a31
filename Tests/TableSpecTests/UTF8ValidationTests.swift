import TableSpec
import XCTest

/// The one UTF-8 rule: RFC 3629 sequences only, wherever bytes are read or names are shown.
final class UTF8ValidationTests: XCTestCase {
    func testWellFormedSequencesPass() {
        XCTAssertTrue(UTF8Validation.isValid(Array("Wi‑Fi 日本 🇯🇵 é".utf8)))
        XCTAssertTrue(UTF8Validation.isValid([]))
        XCTAssertEqual(UTF8Validation.sequenceEnd(Array("a".utf8), at: 0), 1)
        XCTAssertEqual(UTF8Validation.sequenceEnd(Array("😀".utf8), at: 0), 4)
    }

    func testOverlongsSurrogatesAndBeyondUnicodeAreRefusedAtTheirOffset() {
        XCTAssertEqual(UTF8Validation.firstInvalidOffset([0x41, 0xC0, 0x80]), 1, "overlong NUL")
        XCTAssertEqual(UTF8Validation.firstInvalidOffset([0x41, 0x42, 0xE0, 0x80, 0x80]), 2, "overlong three-byte form")
        XCTAssertEqual(UTF8Validation.firstInvalidOffset([0xED, 0xA0, 0x80]), 0, "an encoded surrogate")
        XCTAssertEqual(UTF8Validation.firstInvalidOffset([0xF4, 0x90, 0x80, 0x80]), 0, "past U+10FFFF")
        XCTAssertEqual(UTF8Validation.firstInvalidOffset([0x61, 0xE2, 0x82]), 1, "cut short")
        XCTAssertEqual(UTF8Validation.firstInvalidOffset([0xFF]), 0)
    }
}
