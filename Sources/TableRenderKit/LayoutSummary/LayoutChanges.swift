import TableSpec

/// What changed between two layout summaries, in words: `row inserted: "Location Services" in section 2`,
/// `title changed: "Bluetooth" → "Bluetooth Devices"`, `switch "Wi-Fi" turned on`,
/// `section "General" moved down 44 pt`. Sections are aligned by their headers and rows by their titles (a
/// longest common subsequence, then what is left in each gap paired in order, which is a change of text); the
/// same two summaries always give the same lines.
public enum LayoutChanges {
    /// Most lines returned; past it the last line says how many more there are.
    public static let maximumLines = 50

    /// The changes from `old` (the golden's) to `new` (this render's), at most `maximumLines` lines.
    public static func between(_ old: LayoutSummary, _ new: LayoutSummary) -> [String] {
        var lines: [String] = []
        var growths: [(name: String, delta: Double)] = []
        outsideSections(old, new, into: &lines)
        let oldSections = SectionView.sections(of: old), newSections = SectionView.sections(of: new)
        let pairs = align(oldSections.map(\.key), newSections.map(\.key))
        var moves: [(name: String, delta: Double)] = []
        for pair in pairs {
            switch (pair.old.map { oldSections[$0] }, pair.new.map { newSections[$0] }) {
            case (let before?, let after?):
                compare(before, after, into: &lines, growths: &growths)
                if let top = before.top, let newTop = after.top, abs(newTop - top) >= 0.5 {
                    moves.append((after.name, newTop - top))
                }
            case (let before?, nil):
                lines.append("section removed: \(before.name)")
            case (nil, let after?):
                lines.append("section inserted: \(after.name) at position \(after.index + 1)")
            case (nil, nil):
                break
            }
        }
        lines += grownLines(growths)
        lines += movedLines(moves)
        if old.truncated || new.truncated {
            lines.append("the layout summary of a long table was cut: changes further down are not listed")
        }
        guard lines.count > maximumLines else { return lines }
        let rest = lines.count - (maximumLines - 1)
        return Array(lines.prefix(maximumLines - 1)) + ["…and \(rest) more changes"]
    }

    /// A row that grew or shrank is a line; when three or more rows changed height by the same amount (a new
    /// look's row height), they make one line naming the first few.
    private static func grownLines(_ growths: [(name: String, delta: Double)]) -> [String] {
        var byDelta: [String: [String]] = [:]
        var order: [String] = []
        for growth in growths {
            let key = (growth.delta > 0 ? "grew" : "shrank") + " by " + LayoutSummary.number(abs(growth.delta)) + " pt"
            if byDelta[key] == nil { order.append(key) }
            byDelta[key, default: []].append(growth.name)
        }
        var lines: [String] = []
        for key in order {
            let names = byDelta[key] ?? []
            if names.count < 3 {
                lines += names.map { "row \($0) \(key)" }
            } else {
                let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
                lines.append("\(names.count) rows \(key) (\(shown))")
            }
        }
        return lines
    }

    /// Sections that moved by the same distance one after another make one line.
    private static func movedLines(_ moves: [(name: String, delta: Double)]) -> [String] {
        var lines: [String] = []
        var index = 0
        while index < moves.count {
            var end = index + 1
            while end < moves.count, abs(moves[end].delta - moves[index].delta) < 0.05 { end += 1 }
            let delta = moves[index].delta
            let distance = LayoutSummary.number(abs(delta)) + " pt"
            let direction = delta > 0 ? "down" : "up"
            let others = end - index - 1
            let subject = others == 0 ? "section \(moves[index].name)"
                : "section \(moves[index].name) and the \(others) \(others == 1 ? "section" : "sections") below it"
            lines.append("\(subject) moved \(direction) \(distance)")
            index = end
        }
        return lines
    }

