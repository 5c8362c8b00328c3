import Benchmark
import Foundation
import Measure

// Lays out the 10,000-paragraph corpus of shared/bench/anchors/_textcorpus.py (90 % English, 10 % Chinese;
// copied verbatim to Resources/corpus.json) as a UILabel with `.body` at `.large` (Inter 17 pt), 343 pt wide,
// at scale 2. The anchor is Pango 1.50 on the same corpus (bench_text_pango.py): ~4,400-6,700 paragraphs/s,
// 39,777 lines in total.
//
// - "cold": the layout and word caches are emptied before every iteration (outside the timed region), so every
//   paragraph is itemized, shaped (its repeated words once per pass, by the word shape cache), broken and
//   assembled: the cache-miss path, comparable with Pango.
// - "mixed cold": the same on Resources/corpus-mixed.json (Scripts/mixed_corpus.py: 60 % English, 10 % Chinese,
//   10 % Hebrew, 8 % Arabic, 7 % Hindi, 5 % Thai, 15 % with emoji); its anchor is Scripts/pango_corpus.py.
// - "warm": the same pass over an already filled cache: what a second measuring pass costs.
//
// Custom metrics: "paragraphs/s" (throughput of one pass) and "lines" (total line count of the pass;
// Pango's is 39,777 — any difference means different line breaks, see Scripts/ and README.md).

/// Pango's total for the corpus (bench_text_pango.py, all variants).
let pangoTotalLines = 39_777

/// A corpus, read from Resources/ next to this package (located from this source file, so it does not depend on
/// the working directory).
func loadCorpus(_ name: String = "corpus.json") -> [String] {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TextLayoutCorpus
        .deletingLastPathComponent() // Benchmarks (targets)
        .deletingLastPathComponent() // Benchmarks (package root)
        .appendingPathComponent("Resources/\(name)")
    do {
        let data = try Data(contentsOf: url)
        return try JSONDecoder().decode([String].self, from: data)
    } catch {
        fatalError("cannot read the corpus at \(url.path): \(error)")
    }
}

let paragraphsPerSecond = BenchmarkMetric.custom("paragraphs/s", polarity: .prefersLarger, useScalingFactor: false)
let totalLines = BenchmarkMetric.custom("lines", polarity: .prefersLarger, useScalingFactor: false)

/// One pass over the corpus; returns the total number of lines.
@inline(never)
func layOutAll(_ corpus: [String], with measurer: TextMeasurer, attributes: TextAttributes) -> Int {
    var lines = 0
    for paragraph in corpus {
        lines += measurer.layout(paragraph, attributes: attributes, width: 343, scale: 2).lines.count
    }
    return lines
}

/// Times one pass and records the custom metrics.
func measuredPass(_ benchmark: Benchmark, _ corpus: [String], _ measurer: TextMeasurer, _ attributes: TextAttributes) {
    let clock = ContinuousClock()
    let start = clock.now
    let lines = layOutAll(corpus, with: measurer, attributes: attributes)
    let elapsed = start.duration(to: clock.now)
    benchmark.stopMeasurement()
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    benchmark.measurement(paragraphsPerSecond, Int((Double(corpus.count) / seconds).rounded()))
    benchmark.measurement(totalLines, lines)
    blackHole(lines)
}

let benchmarks: @Sendable () -> Void = {
    let corpus = loadCorpus()
    let fontSet: FontSet
    do {
        fontSet = try FontSet.standard()
    } catch {
        fatalError("no standard font set (Inter + Noto Sans CJK + Noto Color Emoji under /usr/share/fonts): \(error)")
    }
    let attributes = TextAttributes.style(.body, category: .large)
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
                                      paragraphsPerSecond, totalLines]
    let units: [BenchmarkMetric: BenchmarkUnits] = [paragraphsPerSecond: .count, totalLines: .count]

    /// A cold pass: `corpus` laid out by `measurer`, its caches emptied before each iteration; a pass of ~1-3 s,
    /// 15 iterations after one warm-up (font tables, ICU data, allocator).
    func coldPass(_ name: String, _ corpus: [String], _ measurer: TextMeasurer, setup: (() -> Void)? = nil) {
        Benchmark(name, configuration: .init(metrics: metrics, timeUnits: .milliseconds, units: units, warmupIterations: 1,
                                             maxDuration: .seconds(120), maxIterations: 15)) { benchmark in
            measurer.removeAllCachedLayouts()
            benchmark.startMeasurement()
            measuredPass(benchmark, corpus, measurer, attributes)
        } setup: {
            setup?()
        }
    }

    // Untracked, as Pango sets Inter (the system font's tracking would change the widths, not the work).
    let coldMeasurer = TextMeasurer(fontSet: fontSet, tracking: .none)
    coldPass("TextLayoutCorpus cold (10,000 paragraphs, cache emptied)", corpus, coldMeasurer) {
        let lines = layOutAll(corpus, with: coldMeasurer, attributes: attributes)
        let verdict = lines == pangoTotalLines ? "matches Pango" : "Pango: \(pangoTotalLines), diff \(lines - pangoTotalLines)"
        FileHandle.standardError.write(Data("TextLayoutCorpus: \(corpus.count) paragraphs, \(lines) lines (\(verdict))\n".utf8))
    }

    // The same cold pass with the system font's tracking, as labels are set by default: the cost of the tracking
    // pass over the advances (line counts differ from Pango's, since the widths do).
    coldPass("TextLayoutCorpus cold, system-font tracking (10,000 paragraphs, cache emptied)", corpus,
             TextMeasurer(fontSet: fontSet, tracking: .systemFont))

    // Mixed scripts, bidi and emoji: the cold pass over the mixed corpus.
    coldPass("TextLayoutCorpus mixed cold (10,000 paragraphs in seven scripts with emoji, cache emptied)",
             loadCorpus("corpus-mixed.json"), TextMeasurer(fontSet: fontSet, tracking: .none))

    // Warm: every paragraph is a cache hit (the setup pass fills the cache; nothing empties it).
    let warmMeasurer = TextMeasurer(fontSet: fontSet, tracking: .none)
    Benchmark(
        "TextLayoutCorpus warm (10,000 paragraphs, cached)",
        configuration: .init(metrics: metrics, timeUnits: .microseconds, units: units, warmupIterations: 3,
                             maxDuration: .seconds(30), maxIterations: 200)
    ) { benchmark in
        measuredPass(benchmark, corpus, warmMeasurer, attributes)
    } setup: {
        _ = layOutAll(corpus, with: warmMeasurer, attributes: attributes)
    }
}
