@testable import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// PNGs drawn in bands have exactly the pixels of one whole surface, whatever crosses a band's edge.
final class BandedRenderTests: XCTestCase {
    /// Text (several lines, an emoji), shadows, clip groups with children, gradients, strokes and hairlines,
    /// repeated down a tall list at offsets that do not line up with pixels, so many cross band edges.
    private func list(scale: Double, background: RGBAColor = RGBAColor(242, 242, 247), gradients: Bool = true)
        -> DisplayList {
        var items: [DisplayItem] = []
        var y = 3.3
        var index = 0
        while y < 880 {
            let card = FilledShape(rect: Rect(x: 8, y: y, width: 104, height: 37.7), radii: CornerRadii(all: 10),
                                   color: RGBAColor(255, 255, 255))
            items.append(.shadow(ShadowItem(shape: card, offset: Point(0, 2.5), blurRadius: 9)))
            items.append(.fill(card))
            items.append(.clip(ClipGroup(shape: card, items: [
                .fill(FilledShape(rect: Rect(x: 0, y: y + 20.1, width: 120, height: 30), color: RGBAColor(255, 59, 48, 90),
                                  gradientBottom: gradients && index % 3 == 0 ? RGBAColor(0, 122, 255, 200) : nil)),
                .text(TextRun(text: "Clipped text \(index) gjpqy", style: TextStyle(family: "Inter", size: 15),
                              color: RGBAColor(0, 0, 0), origin: Point(14, y + 24.6), width: 90)),
            ])))
            items.append(.text(TextRun(text: "Wi-Fi \(index) 😀 and a wrapped second line", style: TextStyle(family: "Inter", size: 17),
                                       color: RGBAColor(60, 60, 67), origin: Point(16, y + 1.7), width: 80, maxLines: 2,
                                       lineCount: 2)))
            var chevron = Path()
            chevron.move(to: Point(100, y + 12.2))
            chevron.line(to: Point(105.5, y + 18.9))
            chevron.line(to: Point(100, y + 25.4))
            items.append(.stroke(StrokedPath(path: chevron, color: RGBAColor(196, 196, 199), lineWidth: 2.2)))
            items.append(.hairline(Hairline(rect: Rect(x: 16, y: y + 37.7 - 1 / scale, width: 96, height: 1 / scale),
                                            color: RGBAColor(198, 198, 200))))
            y += 41.9 + Double(index % 3) * 0.37
            index += 1
        }
        return DisplayList(size: Size(120, 900), scale: scale, background: background, items: items)
    }

    func testBandsGiveTheWholeSurfacesPixelsAtEveryScale() throws {
        let renderer = try CairoRenderer()
        for scale in [1.0, 2.0, 3.0] {
            let drawn = list(scale: scale)
            let plan = try XCTUnwrap(BandPlan(drawn), "drawn in bands")
            XCTAssertGreaterThan(plan.bands.count, 2, "several bands at \(scale)×")
            let banded = try renderer.encodeBandedPNG(drawn, threads: 2)
            XCTAssertEqual(banded[25], 2, "an opaque background: RGB")
            let whole = try renderer.rasterize(drawn)
            let decoded = try ImageSurface.decodePNG(banded)
            XCTAssertEqual(differingPixels(decoded, whole), 0, "scale \(scale): pixels differ")
        }
    }

    func testABandTouchesNoMemoryOutsideItsRows() throws {
        // Every band's surface is as tall as the image, with only the band's rows in real memory: a stray write
        // above or below them would land in the neighbouring slot (or the heap). Fill both slots with a
        // pattern, draw a middle band into the second slot, and find the pattern intact around it.
        let renderer = try CairoRenderer()
        let drawn = list(scale: 3)
        let plan = try XCTUnwrap(BandPlan(drawn))
        let rows = plan.bands[plan.bands.count / 2]
        let ring = try BandRing(width: drawn.pixelSize.width, height: drawn.pixelSize.height,
                                rows: plan.tallest + 7, slots: 2)
        for slot in 0..<2 { ring.slotMemory(slot).initializeMemory(as: UInt8.self, repeating: 0xA5) }
        let band = try renderer.drawBand(drawn, rows: rows, extents: drawn.items.map(\.verticalExtent), ring: ring,
                                         slot: 1)
        XCTAssertTrue(ring.slotMemory(0).allSatisfy { $0 == 0xA5 }, "rows above the band are untouched")
        XCTAssertTrue(ring.slotMemory(1)[(rows.count * ring.stride)...].allSatisfy { $0 == 0xA5 },
                      "rows below the band are untouched")
        XCTAssertEqual(try differingRows(band, rows: rows, ring: ring, whole: renderer.rasterize(drawn)), 0,
                       "the band holds the whole render's rows")
    }

