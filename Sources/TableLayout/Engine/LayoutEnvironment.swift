import TableGraphics
import TableResolve

/// A resolved spec and the horizontal frame of its cards: what every placing step reads. The look and canvas
/// come from `Resolved`, the content (sections, rows, texts, bars) from `TableContent`.
struct LayoutEnvironment {
    /// The content and the resolved look, held by reference: every arranged row keeps its environment until its
    /// section is laid out, and `Resolved` inline is kilobytes, so a section of 100,000 rows held 100,000 copies
    /// of it (most of a 694 MB peak).
    private final class Shared {
        let content: TableContent
        let resolved: Resolved

        init(content: TableContent, resolved: Resolved) {
            self.content = content
            self.resolved = resolved
        }
    }

    private let shared: Shared
    /// The content: sections, rows, texts, navigation and status bar contents.
    var content: TableContent { shared.content }
    var resolved: Resolved { shared.resolved }
    let grid: PixelGrid

    /// Left edge and width of cards (edge-to-edge styles: the whole canvas).
    let cardX: Double
    let cardWidth: Double
    /// Extra leading/trailing inset of cell content from the card edge (the safe area, for edge-to-edge cells).
    /// The section index's column is added to the trailing one in edge-to-edge styles.
    let cellSafeLeading: Double
    let cellSafeTrailing: Double
    /// Height of one line of the icon glyph's font (the spec's family, not a fallback): icon glyphs are centred
    /// by it, so a symbol from a fallback font sits where a letter would, in whatever family the spec names.
    let glyphLineHeight: Double
    /// Heights of one line of the symbol font in a tile, bare and as an accessory: a symbol's box is centred by
    /// it (Phosphor draws every icon centred in its 1-em line).
    let symbolLineHeights: SymbolLineHeights
    /// Height of one line of the avatar initials' font per point of its size, so initials are centred without
    /// measuring per row (a line's height is proportional to the font's size).
    let avatarLineHeightPerSize: Double
    /// Edit mode's room for a row's control and reorder bars (EditingControls): added to the content's insets, so
    /// other indents compose with it.
    var editingInsets = (leading: 0.0, trailing: 0.0)
    /// An outline row's indent for its level (`indented(by:)`): content only; edit controls stay in their column.
    private(set) var outlineIndent = 0.0

    init(content: TableContent, resolved: Resolved, measurer: TextMeasuring) {
        shared = Shared(content: content, resolved: resolved)
        let canvas = resolved.canvas
        let metrics = resolved.look.metrics
        grid = PixelGrid(scale: canvas.scale)
        glyphLineHeight = measurer.measure("M", style: resolved.look.fonts.glyph, width: nil, maxLines: 1).height
        symbolLineHeights = SymbolLineHeights(resolved.look.symbols, measurer: measurer)
        let initials = resolved.look.avatars.initialsFont
        avatarLineHeightPerSize = measurer.measure("M", style: initials, width: nil, maxLines: 1).height
            / max(1, initials.size)

        let safe = canvas.safeArea
        let parts = resolved.look.tableParts
        let indexRoom = content.sectionIndexTitles.isEmpty ? 0 : parts.indexWidth
        if metrics.insetSections {
            var x = safe.left + metrics.sectionInset
            var width = canvas.width - safe.left - safe.right - 2 * metrics.sectionInset
            if let maximum = metrics.maximumSectionWidth, width > maximum {
                x += (width - maximum) / 2
                width = maximum
            }
            // Cards keep their inset unless it would leave them under the index (a narrow authored margin).
            if indexRoom > 0 {
                width = min(width, canvas.width - safe.right - indexRoom - parts.indexCardGap - x)
            }
            cardX = grid.snap(x)
            cardWidth = max(0, grid.snap(x + width) - cardX)
            cellSafeLeading = 0
            cellSafeTrailing = 0
        } else {
            cardX = 0
            cardWidth = canvas.width
            cellSafeLeading = safe.left
            // UITableView narrows its cells' content by the index's width; the cells' backgrounds and separators
            // still run to the edge, under the index.
            cellSafeTrailing = safe.right + indexRoom
        }
    }

    /// The same environment with cell content moved `indent` further from the leading edge (an outline level).
    func indented(by indent: Double) -> LayoutEnvironment {
        var copy = self
        copy.outlineIndent += indent
        return copy
    }

    var canvas: Canvas { resolved.canvas }
    var metrics: StyleMetrics { resolved.look.metrics }
    var look: StyleLook { resolved.look.colors }
    var palette: Palette { resolved.look.palette }
    var fonts: LookFonts { resolved.look.fonts }
    var separator: SeparatorLook { resolved.look.separator }
    var chrome: ChromeMetrics { resolved.look.chrome }
    var chromeFonts: ChromeFonts { resolved.look.chromeFonts }
    var symbols: SymbolLook { resolved.look.symbols }
    var cornerCurve: CornerCurve { resolved.look.cornerCurve }

    /// Leading edge of cell text (before any icon), in LTR coordinates.
    var contentLeading: Double {
        cardX + cellSafeLeading + metrics.contentInset + outlineIndent + editingInsets.leading
    }
    /// Trailing edge of cell content (accessories end here).
    var contentTrailing: Double { cardX + cardWidth - cellSafeTrailing - metrics.contentInset - editingInsets.trailing }
}
