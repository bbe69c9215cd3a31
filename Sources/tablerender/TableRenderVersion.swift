import BuildStamp
import CairoBackend
import TableRenderKit

/// What `--version` prints: the version (the repository's `VERSION`), the commit the binary was built from, the
/// C libraries loaded and the fonts found, with their checksum and folder, so a report names exactly what drew.
enum TableRenderVersion {
    /// ArgumentParser's version line, e.g. `tablerender 0.3.0`; `--version` prints `report()` in its place.
    static let current = ToolVersion.tool

    /// The commit stamped by `make build`/`install`/`dist` (`1e09928c54a1`, `-dirty` when the work tree had
    /// changes), `unknown` for a plain `swift build`.
    static var commit: String { String(cString: tr_build_commit()) }

    /// A few lines: `tablerender 0.3.0`, `commit …`, `cairo …, pango …`, `fonts …` (families, file count and
    /// checksum, as recorded in PNGs) and `fonts folder …`; a fonts line saying why when none are found.
    static func report() -> String {
        var lines = [current, "commit \(commit)"]
        do {
            let fonts = try FontLibrary()
            let versions = ToolchainVersions(tool: current, fonts: fonts)
            lines.append("cairo \(versions.cairo), pango \(versions.pango)")
            lines.append("fonts \(versions.fonts)")
            lines.append("fonts folder \(fonts.folders.joined(separator: ":"))")
        } catch {
            lines.append("fonts not found: \(error)")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether ArgumentParser ended parsing because `--version` was given (its message is the version line).
    static func isRequest(_ error: Error) -> Bool {
        TableRenderCommand.exitCode(for: error) == .success && TableRenderCommand.message(for: error) == current
    }
}
