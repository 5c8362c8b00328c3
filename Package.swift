// swift-tools-version:6.0
import PackageDescription

/// LayoutSnap: iOS-style list and grid layouts rendered on Linux.
/// One target per pipeline stage (see README.md, "Architecture"); dependencies flow one way:
/// CText/CICU → Measure → Layout → Render / Spec → layoutsnap. Snapshot only needs CText.
/// LayoutSnapTesting (assertions for XCTest and Swift Testing) builds on Render, Snapshot and Spec;
/// LayoutSnapSnapshotTesting adds a swift-snapshot-testing strategy on top of it.
let package = Package(
    name: "LayoutSnap",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "layoutsnap", targets: ["layoutsnap"]),
        .library(name: "Measure", targets: ["Measure"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "Spec", targets: ["Spec"]),
        .library(name: "LayoutSnapTesting", targets: ["LayoutSnapTesting"]),
        .library(name: "LayoutSnapSnapshotTesting", targets: ["LayoutSnapSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only LayoutSnapSnapshotTesting uses it (its SnapshotTesting target has no dependencies of its own; the
        // package's swift-syntax is resolved but not built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CText",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "libfontconfig1-dev", "libharfbuzz-dev", "libdeflate-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .target(name: "Measure", dependencies: ["CText", "CICU"]),
        .target(name: "Layout", dependencies: ["Measure"], exclude: ["Collection/README.md"]),
        .target(name: "Render", dependencies: ["Layout", "Measure", "CText"]),
        .target(name: "Snapshot", dependencies: ["CText"]),
        .target(name: "Spec", dependencies: ["Layout", "Measure", .product(name: "Yams", package: "Yams")]),
        .executableTarget(
            name: "layoutsnap",
            dependencies: [
                "Measure", "Layout", "Render", "Snapshot", "Spec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "LayoutSnapTesting", dependencies: ["Render", "Snapshot", "Spec", "Layout", "Measure"]),
        .target(
            name: "LayoutSnapSnapshotTesting",
            dependencies: [
                "LayoutSnapTesting", "Render", "Snapshot", "Spec", "Layout",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "MeasureTests", dependencies: ["Measure"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Measure"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "Measure", "Snapshot"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot"], exclude: ["Pairs"]),
        .testTarget(name: "SpecTests", dependencies: ["Spec", "Layout", "Measure"]),
        .testTarget(
            name: "LayoutSnapTestingTests",
            dependencies: ["LayoutSnapTesting", "Snapshot", "Spec", "Layout", "Measure"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "LayoutSnapSnapshotTestingTests",
            dependencies: ["LayoutSnapSnapshotTesting", "LayoutSnapTesting", "Snapshot", "Spec", "Layout", "Measure",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "layoutsnapTests", dependencies: ["layoutsnap", "Snapshot"]),
    ],
    swiftLanguageModes: [.v6]
)
