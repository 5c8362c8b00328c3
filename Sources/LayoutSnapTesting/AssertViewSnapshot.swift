import CollectionViewLayouts
import Foundation
import Layout
import LayoutSnapUIKit
import Measure
import Pipeline
import Scenes
import Snapshot

/// Asserts that a view written for UIKit draws as its references in every variant (by default every content size
/// category, both directions and both appearances at 375 points: 48 images).
///
/// `view` is called once per variant inside the variant's trait collection, so code that reads `traitCollection`,
/// `preferredFont(forTextStyle:)` or `UIFontMetrics` in `init` sees the variant's category, direction and
/// appearance. The view is sized as UIKit sizes it (`UIKitScene.defaultSizing`: a table cell self-sizes at the
/// width, a collection cell fits its estimated size, another view takes the width and fits its height) unless
/// `sizing` says otherwise, laid out by the same engine as fixtures, and drawn after `layoutSubviews()`.
///
/// References are `<snapshotDirectory>/<testName>.<name>/<variant>.png` (snapshotDirectory: `__Snapshots__/<TestFile>`
/// beside the test file by default; unnamed assertions are numbered 1, 2, … as swift-snapshot-testing numbers
/// them), verified exactly as `assertLayoutSnapshot(of:scale:…)` and `layoutsnap verify` verify: record modes,
/// tolerances, artifacts and layout diffs. Each variant that fails is reported on its own.
@preconcurrency @MainActor
public func assertLayoutSnapshot(
    of view: () -> UIView,
    variants: [Variant] = VariantSet.everyTrait().variants,
    sizing: RootSizing? = nil,
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
    assertViewScenes(variants: variants, named: name, record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                     artifactsDirectory: artifactsDirectory, location: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                     testName: testName) { variant, measurer in
        UIKitScene.scene(of: view, variant: variant, sizing: sizing, measurer: measurer)
    }
}

/// Asserts that a table of views written for UIKit (rows from `sections`' factories, typically `UITableViewCell`
/// subclasses) draws as its references in every variant; see `assertLayoutSnapshot(of:variants:sizing:…)`.
@preconcurrency @MainActor
public func assertLayoutSnapshot(
    ofTableWithStyle style: TableStyle = .plain,
    sections: [[() -> UIView]],
    variants: [Variant] = VariantSet.everyTrait().variants,
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
    assertViewScenes(variants: variants, named: name, record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                     artifactsDirectory: artifactsDirectory, location: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                     testName: testName) { variant, measurer in
        UIKitScene.tableScene(style: style, sections: sections, variant: variant, measurer: measurer)
    }
}

/// Asserts that a collection of views written for UIKit, laid out by a flow or waterfall layout, draws as its
/// references in every variant; see `assertLayoutSnapshot(of:variants:sizing:…)`.
@preconcurrency @MainActor
public func assertLayoutSnapshot(
    ofCollectionWithLayout layout: CollectionLayoutSpec,
    sections: [[() -> UIView]],
    variants: [Variant] = VariantSet.everyTrait().variants,
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
    assertViewScenes(variants: variants, named: name, record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory,
                     artifactsDirectory: artifactsDirectory, location: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column),
                     testName: testName) { variant, measurer in
        UIKitScene.collectionScene(layout: layout, sections: sections, variant: variant, measurer: measurer)
    }
}

@preconcurrency @MainActor
private func assertViewScenes(variants: [Variant], named name: String?, record: RecordMode?, tolerance: ComparisonTolerance,
                              snapshotDirectory: String?, artifactsDirectory: String?, location: AssertionLocation, testName: String,
                              scene: (Variant, TextMeasurer) -> Scene) {
    guard let assertion = SnapshotAssertion(record: record, tolerance: tolerance, artifactsDirectory: artifactsDirectory, location: location),
          let measurer = location.measurer(context: testName)
    else { return }
    let testFile = location.testFile
    let directory = SnapshotPaths.referenceDirectory(snapshotDirectory, testFile: testFile)
    let stem = SnapshotPaths.referenceStem(testName: testName, name: name, referenceDirectory: directory)
    let folder = (directory as NSString).appendingPathComponent(stem)
    let group = "\(SnapshotPaths.testFileName(testFile))/\(stem)"
    for variant in variants {
        assertion.verify(AssertionSubject(title: "\(group) \(variant.name)", subject: SnapshotSubject(
            scene: scene(variant, measurer), referencePath: (folder as NSString).appendingPathComponent(variant.name + ".png"),
            group: group, name: variant.name)))
    }
}
