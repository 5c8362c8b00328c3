import Benchmark
import FixtureFormat
import Foundation
import Geometry
import Layout
import LayoutSnapUIKit
import Measure
import Pipeline
import Render
import Scenes

// Cell code written for UIKit (issue 15's target): a title/detail cell built through LayoutSnapUIKit, fitted and
// rendered, against the same cell written as a YAML fixture, parsed, fitted and rendered — 375 pt, Large, @2x, one
// measurer (warm text, as every variant after the first). Target: the API costs at most 1.2× the fixture.
// - UIKit's types are main-actor isolated, so the API runs on the main actor, 20 cells per hop (the hop is tens
//   to hundreds of microseconds and noisy). The fixture runs there too, the same way, for the like-for-like ratio;
//   and on the benchmark's own thread, parsed each time and parsed once (the engine alone, without YAML).
// - Both draw byte-identical images (the last benchmark checks it: two different cells would mean nothing).

let fixtureText = """
view:
  id: cell
  backgroundColor: systemBackground
  margins: {top: 11, leading: 16, bottom: 11, trailing: 16}
  views:
    - {id: title, type: label, text: "Country sourdough with a long cold proof", style: headline, lines: 0}
    - {id: detail, type: label, text: "Four days, mostly waiting: a crisp crust and an open crumb.", style: subheadline, lines: 0, color: secondaryLabel}
  constraints:
    - "title.leading = cell.leadingMargin"
    - "title.trailing = cell.trailingMargin"
    - "title.top = cell.topMargin"
    - "detail.leading = cell.leadingMargin"
    - "detail.trailing = cell.trailingMargin"
    - "detail.top = title.bottom + 4"
    - "detail.bottom = cell.bottomMargin"
"""

/// The same cell written for UIKit.
final class TitleDetailCell: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let title = UILabel(), detail = UILabel()
        title.font = .preferredFont(forTextStyle: .headline)
        title.numberOfLines = 0
        title.text = "Country sourdough with a long cold proof"
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        detail.text = "Four days, mostly waiting: a crisp crust and an open crumb."
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            detail.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
func apiScene(_ measurer: TextMeasurer) -> Scene {
    UIKitScene.scene(of: { TitleDetailCell() }, variant: Variant(width: 375), measurer: measurer)
}

func fixtureScene(_ measurer: TextMeasurer) throws -> Scene {
    try Fixture.parse(fixtureText, file: "title-detail.yaml", defaultName: "title-detail").scene(for: Variant(width: 375), measurer: measurer)
}

let cellsPerSample = 20

let benchmarks: @Sendable () -> Void = {
    let fontSet: FontSet
    do {
        fontSet = try FontSet.standard()
    } catch {
        fatalError("no standard font set (Inter + Noto Sans CJK + Symbola under /usr/share/fonts): \(error)")
    }
    let measurer = TextMeasurer(fontSet: fontSet)
    let renderer = Renderer()
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal]
    // Every benchmark runs its cells on the main actor (UIKit's types are main-actor isolated), 20 cells per hop so
    // that the hop to the main thread (tens to hundreds of microseconds, and noisy) does not weigh on the numbers.
    Benchmark("UIKit title/detail cell: build + fit + render (API, main actor, 20 cells)",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 500)) { benchmark async in
        let rendered = await MainActor.run { (0..<cellsPerSample).allSatisfy { _ in (try? renderer.image(apiScene(measurer))) != nil } }
        if !rendered { fatalError("the UIKit cell did not render") }
    }

    Benchmark("UIKit title/detail cell: parse + fit + render (fixture, main actor, 20 cells)",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 500)) { benchmark async in
        let rendered = await MainActor.run { (0..<cellsPerSample).allSatisfy { _ in (try? renderer.image(try fixtureScene(measurer))) != nil } }
        if !rendered { fatalError("the fixture did not render") }
    }

    // The fixture on the benchmark's own thread, as the other fixture benchmarks run: parsed each time, and parsed
    // once (what the API costs against the engine alone, without YAML).
    let parsed: Fixture
    do {
        parsed = try Fixture.parse(fixtureText, file: "title-detail.yaml", defaultName: "title-detail")
    } catch {
        fatalError("the title/detail fixture does not parse: \(error)")
    }
    Benchmark("UIKit title/detail cell: parse + fit + render (fixture, benchmark thread, 20 cells)",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 500)) { benchmark in
        let rendered = (0..<cellsPerSample).allSatisfy { _ in (try? renderer.image(try fixtureScene(measurer))) != nil }
        if !rendered { fatalError("the fixture did not render") }
    }
    Benchmark("UIKit title/detail cell: fit + render (fixture parsed once, benchmark thread, 20 cells)",
              configuration: .init(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 500)) { benchmark in
        let rendered = (0..<cellsPerSample).allSatisfy { _ in
            (try? renderer.image(parsed.scene(for: Variant(width: 375), measurer: measurer))) != nil
        }
        if !rendered { fatalError("the fixture did not render") }
    }

    Benchmark("UIKit title/detail cell: both draw the same image (a check, not a timing)",
              configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 1)) { benchmark async in
        let images = await MainActor.run {
            (try? renderer.png(apiScene(measurer), scale: 2), try? renderer.png(try fixtureScene(measurer), scale: 2))
        }
        guard let api = images.0, let fixture = images.1, !api.isEmpty, api == fixture else {
            fatalError("the UIKit cell and the fixture do not draw the same image")
        }
        print("UIKitCells: the API's and the fixture's PNGs are identical (\(api.count) bytes)")
    }
}
