import TableRenderKit

/// The version printed by `--version`.
enum TableRenderVersion {
    static let current = ToolVersion.current
}
