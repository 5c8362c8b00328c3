// swift-tools-version:6.0
import PackageDescription

/// LayoutSnap: iOS-style list and grid layouts rendered on Linux.
/// One target per pipeline stage; each imports only targets above it (README.md, "Architecture", is the record,
/// and Tests/ArchitectureTests enforces it):
///   Files, Geometry, Solver → Measure → Scenes → AutoLayout, CollectionViewLayouts → Layout → InterfaceBuilder → FixtureFormat
///   PNGCodec → Render, Snapshot → Pipeline → layoutsnap, LayoutSnapTesting → LayoutSnapSnapshotTesting
let package = Package(
    name: "LayoutSnap",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "layoutsnap", targets: ["layoutsnap"]),
        .executable(name: "layoutsnap-adapt", targets: ["layoutsnap-adapt"]),
        .plugin(name: "LayoutSnapAdapterPlugin", targets: ["LayoutSnapAdapterPlugin"]),
        .library(name: "SourceAdapter", targets: ["SourceAdapter"]),
        .library(name: "Files", targets: ["Files"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Solver", targets: ["Solver"]),
        .library(name: "Measure", targets: ["Measure"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "CollectionViewLayouts", targets: ["CollectionViewLayouts"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Compositions", targets: ["Compositions"]),
        .library(name: "Lint", targets: ["Lint"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "AssetCatalogs", targets: ["AssetCatalogs"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "FixtureFormat", targets: ["FixtureFormat"]),
        .library(name: "Pipeline", targets: ["Pipeline"]),
        .library(name: "LayoutSnapTesting", targets: ["LayoutSnapTesting"]),
        .library(name: "LayoutSnapSnapshotTesting", targets: ["LayoutSnapSnapshotTesting"]),
        .library(name: "LayoutSnapUIKit", targets: ["LayoutSnapUIKit"]),
        .library(name: "LayoutSnapSnapKit", targets: ["LayoutSnapSnapKit"]),
        .library(name: "LayoutSnapThen", targets: ["LayoutSnapThen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only LayoutSnapSnapshotTesting uses it (its SnapshotTesting target has no dependencies of its own; the
        // package's swift-syntax is resolved but not built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // SourceAdapter parses an app's Swift files with it (the version range swift-snapshot-testing accepts too).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CText",
            pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "libfontconfig1-dev", "libharfbuzz-dev", "libdeflate-dev"])]
        ),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // librsvg and poppler-glib draw an asset catalogue's SVG and PDF images into Cairo (the flags are
        // librsvg's, which cover glib and cairo; poppler's header is included by its path).
        .systemLibrary(name: "CVector", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev", "libpoppler-glib-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .target(name: "Files", dependencies: ["CCrypto"], exclude: ["README.md"]),
        .target(name: "Geometry", exclude: ["README.md"]),
        .target(name: "Solver", exclude: ["README.md"]),
        .target(name: "Measure", dependencies: ["Geometry", "Files", "CText", "CICU"], exclude: ["README.md"]),
        .target(name: "Scenes", dependencies: ["Geometry", "Measure"], exclude: ["README.md"]),
        .target(name: "AutoLayout", dependencies: ["Solver", "Geometry", "Measure", "Scenes"], exclude: ["README.md"]),
        .target(name: "CollectionViewLayouts", dependencies: ["Geometry"], exclude: ["README.md"]),
        .target(name: "Layout", dependencies: ["Geometry", "Solver", "Measure", "Scenes", "AutoLayout", "CollectionViewLayouts"], exclude: ["README.md"]),
        .target(name: "Lint", dependencies: ["Geometry", "Measure", "Scenes"], exclude: ["README.md"]),
        .target(name: "PNGCodec", dependencies: ["Files", "CText"], exclude: ["README.md"]),
        .target(name: "Render", dependencies: ["Geometry", "Files", "Measure", "Scenes", "PNGCodec", "CText", "CVector"], exclude: ["README.md"]),
        .target(name: "Snapshot", dependencies: ["Geometry", "Files", "PNGCodec"], exclude: ["README.md"]),
        .target(name: "Compositions", dependencies: ["Geometry", "Measure", "Scenes"], exclude: ["README.md"]),
        .target(name: "Gallery", dependencies: ["Geometry", "Scenes", "Lint", "Snapshot"], exclude: ["README.md"]),
        .target(name: "AssetCatalogs", dependencies: ["Files", "Geometry", "Scenes"], exclude: ["README.md"]),
        .target(
            name: "InterfaceBuilder",
            dependencies: ["Files", "Geometry", "Solver", "Measure", "Scenes", "AutoLayout", "Layout", "AssetCatalogs"],
            exclude: ["README.md"]
        ),
        .target(
            name: "FixtureFormat",
            dependencies: ["Files", "Geometry", "Solver", "Measure", "Scenes", "AutoLayout", "CollectionViewLayouts", "Layout", "AssetCatalogs", "InterfaceBuilder", "CYAML"],
            exclude: ["README.md"]
        ),
        .target(
            name: "Pipeline",
            dependencies: ["Files", "Geometry", "Measure", "Scenes", "AutoLayout", "Layout", "InterfaceBuilder", "FixtureFormat", "PNGCodec", "Render", "Snapshot"],
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "layoutsnap",
            dependencies: [
                "Files", "Geometry", "Measure", "Scenes", "Layout", "Compositions", "Lint", "InterfaceBuilder", "FixtureFormat", "PNGCodec", "Render",
                "Snapshot", "Pipeline", "Gallery", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"]
        ),
        .target(
            name: "LayoutSnapUIKit",
            dependencies: ["Geometry", "Solver", "Measure", "Scenes", "AutoLayout", "CollectionViewLayouts", "Layout", "AssetCatalogs"],
            exclude: ["README.md"]
        ),
        .target(name: "LayoutSnapSnapKit", dependencies: ["LayoutSnapUIKit"], exclude: ["README.md"]),
        .target(name: "LayoutSnapThen", dependencies: ["LayoutSnapUIKit"], exclude: ["README.md"]),
        .target(
            name: "SourceAdapter",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")],
            exclude: ["README.md"]
        ),
        .executableTarget(name: "layoutsnap-adapt", dependencies: ["SourceAdapter", "Files"], exclude: ["README.md"]),
        .plugin(name: "LayoutSnapAdapterPlugin", capability: .buildTool(), dependencies: ["layoutsnap-adapt"]),
        .target(name: "LayoutSnapTesting", dependencies: ["Pipeline", "Geometry", "Scenes", "Layout", "Lint", "FixtureFormat", "Render", "Snapshot", "Measure", "PNGCodec", "CollectionViewLayouts", "LayoutSnapUIKit"],
                exclude: ["README.md"]),
        .target(
            name: "LayoutSnapSnapshotTesting",
            dependencies: [
                "LayoutSnapTesting", "Pipeline", "Scenes", "Layout", "FixtureFormat", "PNGCodec", "Snapshot",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["README.md"]
        ),
        .testTarget(name: "ArchitectureTests"),
        .target(name: "TestSupport", dependencies: ["Measure"], path: "Tests/TestSupport"),
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "FilesTests", dependencies: ["Files"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Geometry", "Measure"]),
        .testTarget(name: "SolverTests", dependencies: ["Solver", "TestSupport"]),
        .testTarget(name: "MeasureTests", dependencies: ["Measure", "Geometry"], exclude: ["Pango"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Solver", "Scenes", "Measure", "Geometry", "TestSupport"]),
        .testTarget(name: "CollectionViewLayoutsTests", dependencies: ["CollectionViewLayouts", "Geometry", "Layout", "AutoLayout", "Scenes", "Measure", "TestSupport"]),
        .testTarget(name: "CompositionsTests", dependencies: ["Compositions", "Layout", "AutoLayout", "Scenes", "Measure", "Geometry", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "AutoLayout", "CollectionViewLayouts", "Scenes", "Measure", "Geometry", "TestSupport"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Layout", "Scenes", "Measure", "Geometry", "FixtureFormat", "Pipeline", "TestSupport"],
                    exclude: ["Corpus"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "AutoLayout", "CollectionViewLayouts", "Scenes", "Measure", "Geometry", "PNGCodec", "Snapshot"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "Snapshot"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "PNGCodec", "Geometry", "TestSupport"], exclude: ["Pairs"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Pipeline", "AssetCatalogs", "Files", "Layout", "AutoLayout", "Scenes", "Measure", "Geometry", "Render", "PNGCodec", "TestSupport"],
                    exclude: ["Documents", "CorpusFidelity.tsv"]),
        .testTarget(name: "FixtureFormatTests", dependencies: ["FixtureFormat", "Files", "Pipeline", "Layout", "AutoLayout", "CollectionViewLayouts", "Scenes", "Measure", "Geometry", "Solver"]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "FixtureFormat", "InterfaceBuilder", "Layout", "Scenes", "Snapshot", "PNGCodec", "Measure", "Geometry"]),
        .testTarget(
            name: "LayoutSnapTestingTests",
            dependencies: ["LayoutSnapTesting", "Pipeline", "Snapshot", "PNGCodec", "FixtureFormat", "Layout", "AutoLayout", "CollectionViewLayouts", "Scenes", "Measure", "Geometry"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "LayoutSnapSnapshotTestingTests",
            dependencies: ["LayoutSnapSnapshotTesting", "LayoutSnapTesting", "LayoutSnapUIKit", "Snapshot", "PNGCodec", "FixtureFormat", "Layout", "AutoLayout", "Scenes", "Measure", "Geometry",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "LayoutSnapUIKitTests", dependencies: ["LayoutSnapUIKit", "PNGCodec", "LayoutSnapSnapKit", "LayoutSnapTesting", "Lint", "FixtureFormat", "Layout", "AutoLayout", "Scenes", "Measure", "Geometry"],
                    exclude: ["__Snapshots__", "AppCells/README.md"]),
        // Swift 5 language mode on purpose: callers in that mode build views from nonisolated code, as with UIKit.
        .testTarget(name: "LayoutSnapUIKitSwift5Tests", dependencies: ["LayoutSnapUIKit", "LayoutSnapSnapKit"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "LayoutSnapSnapKitTests", dependencies: ["LayoutSnapSnapKit", "LayoutSnapUIKit", "LayoutSnapTesting", "Layout", "Scenes", "Geometry"]),
        .testTarget(name: "LayoutSnapThenTests", dependencies: ["LayoutSnapThen", "LayoutSnapUIKit"]),
        // An app's cell files compiled unchanged through the adapter plugin (Tests/SourceAdapterTests/App), then laid out.
        .target(name: "AdaptedApp", dependencies: ["LayoutSnapUIKit", "LayoutSnapSnapKit", "LayoutSnapThen"],
                path: "Tests/SourceAdapterTests/AdaptedApp", exclude: ["layoutsnap-adapter.txt"],
                plugins: ["LayoutSnapAdapterPlugin"]),
        .testTarget(name: "SourceAdapterTests", dependencies: ["SourceAdapter", "AdaptedApp", "LayoutSnapUIKit",
                                                            .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                            .product(name: "SwiftParser", package: "swift-syntax")],
                    exclude: ["App", "AdaptedApp", "CorpusStubs"]),
        .testTarget(name: "AssetCatalogsTests", dependencies: ["AssetCatalogs", "Files", "Scenes"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Geometry", "Layout", "Lint", "Snapshot"]),
        .testTarget(name: "layoutsnapTests", dependencies: ["layoutsnap", "Files", "Snapshot", "PNGCodec", "FixtureFormat", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
