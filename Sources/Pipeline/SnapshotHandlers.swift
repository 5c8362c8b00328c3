import Files
import Foundation
import PNGCodec
import Render
import Scenes
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
        try ReferenceWriter.write(subject, png: imaging.referencePNG(subject.scene), layoutRecord: LayoutRecord(subject.scene))
        return Verification(outcome: .recorded(path: subject.referencePath, previous: nil), layoutDiff: nil,
                            referencePath: subject.referencePath, group: subject.group, name: subject.name,
                            scale: subject.scene.scale, warnings: subject.scene.warnings)
    }
}

/// `layoutsnap verify` and the test assertions: compares the rendered image with the reference by pixels (the
/// reference is inflated and checked against the rendering's scanlines; only when they differ are both decoded
/// and compared under the tolerance), encodes a PNG only for what it writes,
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
        let referenceRecord: [UInt8]?, currentRecord: LayoutRecord?
        switch action {
        case .pass, .failMissing: referenceRecord = nil; currentRecord = nil
        case .record(previous: nil): referenceRecord = nil; currentRecord = LayoutRecord(subject.scene)
        case .record, .fail:
            referenceRecord = try? RegularFile.read(subject.layoutRecordPath, limit: LayoutRecord.maximumFileSize)
            currentRecord = LayoutRecord(subject.scene)
        }
        let outcome: VerificationOutcome
        switch action {
        case .pass:
            outcome = .matched
        case .failMissing:
            outcome = .missingReference(path: subject.referencePath)
        case let .record(previous):
            let png = try comparison.map { imaging.referencePNG($0.rendered, of: subject.scene) } ?? imaging.referencePNG(subject.scene)
            try ReferenceWriter.write(subject, png: png,
                                      layoutRecord: currentRecord ?? LayoutRecord(subject.scene))
            outcome = .recorded(path: subject.referencePath, previous: previous)
        case let .fail(result):
            guard let comparison, let decoded = comparison.decoded else {
                throw ImageError.unreadable(path: subject.referencePath, reason: "rejected without being decoded")
            }
            let actualPNG = imaging.referencePNG(comparison.rendered, of: subject.scene)
            let written = try FailureArtifacts.write(referencePNG: comparison.referencePNG, actualPNG: actualPNG,
                                                     expected: decoded.expected, actual: decoded.actual, result: result,
                                                     artifactsDirectory: artifactsDirectory, group: subject.group, name: subject.name)
            outcome = .mismatched(result, artifacts: written)
        }
        var layoutDiff: Result<LayoutDiff, LayoutDiffError>?
        if let referenceRecord, let currentRecord, let referencePNG = comparison?.referencePNG {
            layoutDiff = Result { () throws(LayoutDiffError) in
                let stored = try LayoutDiff.record(from: Data(referenceRecord), document: subject.layoutRecordPath)
                if let paired = stored.reference, paired != LayoutRecord.referenceDigest(of: referencePNG) {
                    throw .recordOfAnotherReference(recordPath: subject.layoutRecordPath)
                }
                return LayoutDiff(reference: stored, current: currentRecord)
            }
        }
        return Verification(outcome: outcome, layoutDiff: try? layoutDiff?.get(), layoutDiffError: layoutDiff?.failure,
                            referencePath: subject.referencePath, group: subject.group, name: subject.name,
                            scale: subject.scene.scale, warnings: subject.scene.warnings)
    }

    /// The reference against the rendered image, or nil when there is no reference. A reference LayoutSnap wrote
    /// holds the same scanlines as an identical rendering, so the common case inflates the reference and compares
    /// bytes, decoding nothing; otherwise both are decoded and compared pixel by pixel.
    private func compareWithReference(_ subject: SnapshotSubject, imaging: SceneImaging) throws -> ReferenceComparison? {
        let referencePNG: [UInt8]
        do {
            referencePNG = try ImageBuffer.readPNG(subject.referencePath, maximumPixelCount: imaging.renderer.maximumPixelCount)
        } catch let error as FileReadError where error.reason == .missing {
            return nil
        }
        let rendered = try imaging.renderer.scanlines(subject.scene)
        if rendered.matches(png: referencePNG) {
            return ReferenceComparison(referencePNG: referencePNG, rendered: rendered, decoded: nil, state: .accepted(.identical))
        }
        let expected = try ImageBuffer(pngData: referencePNG, path: subject.referencePath)
        let actual = rendered.image
        let result = tolerance.compare(expected: expected, actual: actual)
        return ReferenceComparison(referencePNG: referencePNG, rendered: rendered, decoded: (expected, actual),
                                   state: tolerance.accepts(result) ? .accepted(result) : .rejected(result))
    }
}

