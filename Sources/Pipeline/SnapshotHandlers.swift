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
        try ReferenceWriter.write(subject, png: imaging.referencePNG(subject.scene))
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
        let state: ReferenceState
        var referenceBytes: [UInt8] = []
        var expected: ImageBuffer?
        var actual: ImageBuffer?
        var actualPNG: [UInt8]?
        if FileManager.default.fileExists(atPath: subject.referencePath) {
            guard let data = FileManager.default.contents(atPath: subject.referencePath) else {
                throw ImageError.unreadable(path: subject.referencePath, reason: "not readable")
            }
            referenceBytes = [UInt8](data)
            // References are byte-stable, so the same bytes are the same image: nothing to decode.
            let png = try imaging.referencePNG(subject.scene)
            actualPNG = png
            if png == referenceBytes {
                state = .accepted(.identical)
            } else {
                let reference = try ImageBuffer(pngData: referenceBytes, path: subject.referencePath)
                let rendered = try ImageBuffer(pngData: png, path: "\(subject.group)/\(subject.name).png (rendered)")
                let result = tolerance.compare(expected: reference, actual: rendered)
                state = tolerance.accepts(result) ? .accepted(result) : .rejected(result)
                expected = reference
                actual = rendered
            }
        } else {
            state = .missing
        }
        let action = recordMode.action(for: state)
        // The reference's layout record, read before anything overwrites it, and only when a diff will be shown.
        let referenceRecord: Data?
        switch action {
        case .fail, .record(previous: .some): referenceRecord = FileManager.default.contents(atPath: subject.layoutRecordPath)
        case .pass, .failMissing, .record: referenceRecord = nil
        }
        let outcome: VerificationOutcome
        switch action {
        case .pass:
            outcome = .matched
        case .failMissing:
            outcome = .missingReference(path: subject.referencePath)
        case let .record(previous):
            try ReferenceWriter.write(subject, png: actualPNG ?? imaging.referencePNG(subject.scene))
            outcome = .recorded(path: subject.referencePath, previous: previous)
        case let .fail(result):
            guard let expected, let actual else { throw ImageError.unreadable(path: subject.referencePath, reason: "not compared") }
            let written = try FailureArtifacts.write(referencePNG: referenceBytes, actualPNG: actualPNG ?? imaging.referencePNG(subject.scene),
                                                     expected: expected, actual: actual, result: result,
                                                     artifactsDirectory: artifactsDirectory, group: subject.group, name: subject.name)
            outcome = .mismatched(result, artifacts: written)
        }
        let layoutDiff = referenceRecord.flatMap { reference in
            try? LayoutDiff(reference: reference, current: Data(SceneJSON.layoutRecord(subject.scene).utf8))
        }
        return Verification(outcome: outcome, layoutDiff: layoutDiff, referencePath: subject.referencePath,
                            group: subject.group, name: subject.name)
    }
}

/// Writes a reference and its layout record, each whole (temporary file + rename).
enum ReferenceWriter {
    static func write(_ subject: SnapshotSubject, png: [UInt8]) throws {
        try AtomicFile.write(png, to: subject.referencePath)
        try AtomicFile.write(Array(SceneJSON.layoutRecord(subject.scene).utf8), to: subject.layoutRecordPath)
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
