import Benchmark
import CollectionViewLayouts
import Geometry
#if canImport(Glibc)
import Glibc
#endif

// Scale of the collection layouts (FlowLayout, WaterfallLayout): full prepare of a million items, rect queries
// in a prepared million, one self-sized item in a hundred thousand. Data.swift describes the items: flow sizes
// 40–160 × 30–60, waterfall estimates 80–300 tall, from fixed-seed generators, precomputed into arrays in the
// set-up (the delegate closures only index them). One section; collection view 390 × 844 unless named otherwise.
//
// - "prepare 1M": one iteration makes a new layout (or, "(invalidateEverything)", invalidates one built in the set-up
//   with `InvalidationContext(invalidateEverything: true)`) and runs `prepare()`: every size is asked for and every
//   frame computed from scratch (the set-up checks it: the delegate is called 1,000,000 times again). Flow at 390;
//   waterfall at 390 (1 column, 1,000,000 items in it) and 1024 (3 columns). Target: under 1 s each.
//   Memory: `peakMemoryResidentDelta` (sampled resident peak above the process's level before the first iteration),
//   `memoryLeakedBytes` (bytes still allocated at the end of the iteration: the prepared layout's storage, as the
//   layout is released only after the measurement stops), `mallocBytesCount` (everything allocated, temporaries
//   included), `mallocCountTotal`, and "page faults" (minor faults during prepare: first touches of fresh memory,
//   which the "(invalidateEverything)" variants mostly avoid by reusing their buffers).
// - "prepare 100k": the same at 100,000 items (about a tenth of the time: linear), and the denominators of the
//   "full÷change" ratios below.
// - "query": `layoutAttributesForElements(in:)` in a prepared layout. One iteration runs a sweep of queries
//   scrolling one screen (844 points) down in equal steps from the named offset: "top" starts at 0, "middle" at
//   half the content height, "end" finishes at the end of the content. Rect 390 × 844 ("one screen"), 390 × 8440
//   ("10 screens"), or the layout's width × 844 for the 1024-wide waterfall. The same one-screen query in a
//   10,000-item layout (flow, waterfall at 390 and 1024) shows the cost does not depend on the total. The set-up
//   checks the answers against brute force over every item. Target: under 50 µs a one-screen query in 1M items, growing with the elements
//   returned ("elements": average count; "ns/element"), not with the total.
// - "change one": the self-sizing round trip for one item (original attributes, preferred attributes,
//   `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`, `invalidationContext(forPreferredLayoutAttributes:…)`,
//   `invalidateLayout(with:)`, `prepare()`), alternating between two heights (two sizes for flow) so every
//   round trip really changes the layout. Waterfall, 100,000 items: first item (every later offset in its column
//   moves: the worst case) and middle item at 390 (1 column), first item at 1024 (3 columns). Target: at most 1/50 of a full
//   prepare of the same 100,000 items ("full÷change" ≥ 50; the set-up times 5 full prepares, in the same process,
//   for it). Flow with `estimatedItemSize`, 100,000 items all measured in the set-up: first, middle and last item
//   (no target; it re-lays out the lines from the changed item's on, so the first item costs about a full
//   re-layout); its ratio is against the known-size flow prepare of the same items. The last item again in 10,000
//   items shows what the change costs beyond its own lines (it grows with the section's line count).
//
// Custom metrics: "ns/item" (prepare time ÷ items), "ns/query", "elements" (average per query), "ns/element",
// "ns/change", "full÷change" (full prepare of the same layout ÷ one change), "page faults".

let nanosecondsPerItem = BenchmarkMetric.custom("ns/item", polarity: .prefersSmaller, useScalingFactor: false)
let nanosecondsPerQuery = BenchmarkMetric.custom("ns/query", polarity: .prefersSmaller, useScalingFactor: false)
let elementsPerQuery = BenchmarkMetric.custom("elements", polarity: .prefersSmaller, useScalingFactor: false)
let nanosecondsPerElement = BenchmarkMetric.custom("ns/element", polarity: .prefersSmaller, useScalingFactor: false)
let nanosecondsPerChange = BenchmarkMetric.custom("ns/change", polarity: .prefersSmaller, useScalingFactor: false)
let fullOverChange = BenchmarkMetric.custom("full÷change", polarity: .prefersLarger, useScalingFactor: false)

