import TableGraphics
import TableLayout
import TableResolve
import TableSpec

extension TableLayoutEngine {
    /// The display list of a spec under `overrides`: resolved (look and content), then laid out, as the pipeline
    /// does, for tests that start from a spec.
    public func layout(_ spec: Spec, overrides: LayoutOverrides = LayoutOverrides()) -> DisplayList {
        let resolved = Resolved(spec, overrides: overrides)
        return layout(TableContent(spec, look: resolved.look), resolved: resolved)
    }
}
