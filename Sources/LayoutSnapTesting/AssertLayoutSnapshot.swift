import FixtureFormat
import Foundation
import Layout
import Measure
import Pipeline
import Scenes
import Snapshot

/// Asserts that a layout built in Swift code draws as its reference PNG, in XCTest or Swift Testing.
///
/// The reference is named as swift-snapshot-testing names it: `__Snapshots__/<TestFile>/<testName>.<name>.png`
/// beside the test file (`filePath`), where `name` is 1, 2, … for unnamed snapshots in the order the test asserts
/// them; `snapshotDirectory` replaces the `__Snapshots__/<TestFile>` folder.
///
/// Verification is `layoutsnap verify`'s: exact unless `tolerance` says otherwise (pixelmatch's `threshold`,
/// Playwright's `maxDiffPixels` / `maxDiffPixelRatio`), and a size mismatch always fails. `record` nil resolves the
/// mode as the command line does: `never` when `CI` is set, else `LAYOUTSNAP_RECORD`, else `missing`. A recording
/// fails once, naming the file written; a missing reference under `never` fails, names its path and writes nothing.
///
/// A failure writes `<artifacts>/<TestFile>/<testName>.<name>.{expected,actual,diff}.png` (artifacts: the
/// `artifactsDirectory` argument, else `$LAYOUTSNAP_ARTIFACTS`, else `.layoutsnap-artifacts` in the package root)
/// and reports, with the pixel counts and every path, an `Issue` with those PNGs attached under Swift Testing, or an
/// `XCTFail` under XCTest (swift-corelibs-xctest on Linux has no attachments: open the paths in the message).
///
/// - Parameters:
///   - scene: the layout, e.g. `TableLayout.scene(for:in:measurer:)` with `LayoutSnapshot.measurer()`, or a
///     collection layout's attributes turned into `SceneElement`s. An error it throws is reported as the failure.
///   - scale: pixels per point; lay the scene out at the same scale (it is snapped to that pixel grid).
public func assertLayoutSnapshot(
    of scene: @autoclosure () throws -> Scene,
    scale: Double = 2,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: ComparisonTolerance = .exact,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let assertion = SnapshotAssertion(record: record, tolerance: tolerance, artifactsDirectory: artifactsDirectory,
                                            location: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    else { return }
    let testFile = assertion.location.testFile
    let directory = SnapshotPaths.referenceDirectory(snapshotDirectory, testFile: testFile)
    let stem = SnapshotPaths.referenceStem(testName: testName, name: name, referenceDirectory: directory)
    let group = SnapshotPaths.testFileName(testFile)
    let title = "\(group) \(stem)"
    do {
        var scene = try scene()
        scene.scale = scale
        assertion.verify(AssertionSubject(title: title, subject: SnapshotSubject(
            scene: scene, referencePath: (directory as NSString).appendingPathComponent(stem + ".png"), group: group, name: stem)))
    } catch {
        reportFailure("\(title): \(error)", attachments: [], at: assertion.location)
    }
}

/// Asserts that a fixture file draws as its references, in every variant: the fixture's own (`variants:` in the
/// file), or `variants` when given. References are where `layoutsnap record` writes them:
/// `<snapshotDirectory>/<fixture>/<variant>.png` (`<variant>-<stage>.png` for each stage of a collection update),
/// so the same references serve the command line and the tests. Relative paths (`path`, `snapshotDirectory`,
/// `artifactsDirectory`) are taken from the package root of the test file, whatever the working directory.
///
/// Each variant that fails is reported on its own, with the numbers, the reference and the artifact paths;
/// verification, record modes, tolerances and artifacts are those of `assertLayoutSnapshot(of:scale:…)`, with
/// artifacts at `<artifacts>/<fixture>/<variant>.{expected,actual,diff}.png` as `layoutsnap verify` writes them.
/// A fixture that does not load is reported as one failure, with its file, line, column and field.
public func assertLayoutSnapshot(
    ofFixtureAt path: String,
    variants: [Variant]? = nil,
    snapshotDirectory: String = "Snapshots",
    record: RecordMode? = nil,
    tolerance: ComparisonTolerance = .exact,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let fixture: Fixture
    do {
        fixture = try Fixture.load(path: SnapshotPaths.resolve(path, testFile: "\(filePath)"))
    } catch {
        reportFailure("\(error)", attachments: [], at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return
    }
    assertLayoutSnapshot(of: fixture, variants: variants, snapshotDirectory: snapshotDirectory, record: record, tolerance: tolerance,
                         artifactsDirectory: artifactsDirectory, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a loaded fixture draws as its references, in its own variants or `variants` (to filter them:
/// `fixture.variants.variants.filter { … }`). See `assertLayoutSnapshot(ofFixtureAt:…)`.
public func assertLayoutSnapshot(
    of fixture: Fixture,
    variants: [Variant]? = nil,
    snapshotDirectory: String = "Snapshots",
    record: RecordMode? = nil,
    tolerance: ComparisonTolerance = .exact,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let assertion = SnapshotAssertion(record: record, tolerance: tolerance, artifactsDirectory: artifactsDirectory,
                                            location: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)),
          let measurer = assertion.location.measurer(context: fixture.name)
    else { return }
    let folder = (SnapshotPaths.resolve(snapshotDirectory, testFile: assertion.location.testFile) as NSString).appendingPathComponent(fixture.name)
    for variant in variants ?? fixture.variants.variants {
        for (stage, scene) in fixture.scenes(for: variant, measurer: measurer) {
            let name = variant.name(stage: stage)
            assertion.verify(AssertionSubject(title: "\(fixture.name) \(name)", subject: SnapshotSubject(
                scene: scene, referencePath: (folder as NSString).appendingPathComponent(name + ".png"), group: fixture.name, name: name)))
        }
    }
}
