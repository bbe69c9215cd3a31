import Foundation
import SnapshotTesting
import TableRenderKit

/// The diff images a failed PNG snapshot leaves, and the message that points at them.
enum SnapshotArtifacts {
    /// Where they go: swift-snapshot-testing's artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary
    /// folder), in `tablerender/`. A `Diffing` is not told the test's name, so files are named by a hash of both
    /// images: the same failure writes the same files again.
    static var folder: String {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        return (base as NSString).appendingPathComponent("tablerender")
    }

    /// The failure message and attachments for a comparison that did not pass.
    static func failure(_ comparison: GoldenComparison) -> (String, [DiffAttachment]) {
        var lines = ["tablerender: the render differs from the reference by decoded pixels "
                     + "(\(tolerances(comparison.options))): \(comparison.summary)"]
        var attachments: [DiffAttachment] = []
        do {
            let name = "snapshot-" + hash(comparison.expectedPNG ?? [], comparison.actualPNG)
            let images = try comparison.artifacts().filter { $0.kind == .diff || $0.kind == .compare }
            if images.isEmpty, comparison.expected == nil {
                lines.append("no diff image: the reference could not be decoded")
            }
            for (kind, png) in images {
                let path = (folder as NSString).appendingPathComponent(name + kind.suffix)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
                lines.append(kind == .diff
                    ? "diff image (reference faded, differences red, anti-aliasing yellow): \(path)"
                    : "reference | diff | new snapshot: \(path)")
                attachments.append(.data(Data(png), name: name + kind.suffix))
            }
        } catch {
            lines.append("the diff images could not be written: \(error)")
        }
        return (lines.joined(separator: "\n"), attachments)
    }

    /// The tolerances in words, naming the project's defaults when they are the ones used.
    static func tolerances(_ options: DiffOptions) -> String {
        if options == .goldens { return "tolerances DiffOptions.goldens" }
        return "threshold \(options.threshold), at most \(options.maxDifferentRatio * 100)% of pixels"
            + (options.includeAntiAliasing ? ", anti-aliasing counted" : "")
    }

    /// FNV-1a, 64 bits, over both images: a stable name for the pair.
    static func hash(_ first: [UInt8], _ second: [UInt8]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in [first, [0xFF], second] {
            for byte in part {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
