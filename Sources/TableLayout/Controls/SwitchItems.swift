import TableGraphics
import TableResolve

/// A switch on the row's trailing side (row key `switch`): track and thumb; every number in `SwitchLook`.
enum SwitchItems {
    /// The track from `x`, centred on `centerY`, and the thumb at its end for `isOn`.
    static func items(isOn: Bool, onColor: RGBAColor, x: Double, centerY: Double,
                      environment: LayoutEnvironment) -> [DisplayItem] {
        let look = environment.resolved.look.controls.switch
        let size = look.trackSize
        let track = Rect(x: x, y: environment.grid.snap(centerY - size.height / 2), width: size.width,
                         height: size.height)
        let thumbSize = look.thumbSize
        let inset = (size.height - thumbSize.height) / 2
        let thumbX = isOn ? track.maxX - inset - thumbSize.width : track.x + inset
        let thumb = Rect(x: thumbX, y: track.midY - thumbSize.height / 2, width: thumbSize.width,
                         height: thumbSize.height)
        let round = CornerRadii(all: thumbSize.height / 2)
        let shadows: [DisplayItem] = look.thumbShadows.map { shadow in
            .shadow(ShadowItem(shape: FilledShape(rect: thumb, radii: round, curve: .circular, color: shadow.color),
                               offset: shadow.offset, blurRadius: shadow.blurRadius))
        }
        return [.fill(FilledShape(rect: track, radii: CornerRadii(all: size.height / 2), curve: .circular,
                                  color: isOn ? onColor : look.offTrack))]
            + shadows
            + [.fill(FilledShape(rect: thumb, radii: round, curve: .circular, color: look.thumb))]
    }
}