    /// The bars, search field, table header and section index: a changed text each.
    private static func outsideSections(_ old: LayoutSummary, _ new: LayoutSummary, into lines: inout [String]) {
        let before = old.elements.filter { $0.section == nil }, after = new.elements.filter { $0.section == nil }
        for pair in align(before.map(\.kind), after.map(\.kind)) {
            let noun = (pair.old.map { before[$0] } ?? pair.new.map { after[$0] })
                .map { nounOf($0.kind) } ?? "element"
            switch (pair.old.map { before[$0] }, pair.new.map { after[$0] }) {
            case (let a?, let b?) where a.label != b.label:
                lines.append("\(noun) changed: \(quoted(a.label)) → \(quoted(b.label))")
            case (let a?, nil):
                lines.append("\(noun) removed: \(quoted(a.label))")
            case (nil, let b?):
                lines.append("\(noun) added: \(quoted(b.label))")
            default:
                break
            }
        }
    }

    /// Header, footer and rows of a section present in both.
    private static func compare(_ old: SectionView, _ new: SectionView, into lines: inout [String],
                                growths: inout [(name: String, delta: Double)]) {
        let place = "in section \(new.index + 1)"
        switch (old.header, new.header) {
        case (let a?, let b?) where a != b: lines.append("header changed: \(quoted(a)) → \(quoted(b))")
        case (let a?, nil): lines.append("header removed: \(quoted(a)) \(place)")
        case (nil, let b?): lines.append("header added: \(quoted(b)) \(place)")
        default: break
        }
        let rowPairs = align(old.rows.map(\.title), new.rows.map(\.title))
        for pair in rowPairs {
            switch (pair.old.map { old.rows[$0] }, pair.new.map { new.rows[$0] }) {
            case (let a?, let b?):
                if a.title != b.title { lines.append("title changed: \(quoted(a.title)) → \(quoted(b.title))") }
                compare(a, b, into: &lines, growths: &growths)
            case (let a?, nil):
                lines.append("row removed: \(quoted(a.title)) from section \(old.index + 1)")
            case (nil, let b?):
                lines.append("row inserted: \(quoted(b.title)) \(place)")
            case (nil, nil):
                break
            }
        }
        switch (old.footer, new.footer) {
        case (let a?, let b?) where a != b: lines.append("footer changed \(place): \(quoted(a)) → \(quoted(b))")
        case (let a?, nil): lines.append("footer removed: \(quoted(a)) \(place)")
        case (nil, let b?): lines.append("footer added: \(quoted(b)) \(place)")
        default: break
        }
    }

    /// One row present in both: its switch, its other texts, its states and its controls; a change of its height
    /// goes to `growths`.
    private static func compare(_ old: RowView, _ new: RowView, into lines: inout [String],
                                growths: inout [(name: String, delta: Double)]) {
        let name = quoted(new.title)
        if let before = old.main, let after = new.main {
            if before.value != after.value, !after.value.isEmpty, !before.value.isEmpty {
                lines.append("switch \(name) turned \(after.value)")
            } else if before.value != after.value {
                lines.append(after.value.isEmpty ? "row \(name) lost its switch" : "row \(name) gained a switch (\(after.value))")
            }
            // The texts besides the title (subtitle, detail, badge…): a title change has its own line.
            let beforeTexts = textsOf(before, title: old.title), afterTexts = textsOf(after, title: new.title)
            if beforeTexts != afterTexts {
                lines.append("row \(name) changed: \(quoted(textsOf(before, title: nil))) → \(quoted(textsOf(after, title: nil)))")
            }
            for (bit, word) in [(1 << 2, "selected"), (1 << 6, "dimmed")] {
                let was = before.traits & bit != 0, now = after.traits & bit != 0
                if was != now { lines.append("row \(name) \(now ? "is now" : "is no longer") \(word)") }
            }
            let growth = after.frame.height - before.frame.height
            if abs(growth) >= 0.5 { growths.append((name, growth)) }
        }
        let controls = align(old.controls.map(\.kind), new.controls.map(\.kind))
        for pair in controls {
            switch (pair.old.map { old.controls[$0] }, pair.new.map { new.controls[$0] }) {
            case (let a?, let b?):
                let noun = nounOf(b.kind)
                if a.label != b.label {
                    lines.append("\(noun) of \(name) changed: \(quoted(a.label)) → \(quoted(b.label))")
                }
                let selected = 1 << 2
                if a.traits & selected == 0, b.traits & selected != 0 {
                    lines.append("\(noun) \(quoted(b.label)) of \(name) selected")
                }
            case (let a?, nil):
                lines.append("\(nounOf(a.kind)) \(quoted(a.label)) removed from \(name)")
            case (nil, let b?):
                lines.append("\(nounOf(b.kind)) \(quoted(b.label)) added to \(name)")
            case (nil, nil):
                break
            }
        }
    }