    /// Pixels of a band in its slot that differ from the same rows of the whole render.
    private func differingRows(_ band: BandRing.Band, rows: Range<Int>, ring: BandRing, whole: RGBAImage) -> Int {
        var differing = 0
        for row in 0..<rows.count {
            for x in 0..<whole.width {
                let word = (band.pixels + row * ring.stride).withMemoryRebound(to: UInt32.self, capacity: x + 1) { $0[x] }
                let straight = PNGRowFilter.straightRGBA(word)
                let offset = 4 * ((rows.lowerBound + row) * whole.width + x)
                let expected = UInt32(whole.pixels[offset]) | UInt32(whole.pixels[offset + 1]) << 8
                    | UInt32(whole.pixels[offset + 2]) << 16 | UInt32(whole.pixels[offset + 3]) << 24
                if straight != expected { differing += 1 }
            }
        }
        return differing
    }

    func testAnOpaqueBackgroundLeavesNothingOfTheSlotsLastBand() throws {
        // The slot is not cleared under an opaque background that covers every pixel: whatever an earlier band
        // left there must not show. Under a translucent one it would, which is why that slot is cleared.
        let renderer = try CairoRenderer()
        for background in [RGBAColor(242, 242, 247), RGBAColor(242, 242, 247, 128)] {
            let drawn = list(scale: 3, background: background)
            let plan = try XCTUnwrap(BandPlan(drawn))
            let rows = plan.bands[1]
            let ring = try BandRing(width: drawn.pixelSize.width, height: drawn.pixelSize.height, rows: plan.tallest,
                                    slots: 1)
            ring.slotMemory(0).initializeMemory(as: UInt8.self, repeating: 0xA5)
            let band = try renderer.drawBand(drawn, rows: rows, extents: drawn.items.map(\.verticalExtent), ring: ring,
                                             slot: 0, clear: false)
            let differing = try differingRows(band, rows: rows, ring: ring, whole: renderer.rasterize(drawn))
            if background.alpha == 255 {
                XCTAssertEqual(differing, 0, "an opaque background covers the old band")
            } else {
                XCTAssertGreaterThan(differing, 0, "a translucent one lets it through: such slots must be cleared")
            }
        }
    }

