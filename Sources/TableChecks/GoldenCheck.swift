import TableRenderKit
import FileIntake
import CairoBackend
import Foundation
import ImageDiff
import TableSpec

/// `check`: each spec rendered in memory and compared by decoded RGBA pixels with its golden PNG (or, when the
/// golden holds the render's very image data, by its bytes: `PNGPixelIdentity`).
public struct GoldenCheck: Sendable {
    /// The golden folder as given; a spec named `a/b` is compared with `GOLDEN/a/b.png`.
    public var goldenFolder: String
    /// Where failures leave `NAME.expected.png`, `NAME.actual.png`, `NAME.diff.png` and `NAME.compare.png`, or
    /// nil for nowhere.
    public var diffFolder: String?
    /// The tolerances.
    public var options: DiffOptions
    /// Whether missing and mismatching goldens are (re)written from the render.
    public var update: Bool
    /// Spec syntax forced by `--input-format`, or nil to go by each file's extension.
    public var inputFormat: SpecFormat?
    /// Command-line values that replace each spec's own.
    public var overrides: SpecOverrides
    /// Whether each failing outcome keeps its images' PNG bytes (`Outcome.images`), for a report that embeds
    /// them without a diff folder (`check --html`). Matches never keep theirs: a run may have 10,000.
    public var keepsImages: Bool

    /// Creates a check.
    public init(goldenFolder: String, diffFolder: String? = nil, options: DiffOptions = DiffOptions(),
                update: Bool = false, inputFormat: SpecFormat? = nil, overrides: SpecOverrides = SpecOverrides(),
                keepsImages: Bool = false) {
        self.keepsImages = keepsImages
        self.goldenFolder = goldenFolder
        self.diffFolder = diffFolder
        self.options = options
        self.update = update
        self.inputFormat = inputFormat
        self.overrides = overrides
    }

    /// The verdict for one spec.
    public enum Status: String, Sendable, CaseIterable {
        /// Within the tolerances.
        case match
        /// Beyond the tolerances, a different size, or a golden that cannot be compared (`note` says why).
        case mismatch
        /// No golden at the expected path.
        case missing
        /// The spec could not be loaded or rendered, so nothing was compared.
        case error
    }

    /// What happened to one spec.
    public struct Outcome: Sendable {
        /// The spec.
        public var job: SpecJob
        /// The golden's path.
        public var golden: String
        /// The verdict (before any update).
        public var status: Status
        /// The comparison, when both images could be decoded.
        public var result: DiffResult?
        /// The golden's size, when it was decoded.
        public var expectedSize: ImageSize?
        /// The render's size, when the spec rendered.
        public var actualSize: ImageSize?
        /// The versions this render records in its PNG, when the spec rendered.
        public var versions: String?
        /// The versions recorded in the golden's `tEXt` chunk, if it has one.
        public var recordedVersions: String?
        /// Recorded → current, for each version that differs; empty when they agree or none were recorded.
        public var versionChanges: [String] = []
        /// Whether the golden was written by `--update`.
        public var updated = false
        /// The diff artifacts written.
        public var artifacts: [String] = []
        /// The same artifacts by `ReportImageKind` raw value (`expected`, `actual`, `diff`, `compare`).
        public var imagePaths: [String: String] = [:]
        /// With `keepsImages`, for a missing or mismatching golden: the PNG bytes of each image by
        /// `ReportImageKind` raw value, whether or not they were written; empty otherwise.
        public var images: [String: [UInt8]] = [:]
        /// Warnings about the spec, as `spec: warning: …` lines.
        public var warnings: [String] = []
        /// Why the spec could not be checked, or why writing a golden or an artifact failed.
        public var error: RenderError?
        /// Why the golden could not be compared at all: not a PNG, over the raster limit, or undecodable.
        public var note: String?
        /// For a missing or mismatching golden: the SHA-256 of the golden as it was compared (nil when there
        /// was none), so `accept` refuses a golden that changed since.
        public var goldenSHA256: String?
        /// For a missing or mismatching golden: the SHA-256 of this render's PNG (`NAME.actual.png`).
        public var actualSHA256: String?
        /// What changed in the layout, in words (`LayoutChanges`), when the golden records a layout summary;
        /// nil when it records none (the pixels alone say what changed).
        public var layoutChanges: [String]?

