import TableGraphics
import TableSpec
import XCTest

/// `icon: {"initials": …}` and `icon: {"image": …, "shape": "circle"}` decode to circular avatars; mixed or empty
/// ones are errors at their key.
final class AvatarDecodingTests: XCTestCase {
    private func rows(_ json: String) throws -> [Row] { try SpecFixtures.rows(json) }

    private func messages(_ json: String) -> [String] { SpecFixtures.rowMessages(json) }

    func testInitialsDecodeWithTheirColourOrNone() throws {
        let decoded = try rows(#"""
            {"title": "Jane", "icon": {"initials": "JA"}},
            {"title": "Server", "icon": {"initials": "F", "color": "systemBlue"}}
            """#)
        XCTAssertEqual(decoded[0].icon, .avatar(AvatarIcon(content: .initials("JA"))))
        XCTAssertEqual(decoded[1].icon, .avatar(AvatarIcon(content: .initials("F"), color: .semantic(.systemBlue))))
    }

    func testAnImageWithACircleShapeIsAnAvatarAndWithoutItATile() throws {
        let decoded = try rows(#"""
            {"title": "A", "icon": {"image": "face.png", "shape": "circle"}},
            {"title": "B", "icon": {"image": "face.png"}}
            """#)
        XCTAssertEqual(decoded[0].icon, .avatar(AvatarIcon(content: .image(path: "face.png"))))
        XCTAssertEqual(decoded[1].icon, .image(path: "face.png"))
    }

    func testYAMLWritesTheSameKeys() throws {
        let yaml = """
            sections:
              - rows:
                  - title: Jane Appleseed
                    icon: { initials: JA, color: systemGray }
            """
        let row = try SpecLoader.load(Array(yaml.utf8), format: .yaml).sections[0].rows[0]
        XCTAssertEqual(row.icon, .avatar(AvatarIcon(content: .initials("JA"), color: .semantic(.systemGray))))
    }

    func testEmptyOrLongInitialsAreErrors() {
        XCTAssertEqual(messages(#"{"title": "A", "icon": {"initials": " "}}"#),
                       [#"1:61: sections[0].rows[0].icon.initials: "initials" is empty; give one to three letters, e.g. "JA""#])
        XCTAssertEqual(messages(#"{"title": "A", "icon": {"initials": "ABCD"}}"#),
                       [#"1:61: sections[0].rows[0].icon.initials: "initials" has 4 characters; an avatar holds one to three"#])
    }

    func testInitialsWithAnotherKindAreAnError() {
        XCTAssertEqual(messages(#"{"title": "A", "icon": {"initials": "JA", "symbol": "gear"}}"#),
                       [#"1:48: sections[0].rows[0].icon: an icon has either "initials" or "symbol", not both"#])
    }

    func testShapeBelongsToAnImageAndIsOnlyCircle() {
        XCTAssertEqual(messages(#"{"title": "A", "icon": {"initials": "JA", "shape": "circle"}}"#),
                       [#"1:48: sections[0].rows[0].icon: "shape" belongs to an "image" icon"#])
        XCTAssertEqual(messages(#"{"title": "A", "icon": {"image": "a.png", "shape": "square"}}"#),
                       [#"1:76: sections[0].rows[0].icon.shape: the only shape is "circle""#])
    }
}
