import TableGraphics
import TableResolve

extension DisplayList {
    /// The list mirrored horizontally: how a right-to-left layout is derived from the left-to-right one, so
    /// every frame mirrors exactly and chevrons point the other way.
    public func mirrored() -> DisplayList {
        var copy = self
        copy.items = items.map { $0.mirrored(inWidth: size.width) }
        copy.accessibility = accessibility.map { $0.mirrored(inWidth: size.width) }
        return copy
    }
}

extension DisplayItem {
    /// The item mirrored inside a canvas of `width`.
    func mirrored(inWidth width: Double) -> DisplayItem {
        switch self {
        case .fill(var shape):
            shape.rect = shape.rect.mirrored(inWidth: width)
            shape.radii = shape.radii.mirrored
            return .fill(shape)
        case .hairline(var line):
            line.rect = line.rect.mirrored(inWidth: width)
            return .hairline(line)
        case .stroke(var stroke):
            if stroke.flipsInRightToLeft {
                stroke.path = stroke.path.mapPoints { Point(width - $0.x, $0.y) }
            } else {
                // Move the shape to its mirrored place without turning it round.
                let xs = stroke.path.points.map(\.x)
                let shift = width - (xs.max() ?? 0) - (xs.min() ?? 0)
                stroke.path = stroke.path.mapPoints { Point($0.x + shift, $0.y) }
            }
            return .stroke(stroke)
        case .text(var run):
            run.origin.x = width - (run.origin.x + run.width)
            run.alignment = run.alignment.mirrored
            run.direction = .rtl
            return .text(run)
        case .image(var image):
            image.shape.rect = image.shape.rect.mirrored(inWidth: width)
            image.shape.radii = image.shape.radii.mirrored
            return .image(image)
        case .shadow(var shadow):
            shadow.shape.rect = shadow.shape.rect.mirrored(inWidth: width)
            shadow.shape.radii = shadow.shape.radii.mirrored
            shadow.offset.x = -shadow.offset.x
            return .shadow(shadow)
        case .clip(var group):
            group.shape.rect = group.shape.rect.mirrored(inWidth: width)
            group.shape.radii = group.shape.radii.mirrored
            group.items = group.items.map { $0.mirrored(inWidth: width) }
            return .clip(group)
        }
    }
}
