import ArgumentParser
import CairoBackend
import Foundation
import TableChecks
import TableRenderKit
import TableSpec

/// `tablerender review --ios 18,26 SPEC|DIR... -o review.html`: every screen in two looks of iOS side by side,
/// with its layout differences in words, on one page.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Show every screen in two iOS looks side by side, with the layout differences (one HTML page).",
        discussion: """
            Each spec is drawn with --ios A and with --ios B (default 18,26: today's look and iOS 26's) and \
            the page lists, per screen, what differs in its layout in words (rows taller, sections moved, texts \
            changed), beside the two images: the migration to plan before re-recording goldens. Specs of the \
            classic and cards styles do not follow ios and show no difference. Exit codes: 0 written; 1 the page \
            could not be written; 2 a spec is invalid or unreadable (the page is still written, naming it); \
            64 bad usage.
            """)

    @Argument(help: "Spec files (.json, .yaml or .yml) or folders of them, searched recursively.")
    var specs: [String] = []

    @Option(help: ArgumentHelp("The two iOS generations, comma separated: 13 … 18 or 26.", valueName: "A,B"))
    var ios = "18,26"

    @Option(name: .shortAndLong, help: ArgumentHelp("The page to write (.html).", valueName: "file"))
    var output: String

    @Option(help: "Spec syntax: json or yaml (default: from the spec's extension).")
    var inputFormat: SpecFormat?

    @Option(help: "Override the spec's scale (default: the spec's own).")
    var scale: Double?

    @Option(help: "Override the spec's appearance: light or dark.")
    var appearance: Appearance?

    @Option(help: "Draw for a device: iphone-se, iphone-15, iphone-15-pro-max, ipad-11 or ipad-13.")
    var device: Device?

    @Flag(name: .shortAndLong, help: "No summary line.")
    var quiet = false

    func validate() throws {
        if specs.isEmpty { throw ValidationError("missing a spec: tablerender review --ios 18,26 SPEC|DIR... -o review.html") }
        if specs.contains("-") { throw ValidationError("review reads spec files and folders, not standard input") }
        try OptionRange.check("--scale", scale, in: SpecLimits.scale)
        guard output.lowercased().hasSuffix(".html") else {
            throw ValidationError("the review is an HTML page: name it .html (got \(DiagnosticText.quoted(output)))")
        }
        _ = try looks()
    }

    /// `--ios A,B` as two generations; a usage error names a bad value.
    private func looks() throws -> (IOSGeneration, IOSGeneration) {
        let parts = ios.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let generations = parts.compactMap { Int($0).flatMap(IOSGeneration.init(rawValue:)) }
        guard parts.count == 2, generations.count == 2 else {
            throw ValidationError("--ios takes two generations, A,B (13 … 18 or 26), e.g. 18,26; got \(DiagnosticText.quoted(ios))")
        }
        guard generations[0] != generations[1] else {
            throw ValidationError("--ios names \(generations[0].rawValue) twice; give two different generations")
        }
        return (generations[0], generations[1])
    }

    func run() throws {
        let looks = try looks()
        var overrides = SpecOverrides(scale: scale, appearance: appearance)
        overrides.device = device
        let review = LookReview(looks: looks, overrides: overrides, inputFormat: inputFormat)
        var code: Int32 = 0
        let screens: [LookReview.Screen]
        do {
            let jobs = try SpecCollector.collect(specs)
            let pipeline = try RenderPipeline.prefetched(pngCompression: .fast)
            screens = jobs.map { review.screen($0, with: pipeline) }
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
        for screen in screens {
            guard let error = screen.error else { continue }
            printError(error)
            code = 2
        }
        let page = LookReviewPage(screens: screens, labels: ("iOS \(looks.0.rawValue)", "iOS \(looks.1.rawValue)"))
        code = max(code, ReportFormatOptions.write(to: output) { $0.write(page.render()) })
        if !quiet {
            let changed = screens.filter { !$0.changes.isEmpty }.count
            printStatus("review: \(screens.count) \(screens.count == 1 ? "screen" : "screens") in iOS \(looks.0.rawValue) and \(looks.1.rawValue), "
                        + "\(changed) with layout differences; \(PathEscaping.escaped(output))")
        }
        if code != 0 { throw ExitCode(code) }
    }
}
