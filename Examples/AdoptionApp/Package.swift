// swift-tools-version:6.0
import PackageDescription

/// The adoption path end to end (README.md here): `App/` stands for an iOS app's folder, whose cell files are
/// compiled unchanged through LayoutSnap's adapter plugin into the library `App`, and `AppSnapshotTests` snapshots
/// those cells and the app's `ProfileCell.xib` against the references committed beside the tests. Run from this
/// directory: `swift test` (`CI=true swift test` only verifies; `LAYOUTSNAP_RECORD=all swift test` records again).
/// SwiftPM names a package that is depended on by path after its folder, so the root package's identity is the name
/// of the folder LayoutSnap was cloned into (`LayoutSnap`, `main`, …), not its `name:`.
let rootPackage = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "LayoutSnap"

let package = Package(
    name: "AdoptionApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's cells: the Swift files of the folders `Sources/App/layoutsnap-adapter.txt` names (`../../App`),
        // adapted by the plugin into the build folder and compiled with `Sources/App/App.swift`.
        .target(
            name: "App",
            dependencies: [.product(name: "LayoutSnapUIKit", package: rootPackage), .product(name: "LayoutSnapSnapKit", package: rootPackage)],
            exclude: ["layoutsnap-adapter.txt"],
            plugins: [.plugin(name: "LayoutSnapAdapterPlugin", package: rootPackage)]
        ),
        .testTarget(
            name: "AppSnapshotTests",
            dependencies: ["App", .product(name: "LayoutSnapTesting", package: rootPackage), .product(name: "LayoutSnapUIKit", package: rootPackage),
                           .product(name: "Layout", package: rootPackage), .product(name: "Geometry", package: rootPackage)],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
