import TableGraphics
import TableResolve

/// A stepper on the row's trailing side: its "−" and "+" halves, its value in the title's line and its two
/// focusable halves; every number in `StepperLook`.
enum StepperItems {
    /// The title as drawn: the value joins it in the title's line, as SwiftUI's `Stepper("Copies: \(n)")`.
    static func title(_ title: String, value: String?, look: StepperLook) -> String {
        guard let value, !value.isEmpty else { return title }
        if title.isEmpty { return value }
        // A title already ending in a colon gets only the space.
        return title.hasSuffix(":") ? title + " " + value : title + look.valueJoiner + value
    }

    /// The stepper's box from `x`, centred on `centerY` and snapped to the pixel grid.
    private static func box(x: Double, centerY: Double, look: StepperLook, grid: PixelGrid) -> Rect {
        Rect(x: x, y: grid.snap(centerY - look.size.height / 2), width: look.size.width, height: look.size.height)
    }

    /// The stepper's fill, divider and glyphs.
    static func items(x: Double, centerY: Double, look: StepperLook, environment: LayoutEnvironment) -> [DisplayItem] {
        let box = box(x: x, centerY: centerY, look: look, grid: environment.grid)
        let divider = Rect(x: environment.grid.snap(box.midX - look.dividerWidth / 2),
                           y: box.y + look.dividerInset, width: look.dividerWidth,
                           height: box.height - 2 * look.dividerInset)
        let pen = look.glyphLineWidth
        let half = (look.glyphSize - pen) / 2
        // Each glyph centred in its half; the centre line is shorter than the ink by the round caps.
        var minus = Path()
        let minusX = box.x + box.width / 4
        minus.move(to: Point(minusX - half, box.midY))
        minus.line(to: Point(minusX + half, box.midY))
        var plus = Path()
        let plusX = box.x + box.width * 3 / 4
        plus.move(to: Point(plusX - half, box.midY))
        plus.line(to: Point(plusX + half, box.midY))
        plus.move(to: Point(plusX, box.midY - half))
        plus.line(to: Point(plusX, box.midY + half))
        return [
            .fill(FilledShape(rect: box, radii: CornerRadii(all: look.cornerRadius),
                              curve: ControlItems.curve(radius: look.cornerRadius, height: box.height,
                                                        environment: environment),
                              color: look.fill)),
            .fill(FilledShape(rect: divider, radii: CornerRadii(all: 0), curve: .circular, color: look.divider)),
            // Symmetric glyphs: a right-to-left layout moves the halves (UIKit mirrors controls) without turning them.
            .stroke(StrokedPath(path: minus, color: look.glyph, lineWidth: pen, flipsInRightToLeft: false)),
            .stroke(StrokedPath(path: plus, color: look.glyph, lineWidth: pen, flipsInRightToLeft: false)),
        ]
    }

    /// The "−" and "+" halves, each focused on its own.
    static func accessibilityElements(x: Double, centerY: Double, look: StepperLook, grid: PixelGrid,
                                      context: String?) -> [AccessibilityElement] {
        let box = box(x: x, centerY: centerY, look: look, grid: grid)
        let minus = Rect(x: box.x, y: box.y, width: box.width / 2, height: box.height)
        let plus = Rect(x: box.midX, y: box.y, width: box.width / 2, height: box.height)
        return [
            AccessibilityElement(frame: minus, label: "Decrement", kind: .stepperDecrement, traits: .button,
                                 target: minus, context: context),
            AccessibilityElement(frame: plus, label: "Increment", kind: .stepperIncrement, traits: .button,
                                 target: plus, context: context),
        ]
    }
}
