// swift-tools-version:6.1
import PackageDescription

/// LayoutSnap benchmarks (ordo-one/benchmark). A separate package so the benchmark dependency and its
/// malloc interposer never reach the main package. Run from this directory:
///     swift package --disable-sandbox benchmark
/// See README.md.
/// SwiftPM names a package that is depended on by path after its folder, so the root package's identity is the name
/// of the folder LayoutSnap was cloned into (`LayoutSnap`, `main`, …), not its `name:`.
let rootPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "LayoutSnap"

let package = Package(
    name: "LayoutSnapBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        // Naming the traits explicitly turns off the default "RuntimeInterposer" trait (Linux + Swift 6.3 only),
        // whose package (ordo-one/swift-runtime-interposer) is not in the offline mirror; it only feeds the
        // ARC retain/release metrics, which these benchmarks do not use. "MallocInterposer" (malloc counts)
        // needs no system library: on Swift 6.3+ the package no longer uses jemalloc.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // cairo itself (libcairo2-dev, which the main package needs anyway): lets RenderScreenshot time the PNG
        // encoder on a surface of its own, and PixelDiff time and check cairo's PNG reader.
        .systemLibrary(name: "CCairo", path: "Modules/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(
            name: "TextLayoutCorpus",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Measure", package: rootPackage),
            ],
            path: "Benchmarks/TextLayoutCorpus",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderScreenshot",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "Measure", package: rootPackage),
                .product(name: "Scene", package: rootPackage),
                .product(name: "Layout", package: rootPackage),
                .product(name: "PNGCodec", package: rootPackage),
                .product(name: "Render", package: rootPackage),
                "CCairo",
            ],
            path: "Benchmarks/RenderScreenshot",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CellFitting",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "Solver", package: rootPackage),
                .product(name: "Measure", package: rootPackage),
                .product(name: "Scene", package: rootPackage),
                .product(name: "AutoLayout", package: rootPackage),
            ],
            path: "Benchmarks/CellFitting",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CollectionLayouts",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "CollectionLayout", package: rootPackage),
            ],
            path: "Benchmarks/CollectionLayouts",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PixelDiff",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PNGCodec", package: rootPackage),
                .product(name: "Snapshot", package: rootPackage),
                "CCairo",
            ],
            path: "Benchmarks/PixelDiff",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LargeFixtures",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FixtureFormat", package: rootPackage),
                .product(name: "Measure", package: rootPackage),
                .product(name: "Pipeline", package: rootPackage),
                .product(name: "Render", package: rootPackage),
            ],
            path: "Benchmarks/LargeFixtures",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LintFixtures",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FixtureFormat", package: rootPackage),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "Layout", package: rootPackage),
                .product(name: "Lint", package: rootPackage),
                .product(name: "Measure", package: rootPackage),
                .product(name: "Pipeline", package: rootPackage),
            ],
            path: "Benchmarks/LintFixtures",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "InterfaceBuilderDocuments",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "InterfaceBuilder", package: rootPackage),
                .product(name: "Layout", package: rootPackage),
                .product(name: "Measure", package: rootPackage),
            ],
            path: "Benchmarks/InterfaceBuilderDocuments",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "UIKitCells",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FixtureFormat", package: rootPackage),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "Layout", package: rootPackage),
                .product(name: "LayoutSnapUIKit", package: rootPackage),
                .product(name: "Measure", package: rootPackage),
                .product(name: "Pipeline", package: rootPackage),
                .product(name: "Render", package: rootPackage),
                .product(name: "Scene", package: rootPackage),
            ],
            path: "Benchmarks/UIKitCells",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not a benchmark: compares our line breaks with Pango's on the corpus (see README.md).
        .executableTarget(
            name: "CompareWithPango",
            dependencies: [.product(name: "Measure", package: rootPackage)],
            path: "Tools/CompareWithPango"
        ),
    ],
    swiftLanguageModes: [.v6]
)
