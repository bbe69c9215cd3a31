// swift-tools-version:5.9
// tablerender: draws iOS-style grouped tables from a JSON spec into PNG, SVG and PDF.
import PackageDescription

/// The commit `make build`, `make install` and `make dist` stamp into the binary for `--version`
/// (`TABLERENDER_COMMIT=$(git rev-parse --short=12 HEAD)`); hex digits and `-dirty` only, else none ("unknown").
let stampedCommit = Context.environment["TABLERENDER_COMMIT"].flatMap { commit in
    commit.allSatisfy { "0123456789abcdef-dirty".contains($0) } && !commit.isEmpty ? commit : nil
}

let package = Package(
    name: "tablerender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tablerender", targets: ["tablerender"]),
        .library(name: "TableRenderKit", targets: ["TableRenderKit"]),
        .library(name: "TableAudit", targets: ["TableAudit"]),
        .library(name: "TableScale", targets: ["TableScale"]),
        .library(name: "TableChecks", targets: ["TableChecks"]),
        // swift-snapshot-testing strategies (`assertSnapshot(of: spec, as: .tablerender)`); the only product that
        // links SnapshotTesting.
        .library(name: "TableRenderSnapshotTesting", targets: ["TableRenderSnapshotTesting"]),
        // `swift package tablerender …` in a package that depends on this one.
        .plugin(name: "TableRenderPlugin", targets: ["TableRenderPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Only for the TableRenderSnapshotTesting product and its tests.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Only for reading SwiftUI source (SwiftUIImport): parsed, never compiled.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The one bounded, regular-file-only way every input file is read (specs, plists, icons, goldens, reports).
        .target(name: "FileIntake"),
        .testTarget(name: "FileIntakeTests", dependencies: ["FileIntake"]),

        // What layout hands the backend: the display list, geometry, colours and text styles. Imports nothing;
        // the spec builds on its colour, corner-curve and direction types, and the backend reads only this.
        .target(name: "TableGraphics"),

        // Stage 1: the spec, as authored. Parses JSON/YAML with source positions and decodes the model.
        .target(name: "TableSpec", dependencies: ["TableGraphics", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "TableSpecTests", dependencies: ["TableSpec", "TableGraphics"]),

        // Inputs teams already have (Settings.bundle panes, .strings files, storyboards, acknowledgements) read
        // with positions and turned into specs. Pure Swift: its own XML, plist and strings readers.
        .target(name: "TableImport", dependencies: ["TableSpec", "TableGraphics", "FileIntake"]),
        .testTarget(name: "TableImportTests", dependencies: ["TableImport", "TableSpec", "TableGraphics"],
                    exclude: ["Fixtures"]),

        // SwiftUI source files read (never compiled or run) with swift-syntax into specs: `tablerender View.swift`.
        .target(name: "SwiftUIImport",
                dependencies: ["TableSpec", "TableGraphics", "TableImport", "FileIntake",
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "SwiftUIImportTests", dependencies: ["SwiftUIImport", "TableImport", "TableSpec"],
                    exclude: ["Fixtures"]),

        // Stage 2a: the spec and the command line resolved once into the canvas and the complete look, from one
        // table keyed by style and generation (usvg's step before drawing). Pure Swift.
        .target(name: "TableResolve", dependencies: ["TableGraphics", "TableSpec"]),
        // Stage 2b: pure Swift layout: places boxes from the resolved look and emits a display list. Imports no C.
        .target(name: "TableLayout", dependencies: ["TableGraphics", "TableResolve"]),
        // A fixed-width text measurer for layout tests (pure Swift, no C).
        .target(name: "LayoutTestSupport", dependencies: ["TableGraphics", "TableSpec", "TableResolve", "TableLayout"]),
        // ResolvedSnapshots/ and LayoutSnapshots/ hold the text snapshots the tests compare against.
        .testTarget(name: "TableLayoutTests",
                    dependencies: ["TableGraphics", "TableResolve", "TableLayout", "TableSpec", "LayoutTestSupport"],
                    exclude: ["ResolvedSnapshots", "LayoutSnapshots"]),
        // Layout invariants over random specs (Swift Testing, through swift-property-based).
        .testTarget(
            name: "PropertyTests",
            dependencies: ["TableGraphics", "TableResolve", "TableLayout", "TableSpec", "LayoutTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]
        ),

        // The C libraries: cairo, pango, fontconfig, libpng.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libfontconfig-dev"]),
                .brew(["cairo", "pango", "libpng", "fontconfig"]),
            ]
        ),

        // A deterministic deflate compressor in pure Swift: the `fast` PNG path's zlib stream (issue 20).
        .target(name: "FastDeflate"),
        .testTarget(name: "FastDeflateTests", dependencies: ["FastDeflate", "CCairo"]),

        // Stage 3: the only module that calls C. Replays a display list onto PNG, SVG or PDF.
        .target(name: "CairoBackend", dependencies: ["CCairo", "TableGraphics", "ImageDiff", "FastDeflate", "FileIntake"]),
        .testTarget(name: "CairoBackendTests", dependencies: ["CairoBackend", "CCairo", "FastDeflate", "TableGraphics", "TestSupport"]),

        // Pixel comparison (pure Swift, in TableGraphics' colour type), shared by the reference tests and `tablerender check`/`diff`.
        .target(name: "ImageDiff", dependencies: ["TableGraphics"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "TableGraphics"]),

        // The pipeline: spec file → layout → backend → bytes, plus atomic output.
        .target(name: "TableRenderKit",
                dependencies: ["TableGraphics", "TableSpec", "TableImport", "SwiftUIImport", "TableResolve", "TableLayout", "CairoBackend", "ImageDiff",
                               "FileIntake"]),

        // swift-snapshot-testing strategies over the library: a spec as PNG (compared by decoded pixels) or SVG.
        .target(name: "TableRenderSnapshotTesting",
                dependencies: ["TableRenderKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // The strategies recorded into and failing against a temporary folder, and docs/library.md's samples
        // compiled and run with `import TableRenderKit` alone.
        .testTarget(name: "TableRenderSnapshotTestingTests",
                    dependencies: ["TableRenderKit", "TableRenderSnapshotTesting", "CairoBackend",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),

        // `swift package tablerender ARGS…`: runs the tablerender executable in the package's directory.
        .plugin(
            name: "TableRenderPlugin",
            capability: .command(
                intent: .custom(verb: "tablerender",
                                description: "Render, check or validate table specs with tablerender (arguments as for the tablerender command)"),
                permissions: [.writeToPackageDirectory(reason: "tablerender writes the images, goldens and reports named by its arguments")]
            ),
            dependencies: ["tablerender"]
        ),

        // Golden checks and what is built from them: verdicts, the JSON report, HTML, JUnit and Markdown, merging.
        // The HTML page's skeleton, style sheet and script are files compiled into the binary (`PackageResources`),
        // never a bundle beside it: the tool stays one relocatable file.
        .target(name: "TableChecks",
                dependencies: ["TableRenderKit", "TableSpec", "TableImport", "CairoBackend", "ImageDiff", "FileIntake"],
                resources: [.embedInCode("Reports/Resources/report.html"), .embedInCode("Reports/Resources/report.css"),
                            .embedInCode("Reports/Resources/report.js")]),

        // Runs at scale: `--matrix` combinations, `--shard` shares (and CI variables), orphan goldens and `--prune`'s rule.
        .target(name: "TableScale", dependencies: ["TableRenderKit", "TableChecks", "TableSpec", "TableImport"]),

        // `tablerender audit`: contrast, touch targets and truncation judged from the layout, and the overlay;
        // findings located in the spec, a baseline of known ones, JUnit (TableChecks' XML text) and SARIF.
        .target(name: "TableAudit",
                dependencies: ["TableRenderKit", "TableGraphics", "TableSpec", "TableResolve", "CairoBackend",
                               "TableChecks", "FileIntake"]),

        // Batches without the binary: spec collection from folders, the worker pool, golden checks, reports.
        .testTarget(name: "TableRenderKitTests",
                    dependencies: ["TableRenderKit", "TableAudit", "TableScale", "TableChecks", "TableGraphics", "TableSpec", "TableImport", "TableResolve", "TableLayout", "CairoBackend", "ImageDiff",
                                   "FileIntake", "TestSupport"]),

        // The commit the binary was built from (a C macro: the one way a build's environment reaches a constant).
        .target(name: "BuildStamp",
                cSettings: stampedCommit.map { [.define("TABLERENDER_COMMIT", to: "\"\($0)\"")] } ?? []),

        // Stage 4: the thin command-line interface.
        .executableTarget(
            name: "tablerender",
            dependencies: ["TableRenderKit", "TableAudit", "TableScale", "TableChecks", "TableGraphics", "TableImport", "FileIntake",
                           "BuildStamp",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // The command line's own logic: `RenderCommand.plain` against swift-argument-parser.
        .testTarget(name: "CommandLineTests", dependencies: ["tablerender", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // libFuzzer target over decode → layout → render (`make fuzz`); without -DFUZZING it replays inputs.
        .executableTarget(name: "tablerender-fuzz", dependencies: ["TableRenderKit", "FuzzDriver"]),
        // The same over the import readers (XML, XML and binary plists, .strings): `make fuzz-plist`.
        .executableTarget(name: "tablerender-fuzz-plist", dependencies: ["TableImport", "FuzzDriver"]),
        // The same over the SwiftUI reader (parse, evaluate, map to a spec): `make fuzz-swiftui`.
        .executableTarget(name: "tablerender-fuzz-swiftui", dependencies: ["SwiftUIImport", "FuzzDriver"]),
        // The same over `report merge`'s inputs (reader, merge, JSON/HTML/JUnit/Markdown writers, in memory):
        // `make fuzz-report`.
        .executableTarget(name: "tablerender-fuzz-report", dependencies: ["TableChecks", "TableRenderKit", "FuzzDriver"]),
        // The libFuzzer driver and the replay loop both fuzz executables share.
        .target(name: "FuzzDriver"),

        // Golden-image assertions for tests: record with RECORD_REFERENCES=1, leave expected/actual/diff on failure.
        .target(name: "TestSupport", dependencies: ["ImageDiff", "CairoBackend"], path: "Sources/TestSupport"),
        // Reference images of every example, compared by decoded pixels.
        .testTarget(name: "RenderingTests", dependencies: ["TableRenderKit", "TableAudit", "TableGraphics", "TableImport", "TestSupport"],
                    exclude: ["References"]),
        // The built binary, run as a user would.
        .testTarget(name: "EndToEndTests", dependencies: ["TableRenderKit", "TableChecks", "CairoBackend", "TestSupport"],
                    exclude: ["BadSpecs", "Fixtures"]),
    ]
)
