import TableGraphics
import TableResolve

/// A prominent button row's fill (row `role: "prominent"`); its look in `ProminentRowLook`.
enum ProminentRowItems {
    /// The fill in the row's `frame`: the cell with the card's corners (`radii`), or a capsule in iOS 26.
    static func fill(_ row: ContentRow, frame: Rect, radii: CornerRadii, curve: CornerCurve,
                     environment: LayoutEnvironment) -> DisplayItem {
        let look = environment.resolved.look.prominentRow
        let color = row.disabled ? look.disabledFill : look.fill
        if look.isCapsule {
            var capsule = frame
            if !environment.metrics.insetSections {
                // Edge to edge there is no card to be the button's outline: the capsule spans the content's
                // width, as a full-width button in a plain list row does.
                capsule.x = environment.contentLeading
                capsule.width = max(0, environment.contentTrailing - environment.contentLeading)
            }
            return .fill(FilledShape(rect: capsule, radii: CornerRadii(all: capsule.height / 2), curve: .circular,
                                     color: color))
        }
        return .fill(FilledShape(rect: frame, radii: radii, curve: curve, color: color))
    }
}
