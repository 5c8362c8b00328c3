import ArgumentParser
import Compositions
import FixtureFormat
import Foundation
import Geometry
import Lint
import Measure
import Pipeline
import Scenes

extension LayoutSnapCommand {
    /// `layoutsnap sheet`: each fixture's variants side by side in one captioned image.
    struct SheetCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sheet",
            abstract: "Draw each fixture's variants side by side, captioned, in one image: <out>/<fixture>.sheet.png (and .svg).")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Output directory.") var out: String = "out"
        @Option(help: "Formats: png, svg or png,svg.") var format: ImageFormats = .png
        @Option(help: "Variants per row, 1-100 (default: one per content size category of the fixture's variants).") var columns: Int?
        @Option(help: "Pixels per point of the sheet: 1, 2 or 3.") var sheetScale: Double = 1
        @Flag(help: "Outline each view with a lint finding in red, labelled with the finding's kind.") var lint = false

        func run() throws {
            let formats = format
            if let columns, !(1...100).contains(columns) { throw CLIError.badInput("--columns must be between 1 and 100, found \(columns)") }
            guard ScreenScale(exactly: sheetScale) != nil else {
                throw CLIError.badInput("--sheet-scale must be \(ScreenScale.allowedValues), found \(sheetScale)")
            }
            let (batch, progress) = try self.batch.prepare()
            let lint = self.lint
            let laidOut = batch.run { job in
                (job, batch.scenes(job).map { stage, scene in
                    guard lint else { return (stage, scene) }
                    return (stage, DebugOverlay.scene(scene, outlining: Self.findingLabels(in: scene, variant: job.variant, ignoring: job.fixture.lintIgnores),
                                                      measurer: batch.measurer))
                })
            }
            progress?.finish()
            var order: [String] = []
            var cells: [String: [(variant: Variant, stage: String?, cell: ContactSheet.Cell)]] = [:]
            for (job, stages) in laidOut {
                if cells[job.fixture.name] == nil { order.append(job.fixture.name) }
                for (stage, scene) in stages {
                    report(warnings: scene.warnings, context: "\(job.fixture.name) \(job.name(stage: stage))", fontSet: batch.fontSet)
                    cells[job.fixture.name, default: []].append((job.variant, stage, ContactSheet.Cell(captions: Self.captions(job.variant, stage: stage),
                                                                                                      scene: scene)))
                }
            }
            for name in order {
                // A row per width, direction, appearance and stage; a column per category, in the ramp's order.
                var rows: [String] = []
                let fixtureCells = (cells[name] ?? []).map { entry in
                    var variant = entry.variant
                    variant.category = .large
                    let key = variant.name(stage: entry.stage)
                    if !rows.contains(key) { rows.append(key) }
                    return (row: rows.firstIndex(of: key) ?? 0, variant: entry.variant, cell: entry.cell)
                }
                .sorted { ($0.row, $0.variant.category) < ($1.row, $1.variant.category) }
                let categories = Set(fixtureCells.map(\.variant.category)).count
                let sheet = ContactSheet.scene(fixtureCells.map(\.cell), columns: columns ?? categories, scale: sheetScale,
                                               measurer: batch.measurer)
                try batch.imaging.withImage(of: sheet) {
                    try writeImages(of: sheet, formats: formats, imaging: batch.imaging) { ext in
                        (out as NSString).appendingPathComponent("\(name).sheet.\(ext)")
                    }
                }
            }
            print("drew \(order.count) sheet(s) of \(laidOut.count) variant(s) into \(out)")
        }

        /// The views of a scene with lint findings (not kept by the fixture's `lint.ignore`), each with its kinds.
        static func findingLabels(in scene: Scene, variant: Variant, ignoring ignores: [Fixture.LintIgnore]) -> [String: String] {
            var labels: [String: String] = [:]
            for occurrence in LayoutLint.occurrences(in: scene, variant: variant)
            where !ignores.keeps(occurrence) {
                for view in occurrence.views {
                    labels[view] = labels[view].map { $0.contains(occurrence.kind.rawValue) ? $0 : $0 + ", " + occurrence.kind.rawValue }
                        ?? occurrence.kind.rawValue
                }
            }
            return labels
        }

        /// "AX3 · body 40 pt" and "375 pt · RTL · dark" (with the pseudo-locale and the stage of a collection update).
        static func captions(_ variant: Variant, stage: String?) -> [String] {
            let body = DynamicTypeRamp.entry(.body, variant.category).pointSize
            var second = ["\(points(variant.width)) pt", variant.direction == .rightToLeft ? "RTL" : "LTR",
                          variant.appearance == .dark ? "dark" : "light"]
            if let pseudoLocale = variant.pseudoLocale { second.append("pseudo-\(pseudoLocale.rawValue)") }
            if let stage { second.append(stage) }
            return ["\(variant.category.shortName) · body \(points(body)) pt", second.joined(separator: " · ")]
        }

        private static func points(_ value: Double) -> String { String(format: "%g", value) }
    }
}
