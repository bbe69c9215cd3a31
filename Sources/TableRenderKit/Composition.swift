import CairoBackend
import Foundation
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
        var tiles: [DisplayList.Tile] = []
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
                tiles.append(DisplayList.Tile(layout(variant),
                                              caption: captions ? words.compactMap { $0 }.joined(separator: " · ") : nil))
            }
        }
        return composition(tiles, columns: tiles.count, like: overrides.applied(to: spec))
    }

    /// Several specs in a grid of `columns`, captioned with their names when asked: a contact sheet.
    public func sheet(_ specs: [(name: String, spec: Spec)], columns: Int, captions: Bool) -> DisplayList {
        let tiles = specs.map { DisplayList.Tile(layout($0.spec), caption: captions ? $0.name : nil) }
        return composition(tiles, columns: columns, like: specs.first?.spec ?? Spec())
    }

    /// One PDF page per spec, each its own size, with an outline entry named after each spec.
    public func reviewPDF(_ specs: [(name: String, spec: Spec)]) throws -> [UInt8] {
        try RenderError.converting { try renderer.renderPDF(pages: specs.map { layout($0.spec) }, titles: specs.map(\.name)) }
    }

    private func composition(_ tiles: [DisplayList.Tile], columns: Int, like spec: Spec) -> DisplayList {
        let palette = Palette(appearance: spec.appearance)
        let caption = TextStyle(family: spec.font, size: 15, weight: .semibold)
        return DisplayList.grid(tiles, columns: columns, gap: Self.compositionGap, captionStyle: caption,
                                captionColor: palette.color(.secondaryLabel),
                                background: palette.color(.systemGray5))
    }
}
