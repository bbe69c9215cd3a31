import CairoBackend
import FileIntake
import Foundation

/// A render compared with a golden PNG by decoded RGBA pixels, with the tolerances of `tablerender check`
/// (`DiffOptions.goldens` unless told otherwise): the one-image, in-memory form of the check, for tests and tools
/// written in Swift. `GoldenCheck` (module `TableChecks`) is the same comparison over folders of specs, with
/// reports.
///
/// ```swift
/// let png = try TableRenderer.shared.render(spec)
/// let comparison = try GoldenComparison(actualPNG: png, goldenAt: "goldens/settings.png")
/// if !comparison.passed {
///     print(comparison.summary)
///     try comparison.writeArtifacts(to: ".test-failures", name: "settings")
/// }
/// ```
///
/// The golden's header is checked before it is decoded (a small file claiming a huge image is refused), and a
/// golden that is not a readable PNG is a mismatch whose `note` says why, as in `check`.
public struct GoldenComparison: Sendable {
    /// The verdict.
    public enum Verdict: String, Sendable, CaseIterable {
        /// Within the tolerances.
        case match
        /// Beyond the tolerances, another size, or a golden that cannot be compared (`note` says why).
        case mismatch
        /// There is no golden to compare with.
        case missing
    }

    /// The images a failed comparison can leave, named as `tablerender check --diff-dir` names them.
    public enum ImageKind: String, Sendable, CaseIterable {
        /// The golden, byte for byte as it was read.
        case expected
        /// The render.
        case actual
        /// The golden faded, counted differences red, anti-aliasing-only differences yellow.
        case diff
        /// expected | diff | actual side by side.
        case compare

        /// The file suffix: `NAME.expected.png`.
        public var suffix: String { ".\(rawValue).png" }
    }

    /// The verdict.
    public let verdict: Verdict
    /// The pixel comparison, when both images could be decoded.
    public let result: DiffResult?
    /// Why the golden could not be compared (not a PNG, too large, undecodable), or nil.
    public let note: String?
    /// The tolerances used.
    public let options: DiffOptions
    /// The golden's path, when it was read from a file.
    public let goldenPath: String?
    /// The render's PNG bytes.
    public let actualPNG: [UInt8]
    /// The golden's PNG bytes as read, or nil when it is missing or could not be read.
    public let expectedPNG: [UInt8]?
    /// The render's decoded image.
    public let actual: RGBAImage
    /// The golden's decoded image, when it could be decoded.
    public let expected: RGBAImage?

    /// Compares a render with a golden held in memory; nil `expectedPNG` means there is none (`.missing`).
    ///
    /// - Throws: When `actualPNG` is not a PNG this library can decode (it should be a render's output).
    public init(actualPNG: [UInt8], expectedPNG: [UInt8]?, options: DiffOptions = .goldens) throws {
        try self.init(actualPNG: actualPNG, golden: .success(expectedPNG), path: nil, options: options)
    }

    /// Compares a render with the golden PNG file at `path` (relative paths start from the current folder); a
    /// missing file is `.missing`.
    ///
    /// - Throws: When `actualPNG` is not a PNG this library can decode.
    public init(actualPNG: [UInt8], goldenAt path: String, options: DiffOptions = .goldens) throws {
        // The header first: a small file claiming a huge image is refused before anything is decoded.
        let golden = Result { try PNGFile.read(path, limit: .raster) }
        try self.init(actualPNG: actualPNG, golden: golden, path: path, options: options)
    }

    private init(actualPNG: [UInt8], golden: Result<[UInt8]?, Error>, path: String?, options: DiffOptions) throws {
        self.actualPNG = actualPNG
        self.options = options
        goldenPath = path
        actual = try ImageSurface.decodePNG(actualPNG)
        var expectedPNG: [UInt8]?, expected: RGBAImage?, note: String?, samePixels = false
        switch golden {
        case .success(let bytes?):
            expectedPNG = bytes
            do {
                // The same image data is the same pixels: no second decode and no scan. `decodePNG` checks the
                // header first.
                samePixels = PNGPixelIdentity.samePixels(bytes, actualPNG)
                expected = samePixels ? actual : try ImageSurface.decodePNG(bytes)
            } catch {
                note = Self.note(for: error)
            }
        case .success(nil):
            break
        case .failure(let error):
            note = Self.note(for: error)
        }
        self.expectedPNG = expectedPNG
        self.expected = expected
        self.note = note
        let actual = self.actual
        let result = samePixels
            ? .identical(width: actual.width, height: actual.height, options: options)
            : expected.map { ImageComparator.compare($0, actual, options: options) }
        self.result = result
        if let result {
            verdict = result.passed ? .match : .mismatch
        } else {
            verdict = note == nil ? .missing : .mismatch
        }
    }

    /// Whether the render matches the golden within the tolerances.
    public var passed: Bool { verdict == .match }

    /// The golden's size, when it was decoded.
    public var expectedSize: ImageSize? { expected.map { ImageSize(of: $0) } }

