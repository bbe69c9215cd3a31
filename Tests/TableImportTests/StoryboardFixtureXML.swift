import Foundation
import TableImport

/// Where the storyboard fixtures are, and their root elements as `XMLReader` parses them.
enum StoryboardFixtureXML {
    /// The fixtures folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Storyboards")

    /// The path of the fixture `name` (relative to the fixtures folder).
    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The root element of the fixture `name`.
    static func root(_ name: String) throws -> XMLElement {
        try XMLReader.parse(Array(Data(contentsOf: URL(fileURLWithPath: path(name)))))
    }
}
