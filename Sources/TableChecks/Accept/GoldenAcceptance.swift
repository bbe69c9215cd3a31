import CairoBackend
import FileIntake
import Foundation
import TableRenderKit

/// `tablerender accept REPORT.json [NAME...]`: the images a check produced (its `NAME.actual.png`, kept with
/// `--diff-dir`) copied byte for byte onto their goldens, without rendering again. Everything is checked
/// before anything is written: a golden that changed since the report was written (its SHA-256 is not the one
/// the report records), an actual image that is missing or not the one the check produced, and any path that
/// leads outside its folder (the images must be inside the report's folder, the goldens inside the golden
/// folder, as `PathRule` decides) refuse the whole run with one line naming the file.
public struct GoldenAcceptance {
    /// One golden to write.
    public struct Copy: Equatable, Sendable {
        /// The entry's name (`a/b.dark`).
        public var name: String
        /// The actual image as a path from the current folder, for messages.
        public var source: String
        /// The golden's path as the report names it.
        public var golden: String
        /// The actual image's resolved path, read again when written (a run may accept thousands of images:
        /// they are not all held in memory).
        public var file: String
        /// The SHA-256 its bytes must still have when written.
        public var sha256: String
    }

    /// The report's path as given.
    public let reportPath: String
    /// The report.
    public let report: CheckReport
    /// The golden folder the goldens must be inside.
    public let goldenFolder: String

    /// Reads the report at `path`; the goldens must be inside `goldenFolder`, else the report's own golden
    /// folder, which must then lie inside the current folder (a report is input: it may not make `accept`
    /// write anywhere else). Throws `RenderError.input` with one line.
    public init(reportPath path: String, goldenFolder: String? = nil) throws {
        reportPath = path
        report = try CheckReport.read(path)
        if let goldenFolder {
            self.goldenFolder = goldenFolder
        } else {
            let here = FileManager.default.currentDirectoryPath
            let rule = PathRule(folder: URL(fileURLWithPath: here))
            guard (try? rule.resolve(report.golden)) != nil else {
                throw RenderError.input("\(Self.escaped(path)): the golden folder \(Self.escaped(report.golden)) is outside the current folder; run accept where check ran, or give --golden DIR")
            }
            self.goldenFolder = report.golden
        }
    }

    /// The copies for `names` (every mismatching and missing entry when empty), each checked; `skipped` gets a
    /// line for a named entry that matches. Throws `RenderError.input` with one line naming the file at the first
    /// refusal, before anything is written.
    public func plan(names: [String], skipped: (String) -> Void = { _ in }) throws -> [Copy] {
        let entries: [CheckReport.Entry]
        if names.isEmpty {
            entries = report.specs.filter { Self.isAcceptable($0) }
        } else {
            var byName: [String: CheckReport.Entry] = [:]
            for entry in report.specs where byName[entry.name] == nil { byName[entry.name] = entry }
            var picked: [CheckReport.Entry] = []
            var seen = Set<String>()
            for name in names where seen.insert(name).inserted {
                guard let entry = byName[name] else {
                    throw RenderError.input("\(Self.escaped(reportPath)): no entry named \(Self.quoted(name)) in the report")
                }
                if entry.status == GoldenCheck.Status.match.rawValue && !entry.updated {
                    skipped("\(PathEscaping.escaped(name)): matches its golden; nothing to accept")
                    continue
                }
                guard Self.isAcceptable(entry) else {
                    let why = entry.updated ? "its golden was already written by --update" : "it could not be checked (status \(entry.status))"
                    throw RenderError.input("\(Self.escaped(reportPath)): \(Self.quoted(name)) cannot be accepted: \(why)")
                }
                picked.append(entry)
            }
            entries = picked
        }
        let folder = (reportPath as NSString).deletingLastPathComponent
        let reportFolder = folder.isEmpty ? "." : folder
        let images = ReportImagePolicy(folders: [reportFolder], description: "the report's folder")
        let goldens = PathRule(folder: URL(fileURLWithPath: goldenFolder))
        let here = FileManager.default.currentDirectoryPath
        var copies: [Copy] = []
        var targets = Set<String>()
        for entry in entries {
            guard let copy = try check(entry, images: images, reportFolder: reportFolder, goldens: goldens, here: here) else {
                skipped("\(PathEscaping.escaped(entry.name)): already accepted (the golden is the check's image)")
                continue
            }
            guard targets.insert(copy.golden).inserted else {
                throw RenderError.input("\(Self.escaped(reportPath)): two entries name the golden \(Self.escaped(copy.golden))")
            }
            copies.append(copy)
        }
        return copies
    }

