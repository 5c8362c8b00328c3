import Foundation
import Layout
import Render
import Snapshot

/// One rendered image to check against its reference.
struct SnapshotSubject {
    /// What the failure message calls it: `intrinsic-size w375-L@2x`, `CardTests testCard.1`.
    var title: String
    /// The layout that was drawn, for verifications that compare layouts as well as pixels.
    var scene: Scene
    var png: [UInt8]
    var referencePath: String
    /// Artifacts go to `<artifacts>/<group>/<name>.{expected,actual,diff}.png`.
    var group: String
    var name: String
}

/// How subjects are verified: the same settings the command line's `verify` takes.
struct VerificationSettings {
    var tolerance: ComparisonTolerance
    var record: RecordMode
    var artifactsDirectory: String
}

/// What a failed verification reports.
struct SnapshotFailure {
    var message: String
    var attachments: [FailureAttachment]
}

/// The one place every assertion verifies through (`SnapshotVerifier`, exactly as `layoutsnap verify` does), and
/// turns the outcome into a failure message with its attachments, or nil when it matched.
enum SnapshotVerification {
    static func check(_ subject: SnapshotSubject, settings: VerificationSettings) -> SnapshotFailure? {
        let verification: Verification
        do {
            verification = try SnapshotVerifier(artifactsDirectory: settings.artifactsDirectory)
                .verifyWithLayoutDiff(actualPNG: subject.png, layoutRecord: SceneJSON.layoutRecord(subject.scene),
                                      referencePath: subject.referencePath, group: subject.group, name: subject.name,
                                      tolerance: settings.tolerance, record: settings.record)
        } catch {
            return SnapshotFailure(message: "\(subject.title): \(error)", attachments: [])
        }
        guard var failure = failure(for: verification.outcome, subject: subject, settings: settings) else { return nil }
        for line in verification.layoutDiff?.lines ?? [] { failure.message += "\nlayout: \(line)" }
        return failure
    }

    /// Messages carry the numbers, the reference path and the artifact paths. A recording fails once, as it does in
    /// swift-snapshot-testing, Playwright and `layoutsnap verify`, so a new reference never passes unseen.
    static func failure(for outcome: VerificationOutcome, subject: SnapshotSubject,
                        settings: VerificationSettings) -> SnapshotFailure? {
        switch outcome {
        case .matched:
            return nil
        case let .missingReference(path):
            return SnapshotFailure(
                message: "\(subject.title): no reference at \(path); record mode 'never' (the default when CI is set) wrote none; "
                    + "record it outside CI with LAYOUTSNAP_RECORD=missing or `record: .missing`",
                attachments: [FailureAttachment(name: "\(subject.name).actual.png", bytes: subject.png)])
        case let .mismatched(comparison, artifacts):
            let lines = ["\(subject.title): \(comparison.summary)", "reference: \(subject.referencePath)"]
                + artifacts.map { "artifact: \($0)" }
            let attachments = artifacts.compactMap { path in
                FileManager.default.contents(atPath: path).map { FailureAttachment(name: (path as NSString).lastPathComponent, bytes: [UInt8]($0)) }
            }
            return SnapshotFailure(message: lines.joined(separator: "\n"), attachments: attachments)
        case let .recorded(path, previous):
            let reason = previous.map { "replaced a reference that differed: \($0.summary)" } ?? "there was no reference"
            return SnapshotFailure(
                message: "\(subject.title): recorded \(path) (\(reason); record mode '\(settings.record.rawValue)'); run the test again to compare",
                attachments: [FailureAttachment(name: (path as NSString).lastPathComponent, bytes: subject.png)])
        }
    }
}
