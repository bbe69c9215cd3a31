import TableGraphics
import TableLayout
import TableRenderKit
import TableResolve
import TableSpec
import XCTest

/// Command-line values replace the spec's own: `--device` and `--devices` too, with `--scale`/`--width` on top.
final class SpecOverridesTests: XCTestCase {
    private static let pipeline = Result { try RenderPipeline() }

    /// A spec that writes its own width and scale, as every example does.
    private func sized(_ json: String = #"{ "width": 390, "scale": 3, "sections": [ { "rows": [ "A" ] } ] }"#) throws -> Spec {
        try SpecLoader.load(Array(json.utf8), format: .json)
    }

    private func device(_ device: Device, scale: Double? = nil, width: Double? = nil) -> SpecOverrides {
        var overrides = SpecOverrides(scale: scale, width: width)
        overrides.device = device
        return overrides
    }

    private func canvas(_ spec: Spec, _ overrides: SpecOverrides = SpecOverrides()) throws -> Canvas {
        try Self.pipeline.get().resolve(spec, overrides: overrides).canvas
    }

    func testTheDeviceOptionReplacesTheSpecsWidthScaleSizeClassAndSafeArea() throws {
        let canvas = try canvas(try sized(), device(.ipad11))
        XCTAssertEqual(canvas.width, 834)
        XCTAssertEqual(canvas.scale, 2)
        XCTAssertEqual(canvas.sizeClass, .regular)
        XCTAssertEqual(canvas.safeArea, EdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(canvas.device, .ipad11)
    }

    func testScaleAndWidthOptionsWinOverTheDeviceOption() throws {
        let scaled = try canvas(try sized(), device(.iphoneSE, scale: 1))
        XCTAssertEqual(scaled.width, 375)
        XCTAssertEqual(scaled.scale, 1)
        let narrowed = try canvas(try sized(), device(.iphoneSE, width: 320))
        XCTAssertEqual(narrowed.width, 320)
        XCTAssertEqual(narrowed.scale, 2)
    }

    func testTheDeviceOptionReplacesTheSpecsOwnDeviceKeepingItsOrientation() throws {
        let json = #"{ "device": "iphone-se", "orientation": "landscape", "width": 300, "sections": [] }"#
        let own = try canvas(try sized(json))
        XCTAssertEqual(own.width, 300, "the spec's own keys win over its own device key")
        XCTAssertEqual(own.scale, 2)
        let placed = try canvas(try sized(json), device(.iphone15))
        XCTAssertEqual(placed.width, 852, "the command line wins over the spec, in the spec's orientation")
        XCTAssertEqual(placed.scale, 3)
    }

    func testDevicesSideBySideEachReplaceTheSpecsWidthAndScale() throws {
        let pipeline = try Self.pipeline.get()
        let list = pipeline.variants(of: try sized(), appearances: [], devices: [.iphoneSE, .iphone15, .ipad11],
                                     captions: false)
        XCTAssertEqual(tileWidths(list), [375, 393, 834])
        XCTAssertEqual(list.scale, 3, "the finest scale among the devices")
        let scaled = pipeline.variants(of: try sized(), overrides: SpecOverrides(scale: 1), appearances: [],
                                       devices: [.iphoneSE, .ipad11], captions: false)
        XCTAssertEqual(tileWidths(scaled), [375, 834])
        XCTAssertEqual(scaled.scale, 1, "--scale wins over every device")
        let narrowed = pipeline.variants(of: try sized(), overrides: SpecOverrides(width: 320), appearances: [],
                                         devices: [.iphoneSE, .ipad11], captions: false)
        XCTAssertEqual(tileWidths(narrowed), [320, 320], "--width wins over every device")
    }

    /// The widths of a composition's tiles: each is a clip group the size of its render.
    private func tileWidths(_ list: DisplayList) -> [Double] {
        list.items.compactMap { if case .clip(let group) = $0 { return group.shape.rect.width } else { return nil } }
    }
}
