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
            Symbols are decorative icons and are not checked. A spec file's lines start FILE:LINE:COL: JSON.PATH: \
            (the row, header or footer). --overlay draws the screen with every accessibility element numbered \
            in reading order and a legend, failing elements outlined in red. As a CI gate: --baseline FILE \
            (written by --update-baseline) holds known findings and only new ones fail; --junit and --sarif \
            (SARIF 2.1.0, GitHub code scanning) list them. Exit codes: 0 no new problem; 1 a new problem found \
            (or an output could not be written); 2 an invalid spec or baseline; 64 usage. See docs/audit.md.
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

    @Option(help: "Known findings (written by --update-baseline): only findings it does not hold fail the run.")
    var baseline: String?

    @Flag(help: "Write every finding of this run to the --baseline file (and exit 0 unless a spec is invalid).")
    var updateBaseline = false

    @Option(help: ArgumentHelp("Write JUnit XML: a failing testcase per new finding, known ones skipped.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write SARIF 2.1.0 for GitHub code scanning: a result per new finding at its spec line.", valueName: "file"))
    var sarif: String?

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
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE: the file to write") }
        var outputs: [(String, String)] = []
        for (option, path) in [("--report", report), ("--junit", junit), ("--sarif", sarif), ("--overlay", overlay),
                               ("--baseline", updateBaseline ? baseline : nil)] {
            guard let path else { continue }
            if let other = outputs.first(where: { $0.1 == path }) {
                throw ValidationError("\(other.0) and \(option) both name \(path); give each output its own file")
            }
            outputs.append((option, path))
        }
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
        for output in [overlay, report, junit, sarif, updateBaseline ? baseline : nil].compactMap({ $0 })
            where specPaths.contains(realPath(output)) {
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
        // Read before anything is audited: a baseline that cannot be read is bad input (2), not a pass.
        var known: AuditBaseline?
        if let baseline, !updateBaseline {
            do {
                known = try AuditBaseline.read(baseline)
            } catch let error as RenderError {
                printError(error)
                throw ExitCode(error.exitCode)
            }
        }
        var exit: Int32 = 0
        var entries: [AuditReport.Entry] = []
        var results: [AuditResult] = []
        var lists: [DisplayList?] = []
        var loaded: [Spec?] = []
        for job in jobs {
            // The report names a bundle's pane with its bundle, as the findings do.
            let reported = job.pane.map { "\(job.path): \($0.name)" } ?? job.path
            let spec: Spec
            do {
                spec = try job.load(format: specOptions.inputFormat, overrides: overrides)
            } catch let error as RenderError {
                printError(error)
                entries.append(AuditReport.Entry(spec: reported, findings: [], error: error.description))
                results.append(AuditResult(spec: reported, file: job.path, findings: [], error: error.description))
                lists.append(nil)
                loaded.append(nil)
                exit = max(exit, error.exitCode)
                continue
            }
            let (list, found) = pipeline.audit(spec, overrides: overrides, options: options)
            // A spec file's findings get the line and column of their row; a pane or standard input, the path.
            let source = SpecSource(path: job.path, format: specOptions.inputFormat)
            let root = job.pane == nil && job.path != "-"
                ? (try? source.readBytes()).flatMap { try? SpecLoader.parse($0, format: source.format) } : nil
            let findings = AuditLocation.located(found, in: list, root: root)
            entries.append(AuditReport.Entry(spec: reported, findings: findings))
            results.append(AuditResult(spec: reported, file: job.path, findings: findings))
            lists.append(list)
            loaded.append(spec)
        }
        if let known {
            let classified = known.classify(results.map { ($0.spec, $0.findings) })
            for index in results.indices { results[index].known = classified.known[index] }
            if classified.fixed > 0 && !quiet {
                printError("audit: \(classified.fixed) \(classified.fixed == 1 ? "finding" : "findings") of the baseline no longer found; record the smaller baseline with --update-baseline")
            }
        }
        var problems = 0, knownCount = 0
        for (index, job) in jobs.enumerated() {
            guard let list = lists[index], let spec = loaded[index] else { continue }
            let result = results[index]
            let name = job.pane.map { "\(PathEscaping.escaped(job.path)): \(PathEscaping.escaped($0.name))" }
                ?? SpecSource(path: job.path, format: specOptions.inputFormat).displayName
            for (finding, isKnown) in zip(result.findings, result.known) {
                if isKnown {
                    knownCount += 1
                    continue
                }
                printOutput(Self.line(name: name, finding: finding))
            }
            problems += result.findings.count
            if !result.newFindings.isEmpty && !updateBaseline { exit = max(exit, 1) }
            if let path = overlay ?? overlayDir.map({ job.output(in: $0, suffix: ".png") }) {
                do {
                    if overlayDir != nil {
                        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                                withIntermediateDirectories: true)
                    }
                    let composed = pipeline.auditOverlay(list, spec: spec, overrides: overrides,
                                                         findings: result.findings)
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
        var outputs: [(path: String, what: String, bytes: () throws -> [UInt8])] = []
        if let report { outputs.append((report, "report", { try document.json() })) }
        if let junit { outputs.append((junit, "JUnit XML", { AuditJUnit(results: results).render() })) }
        if let sarif {
            outputs.append((sarif, "SARIF log", { try AuditSARIF(results: results, usesBaseline: known != nil).render() }))
        }
        if updateBaseline, let baseline {
            let recorded = AuditBaseline(findings: results.flatMap { result in
                result.findings.map { AuditBaseline.Known(spec: result.spec, finding: $0) }
            })
            outputs.append((baseline, "baseline", { try recorded.json() }))
        }
        for output in outputs {
            do {
                try OutputFolders.create(parentOf: output.path)
                try AtomicFile.write(try output.bytes(), to: output.path)
            } catch {
                printError("\(PathEscaping.escaped(output.path)): cannot write the \(output.what): \(error)")
                exit = max(exit, 1)
            }
        }
        if !quiet {
            let totals = document.totals
            let invalid = entries.filter { $0.error != nil }.count
            let specsText = jobs.count == 1 ? "1 spec" : "\(jobs.count) specs"
            let problemsText = problems == 1 ? "1 problem" : "\(problems) problems"
            let knownText = known == nil ? "" : "; \(knownCount) known (baseline), \(problems - knownCount) new"
            let recordedText = updateBaseline ? "; baseline written" : ""
            printError("audit: \(specsText), \(problemsText) (\(totals["contrast"] ?? 0) contrast, "
                       + "\(totals["targets"] ?? 0) targets, \(totals["truncation"] ?? 0) truncation), \(invalid) invalid"
                       + knownText + recordedText)
        }
        if exit != 0 { throw ExitCode(exit) }
    }

    /// A finding's line: `FILE:LINE:COL: JSON.PATH: message`, as the spec's own diagnostics are written (the
    /// position when the spec is a file, the path when the finding has one).
    static func line(name: String, finding: AuditFinding) -> String {
        var line = name
        if let row = finding.line { line += ":\(row):\(finding.column ?? 1)" }
        line += ": "
        if let path = finding.path { line += "\(path): " }
        return line + finding.message
    }
}
