import TableGraphics
import TableResolve

/// A progress bar under the row's texts; every number in `ProgressLook`.
enum ProgressItems {
    /// The track from `x`, `width` wide, at `top`, and its fill to `fraction`.
    static func items(x: Double, width: Double, fraction: Double, top: Double, look: ProgressLook,
                      grid: PixelGrid) -> [DisplayItem] {
        let bar = Rect(x: x, y: grid.snap(top), width: width, height: look.height)
        var filled = bar
        filled.width = bar.width * fraction
        var items = [capsule(bar, look.track)]
        if filled.width > 0 { items.append(capsule(filled, look.fill)) }
        return items
    }

    /// A round-capped bar (the slider's track too).
    static func capsule(_ rect: Rect, _ color: RGBAColor) -> DisplayItem {
        .fill(FilledShape(rect: rect, radii: CornerRadii(all: rect.height / 2), curve: .circular, color: color))
    }
}
