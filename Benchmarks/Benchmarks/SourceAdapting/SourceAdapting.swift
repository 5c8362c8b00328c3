import Benchmark
import Foundation
import SourceAdapter

// Issue 27's target: adapting 100 source files takes under 1 s. The files are the real cells of
// `../shared/uikit-cells` (95 files, 1–8 KiB each, third-party: read in place, never copied), cycled to 100; in a
// clone without `../shared`, the adapter's own test app (two files) cycled to 100. Parsing with swift-syntax and
// rewriting is the whole cost: the files are read before the timing starts, and nothing is written.

let benchmarks: @Sendable () -> Void = {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/uikit-cells/files")
    let fallback = root.appendingPathComponent("Tests/SourceAdapterTests/App")
    func sources(in folder: URL) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }
    var files = sources(in: corpus)
    let origin = files.isEmpty ? "Tests/SourceAdapterTests/App" : "../shared/uikit-cells"
    if files.isEmpty { files = sources(in: fallback) }
    guard !files.isEmpty else { fatalError("no Swift files to adapt in \(corpus.path) or \(fallback.path)") }
    let hundred = (0..<100).map { files[$0 % files.count] }
    let bytes = hundred.reduce(0) { $0 + $1.utf8.count }
    print("SourceAdapting: 100 files from \(origin), \(bytes / 1024) KiB")

    Benchmark("Adapt 100 source files (swift-syntax parse + rewrite)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(10),
                                   maxIterations: 50)) { benchmark in
        var changes = 0
        for file in hundred { changes += SourceAdapter.adapt(file).changes.count }
        blackHole(changes)
    }
}
