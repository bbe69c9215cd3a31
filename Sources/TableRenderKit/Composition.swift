import CairoBackend
import Foundation
import TableGraphics
import TableLayout
import TableResolve
import TableSpec

/// Design-review outputs built from several renders: variants side by side, contact sheets, review PDFs.
extension RenderPipeline {
    /// The spec drawn once per appearance and device (device × appearance when both are given), side by side.
    /// `overrides` are the command line's: each device replaces the spec's own width and scale as `--device`
    /// does, and the overrides' `scale` and `width` still win over every device.
    public func variants(of spec: Spec, overrides: SpecOverrides = SpecOverrides(), appearances: [Appearance],
                         devices: [Device], captions: Bool) -> DisplayList {
        var tiles: [(spec: Spec, overrides: SpecOverrides, caption: String?)] = []
        let appearance = overrides.appearance ?? spec.appearance
        // Each device is a --device of its own, so it replaces the spec's own width and scale as --device does.
        for device in devices.isEmpty ? [overrides.device] : devices.map(Optional.some) {
            for variant in appearances.isEmpty ? [appearance] : appearances {
                var tileOverrides = overrides
                tileOverrides.device = device
                tileOverrides.appearance = variant
                let words = [devices.isEmpty ? nil : device?.rawValue,
                             appearances.isEmpty ? nil : variant.rawValue.capitalized]
                tiles.append((spec, tileOverrides, captions ? words.compactMap { $0 }.joined(separator: " · ") : nil))
            }
        }
        return composition(tiles, columns: tiles.count, appearance: appearance, font: spec.font)
    }

    /// Several specs in a grid of `columns`, captioned with their names when asked: a contact sheet.
    public func sheet(_ specs: [(name: String, spec: Spec)], overrides: SpecOverrides = SpecOverrides(), columns: Int,
                      captions: Bool) -> DisplayList {
        let first = specs.first?.spec ?? Spec()
        return composition(specs.map { ($0.spec, overrides, captions ? $0.name : nil) }, columns: columns,
                           appearance: overrides.appearance ?? first.appearance, font: first.font)
    }

    /// One PDF page per spec, each its own size, with an outline entry named after each spec.
    public func reviewPDF(_ specs: [(name: String, spec: Spec)], overrides: SpecOverrides = SpecOverrides()) throws -> [UInt8] {
        try RenderError.converting {
            try renderer.renderPDF(pages: specs.map { layout($0.spec, overrides: overrides) }, titles: specs.map(\.name))
        }
    }

    /// The tiles laid out and placed in a grid. Every tile is laid out at the composition's scale (the finest
    /// among them), not its own: layout snaps edges and hairlines to the pixel grid of the scale it is given,
    /// so a 2× tile drawn at 3× would have 1.5-pixel hairlines and blurred edges.
    private func composition(_ tiles: [(spec: Spec, overrides: SpecOverrides, caption: String?)], columns: Int,
                             appearance: Appearance, font: String) -> DisplayList {
        let scale = tiles.map { resolve($0.spec, overrides: $0.overrides).canvas.scale }.max() ?? 1
        let laidOut = tiles.map { tile -> DisplayList.Tile in
            var atScale = tile.overrides
            atScale.scale = scale
            return DisplayList.Tile(layout(tile.spec, overrides: atScale), caption: tile.caption)
        }
        let look = CompositionLook(appearance: appearance, family: font)
        return DisplayList.grid(laidOut, columns: columns, gap: look.gap, captionStyle: look.captionFont,
                                captionColor: look.captionColor, background: look.background)
    }
}