    func testSlotsAreWholePagesSoTheyCanBeFaultedInAhead() throws {
        // madvise takes page-aligned ranges only: slots of 334 rows of 1170 px are 1,563,120 bytes, not whole
        // pages, and were once silently refused.
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let ring = try BandRing(width: 1170, height: 4000, rows: 334, slots: 3)
        XCTAssertEqual(ring.slotMemory(0).count % page, 0)
        XCTAssertGreaterThanOrEqual(ring.slotMemory(0).count, 334 * ring.stride)
        // Whether this kernel populates at all (Linux 5.14 and later): ask it about one fresh page.
        let probe = mmap(nil, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        defer { if let probe, probe != MAP_FAILED { munmap(probe, page) } }
        let kernelPopulates = probe.map { $0 != MAP_FAILED && madvise($0, page, 23) == 0 } ?? false
        XCTAssertEqual(ring.prefault(slotsFrom: 1), kernelPopulates)
        // Slot 0 alone, chunk by chunk: every one of its pages resident afterwards (mincore), none of another.
        XCTAssertEqual(ring.prefault(slots: 0..<1), kernelPopulates)
        if kernelPopulates {
            let slot = ring.slotMemory(0)
            var resident = [UInt8](repeating: 0, count: (slot.count + page - 1) / page)
            XCTAssertEqual(mincore(slot.baseAddress, slot.count, &resident), 0)
            XCTAssertTrue(resident.allSatisfy { $0 & 1 == 1 }, "\(resident.filter { $0 & 1 == 0 }.count) pages not in")
            XCTAssertGreaterThan(slot.count, BandRing.prefaultChunk, "the slot takes several calls")
        }
    }

    func testAGradientAcrossAnEdgeStartsTheNextBandRatherThanStretchingOne() throws {
        /// The plan of a 1× list with one gradient over `rows`, and the rows the gradient keeps together.
        func plan(gradientRows rows: Range<Int>) throws -> (plan: BandPlan, top: Int, bottom: Int) {
            let gradient = FilledShape(rect: Rect(x: 5, y: Double(rows.lowerBound), width: 40, height: Double(rows.count)),
                                       color: RGBAColor(255, 0, 0), gradientBottom: RGBAColor(0, 0, 255))
            let list = DisplayList(size: Size(50, 1000), scale: 1, background: RGBAColor(255, 255, 255),
                                   items: [.fill(gradient)])
            let extent = try XCTUnwrap(list.items.first?.gradientExtent)
            return (try XCTUnwrap(BandPlan(list)), Int(extent.lowerBound.rounded(.down)), Int(extent.upperBound.rounded(.up)))
        }
        let pulled = try plan(gradientRows: 200..<330)
        let nominal = BandPlan.nominalRows
        XCTAssertEqual(Array(pulled.plan.bands.prefix(3)),
                       [0..<pulled.top, pulled.top..<pulled.top + nominal, pulled.top + nominal..<pulled.top + 2 * nominal])
        XCTAssertEqual(pulled.plan.tallest, nominal, "no band taller than nominal for the gradient")
        // Starting in the first quarter of a band, the gradient would leave a sliver: the edge goes below it.
        let pushed = try plan(gradientRows: 30..<300)
        XCTAssertEqual(Array(pushed.plan.bands.prefix(2)), [0..<pushed.bottom, pushed.bottom..<pushed.bottom + nominal])
    }

    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return -1 }
        return (0..<(a.width * a.height)).filter { a.pixels[4 * $0..<4 * $0 + 4] != b.pixels[4 * $0..<4 * $0 + 4] }.count
    }

    func testBandEdgesStayOffGradientsAndCutEverythingElse() throws {
        let renderer = try CairoRenderer()
        for gradients in [true, false] {
            let drawn = list(scale: 3, gradients: gradients)
            let plan = try XCTUnwrap(BandPlan(drawn))
            XCTAssertEqual(plan.bands.first?.lowerBound, 0)
            XCTAssertEqual(plan.bands.last?.upperBound, drawn.pixelSize.height)
            XCTAssertTrue(zip(plan.bands, plan.bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            let spans = drawn.items.compactMap(\.gradientExtent).map { ($0.lowerBound * 3)..<($0.upperBound * 3) }
            XCTAssertEqual(spans.isEmpty, !gradients)
            for band in plan.bands.dropLast() {
                XCTAssertFalse(spans.contains { $0.contains(Double(band.upperBound)) && Double(band.upperBound) != $0.lowerBound },
                               "edge \(band.upperBound) cuts a gradient")
            }
            if !gradients {
                XCTAssertEqual(Set(plan.bands.dropLast().map(\.count)), [BandPlan.nominalRows], "no gradient: even bands")
            }
            let png = try renderer.encodeBandedPNG(drawn, threads: 2)
            XCTAssertEqual(differingPixels(try ImageSurface.decodePNG(png), try renderer.rasterize(drawn)), 0)
        }
    }

    func testAGradientTallerThanABandDrawsOnOneSurface() throws {
        let tall = DisplayList(size: Size(50, 1000), scale: 3, background: RGBAColor(255, 255, 255), items: [
            .fill(FilledShape(rect: Rect(x: 5, y: 10.5, width: 40, height: 980), color: RGBAColor(255, 0, 0),
                              gradientBottom: RGBAColor(0, 0, 255))),
        ])
        XCTAssertNil(BandPlan(tall), "2940 px of gradient cannot fit a band of at most \(BandPlan.maximumRows)")
        let renderer = try CairoRenderer()
        let png = try renderer.encodeBandedPNG(tall, threads: 2)
        XCTAssertEqual(differingPixels(try ImageSurface.decodePNG(png), try renderer.rasterize(tall)), 0)
    }

    func testTranslucentCanvasesKeepAlphaInBands() throws {
        let renderer = try CairoRenderer()
        let drawn = list(scale: 2, background: RGBAColor(0, 0, 0, 0))
        let banded = try renderer.encodeBandedPNG(drawn, threads: 2)
        XCTAssertEqual(banded[25], 6, "RGBA")
        XCTAssertEqual(differingPixels(try ImageSurface.decodePNG(banded), try renderer.rasterize(drawn)), 0)
    }

    func testBandedBytesDoNotDependOnThreadsOrTheRun() throws {
        let renderer = try CairoRenderer()
        let drawn = list(scale: 3)
        let one = try renderer.encodeBandedPNG(drawn, threads: 1)
        XCTAssertEqual(one, try renderer.encodeBandedPNG(drawn, threads: 2))
        XCTAssertEqual(one, try renderer.encodeBandedPNG(drawn, threads: 1), "a second run")
        XCTAssertEqual(one, try renderer.render(drawn, format: .png), "what render writes")
        XCTAssertEqual(PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: one), renderer.versions.description)
    }
}
