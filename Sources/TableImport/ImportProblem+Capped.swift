import TableSpec

extension ImportProblem {
    /// `problems` with at most `limit` kept per file (in order), the rest summed up in one `…and N more` line for
    /// that file, so a hostile bundle or storyboard cannot print millions of lines. The summary is an error when
    /// an error was among those left out, so `validate` still fails on it.
    public static func capped(_ problems: [ImportProblem], limit: Int = SpecLimits.maximumDiagnostics) -> [ImportProblem] {
        var counts: [String: Int] = [:]
        var dropped: [String: (count: Int, error: Bool, pane: String?)] = [:]
        var order: [String] = []
        var kept: [ImportProblem] = []
        for problem in problems {
            let count = counts[problem.file, default: 0]
            counts[problem.file] = count + 1
            if count < limit {
                kept.append(problem)
                continue
            }
            if dropped[problem.file] == nil { order.append(problem.file) }
            let previous = dropped[problem.file] ?? (0, false, problem.pane)
            dropped[problem.file] = (previous.count + 1, previous.error || problem.severity == .error, previous.pane)
        }
        // Files in the order their first dropped problem came, so the output is the same every run.
        for file in order {
            guard let summary = dropped[file] else { continue }
            var more = ImportProblem(file: file, location: nil, path: nil, message: "…and \(summary.count) more",
                                     severity: summary.error ? .error : .warning)
            more.pane = summary.pane
            kept.append(more)
        }
        return kept
    }
}
