import TableGraphics
import TableResolve

/// The primitives of a circular avatar: a coloured circle with white initials, or an image clipped to a circle.
enum AvatarItems {
    /// The avatar's items in a circle of `diameter` from `leading`, centred on `centerY`, initials in `font`.
    static func items(_ avatar: ContentAvatar, diameter: Double, leading: Double, centerY: Double, font: TextStyle,
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
                .fill(initialsBackground(avatar, circle: circle, radii: radii, environment: environment)),
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

    /// The circle behind initials: the spec's colour, or Settings' grey gradient when it gives none.
    private static func initialsBackground(_ avatar: ContentAvatar, circle: Rect, radii: CornerRadii,
                                           environment: LayoutEnvironment) -> FilledShape {
        if let color = avatar.color {
            return FilledShape(rect: circle, radii: radii, curve: .circular, color: color)
        }
        let look = environment.resolved.look.avatars
        return FilledShape(rect: circle, radii: radii, curve: .circular, color: look.initialsGradientTop,
                           gradientBottom: look.initialsGradientBottom)
    }
}
