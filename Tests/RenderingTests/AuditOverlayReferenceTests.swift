import CairoBackend
import Foundation
import TableAudit
import TableRenderKit
import TableSpec
import TestSupport
import XCTest

/// `audit --overlay`'s reading-order overlay of a small spec (a header, a switch row, a stepper row, segments, a
/// footer), light, dark and right to left, compared by decoded pixels with its reference PNG.
final class AuditOverlayReferenceTests: XCTestCase {
    private static let spec = """
        {
          "width": 390, "scale": 2,
          "sections": [
            { "header": "Display", "footer": "Reading order: header, rows, controls, footer.", "rows": [
                { "title": "Bold Text", "switch": true },
                { "title": "Text Size", "stepper": { "value": "100%" } },
                { "title": "Zoom", "segments": { "items": ["Default", "Larger"], "selected": 0 } },
                { "title": "About", "detail": "v2", "accessory": "disclosure" }
            ] }
          ]
        }
        """

    private func overlay(_ change: (inout Spec) -> Void = { _ in }) throws -> (CairoRenderer, TableGraphicsList) {
        let pipeline = try RenderPipeline()
        var spec = try SpecLoader.load(Array(Self.spec.utf8), format: .json)
        change(&spec)
        let list = pipeline.layout(spec)
        return (pipeline.renderer, TableGraphicsList(list: pipeline.auditOverlay(list, spec: spec), screenWidth: list.size.width))
    }

    func testTheOverlayInLightDarkAndRightToLeft() throws {
        for (name, change) in [("audit-overlay", { (_: inout Spec) in }),
                               ("audit-overlay.dark", { (spec: inout Spec) in spec.appearance = .dark }),
                               ("audit-overlay.rtl", { (spec: inout Spec) in spec.direction = .rtl })] {
            let (renderer, overlay) = try overlay(change)
            XCTAssertEqual(overlay.list.size.width, overlay.screenWidth + 300, "the legend beside the screen")
            XCTAssertEqual(overlay.list.accessibility.count, 10, name)
            ReferenceImage.assertMatches(try renderer.rasterize(overlay.list), named: name)
        }
    }
}

import TableGraphics

/// An overlay and the width of the screen inside it.
private struct TableGraphicsList {
    var list: DisplayList
    var screenWidth: Double
}
