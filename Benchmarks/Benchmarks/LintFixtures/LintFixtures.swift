import Benchmark
import FixtureFormat
import Foundation
import Geometry
import Layout
import Lint
import Measure
import Pipeline

// Linting costs no more than laying out (issue 17): every bundled fixture (`Fixtures/*.yaml` of the main package) at
// every category in both directions, its widths (792 variants), on one thread.
//
//   layout   the scenes of every variant (what `layoutsnap layout` computes, no drawing)
//   lint     the same scenes, then every check, the fixed-font pass and the summary per view
//
// Target: lint at most 1.2 × layout. Both start from parsed fixtures and a measurer whose caches are emptied before
// each iteration, so each lays out its text again.

func bundledJobs() -> [RenderJob] {
    let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    do {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try BatchPlan.jobs(inputs: files.map { fixtures.appendingPathComponent($0).path },
                                  overrides: VariantOverrides(categories: ContentSizeCategory.allCases, directions: [.leftToRight, .rightToLeft]))
    } catch {
        fatalError("cannot plan the bundled fixtures at \(fixtures.path): \(error)")
    }
}

let benchmarks: @Sendable () -> Void = {
    let jobs = bundledJobs()
    let measurer: TextMeasurer
    do {
        measurer = TextMeasurer(fontSet: try FontSet.standard())
    } catch {
        fatalError("no standard font set: \(error)")
    }
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1,
                                                maxDuration: .seconds(60), maxIterations: 20)

    Benchmark("LintFixtures layout (bundled fixtures, every category, both directions)", configuration: configuration) { benchmark in
        measurer.removeAllCachedLayouts()
        benchmark.startMeasurement()
        var elements = 0
        for job in jobs {
            for (_, scene) in job.fixture.scenes(for: job.variant, measurer: measurer) { elements += scene.elements.count }
        }
        blackHole(elements)
    }

    Benchmark("LintFixtures lint (the same variants, every check)", configuration: configuration) { benchmark in
        measurer.removeAllCachedLayouts()
        benchmark.startMeasurement()
        var scans: [String: LintScan] = [:]
        for job in jobs {
            for (_, scene) in job.fixture.scenes(for: job.variant, measurer: measurer) {
                scans[job.fixture.name, default: LintScan()].add(scene, variant: job.variant)
            }
        }
        blackHole(scans.values.reduce(0) { $0 + $1.findings().count })
    }
}
