import Foundation
import SnapshotTesting
import TableRenderKit

extension Snapshotting where Value == Spec, Format == Data {
    /// A spec rendered to PNG at its own size, scale and appearance, compared with the reference by decoded
    /// pixels with the project's tolerances (`DiffOptions.goldens`: every visible change fails, only
    /// anti-aliasing at glyph edges is forgiven), so a PNG re-encoded by another tool still matches.
    ///
    /// ```swift
    /// import TableRenderSnapshotTesting
    ///
    /// assertSnapshot(of: spec, as: .tablerender)
    /// ```
    ///
    /// References are recorded as swift-snapshot-testing records them: `__Snapshots__/TESTFILE/TEST.N.png` beside
    /// the test file, on the first run or with `record: .all` (or `SNAPSHOT_TESTING_RECORD=all`). A failure
    /// says how many pixels differ and where, and leaves the diff image and an expected | diff | actual strip
    /// in the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary folder) beside the failed render.
    public static var tablerender: Snapshotting {
        .tablerender(overrides: SpecOverrides())
    }

    /// A spec rendered to PNG with some of its values replaced, as the command-line options replace them:
    /// `.tablerender(device: .iphoneSE, appearance: .dark)` is `tablerender SPEC --device iphone-se
    /// --appearance dark`. Nil leaves the spec's own value.
    ///
    /// - Parameters:
    ///   - device: Puts the spec on a device: its width, scale, size class and safe area.
    ///   - scale: Pixels per point (wins over `device`).
    ///   - width: Canvas width in points (wins over `device`).
    ///   - appearance: Light or dark.
    ///   - style: The table style.
    ///   - dynamicType: The text size category.
    ///   - direction: Left to right or right to left.
    ///   - ios: The iOS generation whose look is drawn.
    ///   - options: The tolerances (`DiffOptions.goldens` by default).
    public static func tablerender(device: Device? = nil, scale: Double? = nil, width: Double? = nil,
                                   appearance: Appearance? = nil, style: TableStyle? = nil,
                                   dynamicType: DynamicTypeSize? = nil, direction: LayoutDirection? = nil,
                                   ios: IOSGeneration? = nil, options: DiffOptions = .goldens) -> Snapshotting {
        .tablerender(overrides: SpecOverrides(scale: scale, width: width, appearance: appearance, style: style,
                                              device: device, dynamicType: dynamicType, direction: direction, ios: ios),
                     options: options)
    }

    /// A spec rendered to PNG under `overrides` by `renderer`, compared by decoded pixels under `options`.
    public static func tablerender(overrides: SpecOverrides, options: DiffOptions = .goldens,
                                   renderer: TableRenderer = .shared) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .tablerenderPNG(options: options)) { spec in
            do {
                return Data(try renderer.render(spec, as: .png, overrides: overrides))
            } catch {
                // The closure cannot throw: the failure is reported where the test runs, and the empty PNG then
                // fails the comparison (or is recorded as an empty reference that the next run refuses).
                SnapshotIssue.record("tablerender could not render the spec: \(error)")
                return Data()
            }
        }
    }
}

extension Snapshotting where Value == Spec, Format == String {
    /// A spec rendered to SVG (in points, text as glyph outlines), compared line by line as text, so a failure
    /// shows which elements moved. SVG bytes are deterministic on one machine (cairo's ids are renumbered per
    /// file); prefer `.tablerender` (pixels, with tolerances) for references shared across machines.
    public static var tablerenderSVG: Snapshotting {
        .tablerenderSVG(overrides: SpecOverrides())
    }

    /// A spec rendered to SVG under `overrides` (see `SpecOverrides`) by `renderer`, compared line by line.
    public static func tablerenderSVG(overrides: SpecOverrides, renderer: TableRenderer = .shared) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (spec: Spec) -> String in
            do {
                return String(decoding: try renderer.render(spec, as: .svg, overrides: overrides), as: UTF8.self)
            } catch {
                SnapshotIssue.record("tablerender could not render the spec: \(error)")
                return ""
            }
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Diffing where Value == Data {
    /// PNG bytes compared as `tablerender check` compares a render with its golden: by decoded RGBA pixels
    /// under `options` (`GoldenComparison`). Identical bytes match without decoding. On a failure the message
    /// gives the pixel counts and the changed area, and the paths of the diff image and the expected | diff |
    /// actual strip written to the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary folder, under
    /// `tablerender/`); both are also attached to the test in Xcode.
    public static func tablerenderPNG(options: DiffOptions = .goldens) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if reference == actual { return nil }
            let comparison: GoldenComparison
            do {
                comparison = try GoldenComparison(actualPNG: [UInt8](actual), expectedPNG: [UInt8](reference),
                                                  options: options)
            } catch {
                return ("tablerender: the new snapshot is not a PNG that can be decoded (\(error)); see the issue above", [])
            }
            if comparison.passed { return nil }
            return SnapshotArtifacts.failure(comparison)
        }
    }
}
