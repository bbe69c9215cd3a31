// swift-tools-version:5.9
// A package that uses tablerender as a team would (docs/library.md): the library, the snapshot strategy and the
// command plugin. `make test` builds and tests it (`make consumer-test`).
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // This repository; a team names its copy by URL instead.
        .package(name: "tablerender", path: "../.."),
    ],
    targets: [
        // Screens built in Swift, rendered with `import TableRenderKit` alone.
        .target(name: "ConsumerScreens", dependencies: [.product(name: "TableRenderKit", package: "tablerender")]),
        // The library (load, render, compare with goldens/) and the snapshot strategy (__Snapshots__/).
        .testTarget(
            name: "ConsumerScreensTests",
            dependencies: ["ConsumerScreens", .product(name: "TableRenderSnapshotTesting", package: "tablerender")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
