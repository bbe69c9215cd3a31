import TableGraphics
import TableSpec
import XCTest

/// Colours take ASCII hexadecimal digits only; numbers only ASCII digits.
final class ColorSyntaxTests: XCTestCase {
    func testASCIIHexadecimalColoursParse() throws {
        XCTAssertEqual(try ColorValue.parse("#FF0000").get(), .literal(RGBAColor(255, 0, 0, 255)))
        XCTAssertEqual(try ColorValue.parse("#0f0").get(), .literal(RGBAColor(0, 255, 0, 255)))
        XCTAssertEqual(try ColorValue.parse("#00000080").get(), .literal(RGBAColor(0, 0, 0, 128)))
    }

    func testOtherDigitsAreNotHexadecimal() {
        // Fullwidth letters and digits (which Character.hexDigitValue reads), Arabic-Indic and Devanagari
        // digits, a combining mark on a digit, mathematical digits.
        for text in ["#ＦＦ００００", "#ｆｆｆ", "#١٢٣", "#०१२", "#F\u{301}F0", "#𝟎𝟎𝟎", "#FF 000", "#+FF"] {
            guard case .failure(let problem) = ColorValue.parse(text) else {
                XCTFail("\(text) was accepted")
                continue
            }
            XCTAssertTrue(problem.message.hasPrefix("invalid colour"), problem.message)
        }
    }

    func testYAMLNumbersTakeASCIIDigitsOnly() throws {
        for text in ["０", "１２", "0x１２", "0o７", "١٢", "１e3", "1.５"] {
            let root = try YAMLSourceParser.parse("width: \(text)\n")
            guard case .object(let members) = root.value else { return XCTFail("not a mapping") }
            XCTAssertEqual(members.first?.value.value, .string(text), text)
        }
    }
}
