import Foundation

extension DisplayList {
    /// A stable, line-per-primitive text form, for tests and `--dump-layout` (resvg's tree-as-text idea).
    ///
    /// Numbers are rounded to 1/1000 pt so the dump does not change with floating-point noise.
    public func dump() -> String {
        var lines = ["canvas \(fmt(size.width))x\(fmt(size.height)) @\(fmt(scale))x \(background)"]
        for item in items { DisplayList.dump(item, depth: 0, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ item: DisplayItem, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch item {
        case .fill(let shape):
            let gradient = shape.gradientBottom.map { " → \($0)" } ?? ""
            let caps = shape.capHeights.map { " caps \(fmt($0.top))/\(fmt($0.bottom))" } ?? ""
            lines.append(indent + "fill \(rect(shape.rect))\(radii(shape.radii, shape.curve))\(caps) \(shape.color)\(gradient)")
        case .hairline(let line):
            lines.append(indent + "hairline \(rect(line.rect)) \(line.color)")
        case .stroke(let stroke):
            let animation = stroke.animation.map {
                " animate delay \(fmt($0.delay)) duration \(fmt($0.duration)) length \(fmt($0.length))"
            } ?? ""
            lines.append(indent + "stroke \(path(stroke.path)) width \(fmt(stroke.lineWidth)) \(stroke.cap.rawValue) "
                + "\(stroke.color)\(animation)")
        case .text(let run):
            // Only the uncommon middle ellipsis is named, so dumps of tail-cut runs read as before.
            let limit = run.maxLines > 0 ? " lines \(run.maxLines)" + (run.truncation == .middle ? " middle" : "") : ""
            lines.append(indent + "text \(fmt(run.origin.x)),\(fmt(run.origin.y)) w \(fmt(run.width)) "
                + "\(run.style.family) \(fmt(run.style.size)) \(run.style.weight.name) track \(fmt(run.style.tracking))"
                + (run.style.lineHeight.map { " leading \(fmt($0))" } ?? "") + " "
                + "\(run.alignment.rawValue) \(run.direction.rawValue)\(limit) \(run.color) \(quoted(run.text))"
                + spans(run.spans))
        case .image(let image):
            lines.append(indent + "image \(rect(image.shape.rect))\(radii(image.shape.radii, image.shape.curve)) \(quoted(image.path))")
        case .shadow(let shadow):
            lines.append(indent + "shadow \(rect(shadow.shape.rect))\(radii(shadow.shape.radii, shadow.shape.curve)) "
                + "offset \(fmt(shadow.offset.x)),\(fmt(shadow.offset.y)) blur \(fmt(shadow.blurRadius)) \(shadow.shape.color)")
        case .clip(let group):
            lines.append(indent + "clip \(rect(group.shape.rect))\(radii(group.shape.radii, group.shape.curve))")
            for child in group.items { dump(child, depth: depth + 1, into: &lines) }
        }
    }

    /// The coloured stretches of a run as ` spans START+LENGTH COLOUR, …` (nothing when there are none, so runs
    /// without links dump as before).
    private static func spans(_ spans: [ColoredSpan]) -> String {
        guard !spans.isEmpty else { return "" }
        return " spans " + spans.map { "\($0.start)+\($0.length) \($0.color)" }.joined(separator: ", ")
    }

    private static func rect(_ r: Rect) -> String {
        "\(fmt(r.x)),\(fmt(r.y)) \(fmt(r.width))x\(fmt(r.height))"
    }

    private static func radii(_ r: CornerRadii, _ curve: CornerCurve) -> String {
        if r.isZero { return "" }
        let values = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]
        if values.allSatisfy({ $0 == r.topLeft }) { return " r \(fmt(r.topLeft)) \(curve.rawValue)" }
        return " r \(values.map(fmt).joined(separator: "/")) \(curve.rawValue)"
    }

    private static func path(_ p: Path) -> String {
        p.text(afterCommand: "") { "\(fmt($0.x)),\(fmt($0.y))" }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

extension DisplayList {
    /// A number as dumps write it: at most three decimals, no trailing zeros (`35.333`, `20`, `-0.408`).
    public static func dumpNumber(_ value: Double) -> String { fmt(value) }
}

/// A number with at most three decimals and no trailing zeros: `35.333`, `20`, `-0.408`.
func fmt(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text == "-0" ? "0" : text
}
