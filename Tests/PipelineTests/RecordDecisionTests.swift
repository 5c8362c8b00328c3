import Pipeline
import Snapshot
import Testing

/// The record-mode decision, without a file system: every mode against every reference state.
struct RecordDecisionTests {
    let difference = ComparisonResult.different(differentPixels: 3, imageSize: PixelSize(width: 60, height: 50), boundingBox: PixelRect(x: 1, y: 2, width: 3, height: 1))

    @Test func aMissingReferenceIsWrittenUnlessTheModeIsNever() {
        #expect(RecordMode.never.action(for: .missing) == .failMissing)
        for mode in [RecordMode.missing, .failed, .all] { #expect(mode.action(for: .missing) == .record(previous: nil)) }
    }

    @Test func anIdenticalReferenceIsKeptInEveryMode() {
        for mode in RecordMode.allCases { #expect(mode.action(for: .accepted(.identical)) == .pass) }
    }

    @Test func anAcceptedDifferencePassesUnlessEveryReferenceIsRecorded() {
        // A difference the tolerance accepts passes, and `all` still rewrites it.
        #expect(RecordMode.missing.action(for: .accepted(difference)) == .pass)
        #expect(RecordMode.all.action(for: .accepted(difference)) == .record(previous: difference))
    }

    @Test func aRejectedReferenceFailsUnlessFailuresAreRecorded() {
        #expect(RecordMode.never.action(for: .rejected(difference)) == .fail(difference))
        #expect(RecordMode.missing.action(for: .rejected(difference)) == .fail(difference))
        #expect(RecordMode.failed.action(for: .rejected(difference)) == .record(previous: difference))
        #expect(RecordMode.all.action(for: .rejected(difference)) == .record(previous: difference))
    }

    @Test func ciNeverRecordsUnlessAskedOnTheCommandLine() throws {
        #expect(try RecordMode.resolve(flag: nil, environment: ["CI": "true", "LAYOUTSNAP_RECORD": "all"]) == .never)
        #expect(try RecordMode.resolve(flag: .failed, environment: ["CI": "1"]) == .failed)
        #expect(try RecordMode.resolve(flag: nil, environment: ["CI": "false", "LAYOUTSNAP_RECORD": "all"]) == .all)
        #expect(try RecordMode.resolve(flag: nil, environment: [:]) == .missing)
        #expect(throws: RecordModeError.self) { try RecordMode.resolve(flag: nil, environment: ["LAYOUTSNAP_RECORD": "sometimes"]) }
        #expect(RecordMode(name: "Failed") == .failed && RecordMode(name: "sometimes") == nil)
    }
}
