// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for LayoutSnap's parsers of untrusted input. A separate package, because they are built with
/// the fuzzer sanitizer, which the main package's own targets are not. Each target's top-level code hands its
/// arguments to libFuzzer (`LLVMFuzzerRunDriver`). Run through `scripts/fuzz.sh`, or from this directory:
///     swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product FuzzFixture
///     .build/debug/FuzzFixture CORPUS ../Fixtures -max_total_time=600
let package = Package(
    name: "LayoutSnapFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "FuzzFixture",
            dependencies: [
                .product(name: "FixtureFormat", package: "main"), .product(name: "Pipeline", package: "main"),
                .product(name: "Measure", package: "main"), .product(name: "Render", package: "main"), "FuzzerDriver",
            ]
        ),
        .executableTarget(
            name: "FuzzDocument",
            dependencies: [
                .product(name: "InterfaceBuilder", package: "main"), .product(name: "Layout", package: "main"),
                .product(name: "Geometry", package: "main"),
                .product(name: "Measure", package: "main"), .product(name: "Render", package: "main"), "FuzzerDriver",
            ]
        ),
        .executableTarget(name: "FuzzConstraints", dependencies: [.product(name: "AutoLayout", package: "main"), "FuzzerDriver"]),
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "PNGCodec", package: "main"), "FuzzerDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
