// swift-tools-version:6.1
import PackageDescription

/// LayoutSnap benchmarks (ordo-one/benchmark). A separate package so the benchmark dependency and its
/// malloc interposer never reach the main package. Run from this directory:
///     swift package --disable-sandbox benchmark
/// See README.md.
/// SwiftPM names a package that is depended on by path after its folder, so the root package's identity is the name
/// of the folder LayoutSnap was cloned into (`LayoutSnap`, `main`, …), not its `name:`.
let rootPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "LayoutSnap"

/// A benchmark executable in `Benchmarks/<name>`: ordo-one's Benchmark, the LayoutSnap products it times, and any
/// other dependency (a system library).
func benchmark(_ name: String, layoutSnap products: [String], other: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")] + products.map { .product(name: $0, package: rootPackage) } + other,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

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
        benchmark("TextLayoutCorpus", layoutSnap: ["Measure"]),
        benchmark("RenderScreenshot", layoutSnap: ["Geometry", "Measure", "Scenes", "Layout", "PNGCodec", "Render"], other: ["CCairo"]),
        benchmark("CellFitting", layoutSnap: ["Geometry", "Solver", "Measure", "Scenes", "AutoLayout"]),
        benchmark("CollectionLayouts", layoutSnap: ["Geometry", "CollectionViewLayouts"]),
        benchmark("PixelDiff", layoutSnap: ["PNGCodec", "Snapshot"], other: ["CCairo"]),
        benchmark("LargeFixtures", layoutSnap: ["FixtureFormat", "Measure", "Pipeline", "Render"]),
        benchmark("LintFixtures", layoutSnap: ["FixtureFormat", "Geometry", "Layout", "Lint", "Measure", "Pipeline"]),
        benchmark("InterfaceBuilderDocuments", layoutSnap: ["Geometry", "InterfaceBuilder", "Layout", "Measure", "Pipeline"]),
        // Runs the main package's release binary (render against gallery): depends on no product.
        benchmark("GalleryCommand", layoutSnap: []),
        benchmark("UIKitCells", layoutSnap: ["FixtureFormat", "Geometry", "Layout", "LayoutSnapUIKit", "Measure", "Pipeline", "Render", "Scenes"]),
        benchmark("SourceAdapting", layoutSnap: ["SourceAdapter"]),
        // Not a benchmark: compares our line breaks with Pango's on the corpus (see README.md).
        .executableTarget(
            name: "CompareWithPango",
            dependencies: [.product(name: "Measure", package: rootPackage)],
            path: "Tools/CompareWithPango"
        ),
    ],
    swiftLanguageModes: [.v6]
)
