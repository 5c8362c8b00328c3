import Foundation
import PNGCodec
import Render
import Snapshot

/// What happens to each laid-out image of a record or verify run. Record and verify are two handlers of this one
/// interface (as Paparazzi's record and verify handlers), fed by the same path from fixture to image.
public protocol SnapshotHandler: Sendable {
    func handle(_ subject: SnapshotSubject, imaging: SceneImaging) throws -> Verification
}

/// `layoutsnap record`: writes every reference and its layout record, whatever was there.
public struct RecordHandler: SnapshotHandler {
    public init() {}

    public func handle(_ subject: SnapshotSubject, imaging: SceneImaging) throws -> Verification {
        try ReferenceWriter.write(subject, png: imaging.referencePNG(subject.scene), layoutRecord: SceneJSON.layoutRecord(subject.scene))
        return Verification(outcome: .recorded(path: subject.referencePath, previous: nil), layoutDiff: nil,
                            referencePath: subject.referencePath, group: subject.group, name: subject.name)
    }
}

/// `layoutsnap verify` and the test assertions: compares the rendered image with the reference (equal bytes are an
/// equal image, since references are byte-stable; otherwise both are decoded and compared under the tolerance),
/// decides by the record mode what to do, writes failure artifacts, and explains a failure with the layout diff
/// against the reference's layout record.
public struct VerifyHandler: SnapshotHandler {
    public var artifactsDirectory: String
    public var tolerance: ComparisonTolerance
    public var recordMode: RecordMode

    public init(artifactsDirectory: String, tolerance: ComparisonTolerance = .exact, recordMode: RecordMode = .never) {
        self.artifactsDirectory = artifactsDirectory; self.tolerance = tolerance; self.recordMode = recordMode
    }

    public func handle(_ subject: SnapshotSubject, imaging: SceneImaging) throws -> Verification {
        let comparison = try compareWithReference(subject, imaging: imaging)
        let action = recordMode.action(for: comparison?.state ?? .missing)
        // The reference's layout record, read before anything overwrites it, and the scene's own, each only when a
        // reference is written or a layout diff shown.
        let referenceRecord: Data?, currentRecord: String?
        switch action {
        case .pass, .failMissing: referenceRecord = nil; currentRecord = nil
        case .record(previous: nil): referenceRecord = nil; currentRecord = SceneJSON.layoutRecord(subject.scene)
        case .record, .fail:
            referenceRecord = FileManager.default.contents(atPath: subject.layoutRecordPath)
            currentRecord = SceneJSON.layoutRecord(subject.scene)
        }
        let outcome: VerificationOutcome
        switch action {
        case .pass:
            outcome = .matched
        case .failMissing:
            outcome = .missingReference(path: subject.referencePath)
        case let .record(previous):
            try ReferenceWriter.write(subject, png: comparison?.actualPNG ?? imaging.referencePNG(subject.scene),
                                      layoutRecord: currentRecord ?? SceneJSON.layoutRecord(subject.scene))
            outcome = .recorded(path: subject.referencePath, previous: previous)
        case let .fail(result):
            guard let comparison, let decoded = comparison.decoded else {
                throw ImageError.unreadable(path: subject.referencePath, reason: "rejected without being decoded")
            }
            let written = try FailureArtifacts.write(referencePNG: comparison.referencePNG, actualPNG: comparison.actualPNG,
                                                     expected: decoded.expected, actual: decoded.actual, result: result,
                                                     artifactsDirectory: artifactsDirectory, group: subject.group, name: subject.name)
            outcome = .mismatched(result, artifacts: written)
        }
        var layoutDiff: LayoutDiff?
        if let referenceRecord, let currentRecord {
            layoutDiff = try? LayoutDiff(reference: referenceRecord, current: Data(currentRecord.utf8))
        }
        return Verification(outcome: outcome, layoutDiff: layoutDiff, referencePath: subject.referencePath,
                            group: subject.group, name: subject.name)
    }

    /// The reference against the rendered image, or nil when there is no reference. References are byte-stable, so
    /// the same bytes are the same image and nothing is decoded; otherwise both are decoded and compared.
    private func compareWithReference(_ subject: SnapshotSubject, imaging: SceneImaging) throws -> ReferenceComparison? {
        guard FileManager.default.fileExists(atPath: subject.referencePath) else { return nil }
        guard let data = FileManager.default.contents(atPath: subject.referencePath) else {
            throw ImageError.unreadable(path: subject.referencePath, reason: "not readable")
        }
        let referencePNG = [UInt8](data), actualPNG = try imaging.referencePNG(subject.scene)
        guard referencePNG != actualPNG else {
            return ReferenceComparison(referencePNG: referencePNG, actualPNG: actualPNG, decoded: nil, state: .accepted(.identical))
        }
        let expected = try ImageBuffer(pngData: referencePNG, path: subject.referencePath)
        let actual = try ImageBuffer(pngData: actualPNG, path: "\(subject.group)/\(subject.name).png (rendered)")
        let result = tolerance.compare(expected: expected, actual: actual)
        return ReferenceComparison(referencePNG: referencePNG, actualPNG: actualPNG, decoded: (expected, actual),
                                   state: tolerance.accepts(result) ? .accepted(result) : .rejected(result))
    }
}

/// A reference and the rendered image, as compared.
private struct ReferenceComparison {
    var referencePNG: [UInt8]
    var actualPNG: [UInt8]
    /// Both images decoded; nil when their bytes were equal.
    var decoded: (expected: ImageBuffer, actual: ImageBuffer)?
    var state: ReferenceState
}

/// Writes a reference and its layout record, each whole (temporary file + rename).
enum ReferenceWriter {
    static func write(_ subject: SnapshotSubject, png: [UInt8], layoutRecord: String) throws {
        try AtomicFile.write(png, to: subject.referencePath)
        try AtomicFile.write(Array(layoutRecord.utf8), to: subject.layoutRecordPath)
    }
}

/// One handled image: the outcome, and for a failure the layout changes that explain it.
public struct Verification: Sendable {
    public var outcome: VerificationOutcome
    /// Which elements moved, resized, appeared or disappeared since the reference was recorded.
    public var layoutDiff: LayoutDiff?
    public var referencePath: String
    /// The artifacts sub-folder (the fixture) and the image's name in it (the variant, with its stage).
    public var group: String
    public var name: String

    public init(outcome: VerificationOutcome, layoutDiff: LayoutDiff?, referencePath: String, group: String, name: String) {
        self.outcome = outcome; self.layoutDiff = layoutDiff; self.referencePath = referencePath; self.group = group; self.name = name
    }

    /// The report entry for this image; nil when it matched.
    public func reportEntry(tolerance: ComparisonTolerance, artifactsDirectory: String) -> SnapshotReport.Entry? {
        SnapshotReport.Entry(fixture: group, variant: name, outcome: outcome, referencePath: referencePath, tolerance: tolerance,
                             artifactsDirectory: artifactsDirectory, layoutDiff: layoutDiff)
    }
}
