import Benchmark
import Foundation
import Geometry
import InterfaceBuilder
import Layout
import Measure
import Pipeline

// Interface Builder documents (issue 14's targets):
// - "parse + lay out 12-view cell": Resources/TwelveViewCell.xib (the project's own 12-view message cell) parsed
//   from its bytes with FoundationXML, imported, and laid out as a self-sizing row at 414 pt, Large, @2x — fonts
//   loaded once (warm fonts). "cold text" lays out with a new measurer (an empty text cache, so every label is
//   shaped again); "warm text" keeps one, as rendering a second variant of the same texts would.
//   Target: under 2 ms.
// - "ib-check twelve samples": reads and checks every document of ../shared/xib-samples (beside the checkout) as
//   `layoutsnap ib-check` does — import at the device's size classes, two layouts per root (stored texts and
//   lengthened texts), frame comparison. Skipped when the folder is absent. Target: under 1 s.
// - "ib-check corpus": the same over every document of ../shared/xib-corpus/files (280 real documents from 33 apps,
//   issue 26). Skipped when the folder is absent. Target: under 2 s.

/// A file beside this package: Resources/<name>, or a path relative to the repository's parent folder.
func packagePath(_ relative: String) -> URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // InterfaceBuilderDocuments
        .deletingLastPathComponent() // Benchmarks (targets)
        .deletingLastPathComponent() // Benchmarks (package root)
        .appendingPathComponent(relative)
}

@inline(never)
func parseAndLayOut(_ data: Data, measurer: TextMeasurer) throws -> Double {
    let document = try IBDocument.parse(data, file: "TwelveViewCell.xib")
    let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
    let scene = ViewLayout.scene(for: imported.standaloneView(designed: false), in: LayoutEnvironment(width: 414, scale: 2),
                                 measurer: measurer)
    return scene.contentSize.height
}

let benchmarks: @Sendable () -> Void = {
    let fontSet: FontSet
    do {
        fontSet = try FontSet.standard()
    } catch {
        fatalError("no standard font set (Inter + Noto Sans CJK + Symbola under /usr/share/fonts): \(error)")
    }
    let measurer = TextMeasurer(fontSet: fontSet)
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal]
    let cell: Data
    do {
        cell = try Data(contentsOf: packagePath("Resources/TwelveViewCell.xib"))
    } catch {
        fatalError("Resources/TwelveViewCell.xib: \(error)")
    }

    Benchmark("InterfaceBuilder parse + lay out 12-view cell (warm fonts, cold text)",
              configuration: .init(metrics: metrics, timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 2000)) { benchmark in
        // A new measurer over the loaded fonts: an empty text cache, so every label is shaped again.
        blackHole(try parseAndLayOut(cell, measurer: TextMeasurer(fontSet: fontSet)))
    }

    Benchmark("InterfaceBuilder parse + lay out 12-view cell (warm fonts, warm text)",
              configuration: .init(metrics: metrics, timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 2000)) { benchmark in
        blackHole(try parseAndLayOut(cell, measurer: measurer))
    }

    /// `ib-check`'s work over every document of a folder beside the checkout; no benchmark when the folder is absent.
    func ibCheck(_ name: String, folder relative: String, extensions: [String], maxIterations: Int) {
        let folder = packagePath(relative).standardizedFileURL.path
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { file in extensions.contains { file.hasSuffix($0) } }.sorted()
        guard !files.isEmpty else { return }
        Benchmark("InterfaceBuilder ib-check \(name) (\(files.count) documents)",
                  configuration: .init(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: maxIterations)) { benchmark in
            var views = 0
            for file in files {
                for root in try FidelityCheck.check(try IBDocument.load(path: folder + "/" + file), measurer: measurer) {
                    views += root.views.count
                }
            }
            blackHole(views)
        }
    }
    ibCheck("twelve samples", folder: "../../shared/xib-samples", extensions: [".xib"], maxIterations: 50)
    ibCheck("corpus", folder: "../../shared/xib-corpus/files", extensions: [".xib", ".storyboard"], maxIterations: 20)
}