let pageFaults = BenchmarkMetric.custom("page faults", polarity: .prefersSmaller, useScalingFactor: false)

let clock = ContinuousClock()

/// Minor page faults of the process so far (first touches of fresh memory); 0 where getrusage is unavailable.
func minorPageFaults() -> Int {
    #if canImport(Glibc)
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_minflt
    #else
    return 0
    #endif
}

extension Duration {
    var inNanoseconds: Double { Double(components.seconds) * 1e9 + Double(components.attoseconds) * 1e-9 }
}

/// Runs `body` once and returns its wall time in nanoseconds.
@inline(__always)
func timeNanoseconds(_ body: () -> Void) -> Double {
    let start = clock.now
    body()
    return start.duration(to: clock.now).inNanoseconds
}

/// The median of `runs` timings of `prepare()` on a new layout from `make` (made before the timer starts).
func medianPrepareNanoseconds(runs: Int, _ make: () -> CollectionLayout) -> Double {
    let times = (0..<runs).map { _ in
        let layout = make()
        let nanoseconds = timeNanoseconds { layout.prepare() }
        blackHole(layout.collectionViewContentSize)
        return nanoseconds
    }.sorted()
    return times[times.count / 2]
}

/// Where a query sweep starts.
enum QueryPosition: String {
    case top, middle, end
}

/// `count` rects `width` × `height`, scrolling one screen (844 points) down from the named position.
func querySweep(content: Size, width: Double, height: Double, position: QueryPosition, count: Int) -> [Rect] {
    let screen = 844.0
    let start: Double
    switch position {
    case .top: start = 0
    case .middle: start = (content.height / 2).rounded()
    case .end: start = content.height - height - screen
    }
    return (0..<count).map { index in
        Rect(x: 0, y: start + screen * Double(index) / Double(count), width: width, height: height)
    }
}