        /// 0 for a match or an updated golden, 1 for a mismatch or a missing golden, 2 for a golden that cannot
        /// be compared (bad input, as for an invalid spec), and at least the error's code when something failed.
        public var exitCode: Int32 {
            let verdict: Int32
            if status == .match || status == .error || updated {
                verdict = 0
            } else {
                verdict = note == nil ? 1 : 2
            }
            return max(verdict, error?.exitCode ?? 0)
        }
    }

    /// The golden of a spec.
    public func golden(of job: SpecJob) -> String {
        job.output(in: goldenFolder, suffix: ".png")
    }

    /// The outcome of a spec that could not even start (its thread has no pipeline).
    public func failure(of job: SpecJob, _ error: RenderError) -> Outcome {
        var outcome = Outcome(job: job, golden: golden(of: job), status: .error)
        outcome.error = error
        return outcome
    }

    /// Renders, compares, and writes artifacts and goldens for one spec with `pipeline` (which must not be used
    /// by another thread meanwhile).
    public func check(_ job: SpecJob, with pipeline: RenderPipeline) -> Outcome {
        var outcome = Outcome(job: job, golden: golden(of: job), status: .error)
        let png: [UInt8], header: PNGHeader
        do {
            let overrides = job.overrides(over: self.overrides)
            let (spec, importWarnings) = try job.loadReporting(format: inputFormat, overrides: self.overrides)
            outcome.warnings = importWarnings + pipeline.warnings(for: spec).map { "\(PathEscaping.escaped(job.path)): warning: \($0)" }
            png = try pipeline.render(consume spec, overrides: overrides, format: .png, name: PathEscaping.escaped(job.path))
            header = try PNGHeader(png)
        } catch {
            outcome.error = RenderError(error)
            return outcome
        }
        outcome.actualSize = ImageSize(width: header.width, height: header.height)
        outcome.versions = pipeline.renderer.versions.description

        let goldenBytes: [UInt8]
        do {
            // The header first: a small file claiming a huge image is refused before anything is decoded.
            guard let bytes = try PNGFile.read(outcome.golden, limit: .raster) else {
                outcome.status = .missing
                finish(&outcome, png: png, goldenBytes: nil, images: nil)
                return outcome
            }
            goldenBytes = bytes
        } catch {
            outcome.status = .mismatch
            outcome.note = Self.note(for: error)
            finish(&outcome, png: png, goldenBytes: nil, images: nil)
            return outcome
        }
        outcome.layoutChanges = Self.layoutChanges(golden: goldenBytes, render: png)
        outcome.recordedVersions = PNGTextChunk.text(forKeyword: ToolchainVersions.pngKeyword, in: goldenBytes)
        outcome.versionChanges = outcome.recordedVersions.map { pipeline.renderer.versions.differences(from: $0) } ?? []

        if PNGPixelIdentity.samePixels(goldenBytes, png) {
            // The golden's image data is the render's (a golden `render` or `--update` wrote): the same pixels,
            // known without decoding either image or scanning them.
            outcome.expectedSize = outcome.actualSize
            outcome.result = .identical(width: header.width, height: header.height, options: options)
            outcome.status = .match
            return outcome
        }
        let actual: RGBAImage
        do {
            actual = try ImageSurface.decodePNG(png)
        } catch {
            outcome.error = RenderError(error)
            return outcome
        }
        let expected: RGBAImage
        do {
            expected = try ImageSurface.decodePNG(goldenBytes)
        } catch {
            outcome.status = .mismatch
            outcome.note = Self.note(for: error)
            finish(&outcome, png: png, goldenBytes: goldenBytes, images: nil)
            return outcome
        }
        outcome.expectedSize = ImageSize(of: expected)
        let diff: RGBAImage?
        if diffFolder == nil && !keepsImages {
            outcome.result = ImageComparator.compare(expected, actual, options: options)
            diff = nil
        } else {
            let both = ImageComparator.compareWithDiff(expected, actual, options: options)
            outcome.result = both.result
            diff = both.diff
        }
        outcome.status = outcome.result?.passed == true ? .match : .mismatch
        finish(&outcome, png: png, goldenBytes: goldenBytes,
               images: diff.map { (expected: expected, actual: actual, diff: $0) })
        return outcome
    }

