// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for LayoutSnap's parsers of untrusted input. A separate package, because they are built
/// with the fuzzer sanitizer and `-parse-as-library` (libFuzzer supplies `main`), which the main package's own
/// executable cannot be. Run from this directory (see README.md):
///     swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --product FuzzFixture
///     .build/debug/FuzzFixture Corpus/fixtures -max_total_time=600
let package = Package(
    name: "LayoutSnapFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzFixture",
            dependencies: [
                .product(name: "FixtureFormat", package: "main"), .product(name: "Pipeline", package: "main"),
                .product(name: "Measure", package: "main"), .product(name: "Render", package: "main"),
            ]
        ),
        .executableTarget(name: "FuzzConstraints", dependencies: [.product(name: "AutoLayout", package: "main")]),
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "PNGCodec", package: "main")]),
    ],
    swiftLanguageModes: [.v6]
)
