import TableGraphics
import TableResolve
import TableSpec

/// The primitives of a circular avatar: a coloured circle with white initials, or an image clipped to a circle.
enum AvatarItems {
    /// The avatar's items in a circle of `diameter` from `leading`, centred on `centerY`, initials in `font`.
    static func items(_ avatar: AvatarIcon, diameter: Double, leading: Double, centerY: Double, font: TextStyle,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let palette = environment.palette
        let circle = Rect(x: leading, y: environment.grid.snap(centerY - diameter / 2),
                          width: diameter, height: diameter)
        let initialsLineHeight = environment.avatarLineHeightPerSize * font.size
        // A radius of half the side is a circle only with the circular curve; the continuous one is a squircle.
        let radii = CornerRadii(all: diameter / 2)
        switch avatar.content {
        case .initials(let initials):
            return [
                .fill(FilledShape(rect: circle, radii: radii, curve: .circular,
                                  color: avatar.color.map(palette.resolve) ?? palette.color(.systemGray))),
                .text(TextRun(text: initials, style: font, color: environment.look.iconGlyph,
                              origin: Point(circle.x, circle.midY - initialsLineHeight / 2), width: circle.width,
                              maxLines: 1, alignment: .center)),
            ]
        case .image(let path):
            return [.image(ImageItem(shape: FilledShape(rect: circle, radii: radii, curve: .circular,
                                                        color: palette.color(.clear)),
                                     path: path))]
        }
    }
}
