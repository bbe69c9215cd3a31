import TableGraphics

/// Adds strokes that draw themselves to cairo's SVG output, which cannot express animation: each becomes a
/// `<path>` whose dash offset animates from its length to 0 (SMIL, which browsers play), appended on top.
enum SVGStrokeAnimation {
    static func insert(_ strokes: [StrokedPath], into svg: [UInt8]) -> [UInt8] {
        guard !strokes.isEmpty else { return svg }
        let closing = Array("</svg>".utf8)
        guard let end = lastIndex(of: closing, in: svg) else { return svg }
        var markup = "<g fill=\"none\">\n"
        for stroke in strokes {
            guard let animation = stroke.animation else { continue }
            let length = number(animation.length)
            let color = stroke.color
            let opacity = color.alpha == 255 ? "" : " stroke-opacity=\"\(number(Double(color.alpha) / 255))\""
            markup += "<path d=\"\(pathData(stroke.path))\" stroke=\"rgb(\(color.red),\(color.green),\(color.blue))\""
                + "\(opacity) stroke-width=\"\(number(stroke.lineWidth))\" stroke-linecap=\"\(stroke.cap.rawValue)\""
                + " stroke-dasharray=\"\(length) \(length)\" stroke-dashoffset=\"\(length)\">"
                + "<animate attributeName=\"stroke-dashoffset\" from=\"\(length)\" to=\"0\""
                + " begin=\"\(number(animation.delay))s\" dur=\"\(number(animation.duration))s\" fill=\"freeze\"/>"
                + "</path>\n"
        }
        markup += "</g>\n"
        return Array(svg[..<end]) + Array(markup.utf8) + Array(svg[end...])
    }

    private static func pathData(_ path: Path) -> String {
        path.text(afterCommand: " ") { "\(number($0.x)) \(number($0.y))" }
    }

    /// Up to four decimals, no trailing zeros: stable text for stable bytes.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { text = String(Int(rounded)) }
        return text
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
