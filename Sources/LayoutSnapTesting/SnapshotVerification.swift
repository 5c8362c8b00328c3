import Foundation
import Measure
import Pipeline
import Snapshot

/// One laid-out image an assertion checks, and what its failure message calls it (`intrinsic-size w375-L@2x`,
/// `CardTests testCard.1`).
struct AssertionSubject {
    var title: String
    var subject: SnapshotSubject
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

/// The one place every assertion verifies through (`VerifyHandler`, exactly as `layoutsnap verify` does), and
/// turns the outcome into a failure message with its attachments, or nil when it matched.
enum SnapshotVerification {
    static func check(_ subject: AssertionSubject, settings: VerificationSettings) -> SnapshotFailure? {
        let verification: Verification
        do {
            let handler = VerifyHandler(artifactsDirectory: settings.artifactsDirectory, tolerance: settings.tolerance,
                                        recordMode: settings.record)
            verification = try handler.handle(subject.subject, imaging: LayoutSnapshot.imaging())
        } catch {
            return SnapshotFailure(message: "\(subject.title): \(error)", attachments: [])
        }
        guard var failure = failure(for: verification.outcome, subject: subject, settings: settings) else { return nil }
        for line in verification.layoutDiff?.lines ?? [] { failure.message += "\nlayout: \(line)" }
        return failure
    }

    /// Messages carry the numbers, the reference path and the artifact paths. A recording fails once, as it does in
    /// swift-snapshot-testing, Playwright and `layoutsnap verify`, so a new reference never passes unseen.
    static func failure(for outcome: VerificationOutcome, subject: AssertionSubject,
                        settings: VerificationSettings) -> SnapshotFailure? {
        switch outcome {
        case .matched:
            return nil
        case let .missingReference(path):
            return SnapshotFailure(
                message: "\(subject.title): no reference at \(path); record mode 'never' (the default when CI is set) wrote none; "
                    + "record it outside CI with LAYOUTSNAP_RECORD=missing or `record: .missing`",
                attachments: [FailureAttachment(name: "\(subject.subject.name).actual.png", bytes: subject.png)])
        case let .mismatched(comparison, artifacts):
            let lines = ["\(subject.title): \(comparison.summary)", "reference: \(subject.subject.referencePath)"]
                + artifacts.paths.map { "artifact: \($0)" }
            let attachments = artifacts.paths.compactMap { path in
                FileManager.default.contents(atPath: path).map { FailureAttachment(name: (path as NSString).lastPathComponent, bytes: [UInt8]($0)) }
            }
            return SnapshotFailure(message: lines.joined(separator: "\n"), attachments: attachments)
        case let .recorded(path, previous):
            let reason = previous.map { "replaced a reference that differed: \($0.summary)" } ?? "there was no reference"
            return SnapshotFailure(
                message: "\(subject.title): recorded \(path) (\(reason); record mode '\(settings.record.rawValue)'); run the test again to compare",
                attachments: [FailureAttachment(name: (path as NSString).lastPathComponent,
                                                bytes: FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])])
        }
    }
}

/// One assertion call: where it was made and the settings it verifies with; every assertion verifies its
/// subjects and reports their failures through it.
struct SnapshotAssertion {
    let location: AssertionLocation
    let settings: VerificationSettings

    /// The assertion's settings, or nil after reporting an unknown `LAYOUTSNAP_RECORD` (`record` nil resolves the mode
    /// as the command line does).
    init?(record: RecordMode?, tolerance: ComparisonTolerance, artifactsDirectory: String?, location: AssertionLocation) {
        let mode: RecordMode
        if let record {
            mode = record
        } else {
            do {
                mode = try RecordMode.resolve(flag: nil, environment: ProcessInfo.processInfo.environment)
            } catch {
                reportFailure(error.description, attachments: [], at: location)
                return nil
            }
        }
        self.location = location
        settings = VerificationSettings(tolerance: tolerance, record: mode,
                                        artifactsDirectory: SnapshotPaths.artifactsDirectory(artifactsDirectory, testFile: location.testFile))
    }

    /// Verifies `subject` and reports its failure, if any, at the assertion's location.
    func verify(_ subject: AssertionSubject) {
        if let failure = SnapshotVerification.check(subject, settings: settings) {
            reportFailure(failure.message, attachments: failure.attachments, at: location)
        }
    }
}

extension AssertionLocation {
    /// The test file's path, from which references and artifacts are found.
    var testFile: String { "\(filePath)" }

    /// The standard fonts' measurer, or nil after reporting (prefixed by `context`) why they do not load.
    func measurer(context: String) -> TextMeasurer? {
        do {
            return try LayoutSnapshot.measurer()
        } catch {
            reportFailure("\(context): cannot load the standard fonts: \(error)", attachments: [], at: self)
            return nil
        }
    }
}

extension AssertionSubject {
    /// The image's PNG, as a reference of it would hold (attached when no reference was written); empty when it
    /// cannot be drawn.
    var png: [UInt8] { (try? LayoutSnapshot.imaging().referencePNG(subject.scene)) ?? [] }
}
