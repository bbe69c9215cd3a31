import Foundation

/// A one-line progress bar on standard error: `[#######.......] 12/40  3.1/s  ETA 0:09`.
///
/// Only on a terminal and without `--quiet`; otherwise every call is a no-op, so logs stay clean. Lines printed
/// through `printAbove` clear the bar first and redraw it after, so messages never land in the middle of it.
/// Not thread-safe: `WorkerPool` calls its callbacks one at a time.
final class ProgressBar {
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private var completed = 0
    private var lastDraw = Date.distantPast
    private var visible = false

    /// Redraws at most this often: faster only costs terminal bandwidth.
    private static let interval: TimeInterval = 0.1
    private static let barWidth = 24

    /// A bar for `total` specs, drawn only when `enabled`.
    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && total > 0
    }

    /// Records that `completed` specs are done and redraws when due (always for the last one).
    func update(completed: Int) {
        self.completed = completed
        guard enabled else { return }
        let now = Date()
        if completed == total || now.timeIntervalSince(lastDraw) >= Self.interval {
            lastDraw = now
            draw()
        }
    }

    /// Prints `line` on standard output (or standard error) without breaking the bar.
    func printAbove(_ line: String, toStandardError: Bool = false) {
        clear()
        if toStandardError { printError(line) } else { printStatus(line) }
        if enabled && completed < total { draw() }
    }

    /// Removes the bar for good.
    func finish() {
        clear()
    }

    private func draw() {
        write("\r" + Self.line(completed: completed, total: total, elapsed: Date().timeIntervalSince(start)) + "\u{1B}[K")
        visible = true
    }

    private func clear() {
        guard visible else { return }
        write("\r\u{1B}[K")
        visible = false
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The bar's text: count, rate in specs per second, and the estimated time left.
    static func line(completed: Int, total: Int, elapsed: TimeInterval) -> String {
        let filled = total == 0 ? barWidth : barWidth * completed / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
        let rate = elapsed > 0 ? Double(completed) / elapsed : 0
        let eta: String
        if completed >= total {
            eta = "done"
        } else if rate > 0 {
            eta = "ETA " + clock(Double(total - completed) / rate)
        } else {
            eta = "ETA --:--"
        }
        let rateText = rate >= 10 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)
        return "[\(bar)] \(completed)/\(total)  \(rateText)/s  \(eta)"
    }

    /// `M:SS`, or `H:MM:SS` past an hour.
    private static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let mmss = String(format: "%d:%02d", minutes, secs)
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, secs) : mmss
    }
}
