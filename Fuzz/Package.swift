// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for LayoutSnap's parsers of untrusted input. A separate package, because they are built with
/// the fuzzer sanitizer, which the main package's own targets are not. Each target's top-level code hands its
/// arguments to libFuzzer (`LLVMFuzzerRunDriver`). Run through `scripts/fuzz.sh`, or from this directory:
///     swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product FuzzFixture
///     .build/debug/FuzzFixture CORPUS ../Fixtures -max_total_time=600
/// SwiftPM names a package that is depended on by path after its folder, so the root package's identity is the name
/// of the folder LayoutSnap was cloned into (`LayoutSnap`, `main`, …), not its `name:`.
let rootPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "LayoutSnap"

let package = Package(
    name: "LayoutSnapFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "FuzzFixture",
            dependencies: [
                .product(name: "FixtureFormat", package: rootPackage), .product(name: "Pipeline", package: rootPackage),
                .product(name: "Measure", package: rootPackage), .product(name: "Render", package: rootPackage), "FuzzerDriver",
            ]
        ),
        .executableTarget(
            name: "FuzzDocument",
            dependencies: [
                .product(name: "InterfaceBuilder", package: rootPackage), .product(name: "Layout", package: rootPackage),
                .product(name: "Geometry", package: rootPackage),
                .product(name: "Measure", package: rootPackage), .product(name: "Render", package: rootPackage), "FuzzerDriver",
            ]
        ),
        .executableTarget(name: "FuzzConstraints", dependencies: [.product(name: "AutoLayout", package: rootPackage), "FuzzerDriver"]),
        .executableTarget(name: "FuzzPNG", dependencies: [.product(name: "PNGCodec", package: rootPackage), "FuzzerDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
