import Foundation
import TableGraphics
import TableResolve

/// A medium activity indicator on the row's trailing side; every number in `SpinnerLook`.
enum SpinnerItems {
    /// The spokes, the head at 12 o'clock.
    static func items(x: Double, centerY: Double, look: SpinnerLook) -> [DisplayItem] {
        let radius = look.diameter / 2
        let center = Point(x + radius, centerY)
        let pen = look.lineWidth
        let outer = radius - pen / 2
        let inner = max(pen / 2, radius * look.innerShare)
        let count = max(1, look.spokes)
        return (0..<count).map { index in
            // The head at 12 o'clock; each spoke behind it (anticlockwise, as the indicator turns clockwise) fainter.
            let angle = -Double.pi / 2 - Double(index) * 2 * Double.pi / Double(count)
            let opacity = look.opacities.indices.contains(index) ? look.opacities[index] : 1
            var path = Path()
            path.move(to: Point(center.x + inner * cos(angle), center.y + inner * sin(angle)))
            path.line(to: Point(center.x + outer * cos(angle), center.y + outer * sin(angle)))
            return .stroke(StrokedPath(path: path, color: look.spoke.withOpacity(opacity), lineWidth: pen))
        }
    }
}
