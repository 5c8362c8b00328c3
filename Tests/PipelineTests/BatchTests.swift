import FixtureFormat
import Foundation
import Geometry
import Pipeline
import Scenes
import Testing

/// The batch machinery below the commands: plans, shards, overrides, the parallel runner and what `prune` may remove.
struct BatchTests {
    static let table = """
    variants: {widths: [320, 375], categories: [L, AX3], directions: [ltr, rtl]}
    table:
      sections:
        - cells:
            - labels: [{id: title, text: "Row"}]
    """

    static func fixture(_ name: String) throws -> Fixture { try Fixture.parse(table, file: "\(name).yaml", defaultName: name) }

    /// Every (fixture, variant) once, in a stable order; shards i/n take every n-th job from the i-th and together
    /// cover the plan exactly once.
    @Test func shardsCoverThePlanExactlyOnce() throws {
        let fixtures = [try Self.fixture("a"), try Self.fixture("b")]
        let all = try BatchPlan.jobs(fixtures: fixtures)
        #expect(all.count == 2 * 2 * 2 * 2)
        #expect(try BatchPlan.jobs(fixtures: fixtures).map(\.variant) == all.map(\.variant), "planning again gives the same order")
        #expect(all.prefix(8).allSatisfy { $0.fixture.name == "a" }, "fixture by fixture")
        var seen: [String] = []
        for index in 1...3 {
            let shard = try Shard(parsing: "\(index)/3")
            seen += try BatchPlan.jobs(fixtures: fixtures, shard: shard).map { "\($0.fixture.name)/\($0.variant.name)" }
        }
        #expect(seen.sorted() == all.map { "\($0.fixture.name)/\($0.variant.name)" }.sorted())
        for bad in ["0/3", "4/3", "1/0", "x/2", "1/2/3", ""] {
            #expect(throws: PipelineError.self, "\(bad)") { try Shard(parsing: bad) }
        }
    }

    @Test func overridesReplaceTheFixturesAxes() throws {
        let overrides = VariantOverrides(categories: [.extraSmall], widths: [414], directions: [.rightToLeft], pseudoLocales: [nil, .long])
        let names = try BatchPlan.jobs(fixtures: [try Self.fixture("a")], overrides: overrides).map(\.variant.name)
        #expect(names == ["w414-xS@2x-rtl", "w414-xS@2x-rtl-pseudo-long"])
    }

    @Test func twoFixturesWithOneNameAreRefused() throws {
        #expect(throws: PipelineError.self) { try BatchPlan.jobs(fixtures: [try Self.fixture("a"), try Self.fixture("a")]) }
    }

    /// Results keep their index whatever the number of threads.
    @Test func theParallelRunnerKeepsOrderForAnyNumberOfJobs() {
        for jobs in [1, 2, 7, 64] {
            #expect(runParallel(count: 100, jobs: jobs) { $0 * $0 } == (0..<100).map { $0 * $0 })
        }
        #expect(runParallel(count: 0, jobs: 4) { $0 }.isEmpty)
    }

    /// `prune` only ever names files shaped like a variant's image that no variant produces, and temporaries, in the
    /// fixtures' own folders; a folder holding none of them is refused.
    @Test func staleReferencesAreOnlyLayoutSnapsOwn() throws {
        let root = NSTemporaryDirectory() + "layoutsnap-stale-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/cards"
        try FileManager.default.createDirectory(atPath: folder + "/nested", withIntermediateDirectories: true)
        for name in ["w375-L@2x.png", "w375-L@2x.json", "w375-AX5@2x.png", "w320-L@2x-pseudo-long.png", "notes.txt", "package.json",
                     "screenshot.png", ".w375-L@2x.png.0E0A2F1B-0C5A-4A4C-9E57-3C1F2B6D8A11.tmp"] {
            try Data().write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let stale = try StaleReferences.find(in: root, produced: ["cards": ["w375-L@2x.png", "w375-L@2x.json"]])
        #expect(stale.map { ($0 as NSString).lastPathComponent } == [".w375-L@2x.png.0E0A2F1B-0C5A-4A4C-9E57-3C1F2B6D8A11.tmp",
                                                                     "w320-L@2x-pseudo-long.png", "w375-AX5@2x.png"])
        #expect(throws: PipelineError.self) { try StaleReferences.find(in: root, produced: ["other": []]) }
        #expect(throws: PipelineError.self) { try StaleReferences.find(in: folder + "/notes.txt", produced: ["cards": []]) }
    }
}
