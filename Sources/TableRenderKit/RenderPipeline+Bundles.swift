import CairoBackend
import TableGraphics
import TableImport
import TableSpec

extension RenderPipeline {
    /// Every pane of a bundle in one PDF, depth-first, one page per pane (a pane taller than a PDF page, or than
    /// `maximumPageHeight` pixels, continues on the next pages as a single spec's PDF does), each page
    /// bookmarked with its pane's title.
    public func bundlePDF(_ panes: [SettingsPane], overrides: SpecOverrides = SpecOverrides(),
                          maximumPageHeight: Int? = nil, name: String) throws -> [UInt8] {
        var pages: [DisplayList] = []
        var titles: [String] = []
        for pane in panes {
            let list = layout(pane.spec, overrides: overrides)
            let limit = min(Self.maximumPDFPageHeight, maximumPageHeight.map { Double($0) / list.scale } ?? .infinity)
            let slices = list.pageRanges(maximumHeight: limit).map(list.slice)
            for (index, slice) in slices.enumerated() {
                pages.append(slice)
                titles.append(index == 0 ? pane.title : "\(pane.title) (\(index + 1))")
            }
        }
        return try RenderError.converting(name: name) { try renderer.renderPDF(pages: pages, titles: titles) }
    }
}