/// A reference and the rendered image, as compared.
private struct ReferenceComparison {
    var referencePNG: [UInt8]
    /// The rendering, not yet deflated: encoded only when it is written.
    var rendered: PNGScanlines
    /// Both images decoded; nil when the reference held exactly the rendered scanlines.
    var decoded: (expected: ImageBuffer, actual: ImageBuffer)?
    var state: ReferenceState
}

/// Writes a reference and its layout record, each whole (temporary file + rename): the PNG first, then the record
/// naming the PNG's digest, so a run stopped between the two leaves a record that says it belongs to another image.
enum ReferenceWriter {
    static func write(_ subject: SnapshotSubject, png: [UInt8], layoutRecord: LayoutRecord) throws {
        var record = layoutRecord
        record.reference = LayoutRecord.referenceDigest(of: png)
        try AtomicFile.write(png, to: subject.referencePath)
        try AtomicFile.write(record.encodedFile(), to: subject.layoutRecordPath)
    }
}

extension LayoutRecord {
    /// The largest layout record read: 256 MiB.
    static let maximumFileSize = 256 << 20

    /// `sha256:<hex>` of a reference PNG's bytes: what its layout record names.
    static func referenceDigest(of png: [UInt8]) -> String { "sha256:" + (SHA256.hex(of: png) ?? "") }
}

extension Result {
    /// The error, or nil for a success.
    var failure: Failure? { if case let .failure(error) = self { return error } else { return nil } }
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
    /// Pixels per point of the image (the scene's scale).
    public var scale: Double?
    /// Why no layout diff could be computed for a failure: a malformed record, or one written with another image.
    public var layoutDiffError: LayoutDiffError?
    /// What the layout warned about while producing the image.
    public var warnings: [LayoutWarning]

    public init(outcome: VerificationOutcome, layoutDiff: LayoutDiff?, layoutDiffError: LayoutDiffError? = nil, referencePath: String,
                group: String, name: String, scale: Double? = nil, warnings: [LayoutWarning] = []) {
        self.outcome = outcome; self.layoutDiff = layoutDiff; self.layoutDiffError = layoutDiffError
        self.referencePath = referencePath; self.group = group; self.name = name; self.scale = scale; self.warnings = warnings
    }

    /// The report entry for this image; nil when it matched.
    public func reportEntry(tolerance: ComparisonTolerance, artifactsDirectory: String) -> SnapshotReport.Entry? {
        SnapshotReport.Entry(fixture: group, variant: name, scale: scale, outcome: outcome, referencePath: referencePath, tolerance: tolerance,
                             artifactsDirectory: artifactsDirectory, layoutDiff: layoutDiff, layoutDiffError: layoutDiffError?.description,
                             warnings: warnings.map(SnapshotReport.Warning.init))
    }
}

extension SnapshotReport.Warning {
    /// The report's form of a scene's warning.
    public init(_ warning: LayoutWarning) {
        let kind: Kind
        var character: String?, brokenConstraint: String?
        switch warning.kind {
        case let .missingCharacter(missing):
            kind = .missingCharacter; character = missing
        case let .layout(diagnostic):
            switch diagnostic.kind {
            case .unsatisfiableConstraints: kind = .unsatisfiableConstraints
            case .ambiguousLayout: kind = .ambiguousLayout
            case .invalidConstraint: kind = .invalidConstraint
            }
            brokenConstraint = diagnostic.brokenConstraint
        case .zeroHeightRow:
            kind = .zeroHeightRow
        case .document:
            kind = .document
        case .fontSubstituted:
            kind = .fontSubstituted
        case .itemWiderThanSection:
            kind = .itemWiderThanSection
        case .layoutDidNotSettle:
            kind = .layoutDidNotSettle
        }
        self.init(kind: kind, location: warning.location?.description, character: character, brokenConstraint: brokenConstraint,
                  message: warning.message)
    }
}
