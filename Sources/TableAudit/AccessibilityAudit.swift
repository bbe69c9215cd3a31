import TableRenderKit
import Foundation
import TableGraphics

/// The accessibility checks over one laid-out display list: contrast of every text against what is behind it,
/// the size of every interactive element's target, and text that is cut or clipped. Findings come in reading
/// order (the element they belong to), then painting order.
public struct AccessibilityAudit {
    /// What to check.
    public var options: AuditOptions
    /// Measures text as the renderer will draw it (the pipeline's measurer), for the truncation check.
    private let measurer: TextMeasuring

    /// Creates an audit measuring with `measurer`.
    public init(options: AuditOptions = AuditOptions(), measurer: TextMeasuring) {
        self.options = options
        self.measurer = measurer
    }

    /// The findings for `list`, ordered by reading order.
    public func findings(in list: DisplayList) -> [AuditFinding] {
        var ordered: [(key: Int, sequence: Int, finding: AuditFinding)] = []
        func add(_ finding: AuditFinding) {
            ordered.append((finding.element ?? Int.max, ordered.count, finding))
        }
        let texts = BackdropSampler.texts(in: list, measurer: measurer)
        let elementBands = VerticalBands(list.accessibility.map(\.frame), slack: 0)
        // Texts first (they are painted under the elements' controls), then targets, each kept in its element.
        for text in texts where !text.isEngraving && !BackdropSampler.isSymbol(text.run)
            && !text.run.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            let element = owner(of: text.box, in: list.accessibility, near: elementBands)
            // WCAG 1.4.3 exempts text of an inactive component: a disabled (dimmed) row's texts.
            let inactive = element.map { list.accessibility[$0].traits.contains(.notEnabled) } ?? false
            if options.checks.contains(.contrast), !text.hidden, !inactive, !Self.isColourEmoji(text.run.text) {
                for finding in contrast(text, element: element, in: list) { add(finding) }
            }
            if options.checks.contains(.truncation), !text.hidden {
                for finding in truncation(text, element: element, in: list) { add(finding) }
            }
        }
        if options.checks.contains(.targets) {
            for (index, element) in list.accessibility.enumerated() {
                if let finding = target(element, index: index) { add(finding) }
            }
        }
        return ordered.sorted { ($0.key, $0.sequence) < ($1.key, $1.sequence) }.map(\.finding)
    }

    /// Whether a text is only colour emoji (a 🚇 icon in a tile): drawn in the emoji's own colours, not the run's,
    /// so the run's colour says nothing about its contrast.
    static func isColourEmoji(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { $0.value != 0xFE0F && $0.value != 0x200D }
        return !scalars.isEmpty && scalars.allSatisfy { $0.properties.isEmojiPresentation }
    }

    /// The element holding a text: the smallest whose frame contains the box's centre.
    private func owner(of box: Rect, in elements: [AccessibilityElement], near bands: VerticalBands) -> Int? {
        let centre = Point(box.midX, box.midY)
        return bands.candidates(near: Rect(x: centre.x, y: centre.y, width: 0, height: 0)).filter {
            let frame = elements[$0].frame
            return centre.x >= frame.x && centre.x <= frame.maxX && centre.y >= frame.y && centre.y <= frame.maxY
        }.min { elements[$0].frame.width * elements[$0].frame.height < elements[$1].frame.width * elements[$1].frame.height }
    }

    /// Where a finding is, for its message: `, in row "Wi-Fi"`, or nothing when the element reads the text itself.
    private func place(_ element: Int?, text: String, in list: DisplayList) -> String {
        guard let element else { return "" }
        let owner = list.accessibility[element]
        // A header reads as written while its text may be drawn uppercased: the same words need no place.
        return owner.label.lowercased() == text.lowercased() ? "" : ", in \(AuditText.name(owner))"
    }

    // MARK: Contrast

    private func contrast(_ painted: PaintedText, element: Int?, in list: DisplayList) -> [AuditFinding] {
        let run = painted.run
        // The run's own colour over the scalars no span recolours, then each span's colour over its stretch.
        let scalars = Array(run.text.unicodeScalars)
        var covered = [Bool](repeating: false, count: scalars.count)
        var pieces: [(text: String, color: RGBAColor)] = []
        for span in run.spans {
            let start = max(0, min(span.start, scalars.count)), end = max(start, min(span.start + span.length, scalars.count))
            guard end > start else { continue }
            for index in start..<end { covered[index] = true }
            pieces.append((String(String.UnicodeScalarView(scalars[start..<end])), span.color))
        }
        if covered.contains(false) { pieces.insert((run.text, run.color), at: 0) }
        let required = ContrastRatio.required(for: run.style)
        var findings: [AuditFinding] = []
        for piece in pieces {
            // The worst backdrop decides (a gradient is judged at both ends).
            let worst = painted.backdrops.map { backdrop -> (Double, RGBAColor, RGBAColor) in
                let seen = piece.color.composited(over: backdrop)
                return (ContrastRatio.ratio(seen, backdrop), seen, backdrop)
            }.min { $0.0 < $1.0 }
            guard let (ratio, seen, backdrop) = worst, ratio < required else { continue }
            let size = "\(AuditText.points(run.style.size)) pt \(run.style.weight.name)"
            let message = "contrast: \(AuditText.quoted(piece.text)) \(String(format: "%.2f", ratio)):1 "
                + "(\(seen) on \(backdrop)), needs \(AuditText.points(required)):1 (\(size))"
                + place(element, text: piece.text, in: list)
            var finding = AuditFinding(check: .contrast, kind: "contrast", message: message, element: element)
            finding.text = piece.text
            finding.ratio = ratio
            finding.required = required
            finding.foreground = seen.description
            finding.background = backdrop.description
            findings.append(finding)
        }
        return findings
    }

    // MARK: Targets

    private func target(_ element: AccessibilityElement, index: Int) -> AuditFinding? {
        guard let target = element.target else { return nil }
        let minimum = options.minimumTarget
        // A hair below the minimum from rounding of layout is not a problem.
        guard target.width < minimum - 1e-6 || target.height < minimum - 1e-6 else { return nil }
        let limit = AuditText.points(minimum)
        let message = "target: \(AuditText.name(element)) \(AuditText.points(target.width))×"
            + "\(AuditText.points(target.height)) pt, smaller than \(limit)×\(limit) pt"
        var finding = AuditFinding(check: .targets, kind: "target", message: message, element: index)
        finding.text = element.label
        finding.frame = [target.x, target.y, target.width, target.height]
        return finding
    }

    // MARK: Truncation and clipping

    private func truncation(_ painted: PaintedText, element: Int?, in list: DisplayList) -> [AuditFinding] {
        let run = painted.run
        var findings: [AuditFinding] = []
        let quoted = AuditText.quoted(run.text)
        let whole = measurer.measure(run.text, style: run.style, width: run.width, maxLines: 0)
        let where_ = place(element, text: run.text, in: list)
        if run.maxLines > 0, whole.lineCount > run.maxLines {
            let lines = run.maxLines == 1 ? "1 line" : "\(run.maxLines) lines"
            var finding = AuditFinding(
                check: .truncation, kind: "truncated",
                message: "truncated: \(quoted) needs \(whole.lineCount) lines at \(AuditText.points(run.width)) pt, "
                    + "shows \(lines)" + where_,
                element: element)
            finding.text = run.text
            findings.append(finding)
        }
        let t = BackdropSampler.tolerance
        // Only the sides count: text past the bottom of a fixed-height screen is scrolled off, not cut.
        var outside: String?
        if painted.box.x < -t || painted.box.maxX > list.size.width + t || painted.box.y < -t {
            outside = "the canvas"
        } else if let clip = painted.clip, !inside(painted.box, clip, tolerance: t) {
            outside = "its clip"
        }
        if let outside {
            var finding = AuditFinding(check: .truncation, kind: "clipped",
                                       message: "clipped: \(quoted) reaches outside \(outside)" + where_,
                                       element: element)
            finding.text = run.text
            finding.frame = [painted.box.x, painted.box.y, painted.box.width, painted.box.height]
            findings.append(finding)
        }
        return findings
    }

    private func inside(_ box: Rect, _ rect: Rect, tolerance t: Double) -> Bool {
        box.x >= rect.x - t && box.y >= rect.y - t && box.maxX <= rect.maxX + t && box.maxY <= rect.maxY + t
    }
}
