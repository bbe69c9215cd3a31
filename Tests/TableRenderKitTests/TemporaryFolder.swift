import Foundation
import XCTest

/// A test case with a fresh folder, removed afterwards, and helpers to fill it.
class TemporaryFolderTestCase: XCTestCase {
    /// The folder; the current directory is not changed, so paths are absolute.
    private(set) var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablerender-kit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
        try super.tearDownWithError()
    }

    /// Absolute path of `relative` in the folder.
    func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }

    /// Writes `text` to `relative`, creating folders.
    func write(_ text: String, to relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A tiny valid spec at scale 1: quick to render.
    static let tinySpec = #"{ "width": 120, "scale": 1, "sections": [ { "rows": [ "A", "B" ] } ] }"#
}
