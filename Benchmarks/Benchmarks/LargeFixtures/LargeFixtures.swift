import Benchmark
import FixtureFormat
import Foundation
import Measure
import Pipeline
import Render

// Bad input must not be slow input (issue 13): the cost of the whole pipeline on very large fixtures, from the
// fixture's text to the PNG of the one screen a viewport shows, in one process as `layoutsnap render` runs it.
//
//   flow 1,000,000 items, sizes known   a flow layout with itemSize set (no self-sizing), 1,000,000 tag items of one
//                                       prototype (a 57 MB fixture) and an 812 pt viewport: parse, lay out every
//                                       item's frame, build the scene of the visible ones, draw and encode.
//                                       Target: under 15 s and 2 GB.
//   flow 100,000 items, self-sizing     the same with estimatedItemSize: every item is sized by Auto Layout.
//                                       Target: under 5 s.
//   text 10 MB without breaks           one 10 MB word wrapped at 343 pt (a line per few dozen characters):
//                                       line breaking must be linear. Target: seconds.
//
// The fixtures are generated in memory before the timing (`largeFlowFixture`), from a fixed pattern, so every run
// lays out the same text.

/// A flow fixture of `items` tags of one prototype in one section, shown through an 812 pt viewport.
func largeFlowFixture(items: Int, selfSizing: Bool) -> String {
    var text = """
        name: large-flow
        variants: {widths: [375], categories: [L], scales: [2]}
        collection:
          layout:
            type: flow
            \(selfSizing ? "estimatedItemSize" : "itemSize"): {width: 96, height: 32}
            minimumInteritemSpacing: 8
            minimumLineSpacing: 8
            sectionInset: {top: 8, leading: 16, bottom: 8, trailing: 16}
          viewport: {height: 812}
          prototypes:
            tag:
              backgroundColor: "#E5F0FF"
              cornerRadius: 8
              views: [{id: name, type: label, text: "", style: subheadline}]
              constraints: ["H:|-12-[name]-12-|", "V:|-6-[name]-6-|"]
          sections:
            - items:

        """
    text.reserveCapacity(text.utf8.count + items * 48)
    let words = ["Italian", "Thai", "Vegan", "Quick", "Spicy", "Baking", "Grill", "Soup"]
    for index in 0..<items {
        text += "        - {prototype: tag, text: {name: \"\(words[index % words.count]) \(index)\"}}\n"
    }
    return text
}

/// Parses, lays out and draws the fixture's one variant; returns the PNG's size in bytes.
func renderFixture(_ text: String, batch: SnapshotBatch) throws -> Int {
    let fixture = try Fixture.parse(text, file: "large.yaml", defaultName: "large")
    var bytes = 0
    for variant in fixture.variants.variants {
        for (_, scene) in fixture.scenes(for: variant, measurer: batch.measurer) {
            bytes += try batch.imaging.referencePNG(scene).count
        }
    }
    return bytes
}

let benchmarks: @Sendable () -> Void = {
    let fontSet: FontSet
    do {
        fontSet = try FontSet.standard()
    } catch {
        fatalError("no standard font set (Inter + Noto Sans CJK + Symbola under /usr/share/fonts): \(error)")
    }
    let batch = SnapshotBatch(jobs: [], jobCount: 1, fontSet: fontSet)
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .peakMemoryResident, .mallocCountTotal]

    nonisolated(unsafe) var fixture = ""
    Benchmark("LargeFixtures flow 1,000,000 items, sizes known (parse + layout + render one screen)",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, warmupIterations: 0,
                                   maxDuration: .seconds(120), maxIterations: 3)) { benchmark in
        blackHole(try renderFixture(fixture, batch: batch))
    } setup: {
        fixture = largeFlowFixture(items: 1_000_000, selfSizing: false)
        FileHandle.standardError.write(Data("LargeFixtures: 1,000,000-item fixture of \(fixture.utf8.count) bytes\n".utf8))
    } teardown: {
        fixture = ""
    }

    Benchmark("LargeFixtures flow 100,000 items, self-sizing (parse + layout + render one screen)",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, warmupIterations: 0,
                                   maxDuration: .seconds(60), maxIterations: 5)) { benchmark in
        blackHole(try renderFixture(fixture, batch: batch))
    } setup: {
        fixture = largeFlowFixture(items: 100_000, selfSizing: true)
    } teardown: {
        fixture = ""
    }

    nonisolated(unsafe) var word = ""
    Benchmark("LargeFixtures text 10 MB without break opportunities, wrapped at 343 pt",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, warmupIterations: 0,
                                   maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
        let layout = batch.measurer.layout(word, attributes: .style(.body, category: .large), width: 343)
        blackHole(layout.lines.count)
        batch.measurer.removeAllCachedLayouts()
    } setup: {
        word = String(repeating: "abcdefghij", count: 1_000_000)
    } teardown: {
        word = ""
    }
}
