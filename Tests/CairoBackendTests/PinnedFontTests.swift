import CCairo
@testable import CairoBackend
import Foundation
import XCTest

/// The fonts are the pinned files of Fonts/fonts.lock and nothing the system has, so a golden means the same on
/// every machine whatever its distribution installed.
final class PinnedFontTests: XCTestCase {
    private var lockText: String {
        get throws {
            try String(contentsOfFile: FontLibrary.checkoutFolder + "/fonts.lock", encoding: .utf8)
        }
    }

    func testTheLibraryLoadsOnlyTheLockedFilesFromThePinnedFolder() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["TABLERENDER_FONT_DIRS"] != nil, "fonts chosen by hand")
        let fonts = try FontLibrary()
        XCTAssertEqual(fonts.folders, [FontLibrary.checkoutFolder])
        let loaded = Set(fonts.faces().map(\.file))
        let locked = Set(PinnedFonts.fileNames(inLock: try lockText).map { FontLibrary.checkoutFolder + "/" + $0 })
        XCTAssertEqual(loaded, locked, "every face comes from a locked file, and every locked file is loaded")
    }

    func testFolderNamesAreEscapedForTheConfigurationsXML() {
        XCTAssertEqual(FontLibrary.escapeXML("/fonts/A&B <x> \"é\""), "/fonts/A&amp;B &lt;x&gt; \"é\"")
        XCTAssertEqual(FontLibrary.escapeXML(""), "")
    }

    func testTheFontMapHasTheContextsResolution() throws {
        // Pango measures a new font's metrics in a context at the map's resolution: at another resolution than
        // the contexts' that is a second font set for every font size, matched and shaped again.
        let fonts = try FontLibrary()
        XCTAssertEqual(pango_cairo_font_map_get_resolution(OpaquePointer(fonts.fontMap)), FontLibrary.resolution)
    }

    func testFontsAreLookedForBesideTheRealExecutableThenInTheCheckout() throws {
        // The kernel's path of the running executable is Foundation's, symbolic links resolved.
        let executable = try XCTUnwrap(Bundle.main.executableURL?.resolvingSymlinksInPath().path)
        XCTAssertEqual(FontLibrary.executablePath, executable)
        let folder = FontLibrary.parent(executable)
        XCTAssertEqual(FontLibrary.pinnedFolderCandidates, [folder + "/tablerender-fonts",
                                                            FontLibrary.parent(folder) + "/share/tablerender/fonts",
                                                            FontLibrary.checkoutFolder])
        XCTAssertEqual(FontLibrary.pinnedFolderCandidates(executable: "/opt/tr/bin/tablerender", includingCheckout: false),
                       ["/opt/tr/bin/tablerender-fonts", "/opt/tr/share/tablerender/fonts"],
                       "TABLERENDER_NO_CHECKOUT_FONTS leaves the checkout out: an installed copy must use its own")
        XCTAssertThrowsError(try FontLibrary.pinnedFolder(among: FontLibrary.pinnedFolderCandidates(
            executable: "/nonexistent/bin/tablerender", includingCheckout: false)))
        XCTAssertEqual(FontLibrary.parent("/a/b/c"), "/a/b")
        XCTAssertEqual(FontLibrary.parent("/a"), "/")
        XCTAssertEqual(FontLibrary.parent("a"), ".")
        XCTAssertTrue(FontLibrary.checkoutFolder.hasSuffix("/Fonts"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: FontLibrary.checkoutFolder + "/fonts.lock"))
    }

    func testTextIsLaidOutInTheCLanguageWhateverTheLocale() throws {
        // Set, not left to the locale: an unset language also makes Pango itemize ellipses and empty lines
        // into a font set of their own for every size.
        let factory = try TextLayoutFactory(fonts: FontLibrary())
        for context in [factory.leftToRight, factory.rightToLeft] {
            let language = try XCTUnwrap(pango_context_get_language(context))
            XCTAssertEqual(String(cString: pango_language_to_string(language)), "c")
        }
    }

    func testEveryInstalledFileHasTheLockedChecksum() throws {
        let entries = PinnedFonts.entries(inLock: try lockText)
        XCTAssertGreaterThanOrEqual(entries.count, 13)
        for entry in entries {
            let path = FontLibrary.checkoutFolder + "/" + entry.fileName
            XCTAssertEqual(try Self.sha256(of: path), entry.sha256, entry.fileName)
        }
    }

    func testSystemFontFoldersAreNeverConsulted() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["TABLERENDER_FONT_DIRS"] != nil, "fonts chosen by hand")
        let fonts = try FontLibrary()
        XCTAssertTrue(fonts.hasFamily("Inter"))
        XCTAssertTrue(fonts.hasFamily("Inter Display"))
        XCTAssertTrue(fonts.hasFamily("Phosphor"), "the symbols' font comes from the lock too")
        // Families a Debian system may have (fonts-dejavu-core ships DejaVu Serif, fonts-inter static OTFs
        // named "Inter Medium" and the like), none of them locked.
        for family in ["DejaVu Serif", "DejaVu Sans Mono", "Liberation Sans", "Noto Sans"] {
            XCTAssertFalse(fonts.hasFamily(family), family)
        }
        for face in fonts.faces() {
            XCTAssertTrue(face.file.hasPrefix(FontLibrary.checkoutFolder + "/"), face.file)
        }
    }

    func testTheRecordedVersionsNameInter41AndItsDisplayCut() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["TABLERENDER_FONT_DIRS"] != nil, "fonts chosen by hand")
        let summary = try FontLibrary().versionSummary
        XCTAssertTrue(summary.contains("Inter 4.001"), summary)
        XCTAssertTrue(summary.contains("Inter Display 4.001"), summary)
        XCTAssertTrue(summary.contains("Phosphor "), summary)
        XCTAssertTrue(summary.contains("(13 files, crc "), summary)
    }

    func testAMissingPinnedFileIsReportedWithTheWayOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pinned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try lockText.write(to: folder.appendingPathComponent("fonts.lock"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try FontLibrary.pinnedFolder(among: [folder.path])) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("lacks Inter-Regular.ttf"), message)
            XCTAssertTrue(message.contains("make deps"), message)
        }
    }

    func testTheLockParserReadsFontAndInstanceLinesOnly() {
        let lock = """
            # comment
            archive\tinter\tpypi\tfontpkg-inter\t4.1.post1\tabc
            instance\tInter-Regular.ttf\tinter\tpath/Inter[opsz,wght].ttf\twght=400,opsz=17\tInter\tRegular\t111
            font\tDejaVuSans.ttf\tdejavu\t./usr/share/DejaVuSans.ttf\t222
            """
        XCTAssertEqual(PinnedFonts.entries(inLock: lock), [
            PinnedFonts.Entry(fileName: "Inter-Regular.ttf", archive: "inter", sha256: "111"),
            PinnedFonts.Entry(fileName: "DejaVuSans.ttf", archive: "dejavu", sha256: "222"),
        ])
    }

    private static func sha256(of path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
