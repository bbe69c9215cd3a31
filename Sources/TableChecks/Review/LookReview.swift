import CairoBackend
import Foundation
import TableRenderKit
import TableSpec

/// `tablerender review --ios 18,26 SPEC|DIR...`: every screen drawn in two looks of iOS, side by side, with what
/// differs in its layout in words (`LayoutChanges` between the two renders' layout summaries): for a team
/// planning the move to iOS 26's look, before re-recording a suite.
public struct LookReview {
    /// One screen in both looks.
    public struct Screen: Sendable {
        /// The spec's name (as `check` names it: its path in its folder, a pane's name).
        public var name: String
        /// The first look's PNG (with its layout summary), nil when it could not be drawn.
        public var before: [UInt8]?
        /// The second look's PNG, nil when it could not be drawn.
        public var after: [UInt8]?
        /// What changes from the first look to the second, in words; empty when nothing but pixels does.
        public var changes: [String]
        /// Why the screen could not be drawn, or nil.
        public var error: String?
    }

    /// The two generations, in the order shown.
    public var looks: (IOSGeneration, IOSGeneration)
    /// The command line's other overrides (appearance, scale…), under each look's `ios`.
    public var overrides: SpecOverrides
    /// Spec syntax forced by `--input-format`, or nil.
    public var inputFormat: SpecFormat?

    /// Creates a review of `looks`.
    public init(looks: (IOSGeneration, IOSGeneration), overrides: SpecOverrides = SpecOverrides(),
                inputFormat: SpecFormat? = nil) {
        self.looks = looks
        self.overrides = overrides
        self.inputFormat = inputFormat
    }

    /// The screen of `job` in both looks, drawn with `pipeline`.
    public func screen(_ job: SpecJob, with pipeline: RenderPipeline) -> Screen {
        var screen = Screen(name: job.outputName, before: nil, after: nil, changes: [], error: nil)
        do {
            let spec = try job.load(format: inputFormat, overrides: overrides)
            var first = overrides, second = overrides
            first.ios = looks.0
            second.ios = looks.1
            let name = PathEscaping.escaped(job.path)
            let before = try pipeline.render(spec, overrides: first, format: .png, name: name)
            let after = try pipeline.render(spec, overrides: second, format: .png, name: name)
            screen.before = before
            screen.after = after
            let summaries = [before, after].map {
                PNGInternationalText.text(forKeyword: LayoutSummary.pngKeyword, in: $0).flatMap(LayoutSummary.init(text:))
            }
            if let old = summaries[0], let new = summaries[1] {
                screen.changes = LayoutChanges.between(old, new)
            }
        } catch {
            screen.error = RenderError(error).description
        }
        return screen
    }
}
