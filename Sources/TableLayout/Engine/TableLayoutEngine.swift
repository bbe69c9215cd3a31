import TableGraphics
import TableSpec

/// Lays a spec out into a display list: pure geometry, text measured through the injected measurer.
public final class TableLayoutEngine {
    private let measurer: TextMeasuring

    /// Creates an engine that measures text with `measurer`.
    public init(measurer: TextMeasuring) {
        self.measurer = measurer
    }

    /// The display list of a spec, in points, for the spec's scale.
    public func layout(_ spec: Spec) -> DisplayList {
        var pass = LayoutPass(environment: LayoutEnvironment(spec: spec), measurer: measurer)
        pass.run()
        let environment = pass.environment
        let contentHeight = environment.grid.snap(pass.cursor + spec.safeArea.bottom)
        var list = DisplayList(
            size: Size(spec.width, spec.height ?? max(contentHeight, environment.grid.hairline)),
            scale: spec.scale,
            background: environment.look.background,
            items: pass.items,
            pageBreaks: pass.pageBreaks)
        list.items.insert(contentsOf: pass.backgroundPattern(height: list.size.height), at: 0)
        list.items += ScreenChromeLayout(environment: environment, measurer: measurer).items(canvas: list.size)
        if spec.style == .plain, let height = spec.height {
            list.items += pass.fillerSeparators(downTo: height)
        }
        return spec.direction == .rtl ? list.mirrored() : list
    }
}