    /// Writes each copy onto its golden, atomically (a temporary file renamed into place), reading its image
    /// again and requiring the SHA-256 `plan` saw; returns the paths written. An image changed since `plan`
    /// throws `RenderError.input`, a write that fails `RenderError.output`.
    public static func write(_ copies: [Copy]) throws -> [String] {
        var written: [String] = []
        for copy in copies {
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(copy.file, limit: ReportImagePolicy.maximumImageBytes, followingLinks: false)
            } catch {
                throw RenderError.input("\(escaped(copy.source)): cannot read the actual image of \(quoted(copy.name)): \(error)")
            }
            guard SHA256.hex(bytes) == copy.sha256 else {
                throw RenderError.input("\(escaped(copy.source)): changed while accept ran; run check again")
            }
            do {
                try OutputFolders.create(parentOf: copy.golden)
                try AtomicFile.write(bytes, to: copy.golden)
            } catch {
                throw RenderError(error)
            }
            written.append(copy.golden)
        }
        return written
    }

    /// Whether the check produced an image for the entry that is not its golden yet.
    static func isAcceptable(_ entry: CheckReport.Entry) -> Bool {
        (entry.status == GoldenCheck.Status.mismatch.rawValue || entry.status == GoldenCheck.Status.missing.rawValue)
            && !entry.updated
    }

    /// The copy for one entry, every rule checked; nil when the golden already holds the check's image (an
    /// accept run twice).
    private func check(_ entry: CheckReport.Entry, images: ReportImagePolicy, reportFolder: String,
                       goldens: PathRule, here: String) throws -> Copy? {
        let report = Self.escaped(reportPath)
        let name = Self.quoted(entry.name)
        guard let actual = entry.images[ReportImageKind.actual.rawValue] else {
            throw RenderError.input("\(report): \(name) has no actual image in the report; run check with --diff-dir beside the report")
        }
        guard let expectedHash = entry.actualSHA256 else {
            throw RenderError.input("\(report): \(name) records no SHA-256 of its image (a report of an older tablerender); run check again")
        }
        // Named from the current folder in messages, where the user finds it.
        let shown = Self.escaped(RelativePath.resolve(actual, in: reportFolder))
        let file: String
        switch images.verdict(for: actual, relativeTo: reportFolder) {
        case .inside(let path): file = path
        case .missing:
            throw RenderError.input("\(shown): the actual image of \(name) is missing; download the report together with its diff folder")
        case .refused(let reason):
            throw RenderError.input("\(report): the actual image of \(name), \(Self.escaped(actual)), is refused: \(reason)")
        }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, limit: ReportImagePolicy.maximumImageBytes, followingLinks: false)
        } catch {
            throw RenderError.input("\(shown): cannot read the actual image of \(name): \(error)")
        }
        guard SHA256.hex(bytes) == expectedHash else {
            throw RenderError.input("\(shown): not the image the check produced for \(name) (its SHA-256 differs from the report's); run check again")
        }
        // The golden: inside the golden folder, with the same bytes as when the report was written.
        let golden = entry.golden
        let absolute = PathRule.lexical(golden, from: here)
        guard golden.hasSuffix(".png"), (try? goldens.resolve(absolute)) != nil else {
            throw RenderError.input("\(report): the golden of \(name), \(Self.escaped(golden)), is outside the golden folder \(Self.escaped(goldenFolder))")
        }
        let current: [UInt8]?
        do {
            current = try RegularFile.read(absolute, limit: ReportImagePolicy.maximumImageBytes, followingLinks: false)
        } catch let refusal as RegularFile.Refusal where refusal == .missing(danglingLink: false) {
            current = nil
        } catch {
            throw RenderError.input("\(Self.escaped(golden)): cannot read the golden of \(name): \(error)")
        }
        if current == bytes { return nil }
        switch (current, entry.goldenSHA256) {
        case (nil, nil):
            break
        case (let bytes?, let hash?) where SHA256.hex(bytes) == hash:
            break
        case (nil, _?):
            throw RenderError.input("\(Self.escaped(golden)): the golden was deleted since the report was written; run check again")
        case (_?, nil) where entry.status == GoldenCheck.Status.mismatch.rawValue:
            throw RenderError.input("\(report): \(name) records no SHA-256 of its golden (a report of an older tablerender, or a golden that could not be read); run check again")
        default:
            throw RenderError.input("\(Self.escaped(golden)): the golden changed since the report was written; run check again")
        }
        return Copy(name: entry.name, source: RelativePath.resolve(actual, in: reportFolder), golden: golden,
                    file: file, sha256: expectedHash)
    }

    private static func escaped(_ path: String) -> String { PathEscaping.escaped(path) }

    private static func quoted(_ text: String) -> String { DiagnosticText.quoted(text) }
}
