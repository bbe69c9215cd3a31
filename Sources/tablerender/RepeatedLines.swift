/// Lines already printed in this run: a matrix renders each spec several times, and its warnings (a bundle's, a
/// spec's) would otherwise repeat once per variant. Used only from `BatchRunner`'s serial `deliver`.
final class RepeatedLines {
    private var seen: Set<String> = []

    /// The lines not printed before, in order, now remembered.
    func firstTime(_ lines: [String]) -> [String] {
        lines.filter { seen.insert($0).inserted }
    }
}
