/// The version printed by `--version`.
enum TableRenderVersion {
    static let current = "0.1.0"
}
