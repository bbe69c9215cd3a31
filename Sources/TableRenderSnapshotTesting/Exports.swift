// `import TableRenderSnapshotTesting` alone gives a test `assertSnapshot` and the spec model, as
// swift-snapshot-testing's own `InlineSnapshotTesting` re-exports `SnapshotTesting`.
@_exported import SnapshotTesting
@_exported import TableRenderKit
