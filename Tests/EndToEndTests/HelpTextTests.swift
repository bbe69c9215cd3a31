import Foundation
import XCTest

/// Every command's help as a person reads it.
final class HelpTextTests: TableRenderTestCase {
    static let commands = [["render"], ["check"], ["diff"], ["sheet"], ["validate"], ["audit"], ["import"], ["report"],
                           ["report", "merge"], ["schema"], ["symbols"]]

    /// Issue 27 item 11c: `help import` printed the `\` of a Swift line continuation written as `\\`; no help
    /// text has a backslash in it.
    func testNoHelpTextPrintsABackslash() throws {
        for command in [[]] + Self.commands {
            let result = try run(["help"] + command)
            XCTAssertEqual(result.status, 0, command.joined(separator: " "))
            XCTAssertTrue(result.stdoutText.contains("USAGE:"), command.joined(separator: " "))
            XCTAssertFalse(result.stdoutText.contains("\\"), "help \(command.joined(separator: " ")):\n\(result.stdoutText)")
        }
    }

    /// `import` reads storyboards and SwiftUI files as well as bundles and panes, and its help says so.
    func testImportHelpNamesStoryboardsAndSwiftFiles() throws {
        let help = try run(["help", "import"]).stdoutText
        XCTAssertTrue(help.contains("OVERVIEW: Write a pane of a Settings bundle, a .plist pane file, a storyboard"), help)
        XCTAssertTrue(help.contains("FILE.storyboard"), help)
        XCTAssertTrue(help.contains("VIEW.swift"), help)
        for option in ["--view", "--preview", "--sources", "--assume", "--strict"] {
            XCTAssertTrue(help.contains(option), option)
        }
        let wrong = try run(["import", "spec.json"])
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(wrong.stderr.contains("a storyboard (FILE.storyboard) or a SwiftUI file (VIEW.swift)"), wrong.stderr)
    }
}
