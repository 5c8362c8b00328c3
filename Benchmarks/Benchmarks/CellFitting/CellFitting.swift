import AutoLayout
import Benchmark
import Foundation
import Geometry
import Measure
import Scenes
import Solver

// Self-sizing throughput of the Auto Layout engine (Cells.swift describes the hierarchies).
//
// - "title/detail <category>": one iteration builds an AutoLayoutEngine for each of 10,000 cells and fits it at
//   375 pt (width .required, height .fittingSizeLevel), text measurement included, as UITableView sizes a
//   self-sizing row. The texts cycle through fixed sets, so the text caches are warm after the set-up pass.
//   Target: 50,000 fits/s (20 µs a fit) at every category.
// - "kiwi cell (engine)": kiwi's 6-view cell (bench_kiwi_cells.py) through the engine, label sizes pre-measured.
// - "kiwi cell (solver)": the same 35 constraints added straight to a SimplexSolver, expressions built before
//   timing: like-for-like with the script's "add+solve" column (kiwi: 12-18 µs a cell).
// - "refit" / "rebuild": the same cells fitted at changing widths (375, 320, 414, 768), either by fitting
//   engines built once again (constants change through the edit-variable path) or by building new engines.
//   Target: refit at least 5x faster than rebuild. The 100-cell pair keeps its engines in cache, as refitting a
//   screenful of cells does; the 1,000-cell pair shows the cost with cold caches.
// - "chain N": N views in a row (v(i).leading = v(i-1).trailing + 8, intrinsic sizes) in one engine, and the
//   same chain on a SimplexSolver alone. Target: time about linear in N.
// - "100,000 cells": 100,000 title/detail fits at L; compare with "title/detail L" (10,000). Target: about 10x.
//
// Custom metrics: "fits/s" (fits per second of one iteration) and "ns/fit".

let fitsPerSecond = BenchmarkMetric.custom("fits/s", polarity: .prefersLarger, useScalingFactor: false)
let nanosecondsPerFit = BenchmarkMetric.custom("ns/fit", polarity: .prefersSmaller, useScalingFactor: false)

/// The 61 × 67 distinct title/detail cells; cell i of a table is `titleDetailSpecs[i % count]`.
let titleDetailSpecs = (0..<(cellTitles.count * cellDetails.count)).map(titleDetailCell)

/// Runs `pass` (which fits `count` cells) once, timed, and records the custom metrics.
func timedPass(_ benchmark: Benchmark, fits count: Int, _ pass: () -> Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let checksum = pass()
    let elapsed = start.duration(to: clock.now)
    benchmark.stopMeasurement()
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    benchmark.measurement(fitsPerSecond, Int((Double(count) / seconds).rounded()))
    benchmark.measurement(nanosecondsPerFit, Int((seconds / Double(count) * 1e9).rounded()))
    blackHole(checksum)
}

/// Builds an engine for each of `count` title/detail cells and fits it at `width`; returns the sum of the heights.
@inline(never)
func fitTitleDetailCells(_ count: Int, environment: LayoutEnvironment, measurer: TextMeasurer, width: Double = 375) -> Double {
    var total = 0.0
    for index in 0..<count {
        let engine = AutoLayoutEngine(root: titleDetailSpecs[index % titleDetailSpecs.count], environment: environment,
                                      measurer: measurer, checksAmbiguity: false)
        total += engine.fit(Size(width: width, height: 0), horizontalFittingPriority: .required,
                            verticalFittingPriority: .fittingSizeLevel).size.height
    }
    return total
}