    /// A row's label without its switch value, which has its own line, and without `title` when it leads.
    private static func textsOf(_ element: LayoutSummary.Element, title: String?) -> String {
        var label = element.label
        if !element.value.isEmpty {
            for suffix in [", On", ", Off", "On", "Off"] where label.hasSuffix(suffix) {
                label = String(label.dropLast(suffix.count))
                break
            }
        }
        if let title, !title.isEmpty, label.hasPrefix(title) { label = String(label.dropFirst(title.count)) }
        return label
    }

    private static func nounOf(_ kind: String) -> String {
        switch kind {
        case "barTitle": return "bar title"
        case "barButton": return "bar button"
        case "searchField": return "search field"
        case "tableHeader": return "table header"
        case "sectionIndex": return "section index"
        case "stepperDecrement": return "stepper decrement"
        case "stepperIncrement": return "stepper increment"
        case "textField": return "text field"
        case "detailButton": return "detail button"
        case "swipeAction": return "swipe action"
        case "editControl": return "edit control"
        case "reorderControl": return "reorder control"
        default: return kind
        }
    }

    /// Text from the screen as every message quotes it (escaped, bounded).
    static func quoted(_ text: String) -> String {
        DiagnosticText.quoted(text)
    }

    /// Pairs of indices of `old` and `new`: a longest common subsequence of equal keys, then, in each gap between
    /// two of its pairs, the gap's items paired in order (a changed item) and the rest left alone (removed from
    /// `old`, inserted into `new`). In order of `new`, removals before insertions.
    static func align(_ old: [String], _ new: [String]) -> [(old: Int?, new: Int?)] {
        let common = commonSubsequence(old, new)
        var result: [(old: Int?, new: Int?)] = []
        var i = 0, j = 0
        for (a, b) in common + [(old.count, new.count)] {
            let gapOld = Array(i..<a), gapNew = Array(j..<b)
            let paired = min(gapOld.count, gapNew.count)
            for k in 0..<paired { result.append((gapOld[k], gapNew[k])) }
            for k in paired..<gapOld.count { result.append((gapOld[k], nil)) }
            for k in paired..<gapNew.count { result.append((nil, gapNew[k])) }
            if a < old.count, b < new.count { result.append((a, b)) }
            i = a + 1
            j = b + 1
        }
        return result
    }

    /// Index pairs of a longest common subsequence. Quadratic in the lengths, which the summary's size bounds; past
    /// `maximumCells` only a common prefix and suffix are kept.
    private static func commonSubsequence(_ old: [String], _ new: [String]) -> [(Int, Int)] {
        let n = old.count, m = new.count
        guard n > 0, m > 0 else { return [] }
        guard n * m <= maximumCells else {
            var pairs: [(Int, Int)] = []
            var start = 0
            while start < min(n, m), old[start] == new[start] {
                pairs.append((start, start))
                start += 1
            }
            var tail: [(Int, Int)] = []
            var a = n - 1, b = m - 1
            while a >= start, b >= start, old[a] == new[b] {
                tail.append((a, b))
                a -= 1
                b -= 1
            }
            return pairs + tail.reversed()
        }
        var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for a in stride(from: n - 1, through: 0, by: -1) {
            for b in stride(from: m - 1, through: 0, by: -1) {
                lengths[a * (m + 1) + b] = old[a] == new[b] ? lengths[(a + 1) * (m + 1) + b + 1] + 1
                    : max(lengths[(a + 1) * (m + 1) + b], lengths[a * (m + 1) + b + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var a = 0, b = 0
        while a < n, b < m {
            if old[a] == new[b] {
                pairs.append((a, b))
                a += 1
                b += 1
            } else if lengths[(a + 1) * (m + 1) + b] >= lengths[a * (m + 1) + b + 1] {
                a += 1
            } else {
                b += 1
            }
        }
        return pairs
    }

    /// Most cells of the longest-common-subsequence table (4 M: 2,000 × 2,000 rows).
    static let maximumCells = 4_000_000
}
