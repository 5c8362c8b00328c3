import FixtureFormat
import Foundation
import Layout
import LayoutSnapTesting
import Snapshot
import PNGCodec
import Testing

/// The repository's root, for loading fixtures the way a test in another package would.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh folder under the temporary directory, removed by `body`'s caller.
private func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-testing-\(UUID().uuidString)").path
}

/// Whether an issue's comments contain every one of `parts`.
private func comments(of issue: Issue, contain parts: [String]) -> Bool {
    let text = issue.comments.map(\.rawValue).joined(separator: "\n")
    return parts.allSatisfy(text.contains)
}

/// The swatches with the first one red instead of blue.
private let changedSwatches = TestScenes.swatches(colors: [.systemRed, .systemGreen, .systemOrange, .systemRed, .systemGray, .systemGray5])

/// The committed reference of `handBuiltSceneMatchesItsReference`, which the failure tests compare against.
private let swatchesReferenceTest = "handBuiltSceneMatchesItsReference()"

struct AssertLayoutSnapshotTests {
    @Test func fixtureMatchesTheRepositoryReferencesAtChosenVariants() {
        assertLayoutSnapshot(ofFixtureAt: "Fixtures/intrinsic-size.yaml", variants: [
            Variant(width: 375),
            Variant(width: 375, category: .accessibilityExtraExtraExtraLarge, direction: .rightToLeft),
        ])
    }

    @Test func loadedFixtureFilteredToSomeOfItsVariantsVerifiesEveryStage() throws {
        let fixture = try Fixture.load(path: repositoryRoot.appendingPathComponent("Fixtures/growing-item-update.yaml").path)
        let variants = fixture.variants.variants.filter { $0.category == .large }
        #expect(variants.count == 2)
        assertLayoutSnapshot(of: fixture, variants: variants)
    }

    @Test func tableBuiltInCodeMatchesItsReference() throws {
        assertLayoutSnapshot(of: try TestScenes.table(), scale: 1)
    }

    @Test func handBuiltSceneMatchesItsReference() {
        assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1, named: "swatches")
    }

    @Test func aDifferenceFailsWithItsNumbersReferenceAndArtifacts() throws {
        let artifacts = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let expected = try ImageBuffer(pngData: LayoutSnapshot.png(of: TestScenes.swatches(), scale: 1))
        let actual = try ImageBuffer(pngData: LayoutSnapshot.png(of: changedSwatches, scale: 1))
        let summary = ImageDiffer.compare(expected: expected, actual: actual).summary
        #expect(summary.contains("pixels differ"))
        let base = "\(artifacts)/AssertLayoutSnapshotTests/handBuiltSceneMatchesItsReference.swatches"
        withKnownIssue {
            assertLayoutSnapshot(of: changedSwatches, scale: 1, named: "swatches", record: .never, artifactsDirectory: artifacts,
                                 testName: swatchesReferenceTest)
        } matching: { issue in
            comments(of: issue, contain: [summary, "__Snapshots__/AssertLayoutSnapshotTests/handBuiltSceneMatchesItsReference.swatches.png",
                                          base + ".expected.png", base + ".actual.png", base + ".diff.png"])
        }
        for suffix in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: "\(base).\(suffix).png"))
        }
    }

    @Test func toleranceLimitsDecideWhetherTheDifferencePasses() {
        let artifacts = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        assertLayoutSnapshot(of: changedSwatches, scale: 1, named: "swatches", record: .never,
                             tolerance: ComparisonTolerance(maxDiffPixelRatio: 0.1), artifactsDirectory: artifacts, testName: swatchesReferenceTest)
        withKnownIssue {
            assertLayoutSnapshot(of: changedSwatches, scale: 1, named: "swatches", record: .never,
                                 tolerance: ComparisonTolerance(maxDiffPixels: 100), artifactsDirectory: artifacts, testName: swatchesReferenceTest)
        } matching: { comments(of: $0, contain: ["pixels differ"]) }
        #expect(!FileManager.default.fileExists(atPath: "\(artifacts)/AssertLayoutSnapshotTests/\(swatchesReferenceTest).swatches.png"))
    }

    @Test func aSizeMismatchFailsWhateverTheTolerance() {
        let artifacts = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let longer = TestScenes.swatches(colors: [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemGray, .systemGray5, .systemBlue])
        withKnownIssue {
            assertLayoutSnapshot(of: longer, scale: 1, named: "swatches", record: .never, tolerance: ComparisonTolerance(maxDiffPixelRatio: 1),
                                 artifactsDirectory: artifacts, testName: swatchesReferenceTest)
        } matching: { comments(of: $0, contain: ["size mismatch: expected 160×104 pixels, got 160×152"]) }
    }

    @Test func aMissingReferenceUnderRecordNeverFailsNamingItsPathAndWritesNothing() {
        let snapshots = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        let reference = "\(snapshots)/aMissingReferenceUnderRecordNeverFailsNamingItsPathAndWritesNothing.1.png"
        withKnownIssue {
            assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1, record: .never, snapshotDirectory: snapshots)
        } matching: { comments(of: $0, contain: ["no reference at \(reference)", "record mode 'never'"]) }
        #expect(!FileManager.default.fileExists(atPath: snapshots))
    }

    @Test func aRecordingFailsOnceThenVerifies() throws {
        let snapshots = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        withKnownIssue {
            assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1, named: "recorded", record: .missing, snapshotDirectory: snapshots)
        } matching: { comments(of: $0, contain: ["recorded \(snapshots)/aRecordingFailsOnceThenVerifies.recorded.png", "there was no reference"]) }
        let written = try #require(FileManager.default.contents(atPath: "\(snapshots)/aRecordingFailsOnceThenVerifies.recorded.png"))
        #expect([UInt8](written) == (try LayoutSnapshot.png(of: TestScenes.swatches(), scale: 1)))
        assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1, named: "recorded", record: .missing, snapshotDirectory: snapshots)
        assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1, named: "recorded", record: .all, snapshotDirectory: snapshots)
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() {
        let snapshots = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: snapshots) }
        for _ in 0..<2 {
            withKnownIssue {
                assertLayoutSnapshot(of: TestScenes.swatches(), scale: 1, record: .missing, snapshotDirectory: snapshots)
            } matching: { comments(of: $0, contain: ["recorded"]) }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: snapshots))?.sorted()
        #expect(files == ["unnamedSnapshotsAreNumberedInOrder.1.json", "unnamedSnapshotsAreNumberedInOrder.1.png",
                          "unnamedSnapshotsAreNumberedInOrder.2.json", "unnamedSnapshotsAreNumberedInOrder.2.png"],
                "each reference has its layout record beside it")
    }

    @Test func aFixtureThatDoesNotLoadIsOneFailure() {
        withKnownIssue {
            assertLayoutSnapshot(ofFixtureAt: "Fixtures/no-such-fixture.yaml")
        } matching: { comments(of: $0, contain: ["no-such-fixture.yaml", "cannot read the file"]) }
    }
}