/// Checks fitted title/detail cells against the hand computation of AutoLayoutEngineTests: labels 16 pt from the
/// edges, the title's first baseline at 30, the detail's 24 below the title's last baseline, the height
/// `max(44, detail.lastBaseline × 1.3 + 8)` on the pixel grid.
func verifyTitleDetailCells(environment: LayoutEnvironment, measurer: TextMeasurer) {
    func frame(_ node: SceneNode, _ id: String) -> (Rect, TextLayout)? {
        guard let child = node.children.first(where: { $0.id == id }), case let .text(layout, _, _) = child.content else { return nil }
        return (child.frame, layout)
    }
    for spec in titleDetailSpecs.prefix(300) {
        let fitted = AutoLayoutEngine(root: spec, environment: environment, measurer: measurer)
            .fit(Size(width: 375, height: 0), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard let (title, titleText) = frame(fitted.root, "title"), let (detail, detailText) = frame(fitted.root, "detail"),
              fitted.diagnostics.isEmpty, title.minX == 16, title.width == 343, detail.width == 343,
              abs(title.minY + titleText.firstBaseline - 30) < 1e-9,
              abs(detail.minY + detailText.firstBaseline - (title.minY + titleText.lastBaseline + 24)) < 1e-9,
              fitted.size.height == PixelGrid.round(max(44, (detail.minY + detailText.lastBaseline) * 1.3 + 8), scale: environment.scale)
        else {
            fatalError("title/detail cell at \(environment.category.shortName) does not match the hand computation: \(fitted)")
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let fontSet: FontSet
    do {
        fontSet = try FontSet.standard()
    } catch {
        fatalError("no standard font set (Inter + Noto Sans CJK + Symbola under /usr/share/fonts): \(error)")
    }
    let measurer = TextMeasurer(fontSet: fontSet)
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, fitsPerSecond, nanosecondsPerFit]
    let units: [BenchmarkMetric: BenchmarkUnits] = [fitsPerSecond: .count, nanosecondsPerFit: .count]
    func configuration(_ timeUnits: BenchmarkTimeUnits, iterations: Int, seconds: Int = 15) -> Benchmark.Configuration {
        .init(metrics: metrics, timeUnits: timeUnits, units: units, warmupIterations: 1, maxDuration: .seconds(seconds),
              maxIterations: iterations)
    }

    for category in ContentSizeCategory.allCases {
        let environment = LayoutEnvironment(width: 375, category: category, scale: 2)
        Benchmark("title/detail \(category.shortName) (10,000 cells)", configuration: configuration(.milliseconds, iterations: 15)) { benchmark in
            timedPass(benchmark, fits: 10_000) { fitTitleDetailCells(10_000, environment: environment, measurer: measurer) }
        } setup: {
            verifyTitleDetailCells(environment: environment, measurer: measurer)
            _ = fitTitleDetailCells(titleDetailSpecs.count, environment: environment, measurer: measurer)
        }
    }

    let large = LayoutEnvironment(width: 375, category: .large, scale: 2)
    Benchmark("100,000 cells (title/detail L)", configuration: configuration(.milliseconds, iterations: 5, seconds: 30)) { benchmark in
        timedPass(benchmark, fits: 100_000) { fitTitleDetailCells(100_000, environment: large, measurer: measurer) }
    } setup: {
        _ = fitTitleDetailCells(titleDetailSpecs.count, environment: large, measurer: measurer)
    }

    let kiwiSizes = KiwiCellSizes.make(10_000)
    let kiwiCells = kiwiSizes.map(kiwiCell)
    Benchmark("kiwi cell (engine, 10,000 cells)", configuration: configuration(.milliseconds, iterations: 15)) { benchmark in
        timedPass(benchmark, fits: kiwiCells.count) {
            var total = 0.0
            for cell in kiwiCells {
                total += AutoLayoutEngine(root: cell, environment: large, measurer: measurer, checksAmbiguity: false)
                    .fit(Size(width: 375, height: 0), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                    .size.height
            }
            return total
        }
    } setup: {
        for (cell, sizes) in zip(kiwiCells, kiwiSizes).prefix(1000) {
            let height = AutoLayoutEngine(root: cell, environment: large, measurer: measurer)
                .fit(Size(width: 375, height: 0), horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).size.height
            if height != sizes.expectedHeight { fatalError("kiwi cell height \(height), expected \(sizes.expectedHeight)") }
        }
    }

    let kiwiSolverCells = kiwiSizes.map(KiwiSolverCell.init)
    Benchmark("kiwi cell (solver, 10,000 cells)", configuration: configuration(.milliseconds, iterations: 15)) { benchmark in
        timedPass(benchmark, fits: kiwiSolverCells.count) { kiwiSolverCells.reduce(0) { $0 + $1.solve() } }
    } setup: {
        for (cell, sizes) in zip(kiwiSolverCells, kiwiSizes).prefix(1000) where abs(cell.solve() - sizes.expectedHeight) > 1e-9 {
            fatalError("kiwi solver cell height \(cell.solve()), expected \(sizes.expectedHeight)")
        }
    }

    let refitWidths = [375.0, 320, 414, 768]
    for cellCount in [100, 1000] {
        let passes = 10_000 / cellCount
        var engines: [AutoLayoutEngine] = []
        Benchmark("refit (\(cellCount) cells × \(passes) widths)", configuration: configuration(.milliseconds, iterations: 20)) { benchmark in
            timedPass(benchmark, fits: 10_000) {
                var total = 0.0
                for pass in 0..<passes {
                    let width = refitWidths[pass % refitWidths.count]
                    for engine in engines {
                        total += engine.fit(Size(width: width, height: 0), horizontalFittingPriority: .required).size.height
                    }
                }
                return total
            }
        } setup: {
            engines = titleDetailSpecs.prefix(cellCount).map {
                AutoLayoutEngine(root: $0, environment: large, measurer: measurer, checksAmbiguity: false)
            }
            for width in refitWidths {
                for engine in engines { _ = engine.fit(Size(width: width, height: 0), horizontalFittingPriority: .required) }
            }
        } teardown: {
            engines = []
        }
        Benchmark("rebuild (\(cellCount) cells × \(passes) widths)", configuration: configuration(.milliseconds, iterations: 20)) { benchmark in
            timedPass(benchmark, fits: 10_000) {
                var total = 0.0
                for pass in 0..<passes {
                    let width = refitWidths[pass % refitWidths.count]
                    total += fitTitleDetailCells(cellCount, environment: large, measurer: measurer, width: width)
                }
                return total
            }
        } setup: {
            for width in refitWidths { _ = fitTitleDetailCells(cellCount, environment: large, measurer: measurer, width: width) }
        }
    }

    for count in [100, 1000, 10_000, 100_000] {
        let (root, size) = chain(count)
        Benchmark("chain \(count) (engine)", configuration: configuration(.microseconds, iterations: 50)) { benchmark in
            let fitted = AutoLayoutEngine(root: root, environment: large, measurer: measurer, checksAmbiguity: false).fit(Size(width: 0, height: 0))
            blackHole(fitted.size)
        } setup: {
            let fitted = AutoLayoutEngine(root: root, environment: large, measurer: measurer, checksAmbiguity: false).fit(Size(width: 0, height: 0))
            if fitted.size != size { fatalError("chain of \(count): \(fitted.size), expected \(size)") }
        }
        Benchmark("chain \(count) (solver)", configuration: configuration(.microseconds, iterations: 50)) { _ in
            blackHole(solveChain(count))
        } setup: {
            let right = solveChain(count)
            if right != size.width - 8 { fatalError("solver chain of \(count): right end \(right), expected \(size.width - 8)") }
        }
    }
}
