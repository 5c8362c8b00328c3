// swift-tools-version:6.0
import PackageDescription

/// LayoutSnap: iOS-style list and grid layouts rendered on Linux.
/// One target per pipeline stage (see README.md, "Architecture"); dependencies flow one way:
/// CText/CICU → Measure → Layout → Render / Spec → layoutsnap. Snapshot only needs CText.
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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
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
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "MeasureTests", dependencies: ["Measure"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Measure"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "Measure", "Snapshot"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot"]),
        .testTarget(name: "SpecTests", dependencies: ["Spec", "Layout", "Measure"]),
        .testTarget(name: "layoutsnapTests", dependencies: ["layoutsnap", "Snapshot"]),
    ],
    swiftLanguageModes: [.v6]
)