    /// expected | diff | actual under the labels `EXPECTED`, `DIFF`, `ACTUAL`, or nil when the strip would be
    /// larger than any image written (it is a convenience: the three images are written anyway).
    static func compareStrip(_ images: (expected: RGBAImage, actual: RGBAImage, diff: RGBAImage)) -> RGBAImage? {
        let panels = [(image: images.expected, label: "Expected"), (image: images.diff, label: "Diff"),
                      (image: images.actual, label: "Actual")]
        guard let size = RGBAImage.labelledStripSize(of: panels.map { ($0.image.width, $0.image.height) }),
              RasterLimit.raster.admits(width: size.width, height: size.height) else { return nil }
        return RGBAImage.labelledStrip(panels)
    }

    /// The layout changes from the golden's recorded summary to the render's, nil when either records none
    /// (or an unreadable one); identical bytes change nothing.
    static func layoutChanges(golden: [UInt8], render: [UInt8]) -> [String]? {
        guard let recorded = PNGInternationalText.text(forKeyword: LayoutSummary.pngKeyword, in: golden)
                .flatMap(LayoutSummary.init(text:)) else { return nil }
        if golden == render { return [] }
        guard let drawn = PNGInternationalText.text(forKeyword: LayoutSummary.pngKeyword, in: render)
                .flatMap(LayoutSummary.init(text:)) else { return nil }
        return recorded == drawn ? [] : LayoutChanges.between(recorded, drawn)
    }

    /// Why a golden cannot be compared, in one line (the library's comparison words it the same).
    static func note(for error: Error) -> String {
        GoldenComparison.note(for: error)
    }

    /// For a missing or mismatching golden: leaves the artifacts (and keeps their bytes with `keepsImages`),
    /// then writes the golden under `--update`. `images` are the decoded images and their diff when both
    /// images could be compared.
    private func finish(_ outcome: inout Outcome, png: [UInt8], goldenBytes: [UInt8]?,
                        images: (expected: RGBAImage, actual: RGBAImage, diff: RGBAImage)?) {
        guard outcome.status == .missing || outcome.status == .mismatch else { return }
        outcome.goldenSHA256 = goldenBytes.map(SHA256.hex)
        outcome.actualSHA256 = SHA256.hex(png)
        do {
            if diffFolder != nil || keepsImages {
                var files: [(ReportImageKind, [UInt8])] = []
                // The golden as it is on disk (not re-encoded), so the artifact is exactly what was compared.
                if let goldenBytes { files.append((.expected, goldenBytes)) }
                files.append((.actual, png))
                if let images {
                    files.append((.diff, try ImageSurface.encodePNG(images.diff)))
                    if let strip = Self.compareStrip(images) { files.append((.compare, try ImageSurface.encodePNG(strip))) }
                }
                if keepsImages {
                    for (kind, bytes) in files { outcome.images[kind.rawValue] = bytes }
                }
                if let diffFolder {
                    for (kind, bytes) in files {
                        let path = outcome.job.output(in: diffFolder, suffix: kind.suffix)
                        try OutputFolders.create(parentOf: path)
                        try AtomicFile.write(bytes, to: path)
                        outcome.artifacts.append(path)
                        outcome.imagePaths[kind.rawValue] = path
                    }
                }
            }
            if update {
                // The bytes `render` writes for the same spec: goldens stay byte-identical to renders.
                try OutputFolders.create(parentOf: outcome.golden)
                try AtomicFile.write(png, to: outcome.golden)
                outcome.updated = true
            }
        } catch {
            outcome.error = RenderError(error)
        }
    }
}
