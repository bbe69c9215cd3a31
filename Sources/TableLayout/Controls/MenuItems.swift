import TableGraphics
import TableResolve

/// A pop-up menu value on the row's trailing side: the value, cut in the middle when long, and the up/down
/// chevrons; every number in `MenuLook`.
enum MenuItems {
    /// The value measured into at most `maximumWidth` with its glyph, and the width of both.
    static func placed(_ value: String, maximumWidth: Double, look: MenuLook,
                       measurer: TextMeasuring) -> (kind: PlacedControl, width: Double) {
        let natural = measurer.measure(value, style: look.font, width: nil, maxLines: 1).width
        // The width holds the value and its glyph: a long value in a narrow row (a section index, AX5) must leave
        // the glyph room, or the two reach past the canvas's edge.
        let glyph = look.glyphGap + look.glyphSize.width
        let textWidth = max(1, min(natural, maximumWidth - glyph))
        // A SwiftUI Picker's menu value keeps both ends of a long choice: it is cut in the middle.
        let measurement = measurer.measure(value, style: look.font, width: textWidth, maxLines: 1, truncation: .middle)
        let text = PlacedText(text: value, style: look.font, color: look.value, x: 0, width: textWidth,
                              alignment: .right, maxLines: 1, measurement: measurement, truncation: .middle)
        return (.menu(text), textWidth + look.glyphGap + look.glyphSize.width)
    }

    /// The value from `x` and the glyph after it, centred on `centerY`.
    static func items(_ text: PlacedText, x: Double, centerY: Double, look: MenuLook) -> [DisplayItem] {
        var value = text
        value.x = x
        let size = look.glyphSize
        let pen = look.glyphLineWidth
        let box = Rect(x: x + text.width + look.glyphGap, y: centerY - size.height / 2, width: size.width,
                       height: size.height)
        // Two chevrons, "^" over "v", pointing away from a gap between them; ink (pen included) fills the box.
        let chevronHeight = (size.height * (1 - look.glyphGapShare)) / 2
        let left = box.x + pen / 2, right = box.maxX - pen / 2
        var path = Path()
        path.move(to: Point(left, box.y + chevronHeight - pen / 2))
        path.line(to: Point(box.midX, box.y + pen / 2))
        path.line(to: Point(right, box.y + chevronHeight - pen / 2))
        path.move(to: Point(left, box.maxY - chevronHeight + pen / 2))
        path.line(to: Point(box.midX, box.maxY - pen / 2))
        path.line(to: Point(right, box.maxY - chevronHeight + pen / 2))
        return [
            .text(value.run(top: centerY - text.measurement.height / 2)),
            .stroke(StrokedPath(path: path, color: look.glyph, lineWidth: pen, flipsInRightToLeft: false)),
        ]
    }
}
