import TableGraphics
import TableResolve

/// Lays a spec out into a display list: pure geometry, text measured through the injected measurer.
public final class TableLayoutEngine {
    private let measurer: TextMeasuring

    /// Creates an engine that measures text with `measurer`.
    public init(measurer: TextMeasuring) {
        self.measurer = measurer
    }

    /// The display list of resolved content placed by its resolved canvas and look.
    public func layout(_ content: TableContent, resolved: Resolved) -> DisplayList {
        var pass = LayoutPass(environment: LayoutEnvironment(content: content, resolved: resolved, measurer: measurer), measurer: measurer)
        pass.run()
        let environment = pass.environment
        let canvas = resolved.canvas
        let contentHeight = environment.grid.snap(pass.cursor + canvas.safeArea.bottom)
        var list = DisplayList(
            size: Size(canvas.width, canvas.height ?? max(contentHeight, environment.grid.hairline)),
            scale: canvas.scale,
            background: environment.look.background,
            items: pass.takeItems(),
            pageBreaks: pass.pageBreaks)
        list.items.insert(contentsOf: pass.backgroundPattern(height: list.size.height), at: 0)
        let chrome = ScreenChromeLayout(environment: environment, measurer: measurer)
        list.items += chrome.items(canvas: list.size)
        if resolved.look.isPlainList, let height = canvas.height {
            list.items += pass.fillerSeparators(downTo: height)
        }
        // Over the cells, centred in the visible table: between the bars (and search bar) and the safe area's bottom.
        list.items += SectionIndexItems.items(top: pass.tableTop, bottom: list.size.height - canvas.safeArea.bottom,
                                              environment: environment, measurer: measurer)
        // Reading order: the bars, the table (search field, header, sections), then the index.
        // Moved, not concatenated: the table's elements are most of them.
        list.accessibility = pass.takeAccessibility()
        list.accessibility.insert(contentsOf: chrome.accessibility(canvas: list.size), at: 0)
        list.accessibility += SectionIndexItems.accessibility(top: pass.tableTop,
                                                              bottom: list.size.height - canvas.safeArea.bottom,
                                                              environment: environment)
        return canvas.direction == .rtl ? list.mirrored() : list
    }
}
