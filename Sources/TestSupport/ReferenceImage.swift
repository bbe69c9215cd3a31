import CairoBackend
import Foundation
import ImageDiff
import XCTest

/// Golden-image assertions: compare decoded pixels with a reference PNG, record with `RECORD_REFERENCES=1` (which
/// rewrites only the references that differ), and leave expected/actual/diff PNGs in `.test-failures/` (git-ignored) when they differ.
public enum ReferenceImage {
    /// The tolerances: the same as `tablerender check`'s defaults (`DiffOptions.goldens`), so the project's own
    /// reference tests catch exactly what users' golden checks catch: any visible change outside glyph-edge
    /// anti-aliasing, down to one level of one channel in one pixel.
    public static let options = DiffOptions.goldens

    /// Whether this run records references instead of comparing.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1"
    }

    /// Asserts that `actual` matches `References/NAME.png` next to the calling test file.
    public static func assertMatches(_ actual: RGBAImage, named name: String,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let testFile = URL(fileURLWithPath: "\(file)")
        let reference = testFile.deletingLastPathComponent().appendingPathComponent("References/\(name).png")
        let failures = packageRoot(of: testFile).appendingPathComponent(".test-failures")
        do {
            // A render of one colour is a failed render: recording or matching it would pass by accident.
            if actual.isBlank {
                XCTFail("\(name): the render is blank (\(actual.width)×\(actual.height), one colour); nothing to compare",
                        file: file, line: line)
                return
            }
            // Recording rewrites only references that differ, so matching ones keep their bytes (no churn).
            if isRecording && !matches(actual, reference) {
                try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try Data(ImageSurface.encodePNG(actual)).write(to: reference)
                XCTFail("recorded \(reference.path); look at it, then run again without RECORD_REFERENCES",
                        file: file, line: line)
                return
            }
            guard let data = FileManager.default.contents(atPath: reference.path) else {
                try writeArtifacts(actual: actual, expected: nil, name: name, to: failures)
                XCTFail("no reference \(reference.path); record it with RECORD_REFERENCES=1 (actual image in \(failures.path))",
                        file: file, line: line)
                return
            }
            let expected = try ImageSurface.decodePNG([UInt8](data))
            let result = ImageComparator.compare(expected, actual, options: options)
            if !result.passed {
                try writeArtifacts(actual: actual, expected: expected, name: name, to: failures)
                XCTFail("""
                    \(name): \(result.differingPixels) pixels differ (ratio \(result.ratio), largest channel delta \
                    \(result.maxChannelDelta), sizes \(expected.width)×\(expected.height) vs \(actual.width)×\(actual.height)); \
                    see \(failures.path)/\(name).{expected,actual,diff}.png, re-record with RECORD_REFERENCES=1
                    """, file: file, line: line)
            }
        } catch {
            XCTFail("\(name): \(error)", file: file, line: line)
        }
    }

    /// Whether the reference at `url` exists, decodes and matches `actual` within the tolerances.
    private static func matches(_ actual: RGBAImage, _ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path),
              let expected = try? ImageSurface.decodePNG([UInt8](data)) else { return false }
        return ImageComparator.compare(expected, actual, options: options).passed
    }

    private static func writeArtifacts(actual: RGBAImage, expected: RGBAImage?, name: String, to folder: URL) throws {
        // Names may have folders (screens/settings-ipad-11).
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try Data(ImageSurface.encodePNG(actual)).write(to: folder.appendingPathComponent("\(name).actual.png"))
        if let expected {
            try Data(ImageSurface.encodePNG(expected)).write(to: folder.appendingPathComponent("\(name).expected.png"))
            let diff = ImageComparator.diffImage(expected, actual, options: options)
            try Data(ImageSurface.encodePNG(diff)).write(to: folder.appendingPathComponent("\(name).diff.png"))
        }
    }

    /// The package folder: the one holding Package.swift above the test file.
    public static func packageRoot(of file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