let benchmarks: @Sendable () -> Void = {
    let million = 1_000_000
    let hundredThousand = 100_000
    let prepareMetrics: [BenchmarkMetric] = [.wallClock, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal,
                                             .mallocBytesCount, .memoryLeakedBytes, nanosecondsPerItem, pageFaults]
    let countUnits: [BenchmarkMetric: BenchmarkUnits] = [
        nanosecondsPerItem: .count, nanosecondsPerQuery: .count, elementsPerQuery: .count, nanosecondsPerElement: .count,
        nanosecondsPerChange: .count, fullOverChange: .count, pageFaults: .count,
    ]
    func prepareConfiguration(iterations: Int) -> Benchmark.Configuration {
        .init(metrics: prepareMetrics, timeUnits: .milliseconds, units: countUnits, warmupIterations: 1,
              maxDuration: .seconds(20), maxIterations: iterations)
    }

    // MARK: Full prepare

    /// Registers "<name>": a new layout from `make` prepared each iteration.
    func prepareBenchmark(_ name: String, items: Int, iterations: Int, make: @escaping () -> CollectionLayout,
                          setup: @escaping () -> Void, teardown: @escaping () -> Void) {
        Benchmark(name, configuration: prepareConfiguration(iterations: iterations)) { benchmark in
            let layout = make()
            let faults = minorPageFaults()
            let nanoseconds = timeNanoseconds { layout.prepare() }
            benchmark.stopMeasurement()
            benchmark.measurement(nanosecondsPerItem, Int((nanoseconds / Double(items)).rounded()))
            benchmark.measurement(pageFaults, minorPageFaults() - faults)
            blackHole(layout.collectionViewContentSize)
        } setup: {
            setup()
            let layout = make()
            layout.prepare()
            let content = layout.collectionViewContentSize
            guard content.height > 0, layout.layoutAttributesForItem(at: IndexPath(item: items - 1, section: 0)) != nil
            else { fatalError("\(name): nothing laid out (content \(content))") }
            verifyQueries(layout, items: items, rects: querySweep(content: content, width: content.width, height: 844,
                                                                  position: .middle, count: 1), name: name)
        } teardown: {
            teardown()
        }
    }

    var flowSizes: [Size] = []
    var waterfallHeights: [Double] = []
    for items in [million, hundredThousand] {
        let label = items == million ? "1M" : "100k"
        let iterations = items == million ? 10 : 40
        prepareBenchmark("flow prepare \(label) (new layout)", items: items, iterations: iterations,
                         make: { makeFlowLayout(sizes: flowSizes) },
                         setup: { flowSizes = makeFlowSizes(items) }, teardown: { flowSizes = [] })
        for width in [390.0, 1024] {
            prepareBenchmark("waterfall prepare \(label) at \(Int(width)) (new layout)", items: items, iterations: iterations,
                             make: { makeWaterfallLayout(heights: waterfallHeights, width: width) },
                             setup: { waterfallHeights = makeWaterfallHeights(items) }, teardown: { waterfallHeights = [] })
        }
    }

    // The same from scratch on a layout that already holds a million items: invalidateEverything, then prepare.
    func reprepare(_ layout: any CollectionLayout, items: Int, _ benchmark: Benchmark) {
        let faults = minorPageFaults()
        let nanoseconds = timeNanoseconds {
            layout.invalidateLayout(with: InvalidationContext(invalidateEverything: true))
            layout.prepare()
        }
        benchmark.stopMeasurement()
        benchmark.measurement(nanosecondsPerItem, Int((nanoseconds / Double(items)).rounded()))
        benchmark.measurement(pageFaults, minorPageFaults() - faults)
        blackHole(layout.collectionViewContentSize)
    }

    var reusedFlow: FlowLayout?
    Benchmark("flow prepare 1M (invalidateEverything)", configuration: prepareConfiguration(iterations: 10)) { benchmark in
        guard let layout = reusedFlow else { fatalError("no layout") }
        reprepare(layout, items: million, benchmark)
    } setup: {
        let sizes = makeFlowSizes(million)
        // Proof that the invalidation recomputes everything: the delegate is asked for every size again.
        var calls = 0
        let counted = makeFlowLayout(sizes: sizes)
        counted.sizeForItem = { calls += 1; return sizes[$0.item] }
        counted.prepare()
        let first = counted.collectionViewContentSize
        calls = 0
        counted.invalidateLayout(with: InvalidationContext(invalidateEverything: true))
        counted.prepare()
        guard calls == million, counted.collectionViewContentSize == first else {
            fatalError("flow invalidateEverything: \(calls) sizes asked for, content \(counted.collectionViewContentSize) vs \(first)")
        }
        reusedFlow = makeFlowLayout(sizes: sizes)
        reusedFlow?.prepare()
    } teardown: {
        reusedFlow = nil
    }

    var reusedWaterfall: WaterfallLayout?
    Benchmark("waterfall prepare 1M at 390 (invalidateEverything)", configuration: prepareConfiguration(iterations: 10)) { benchmark in
        guard let layout = reusedWaterfall else { fatalError("no layout") }
        reprepare(layout, items: million, benchmark)
    } setup: {
        let heights = makeWaterfallHeights(million)
        var calls = 0
        let counted = WaterfallLayout(estimatedHeightForItem: { indexPath, _ in calls += 1; return heights[indexPath.item] })
        counted.collectionView = collectionViewState(items: million)
        counted.prepare()
        let first = counted.collectionViewContentSize
        calls = 0
        counted.invalidateLayout(with: InvalidationContext(invalidateEverything: true))
        counted.prepare()
        guard calls == million, counted.collectionViewContentSize == first else {
            fatalError("waterfall invalidateEverything: \(calls) estimates asked for, content \(counted.collectionViewContentSize) vs \(first)")
        }
        reusedWaterfall = makeWaterfallLayout(heights: heights)
        reusedWaterfall?.prepare()
    } teardown: {
        reusedWaterfall = nil
    }

    // MARK: Rect queries

    let queryMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, nanosecondsPerQuery, elementsPerQuery, nanosecondsPerElement]

    /// Registers "<name>": `count` queries of `height`-tall rects (the layout's width) sweeping one screen down
    /// from `position` in the layout `make` builds (prepared once, in the set-up).
    func queryBenchmark(_ name: String, items: Int, height: Double, position: QueryPosition, count: Int,
                        make: @escaping (Int) -> CollectionLayout) {
        var layout: CollectionLayout?
        var rects: [Rect] = []
        Benchmark(name, configuration: .init(metrics: queryMetrics, timeUnits: .microseconds, units: countUnits,
                                             warmupIterations: 3, maxDuration: .seconds(8), maxIterations: 200)) { benchmark in
            guard let layout else { fatalError("no layout") }
            var elements = 0
            let nanoseconds = timeNanoseconds {
                for rect in rects { elements &+= layout.layoutAttributesForElements(in: rect).count }
            }
            benchmark.stopMeasurement()
            benchmark.measurement(nanosecondsPerQuery, Int((nanoseconds / Double(rects.count)).rounded()))
            benchmark.measurement(elementsPerQuery, Int((Double(elements) / Double(rects.count)).rounded()))
            benchmark.measurement(nanosecondsPerElement, Int((nanoseconds / Double(max(1, elements))).rounded()))
        } setup: {
            let prepared = make(items)
            prepared.prepare()
            let content = prepared.collectionViewContentSize
            rects = querySweep(content: content, width: content.width, height: height, position: position, count: count)
            guard rects.allSatisfy({ $0.minY >= 0 && $0.maxY <= content.height }) else {
                fatalError("\(name): sweep leaves the content (\(content))")
            }
            verifyQueries(prepared, items: items, rects: [rects[0], rects[count / 2], rects[count - 1]], name: name)
            layout = prepared
        } teardown: {
            layout = nil
            rects = []
        }
    }

    let flow: (Int) -> CollectionLayout = { makeFlowLayout(sizes: makeFlowSizes($0)) }
    let waterfall390: (Int) -> CollectionLayout = { makeWaterfallLayout(heights: makeWaterfallHeights($0)) }
    let waterfall1024: (Int) -> CollectionLayout = { makeWaterfallLayout(heights: makeWaterfallHeights($0), width: 1024) }
    for (kind, make) in [("flow", flow), ("waterfall 390", waterfall390)] {
        for position in [QueryPosition.top, .middle, .end] {
            queryBenchmark("\(kind) query one screen, 1M, \(position.rawValue)", items: million, height: 844,
                           position: position, count: 1000, make: make)
        }
        queryBenchmark("\(kind) query 10 screens, 1M, middle", items: million, height: 8440, position: .middle, count: 100,
                       make: make)
        queryBenchmark("\(kind) query one screen, 10k, middle", items: 10_000, height: 844, position: .middle, count: 1000,
                       make: make)
    }
    queryBenchmark("waterfall 1024 query one screen (1024×844), 1M, middle", items: million, height: 844, position: .middle,
                   count: 1000, make: waterfall1024)
    queryBenchmark("waterfall 1024 query one screen (1024×844), 10k, middle", items: 10_000, height: 844, position: .middle,
                   count: 1000, make: waterfall1024)

    // MARK: One preferred size in 100,000 items

    let changeMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .mallocBytesCount, nanosecondsPerChange, fullOverChange]

    /// Registers "<name>": `count` round trips per iteration delivering `sizes.0` and `sizes.1` alternately for
    /// `item` to the layout `make` builds. `full` makes the unprepared layout whose prepare is the ratio's numerator.
    func changeBenchmark(_ name: String, item: Int, count: Int, sizes: @escaping () -> (Size, Size),
                         make: @escaping () -> CollectionLayout, full: @escaping () -> CollectionLayout,
                         verify: @escaping (CollectionLayout, Size) -> Void) {
        var layout: CollectionLayout?
        var alternatives = (Size.zero, Size.zero)
        var fullNanoseconds = 0.0
        var flip = false
        Benchmark(name, configuration: .init(metrics: changeMetrics, timeUnits: .microseconds, units: countUnits,
                                             warmupIterations: 3, maxDuration: .seconds(8), maxIterations: 200)) { benchmark in
            guard let layout else { fatalError("no layout") }
            let indexPath = IndexPath(item: item, section: 0)
            let nanoseconds = timeNanoseconds {
                for _ in 0..<count {
                    flip.toggle()
                    deliverPreferredSize(flip ? alternatives.0 : alternatives.1, at: indexPath, to: layout)
                }
            }
            benchmark.stopMeasurement()
            let perChange = nanoseconds / Double(count)
            benchmark.measurement(nanosecondsPerChange, Int(perChange.rounded()))
            benchmark.measurement(fullOverChange, Int((fullNanoseconds / perChange).rounded()))
        } setup: {
            alternatives = sizes()
            fullNanoseconds = medianPrepareNanoseconds(runs: 5, full)
            let prepared = make()
            deliverPreferredSize(alternatives.0, at: IndexPath(item: item, section: 0), to: prepared)
            verify(prepared, alternatives.0)
            deliverPreferredSize(alternatives.1, at: IndexPath(item: item, section: 0), to: prepared)
            verify(prepared, alternatives.1)
            flip = false
            layout = prepared
        } teardown: {
            layout = nil
        }
    }

    /// Checks a layout after a round trip against a fresh layout given the same preferred size before its first
    /// prepare: same content size, same frames for the first, the changed, a middle and the last item.
    func verifyAgainstFresh(_ name: String, item: Int, items: Int, fresh: @escaping (Size) -> CollectionLayout)
        -> (CollectionLayout, Size) -> Void {
        { layout, size in
            let reference = fresh(size)
            reference.prepare()
            for check in [0, item, items / 2, items - 1] {
                let indexPath = IndexPath(item: check, section: 0)
                guard layout.layoutAttributesForItem(at: indexPath) == reference.layoutAttributesForItem(at: indexPath),
                      layout.collectionViewContentSize == reference.collectionViewContentSize
                else { fatalError("\(name): item \(check) differs from a fresh layout after the round trip") }
            }
        }
    }

    for width in [390.0, 1024] {
        for (label, item) in [("first", 0), ("middle", hundredThousand / 2)] {
            if width == 1024 && item != 0 { continue }
            let name = "waterfall change one height, 100k at \(Int(width)), \(label) item"
            let make = { () -> WaterfallLayout in makeWaterfallLayout(heights: makeWaterfallHeights(hundredThousand), width: width) }
            changeBenchmark(name, item: item, count: 200, sizes: {
                let estimate = makeWaterfallHeights(item + 1)[item]
                return (Size(width: 0, height: estimate + 17), Size(width: 0, height: estimate + 29))
            }, make: {
                let layout = make()
                layout.prepare()
                return layout
            }, full: make, verify: verifyAgainstFresh(name, item: item, items: hundredThousand) { size in
                let layout = make()
                var context = InvalidationContext()
                context.setPreferredSize(size, forItemAt: IndexPath(item: item, section: 0))
                layout.invalidateLayout(with: context)
                return layout
            })
        }
    }

    let flowChanges: [(items: Int, label: String, item: Int)] = [
        (hundredThousand, "first", 0), (hundredThousand, "middle", hundredThousand / 2),
        (hundredThousand, "last", hundredThousand - 1), (10_000, "last", 10_000 - 1),
    ]
    for (items, label, item) in flowChanges {
        let name = "flow estimated, change one size, \(items == hundredThousand ? "100k" : "10k"), \(label) item"
        /// A self-sizing flow whose cells have all answered (`measured` sizes), plus `override` for `item`.
        let measured = { (override: Size?) -> FlowLayout in
            var sizes = makeFlowSizes(items)
            if let override { sizes[item] = override }
            let layout = makeEstimatedFlowLayout(items: items)
            layout.prepare()
            var context = InvalidationContext()
            context.invalidateFlowLayoutDelegateMetrics = false
            for (index, size) in sizes.enumerated() { context.setPreferredSize(size, forItemAt: IndexPath(item: index, section: 0)) }
            layout.invalidateLayout(with: context)
            layout.prepare()
            return layout
        }
        changeBenchmark(name, item: item, count: label == "last" ? 200 : 10, sizes: {
            let size = makeFlowSizes(item + 1)[item]
            return (Size(width: size.width, height: size.height + 7), size)
        }, make: {
            let layout = measured(nil)
            // All measured: the same frames as the known-size layout.
            let known = makeFlowLayout(sizes: makeFlowSizes(items))
            known.prepare()
            guard layout.collectionViewContentSize == known.collectionViewContentSize,
                  layout.layoutAttributesForItem(at: IndexPath(item: items - 1, section: 0))
                    == known.layoutAttributesForItem(at: IndexPath(item: items - 1, section: 0))
            else { fatalError("\(name): the measured self-sizing flow differs from the known-size one") }
            return layout
        }, full: { makeFlowLayout(sizes: makeFlowSizes(items)) },
        verify: verifyAgainstFresh(name, item: item, items: items) { measured($0) })
    }
}