    /// The render's size.
    public var actualSize: ImageSize { ImageSize(of: actual) }

    /// The versions of tablerender, cairo, Pango and the fonts recorded in the golden's `tEXt` chunk, if any.
    public var recordedVersions: String? {
        expectedPNG.flatMap { PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: $0) }
    }

    /// The versions recorded in the render.
    public var actualVersions: String? {
        PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: actualPNG)
    }

    /// Recorded → current, for each recorded version that differs from the render's; empty when they agree or
    /// either image records none. A mismatch against a golden recorded with other fonts is often not a regression.
    public var versionChanges: [String] {
        guard let recorded = recordedVersions, let current = actualVersions, recorded != current else { return [] }
        let old = recorded.components(separatedBy: "; "), new = current.components(separatedBy: "; ")
        guard old.count == new.count else { return ["\(recorded) → \(current)"] }
        return zip(old, new).filter { $0 != $1 }.map { "\($0) → \($1)" }
    }

    /// One line saying what was found, e.g. `mismatch: 12 of 4800 pixels differ (0.2500%), …`.
    public var summary: String {
        var line: String
        switch verdict {
        case .match:
            line = "match: \(result.map(String.init(describing:)) ?? "")"
        case .missing:
            line = "missing: " + (goldenPath.map { "no golden at \($0)" } ?? "no golden")
        case .mismatch:
            if let note {
                line = "mismatch: \(note)"
            } else if let result, !result.sizesMatch, let expectedSize {
                line = "mismatch: the golden is \(expectedSize) px, the render \(actualSize) px; \(result)"
            } else {
                line = "mismatch: \(result.map(String.init(describing:)) ?? "")"
            }
        }
        let changes = versionChanges
        if verdict != .match, !changes.isEmpty {
            line += "; the golden was recorded by other versions (\(changes.joined(separator: ", ")))"
        }
        return line
    }

    /// The golden faded, counted differences red and anti-aliasing-only differences yellow; nil when the golden
    /// could not be decoded.
    public func diffImage() -> RGBAImage? {
        expected.map { ImageComparator.diffImage($0, actual, options: options) }
    }

    /// The PNG bytes of each image worth keeping for a failure: the golden as read, the render, and, when both
    /// decoded, the diff and the expected | diff | actual strip (left out when larger than any raster image). Empty
    /// for a match.
    public func artifacts() throws -> [(kind: ImageKind, png: [UInt8])] {
        guard verdict != .match else { return [] }
        var files: [(kind: ImageKind, png: [UInt8])] = []
        if let expectedPNG { files.append((.expected, expectedPNG)) }
        files.append((.actual, actualPNG))
        if let expected, let diff = diffImage() {
            files.append((.diff, try ImageSurface.encodePNG(diff)))
            let panels = [(image: expected, label: "Expected"), (image: diff, label: "Diff"), (image: actual, label: "Actual")]
            if let size = RGBAImage.labelledStripSize(of: panels.map { ($0.image.width, $0.image.height) }),
               RasterLimit.raster.admits(width: size.width, height: size.height) {
                files.append((.compare, try ImageSurface.encodePNG(RGBAImage.labelledStrip(panels))))
            }
        }
        return files
    }

    /// Writes `artifacts()` as `FOLDER/NAME.expected.png`, `.actual.png`, `.diff.png` and `.compare.png`
    /// (atomically, creating folders), and returns the paths written; nothing for a match.
    @discardableResult
    public func writeArtifacts(to folder: String, name: String) throws -> [String] {
        try artifacts().map { kind, png in
            let path = (folder as NSString).appendingPathComponent(name + kind.suffix)
            try OutputFolders.create(parentOf: path)
            try AtomicFile.write(png, to: path)
            return path
        }
    }

    /// Writes the render as the golden at `path` (or at `goldenPath` when nil): the bytes `tablerender render`
    /// writes for the same spec, atomically, creating folders. What `check --update` does for one image.
    public func writeGolden(to path: String? = nil) throws {
        guard let path = path ?? goldenPath else {
            throw RenderError.output("no golden path: pass one to writeGolden(to:)")
        }
        try OutputFolders.create(parentOf: path)
        try AtomicFile.write(actualPNG, to: path)
    }

    /// Why a golden cannot be compared, in one line (the wording of `check`, which calls this).
    public static func note(for error: Error) -> String {
        switch error as? PNGHeader.Problem {
        case .notPNG?:
            return "the golden is not a PNG file"
        case .badHeader(let reason)?:
            return "the golden is not a valid PNG: \(reason)"
        case let .tooLarge(width, height, limit)?:
            return "the golden is \(width)×\(height) px, larger than any render (at most \(limit))"
        case nil:
            if let refusal = error as? RegularFile.Refusal { return "the golden cannot be read: \(refusal)" }
            return "the golden cannot be decoded as a PNG (\(error))"
        }
    }
}
