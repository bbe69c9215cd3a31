import CCairo
@testable import CairoBackend
import ImageDiff
import TableGraphics
import XCTest

/// Issue 27: texts that cost a minute. A word far longer than a line wraps in time proportional to its length,
/// to exactly the lines Pango alone gives it; a text taller than many pages is drawn a band at a time; the
/// caches compare texts by their bytes.
final class LongTextTests: XCTestCase {
    /// The title font at AX5, the size that made the long word slowest.
    private let ax5 = TextStyle(family: "Inter", size: 53, weight: .regular, tracking: 0.29)
    private let body = TextStyle(family: "Inter", size: 17, weight: .regular, tracking: -0.43)

    /// Every line of a layout: where it starts and ends in the text, its box, and its glyphs and their places.
    private func geometry(_ handle: PangoLayoutHandle) -> [[Int]] {
        var lines: [[Int]] = []
        guard let iterator = pango_layout_get_iter(handle.layout) else { return lines }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var values = [Int(line.pointee.start_index), Int(line.pointee.length), Int(logical.x), Int(logical.y),
                          Int(logical.width), Int(logical.height)]
            var x = 0
            var run = line.pointee.runs
            while let node = run {
                if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                   let glyphs = item.pointee.glyphs {
                    for index in 0..<Int(glyphs.pointee.num_glyphs) {
                        let glyph = glyphs.pointee.glyphs[index]
                        values += [Int(glyph.glyph), x + Int(glyph.geometry.x_offset), Int(glyph.geometry.y_offset)]
                        x += Int(glyph.geometry.width)
                    }
                }
                run = node.pointee.next
            }
            lines.append(values)
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The layout Pango makes of `text` by itself, without break positions.
    private func plain(_ factory: TextLayoutFactory, _ text: String, style: TextStyle, width: Double) -> PangoLayoutHandle {
        text.withCString { factory.plainLayout($0, length: text.utf8.count, style: style, width: width,
                                               context: factory.leftToRight) }
    }

    func testLongWordsWrapToExactlyPangosOwnLines() throws {
        let renderer = try CairoRenderer()
        let factory = renderer.measurer.factory
        let letters = Array("abcdefghijklmnopqrstuvwxyzWAVTo")
        let word = String((0..<400).map { letters[($0 * 7 + $0 / 5) % letters.count] })
        let texts = [String(repeating: "a", count: 400), word, "Before the word " + word + " and after it, in words.",
                     String(repeating: "א", count: 400), word + " " + word,
                     String(repeating: " ", count: 500), "Spaces" + String(repeating: " ", count: 300) + word + "  end"]
        for text in texts {
            for (style, width) in [(ax5, 100.0), (ax5, 1), (body, 60), (body, 150), (body, 390)] {
                let built = factory.windowsLaidOut
                let wrapped = factory.makeLayout(text, style: style, width: width, maxLines: 0)
                XCTAssertGreaterThan(factory.windowsLaidOut, built, "the long word has positions")
                XCTAssertGreaterThan(geometry(wrapped).count, 3)
                XCTAssertEqual(geometry(wrapped), geometry(plain(factory, text, style: style, width: width)),
                               "\(text.prefix(20))… \(style.size) pt in \(width) pt")
            }
        }
    }

    func testTheWorkIsInProportionToTheWordsLength() throws {
        let factory = try CairoRenderer().measurer.factory
        var bytesPerCharacter: [Double] = []
        for count in [2_000, 10_000] {
            let word = String(repeating: "a", count: count)
            let windows = factory.windowBytes
            let breaks = factory.longWordBreaks(word, style: ax5, width: 140, maxLines: 0, context: factory.leftToRight)
            bytesPerCharacter.append(Double(factory.windowBytes - windows) / Double(count))
            // Pango measures at most from a line start to the next position: none far apart.
            let starts = [0] + breaks.positions.map(\.start) + [count]
            let longest = zip(starts, starts.dropFirst()).map { $1 - $0 }.max() ?? count
            XCTAssertLessThanOrEqual(longest, 2 * LongWordBreaks.breakSpacing + LongWordBreaks.windowLength, "\(count)")
            XCTAssertEqual(breaks.positions.map(\.itemEnd).dropLast(), breaks.positions.map(\.start).dropFirst())
        }
        // The windows lay out a few times the word, the same few times whatever its length.
        XCTAssertLessThan(bytesPerCharacter[1], 4, "about 2.5 here")
        XCTAssertLessThan(bytesPerCharacter[1], bytesPerCharacter[0] * 1.2)
    }

    func testOrdinaryTextsAreLaidOutAsBefore() throws {
        let factory = try CairoRenderer().measurer.factory
        let sentences = String(repeating: "A long footer, in words of every length: extraordinarily so. ", count: 150)
        let url = "https://example.com/" + (0..<60).map { "segment\($0)/" }.joined()
        for text in [sentences, url, String(repeating: "中文", count: 2_000), String(repeating: "a", count: 199)] {
            let breaks = factory.longWordBreaks(text, style: body, width: 60, maxLines: 0, context: factory.leftToRight)
            XCTAssertEqual(breaks.positions, [], "\(text.prefix(20))…")
        }
        XCTAssertEqual(factory.windowsLaidOut, 0, "no word of 200 characters: no window")
    }

    func testALineLimitStopsThePositionsAtItsLastLine() throws {
        let factory = try CairoRenderer().measurer.factory
        let word = String(repeating: "a", count: 10_000)
        let breaks = factory.longWordBreaks(word, style: ax5, width: 140, maxLines: 3, context: factory.leftToRight)
        XCTAssertLessThanOrEqual(breaks.positions.count, 2, "none past the third line's start")
        XCTAssertLessThan(factory.windowsLaidOut, 5, "and no window past it")
        let limited = factory.makeLayout(word, style: ax5, width: 140, maxLines: 3)
        XCTAssertEqual(pango_layout_get_line_count(limited.layout), 3)
        XCTAssertNotEqual(pango_layout_is_ellipsized(limited.layout), 0)
    }

    func testCanonicallyEquivalentTextsAreDifferentLayouts() throws {
        let factory = try CairoRenderer().measurer.factory
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        XCTAssertEqual(composed, decomposed, "equal as Swift strings")
        let built = factory.layoutsBuilt
        let first = factory.makeLayout(composed, style: body, width: 200, maxLines: 1)
        let second = factory.makeLayout(decomposed, style: body, width: 200, maxLines: 1)
        XCTAssertEqual(factory.layoutsBuilt, built + 2, "Pango gets other bytes: another layout")
        XCTAssertFalse(first === second)
        XCTAssertTrue(factory.makeLayout(decomposed, style: body, width: 200, maxLines: 1) === second, "and keeps it")
        XCTAssertNotEqual(LayoutText(composed), LayoutText(decomposed))
        // Long texts differing only between the sampled bytes are still told apart.
        let long = String(repeating: "x", count: 5_000)
        var other = Array(long.utf8)
        other[2_501] = UInt8(ascii: "y")
        XCTAssertNotEqual(LayoutText(long), LayoutText(String(decoding: other, as: UTF8.self)))
        XCTAssertEqual(LayoutText(long), LayoutText(String(repeating: "x", count: 5_000)))
    }

    /// 1,500 lines, one letter each: more than `lineByLineThreshold`, and 31,500 pt tall.
    private func tallText(_ renderer: CairoRenderer) -> (list: DisplayList, run: TextRun) {
        let text = String(repeating: "a", count: 1_500)
        let measured = renderer.measurer.measure(text, style: body, width: 20, maxLines: 0)
        let run = TextRun(text: text, style: body, color: RGBAColor(0, 0, 0), origin: Point(4, 3.3), width: 20,
                          height: measured.height, lineCount: measured.lineCount)
        let list = DisplayList(size: Size(30, measured.height + 10), scale: 1, background: RGBAColor(255, 255, 255),
                               items: [.text(run)])
        return (list, run)
    }

    func testATextOfManyLinesIsDrawnABandAtATimeWithTheWholeImagesPixels() throws {
        let renderer = try CairoRenderer()
        let (list, run) = tallText(renderer)
        XCTAssertGreaterThan(run.lineCount, CairoContext.lineByLineThreshold)
        let banded = try ImageSurface.decodePNG(try renderer.encodeBandedPNG(list, threads: 1))
        let handle = renderer.measurer.factory.makeLayout(run.text, style: run.style, width: run.width,
                                                          maxLines: run.maxLines)
        let bands = (list.pixelSize.height + BandPlan.nominalRows - 1) / BandPlan.nominalRows
        // Every line once, plus those a band edge crosses and the reach of the ink past a line's box.
        XCTAssertGreaterThanOrEqual(handle.linesShown, run.lineCount)
        XCTAssertLessThan(handle.linesShown, run.lineCount + bands * 6, "not \(run.lineCount) lines × \(bands) bands")
        let whole = try CairoRenderer().rasterize(list)
        XCTAssertEqual(banded.pixels, whole.pixels, "banded and whole renders agree")
        XCTAssertTrue(banded.pixels.contains { $0 != 255 }, "and something is drawn")
    }
}
