/// The version of tablerender: printed by `--version` and recorded in every PNG it writes.
public enum ToolVersion {
    /// The version number, `MAJOR.MINOR.PATCH`: the repository's `VERSION` file, which `make dist` names the
    /// archive after and `VersionFileTests` holds this equal to.
    public static let current = "0.3.0"
    /// The name and version as recorded in PNGs, e.g. `tablerender 0.3.0`.
    public static var tool: String { "tablerender \(current)" }
}
