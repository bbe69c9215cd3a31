// What `import TableRenderKit` brings with it, so that one import is enough to load or build a spec, render it
// and compare the result with a golden (docs/library.md).
//
// swift-argument-parser and GRDB each ship one public module and keep their helper modules out of sight
// (`internal import ArgumentParserToolInfo`, GRDB's SQLite shim). tablerender's public API is written in the
// types of its stage modules (a `Spec` goes in, a `DiffResult` comes out), so they cannot be hidden; the nearest
// equivalent is swift-snapshot-testing's (`InlineSnapshotTesting` re-exports `SnapshotTesting`): re-export the
// vocabulary modules whole, and from the backend only the two enums a caller names. The stages in between
// (`TableResolve`, `TableLayout`, `TableImport`, the rest of `CairoBackend`) stay implementation modules.

// The spec model (`Spec`, `Section`, `Row`, `SectionHeader`, `Device`, `Appearance`, …), `SpecLoader`,
// `SpecFormat` and the positioned problems of an invalid spec (`SpecError`, `SpecDiagnostic`).
@_exported import TableSpec
// The drawing vocabulary the spec builds on: `LayoutDirection`, `RGBAColor`, `CornerCurve`, `DisplayList`.
@_exported import TableGraphics
// The pixel comparison: `DiffOptions` (with `DiffOptions.goldens`, the project's tolerances), `DiffResult`,
// `RGBAImage`.
@_exported import ImageDiff
// The file formats a render produces: `.png`, `.svg`, `.pdf`.
@_exported import enum CairoBackend.OutputFormat
// How hard PNGs are compressed: `.fast` (the default), `.default`, `.smallest`.
@_exported import enum CairoBackend.PNGCompression
