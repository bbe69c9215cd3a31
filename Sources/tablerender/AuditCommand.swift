import ArgumentParser
import CairoBackend
import Foundation
import TableGraphics
import TableAudit
import TableRenderKit
import TableSpec

/// `tablerender audit SPEC|DIR...`: accessibility problems computed from the layout (contrast, touch targets,
/// truncated or clipped text), and on request the VoiceOver reading-order overlay.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Report accessibility problems: contrast, touch targets, truncated text.",
        discussion: """
            Lays each spec out as render does and prints one line per problem, in VoiceOver's reading order: \
            SPEC: contrast: "text" RATIO:1 (#TEXT on #BACKGROUND), needs 4.5:1 (SIZE pt WEIGHT) — WCAG 2.x AA, \
            3:1 for text of 18 pt or more or semibold and heavier of 14 pt or more, against the colour actually \
            behind the text; SPEC: target: KIND "label" W×H pt, smaller than 44×44 pt (Apple HIG); SPEC: \
            truncated: / clipped: for text cut at its line limit or reaching outside the canvas or its clip. SF \
            Symbols are decorative icons and are not checked. --overlay draws the screen with every \
            accessibility element numbered in reading order and a legend. Exit codes: 0 no problem; 1 a problem \
            found (or an output could not be written); 2 an invalid spec; 64 usage. See docs/audit.md.
            """)

    @Argument(help: "Spec files (.json, .yaml, .yml) or folders of them (searched recursively); - reads standard input.")
    var specs: [String] = []

    @Option(help: "Write the VoiceOver reading-order overlay of the one spec to this file (.png, .svg or .pdf).")
    var overlay: String?

    @Option(help: "Write each spec's reading-order overlay to this folder as NAME.png (several specs).")
    var overlayDir: String?

    @Option(help: "Checks to run, comma separated: contrast, targets, truncation (default: all).")
    var checks: String?

    @Option(help: "Smallest accepted touch target side in points (default 44, Apple HIG).")
    var minTarget: Double = AuditOptions.minimumTarget

    @Option(help: "Also write the findings as JSON (sorted keys) to this file.")
    var report: String?

    @Flag(name: .shortAndLong, help: "No summary line on standard error.")
    var quiet = false

    @OptionGroup var specOptions: SpecOptions

    func validate() throws {
        if specs.isEmpty { throw ValidationError("missing a spec: tablerender audit SPEC|DIR...") }
        try OptionRange.check("--min-target", minTarget, in: 1...1000)
        if overlay != nil && overlayDir != nil { throw ValidationError("--overlay and --overlay-dir cannot be combined") }
        if let overlay, OutputFormat.infer(fromPath: overlay) == nil {
            throw ValidationError("cannot tell the format from \(DiagnosticText.quoted(overlay)); name it .png, .svg or .pdf")
        }
        _ = try parsedChecks()
    }

    /// The `--checks` list as checks; a usage error names an unknown one.
    private func parsedChecks() throws -> Set<AuditFinding.Check> {
        guard let checks else { return Set(AuditFinding.Check.allCases) }
        var parsed: Set<AuditFinding.Check> = []
        for name in checks.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let check = AuditFinding.Check(rawValue: trimmed) else {
                throw ValidationError("unknown check \(DiagnosticText.quoted(trimmed)) in --checks; use contrast, targets or truncation")
            }
            parsed.insert(check)
        }
        return parsed
    }

    func run() throws {
        let jobs: [SpecJob]
        do {
            jobs = try SpecCollector.collect(specs, uniqueNames: overlayDir != nil)
        } catch let error as RenderError {
            printError(error.description)
            throw ExitCode(error.exitCode)
        }
        // An output named like one of the specs would overwrite it.
        let specPaths = Set(jobs.map { realPath($0.path) })
        for output in [overlay, report].compactMap({ $0 }) where specPaths.contains(realPath(output)) {
            printError("\(PathEscaping.escaped(output)) is one of the specs being audited; write the output to another file")
            throw ExitCode(64)
        }
        if overlay != nil && jobs.count != 1 {
            printError("--overlay draws one spec; \(jobs.count) were given: use --overlay-dir DIR for several")
            throw ExitCode(64)
        }
        let options = AuditOptions(checks: try parsedChecks(), minimumTarget: minTarget)
        let overrides = specOptions.overrides
        let pipeline: RenderPipeline
        do {
            pipeline = try RenderPipeline.prefetched(pngCompression: specOptions.pngCompression)
        } catch let error as RenderError {
            printError(error)
            throw ExitCode(error.exitCode)
        }
        var exit: Int32 = 0
        var entries: [AuditReport.Entry] = []
        var problems = 0
        for job in jobs {
            let name = job.pane.map { "\(PathEscaping.escaped(job.path)): \(PathEscaping.escaped($0.name))" }
                ?? SpecSource(path: job.path, format: specOptions.inputFormat).displayName
            // The report names a bundle's pane with its bundle, as the findings do.
            let reported = job.pane.map { "\(job.path): \($0.name)" } ?? job.path
            let spec: Spec
            do {
                spec = try job.load(format: specOptions.inputFormat, overrides: overrides)
            } catch let error as RenderError {
                printError(error)
                entries.append(AuditReport.Entry(spec: reported, findings: [], error: error.description))
                exit = max(exit, error.exitCode)
                continue
            }
            let (list, findings) = pipeline.audit(spec, overrides: overrides, options: options)
            for finding in findings { printOutput("\(name): \(finding.message)") }
            problems += findings.count
            if !findings.isEmpty { exit = max(exit, 1) }
            entries.append(AuditReport.Entry(spec: reported, findings: findings))
            if let path = overlay ?? overlayDir.map({ job.output(in: $0, suffix: ".png") }) {
                do {
                    if overlayDir != nil {
                        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                                withIntermediateDirectories: true)
                    }
                    let composed = pipeline.auditOverlay(list, spec: spec, overrides: overrides)
                    try pipeline.write(composed, format: OutputFormat.infer(fromPath: path) ?? .png, to: path,
                                       name: job.name)
                } catch let error as RenderError {
                    printError(error)
                    exit = max(exit, error.exitCode)
                } catch {
                    printError("\(PathEscaping.escaped(path)): cannot write the overlay: \(error.localizedDescription)")
                    exit = max(exit, 1)
                }
            }
        }
        let document = AuditReport(specs: entries)
        if let report {
            do {
                try AtomicFile.write(try document.json(), to: report)
            } catch {
                printError("\(PathEscaping.escaped(report)): cannot write the report: \(error)")
                exit = max(exit, 1)
            }
        }
        if !quiet {
            let totals = document.totals
            let invalid = entries.filter { $0.error != nil }.count
            let specsText = jobs.count == 1 ? "1 spec" : "\(jobs.count) specs"
            let problemsText = problems == 1 ? "1 problem" : "\(problems) problems"
            printError("audit: \(specsText), \(problemsText) (\(totals["contrast"] ?? 0) contrast, "
                       + "\(totals["targets"] ?? 0) targets, \(totals["truncation"] ?? 0) truncation), \(invalid) invalid")
        }
        if exit != 0 { throw ExitCode(exit) }
    }
}
