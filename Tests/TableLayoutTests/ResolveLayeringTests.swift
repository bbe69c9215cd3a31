import TableLayout
import TableResolve
import TableSpec
import XCTest

/// The canvas layers, top first: `--scale`/`--width`, `--device`, the spec's keys, the spec's `device`, defaults.
final class ResolveLayeringTests: XCTestCase {
    func testDefaultsWhenNothingIsWritten() {
        let canvas = Resolved(Spec()).canvas
        XCTAssertEqual(canvas.width, 390)
        XCTAssertEqual(canvas.scale, 3)
        XCTAssertEqual(canvas.safeArea, .zero)
        XCTAssertNil(canvas.height)
        XCTAssertEqual(canvas.sizeClass, .compact)
    }

    func testSizeClassDefaultsToRegularFrom600Points() {
        for (width, expected) in [(320.0, SizeClass.compact), (599.5, .compact), (600, .regular), (1024, .regular)] {
            var spec = Spec()
            spec.width = width
            XCTAssertEqual(Resolved(spec).canvas.sizeClass, expected, "width \(width)")
        }
        var explicit = Spec()
        explicit.width = 320
        explicit.sizeClass = .regular
        XCTAssertEqual(Resolved(explicit).canvas.sizeClass, .regular, "an explicit size class wins over the width")
    }

    func testTheSpecsKeysBeatItsOwnDevice() {
        var spec = Spec()
        spec.device = .iphoneSE
        spec.width = 300
        spec.screen = true
        let canvas = Resolved(spec).canvas
        XCTAssertEqual(canvas.width, 300)
        XCTAssertEqual(canvas.scale, 2, "the device fills what the spec leaves")
        XCTAssertEqual(canvas.height, 667, "a screen takes the device's height")
        XCTAssertEqual(canvas.safeArea, EdgeInsets(top: 20))
    }

    func testTheCommandLinesDeviceBeatsTheSpecAndScaleAndWidthBeatTheDevice() {
        var spec = Spec()
        spec.device = .iphoneSE
        spec.orientation = .landscape
        spec.width = 300
        spec.scale = 1
        spec.sizeClass = .compact
        let placed = Resolved(spec, overrides: LayoutOverrides(device: .iphone15ProMax)).canvas
        XCTAssertEqual(placed.width, 932, "the command line's device, in the spec's orientation")
        XCTAssertEqual(placed.scale, 3)
        XCTAssertEqual(placed.sizeClass, .regular)
        XCTAssertEqual(placed.safeArea, EdgeInsets(left: 59, bottom: 21, right: 59))
        let scaled = Resolved(spec, overrides: LayoutOverrides(scale: 2, width: 500, device: .iphone15)).canvas
        XCTAssertEqual(scaled.width, 500)
        XCTAssertEqual(scaled.scale, 2)
        XCTAssertEqual(scaled.device, .iphone15)
    }

    func testTheCommandLinesStyleAndAppearanceBeatTheSpec() {
        var spec = Spec()
        spec.style = .plain
        spec.appearance = .light
        let look = Resolved(spec, overrides: LayoutOverrides(appearance: .dark, style: .grouped)).look
        XCTAssertEqual(look.style, .grouped)
        XCTAssertEqual(look.appearance, .dark)
    }

    func testTypeSizeDirectionGenerationAndScreenAreResolvedNotWrittenIntoTheSpec() {
        var spec = Spec()
        spec.dynamicType = .large
        spec.direction = .ltr
        spec.ios = .ios18
        let overrides = LayoutOverrides(dynamicType: .AX2, direction: .rtl, ios: .ios26, screen: true)
        let resolved = Resolved(spec, overrides: overrides)
        XCTAssertEqual(resolved.look.type, TypeScale(.AX2))
        XCTAssertEqual(resolved.canvas.direction, .rtl)
        XCTAssertEqual(resolved.look.key.generation, Resolved({ var ios26 = spec; ios26.ios = .ios26; return ios26 }()).look.key.generation)
        XCTAssertTrue(resolved.canvas.screen)
        // Without them, the spec's own values.
        let plain = Resolved(spec)
        XCTAssertEqual(plain.look.type, TypeScale(.large))
        XCTAssertEqual(plain.canvas.direction, .ltr)
        XCTAssertFalse(plain.canvas.screen)
        XCTAssertNotEqual(plain.look.key.generation, resolved.look.key.generation)
    }

    func testTheCornerRadiusIsDecidedOnce() {
        var spec = Spec()
        spec.cornerRadius = 4
        XCTAssertEqual(Resolved(spec).look.metrics.cornerRadius, 4)
        spec.style = .grouped
        XCTAssertEqual(Resolved(spec).look.metrics.cornerRadius, 0, "edge-to-edge sections have no corners")
        spec.style = .cards
        XCTAssertEqual(Resolved(spec).look.metrics.cornerRadius, 4)
    }
}
