import FileIntake
import Foundation
import XCTest

/// The one bounded reader: regular files only, limits before reading, never past the limit.
final class RegularFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("regular-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func refusal(_ path: String, limit: Int = 100) -> RegularFile.Refusal? {
        do {
            _ = try RegularFile.read(path, limit: limit)
            return nil
        } catch {
            return error as? RegularFile.Refusal
        }
    }

    func testARegularFileIsReadWhole() throws {
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path("a")))
        XCTAssertEqual(try RegularFile.read(path("a"), limit: 5), Array("hello".utf8))
        // Larger than the page of one read.
        let big = [UInt8](repeating: 7, count: 200_000)
        try Data(big).write(to: URL(fileURLWithPath: path("big")))
        XCTAssertEqual(try RegularFile.read(path("big"), limit: 200_000), big)
    }

    func testWhatIsNotARegularFileOrIsTooLargeIsRefusedBeforeReading() throws {
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path("a")))
        XCTAssertEqual(refusal(path("a"), limit: 4), .tooLarge(size: 5, limit: 4))
        XCTAssertEqual(refusal(path("none")), .missing(danglingLink: false))
        XCTAssertEqual(refusal(path("a/inside")), .missing(danglingLink: false), "a file where a folder would be")
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: path("none"))
        XCTAssertEqual(refusal(path("dangling")), .missing(danglingLink: true))
        XCTAssertEqual(refusal(folder.path), .notRegular(kind: "a folder"))
        XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
        XCTAssertEqual(refusal(path("fifo")), .notRegular(kind: "a FIFO"), "refused, not opened: opening would block")
        XCTAssertEqual(refusal("/dev/zero"), .notRegular(kind: "a character device"))
    }

    func testTheHeadDecidesBeforeTheRestIsRead() throws {
        try Data([1, 2, 3, 4, 5, 6, 7, 8]).write(to: URL(fileURLWithPath: path("a")))
        struct Stop: Error {}
        XCTAssertThrowsError(try RegularFile.read(path("a"), limit: 100, headCount: 2) { _ in throw Stop() }) {
            XCTAssertTrue($0 is Stop)
        }
        XCTAssertEqual(try RegularFile.read(path("a"), limit: 100, headCount: 2) { head in
            XCTAssertEqual(head, [1, 2])
            return nil
        }, [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertThrowsError(try RegularFile.read(path("a"), limit: 100, headCount: 2) { _ in 6 }) {
            XCTAssertEqual($0 as? RegularFile.Refusal, .tooLarge(size: 7, limit: 6), "the head's smaller limit holds")
        }
    }

    /// Not following links (a report's image, opened by its resolved path): a link at the path is refused, the
    /// file it leads to is not read.
    func testALinkIsRefusedWhenLinksAreNotFollowed() throws {
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path("a")))
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: path("a"))
        XCTAssertEqual(try RegularFile.read(path("link"), limit: 5), Array("hello".utf8))
        XCTAssertEqual(try RegularFile.read(path("a"), limit: 5, followingLinks: false), Array("hello".utf8))
        XCTAssertThrowsError(try RegularFile.read(path("link"), limit: 5, followingLinks: false)) {
            XCTAssertEqual($0 as? RegularFile.Refusal, .notRegular(kind: "a symbolic link"))
        }
    }
}
