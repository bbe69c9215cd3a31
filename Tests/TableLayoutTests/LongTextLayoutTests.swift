import LayoutTestSupport
import TableGraphics
import TableLayout
import TableSpec
import XCTest

/// The layout measures a text a fixed number of times whatever its length (issue 27: a 10,000-letter word at
/// AX5 in 200 pt took 57 s): the cost of a long text is the measurer's alone, never a loop over its characters.
final class LongTextLayoutTests: XCTestCase {
    /// Counts the measurer's calls and the characters it was given, around the fixed-width measurer.
    private final class CountingMeasurer: TextMeasuring {
        let inner = FixedWidthMeasurer()
        var calls = 0
        var characters = 0

        func measure(_ text: String, style: TextStyle, width: Double?, maxLines: Int) -> TextMeasurement {
            calls += 1
            characters += text.count
            return inner.measure(text, style: style, width: width, maxLines: maxLines)
        }
    }

    /// Every place a row or section puts text, with `text` in it, at AX5 in 200 pt.
    private func spec(_ text: String) -> [String: Spec] {
        func table(_ section: Section) -> Spec {
            var spec = Spec(sections: [section])
            spec.width = 200
            spec.dynamicType = .AX5
            return spec
        }
        var subtitled = Row(title: "Title")
        subtitled.subtitle = text
        var value1 = Row(title: text)
        value1.detail = text
        var limited = Row(title: text)
        limited.lines = 3
        return [
            "title": table(Section(rows: [Row(title: text)])),
            "subtitle": table(Section(rows: [subtitled])),
            "value1 title and detail": table(Section(rows: [value1])),
            "lines 3": table(Section(rows: [limited])),
            "header and footer": table(Section(header: SectionHeader(text: text), footer: text, rows: [Row(title: "Row")])),
            "ten rows": table(Section(rows: Array(repeating: Row(title: text), count: 10))),
        ]
    }

    func testALongWordIsMeasuredAsOftenAsAShortOne() {
        let short = spec(String(repeating: "a", count: 100))
        let long = spec(String(repeating: "a", count: SpecLimits.maximumTextLength))
        for (place, shortSpec) in short {
            let shortCount = CountingMeasurer(), longCount = CountingMeasurer()
            _ = TableLayoutEngine(measurer: shortCount).layout(shortSpec)
            _ = TableLayoutEngine(measurer: longCount).layout(long[place] ?? shortSpec)
            XCTAssertEqual(longCount.calls, shortCount.calls, "\(place): the same measurements")
            // Each measurement is given the text once: 100 times longer text, 100 times the characters at most.
            XCTAssertLessThanOrEqual(longCount.characters, shortCount.characters * 100 + 1_000, place)
        }
    }

    func testTheLongWordRowWrapsToItsFullHeightAtAX5In200Points() throws {
        let word = String(repeating: "a", count: SpecLimits.maximumTextLength)
        let list = TableLayoutEngine(measurer: FixedWidthMeasurer()).layout(try XCTUnwrap(spec(word)["title"]))
        let run = try XCTUnwrap(list.texts.first { $0.text == word })
        // The fixed-width measurer puts a character in half the size: every line holds the same count.
        let perLine = Int((run.width / (run.style.size * 0.5)).rounded(.down))
        XCTAssertEqual(run.lineCount, (word.count + perLine - 1) / perLine)
        XCTAssertEqual(try XCTUnwrap(run.height), Double(run.lineCount) * run.style.size * 1.2, accuracy: 1e-6)
        XCTAssertGreaterThan(list.size.height, try XCTUnwrap(run.height), "the row grows to hold every line")
    }
}
