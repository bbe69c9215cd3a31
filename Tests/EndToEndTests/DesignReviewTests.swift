import Foundation
import XCTest

/// Design-review outputs of the built binary: variants and devices side by side, contact sheets, review PDFs.
final class DesignReviewTests: TableRenderTestCase {
    private let phone = #"{ "device": "iphone-se", "screen": true, "navigationBar": { "title": "Settings" }, "sections": [ { "rows": [ "A" ] } ] }"#

    func testVariantsSitSideBySideWithCaptions() throws {
        try write(phone, to: "phone.json")
        _ = try runSuccessfully(["phone.json", "--variants", "light,dark", "--captions", "-o", "pair.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "pair.png")))
        // Two 375 × 667 screens at 2×, a 24-pt gap around and between, a 30-pt caption line above.
        XCTAssertEqual(size.width, Int((375 * 2 + 24 * 3) * 2))
        XCTAssertEqual(size.height, Int((667 + 30 + 24 * 2) * 2))
        let dump = try runSuccessfully(["phone.json", "--variants", "light,dark", "--dump-layout"])
        XCTAssertTrue(dump.stdoutText.hasPrefix("canvas 375x667"), "--dump-layout shows the spec itself")
    }

    func testDevicesSideBySide() throws {
        try write(#"{ "sections": [ { "rows": [ "A" ] } ] }"#, to: "table.json")
        _ = try runSuccessfully(["table.json", "--devices", "iphone-se,ipad-11", "--scale", "1", "-o", "devices.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "devices.png")))
        XCTAssertEqual(size.width, 375 + 834 + 24 * 3)
        let bad = try run(["table.json", "--devices", "iphone-99", "-o", "x.png"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("iphone-99"), bad.stderr)
    }

    func testDevicesReplaceTheSpecsOwnWidthAndScale() throws {
        // The example writes "width": 390 and "scale": 3, as every example does.
        _ = try runSuccessfully([settingsExample.path, "--devices", "iphone-se,iphone-15,ipad-11", "-o", "devices.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "devices.png")))
        XCTAssertEqual(size.width, (375 + 393 + 834 + 24 * 4) * 3, "three widths, at the finest device scale")
        _ = try runSuccessfully([settingsExample.path, "--devices", "iphone-se,ipad-11", "--scale", "1", "-o", "one.png"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "one.png"))?.width, 375 + 834 + 24 * 3,
                       "--scale wins over every device")
        _ = try runSuccessfully([settingsExample.path, "--devices", "iphone-se,ipad-11", "--width", "300", "--scale", "1",
                                 "-o", "narrow.png"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "narrow.png"))?.width, 300 * 2 + 24 * 3,
                       "--width wins over every device")
    }

    func testDeviceReplacesTheSpecsOwnWidthAndScale() throws {
        XCTAssertEqual(try canvasSize([settingsExample.path, "--device", "ipad-11"]).width, 834)
        _ = try runSuccessfully([settingsExample.path, "--device", "iphone-se", "-o", "se.png"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "se.png"))?.width, 375 * 2)
        _ = try runSuccessfully([settingsExample.path, "--device", "iphone-se", "--scale", "1", "-o", "one.png"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "one.png"))?.width, 375, "--scale wins over the device")
        XCTAssertEqual(try canvasSize([settingsExample.path, "--device", "iphone-se", "--width", "320"]).width, 320,
                       "--width wins over the device")
        // The spec's own device key still gives way to the spec's own keys; the command line wins over both.
        try write(#"{ "device": "iphone-se", "width": 300, "sections": [ { "rows": [ "A" ] } ] }"#, to: "own.json")
        XCTAssertEqual(try canvasSize(["own.json"]).width, 300)
        XCTAssertEqual(try canvasSize(["own.json", "--device", "iphone-15"]).width, 393)
    }

    /// Issue 27 item 11a: `--screen` was a bundle-only flag that a spec ignored (exit 0, no screen): it sets the
    /// spec's `"screen": true`, in a single render, a batch, `check` and `sheet` alike.
    func testScreenOptionDrawsTheWholeScreenOfASpec() throws {
        try write(#"{ "navigationBar": { "title": "Settings" }, "sections": [ { "rows": [ "A" ] } ] }"#, to: "table.json")
        _ = try runSuccessfully(["table.json", "--device", "iphone-15", "-o", "table.png"])
        XCTAssertNotEqual(OutputInspector.pngSize(try contents(of: "table.png"))?.height, 852 * 3, "without --screen, the table alone")
        _ = try runSuccessfully(["table.json", "--device", "iphone-15", "--screen", "-o", "screen.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "screen.png")))
        XCTAssertEqual(size.width, 393 * 3)
        XCTAssertEqual(size.height, 852 * 3, "the whole iPhone 15 screen")
        let dump = try runSuccessfully(["table.json", "--device", "iphone-15", "--screen", "--dump-layout"])
        XCTAssertTrue(dump.stdoutText.hasPrefix("canvas 393x852"), String(dump.stdoutText.prefix(80)))
        XCTAssertTrue(dump.stdoutText.contains("\"Settings\""), "the navigation bar's title is drawn")

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("table.json"),
                                         to: folder.appendingPathComponent("specs/table.json"))
        _ = try runSuccessfully(["render", "specs", "--out-dir", "out", "--device", "iphone-se", "--screen", "-q"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "out/table.png"))?.height, 667 * 2)
        let check = try run(["check", "specs", "--golden", "out", "--device", "iphone-se", "--screen", "-q"])
        XCTAssertEqual(check.status, 0, "check renders the same screen: \(check.stdoutText) \(check.stderr)")
    }

    func testContactSheetOfAFolder() throws {
        for name in ["a", "b", "c"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
            try write(#"{ "width": 200, "scale": 1, "sections": [ { "rows": [ "\#(name)" ] } ] }"#, to: "specs/\(name).json")
        }
        _ = try runSuccessfully(["sheet", "specs", "--columns", "2", "--captions", "-o", "sheet.png"])
        let size = try XCTUnwrap(OutputInspector.pngSize(try contents(of: "sheet.png")))
        XCTAssertEqual(size.width, 200 * 2 + 24 * 3, "two columns")
        let listing = try folderListing()
        XCTAssertTrue(listing.contains("sheet.png"))
        // --device replaces the specs' own width and scale in a sheet too.
        _ = try runSuccessfully(["sheet", "specs", "--columns", "2", "--device", "iphone-se", "-o", "phones.png"])
        XCTAssertEqual(OutputInspector.pngSize(try contents(of: "phones.png"))?.width, (375 * 2 + 24 * 3) * 2)
    }

    func testSeveralSpecsIntoOneReviewPDF() throws {
        try write(phone, to: "phone.json")
        try write(#"{ "width": 500, "sections": [ { "rows": [ "Wide" ] } ] }"#, to: "wide.json")
        _ = try runSuccessfully(["phone.json", "wide.json", "-o", "review.pdf"])
        let pdf = String(decoding: try contents(of: "review.pdf"), as: UTF8.self)
        XCTAssertEqual(pdf.components(separatedBy: "/Type /Page\n").count - 1
                       + pdf.components(separatedBy: "/Type /Page ").count - 1, 2, "one page per spec")
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 375 667 ]"), "each page its own size")
        XCTAssertTrue(pdf.contains("/MediaBox [ 0 0 500 "))
        XCTAssertTrue(pdf.contains("(phone)") && pdf.contains("(wide)"), "outline entries named after the specs")
        // A bad spec writes no review at all.
        try write(#"{ "width": 0, "sections": [] }"#, to: "bad.json")
        let failed = try run(["phone.json", "bad.json", "-o", "second.pdf"])
        XCTAssertEqual(failed.status, 2)
        XCTAssertFalse(try folderListing().contains("second.pdf"))
    }
}
