import TableRenderKit
import TableGraphics
import TableResolve
import TableSpec

extension RenderPipeline {
    /// The layout `audit` judges (with its accessibility elements) and its findings.
    public func audit(_ spec: Spec, overrides: SpecOverrides = SpecOverrides(),
                      options: AuditOptions = AuditOptions()) -> (list: DisplayList, findings: [AuditFinding]) {
        let list = layout(spec, overrides: overrides)
        return (list, AccessibilityAudit(options: options, measurer: renderer.measurer).findings(in: list))
    }

    /// The reading-order overlay of a laid-out spec, in the spec's appearance and font.
    /// The elements of `findings` are outlined as failing.
    public func auditOverlay(_ list: DisplayList, spec: Spec, overrides: SpecOverrides = SpecOverrides(),
                             findings: [AuditFinding] = []) -> DisplayList {
        let resolved = resolve(spec, overrides: overrides)
        let look = AuditOverlayLook(palette: resolved.look.palette, family: resolved.look.fonts.title.family)
        return AuditOverlay.compose(list, look: look, rightToLeft: resolved.canvas.direction == .rtl,
                                    measurer: renderer.measurer, failing: Set(findings.compactMap(\.element)))
    }
}
