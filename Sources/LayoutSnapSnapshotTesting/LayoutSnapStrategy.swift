import FixtureFormat
import Foundation
import Layout
import LayoutSnapTesting
import PNGCodec
import Scenes
import Snapshot
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == Data {
    /// Snapshots a layout as the PNG LayoutSnap draws (Cairo, the standard fonts), on Linux as on macOS:
    /// `assertSnapshot(of: scene, as: .layoutSnap())`. swift-snapshot-testing's own `.image` strategies need UIKit
    /// or AppKit; this one compares with LayoutSnap's differ instead (`layoutSnapPNG(tolerance:)`).
    ///
    /// References are swift-snapshot-testing's (`__Snapshots__/<TestFile>/<testName>.<n>.png`, its record modes
    /// and `SNAPSHOT_TESTING_RECORD`), and hold the same bytes `assertLayoutSnapshot(of:scale:…)` writes. A scene
    /// that cannot be drawn (empty, or larger than Cairo allows) is reported as a failure naming the error, and no
    /// snapshot is delivered, so no reference is written (swift-snapshot-testing then also reports that it timed
    /// out waiting for the snapshot).
    ///
    /// - Parameters:
    ///   - scale: pixels per point; lay the scene out at the same scale.
    ///   - tolerance: exact by default; pixelmatch's `threshold` and Playwright's `maxDiffPixels` /
    ///     `maxDiffPixelRatio` as `layoutsnap verify` takes them.
    public static func layoutSnap(scale: Double = 2, tolerance: ComparisonTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .layoutSnapPNG(tolerance: tolerance)) { scene in
            Async { deliver in
                do {
                    deliver(Data(try LayoutSnapshot.png(of: scene, scale: scale)))
                } catch {
                    reportFailure("LayoutSnap cannot draw the scene: \(error)", attachments: [], at: AssertionLocation())
                }
            }
        }
    }

    /// `layoutSnap(scale:tolerance:)` with swift-snapshot-testing's image `precision`: the share of pixels that
    /// must match (0.99 lets 1% differ, Playwright's `maxDiffPixelRatio` 0.01). `threshold` is pixelmatch's per-pixel
    /// colour distance; it replaces swift-snapshot-testing's `perceptualPrecision`, which measures colour differently.
    public static func layoutSnap(scale: Double = 2, precision: Float, threshold: Double? = nil) -> Snapshotting {
        layoutSnap(scale: scale, tolerance: ComparisonTolerance(threshold: threshold, maxDiffPixelRatio: Double(1 - precision)))
    }
}

extension Snapshotting where Value == Fixture, Format == Data {
    /// Snapshots a fixture in one variant (for a collection update, the state after it), drawn with the standard
    /// fonts at the variant's scale: `assertSnapshot(of: try Fixture.load(path: …), as: .layoutSnap(variant: …))`.
    /// A fixture that cannot be laid out or drawn is reported as in `Snapshotting<Scene, Data>.layoutSnap`.
    public static func layoutSnap(variant: Variant, tolerance: ComparisonTolerance = .exact) -> Snapshotting {
        Snapshotting<Scene, Data>.layoutSnap(scale: variant.scale, tolerance: tolerance).asyncPullback { fixture in
            Async { deliver in
                do {
                    deliver(fixture.scene(for: variant, measurer: try LayoutSnapshot.measurer()))
                } catch {
                    reportFailure("LayoutSnap cannot load the standard fonts: \(error)", attachments: [], at: AssertionLocation())
                }
            }
        }
    }
}

extension Diffing where Value == Data {
    /// Compares PNG bytes as `layoutsnap verify` does: decoded to pixels, exact unless `tolerance` allows more,
    /// a size mismatch always failing. The message carries LayoutSnap's numbers (`ComparisonResult.summary`); the
    /// attachments are swift-snapshot-testing's `reference.png`, `failure.png` and `difference.png` (differing pixels
    /// in red). swift-snapshot-testing attaches them only under Xcode, so on Linux they are recorded here as Swift
    /// Testing attachments (`swift test --attachments-path DIR` saves them); XCTest on Linux has none.
    public static func layoutSnapPNG(tolerance: ComparisonTolerance = .exact) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, snapshot in
            guard reference != snapshot else { return nil }
            let expected: ImageBuffer, actual: ImageBuffer
            do {
                expected = try ImageBuffer(pngData: [UInt8](reference), path: "reference")
                actual = try ImageBuffer(pngData: [UInt8](snapshot), path: "snapshot")
            } catch {
                return ("LayoutSnap: \(error)", [])
            }
            let result = tolerance.compare(expected: expected, actual: actual)
            guard !tolerance.accepts(result) else { return nil }
            var attachments = [FailureAttachment(name: "reference.png", bytes: [UInt8](reference)),
                               FailureAttachment(name: "failure.png", bytes: [UInt8](snapshot))]
            if case .different = result, let diff = try? ImageDiffer.diffImage(expected: expected, actual: actual).pngData() {
                attachments.append(FailureAttachment(name: "difference.png", bytes: diff))
            }
            #if os(Linux) || os(Android) || os(Windows)
            recordAttachments(attachments, at: AssertionLocation())
            #endif
            return ("LayoutSnap: \(result.summary)", attachments.map { .data(Data($0.bytes), name: $0.name) })
        }
    }
}
