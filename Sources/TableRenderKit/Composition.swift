import CairoBackend
import Foundation
import TableGraphics
import TableLayout
import TableSpec

/// Design-review outputs built from several renders: variants side by side, contact sheets, review PDFs.
extension RenderPipeline {
    /// Gap between renders in a composition, in points.
    public static let compositionGap = 24.0

    /// The spec drawn once per appearance and device (device × appearance when both are given), side by side.
    /// `overrides` are the command line's: each device replaces the spec's own width and scale as `--device`
    /// does, and the overrides' `scale` and `width` still win over every device.
    public func variants(of spec: Spec, overrides: SpecOverrides = SpecOverrides(), appearances: [Appearance],
                         devices: [Device], captions: Bool) -> DisplayList {
        var tiles: [(spec: Spec, caption: String?)] = []
        // Each device is a --device of its own, so it replaces the spec's own width and scale as --device does.
        let placed: [(Device?, Spec)] = devices.isEmpty
            ? [(nil, overrides.applied(to: spec))]
            : devices.map { device in
                var onDevice = overrides
                onDevice.device = device
                return (device, onDevice.applied(to: spec))
            }
        for (device, deviceSpec) in placed {
            for appearance in appearances.isEmpty ? [deviceSpec.appearance] : appearances {
                var variant = deviceSpec
                variant.appearance = appearance
                let words = [device.map(\.rawValue), appearances.isEmpty ? nil : appearance.rawValue.capitalized]
                tiles.append((variant, captions ? words.compactMap { $0 }.joined(separator: " · ") : nil))
            }
        }
        return composition(tiles, columns: tiles.count, like: overrides.applied(to: spec))
    }

    /// Several specs in a grid of `columns`, captioned with their names when asked: a contact sheet.
    public func sheet(_ specs: [(name: String, spec: Spec)], columns: Int, captions: Bool) -> DisplayList {
        composition(specs.map { ($0.spec, captions ? $0.name : nil) }, columns: columns,
                    like: specs.first?.spec ?? Spec())
    }

    /// One PDF page per spec, each its own size, with an outline entry named after each spec.
    public func reviewPDF(_ specs: [(name: String, spec: Spec)]) throws -> [UInt8] {
        try RenderError.converting { try renderer.renderPDF(pages: specs.map { layout($0.spec) }, titles: specs.map(\.name)) }
    }

    /// The tiles laid out and placed in a grid. Every tile is laid out at the composition's scale (the finest
    /// among them), not its own: layout snaps edges and hairlines to the pixel grid of the scale it is given,
    /// so a 2× tile drawn at 3× would have 1.5-pixel hairlines and blurred edges.
    private func composition(_ tiles: [(spec: Spec, caption: String?)], columns: Int, like spec: Spec) -> DisplayList {
        let scale = tiles.map(\.spec.scale).max() ?? spec.scale
        let laidOut = tiles.map { tile -> DisplayList.Tile in
            var atScale = tile.spec
            atScale.scale = scale
            return DisplayList.Tile(layout(atScale), caption: tile.caption)
        }
        let palette = Palette(appearance: spec.appearance)
        let caption = TextStyle(family: spec.font, size: 15, weight: .semibold)
        return DisplayList.grid(laidOut, columns: columns, gap: Self.compositionGap, captionStyle: caption,
                                captionColor: palette.color(.secondaryLabel),
                                background: palette.color(.systemGray5))
    }
}
