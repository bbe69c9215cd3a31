/// "Did you mean" suggestions for misspelt keys and values.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        // A third of the word may be wrong, but at least one edit is always allowed.
        let allowed = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        // The lengths alone bound the distance from below: skipping hopeless candidates keeps a megabyte
        // key from costing a megabyte-by-word edit table per candidate.
        for candidate in candidates where abs(candidate.count - word.count) <= allowed {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= allowed ? best.candidate : nil
    }

    /// `; did you mean "x"?`, or `otherwise` (what was expected) when no candidate is close.
    static func didYouMean(_ word: String, in candidates: [String], otherwise: String) -> String {
        closest(to: word, in: candidates).map { "; did you mean \(DiagnosticText.quoted($0))?" } ?? otherwise
    }

    /// Levenshtein distance with transpositions counted as one edit (optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
