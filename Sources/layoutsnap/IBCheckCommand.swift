import ArgumentParser
import Files
import FixtureFormat
import Foundation
import Geometry
import InterfaceBuilder
import Measure
import Pipeline
import Render

extension LayoutSnapCommand {
    /// `layoutsnap ib-check FILE|DIR …`: LayoutSnap's frames against the frames Interface Builder stored.
    struct IBCheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ib-check",
            abstract: "Lay Interface Builder documents out as Xcode did (their device, pixel grid and size classes, Large text, the designed size) and compare every view's frame with the stored one.",
            discussion: "Prints, per view, the difference, and per document and in total the share of views within one device pixel. Documents whose stored frames cannot be trusted (views flagged misplaced or ambiguous, conflicting required constraints) are reported as such and not counted. A document that cannot be read is reported (on standard error, and under 'refused' in JSON) and the others are still checked; the exit status is then 2.")

        @Argument(help: "Documents (.xib, .storyboard) or directories searched recursively for them.") var inputs: [String]
        @Flag(help: "Print JSON.") var json = false
        @Option(help: "An asset catalogue (.xcassets folder) whose named colours and image sizes documents use.") var assets: String?
        @Flag(help: "List every view, not only those more than one pixel off.") var verbose = false
        @Option(help: "Letter spacing of the system font: systemFont (SF's tracking) or none (the bundled font's advances).")
        var tracking: SystemFontTracking = .systemFont
        @OptionGroup var fonts: FontOptions

        func run() throws {
            let files = try FixtureFiles.collect(inputs, extensions: Fixture.documentExtensions)
            guard !files.isEmpty else { throw CLIError.badInput("no documents (.xib, .storyboard) found in \(inputs.joined(separator: ", "))") }
            let catalog = try DocumentOptions(assetsAt: assets).assets
            let measurer = TextMeasurer(fontSet: try fonts.loadFontSet(), tracking: tracking)
            var roots: [FidelityReport.Root] = []
            var refused: [LocatedError] = []
            for file in files {
                do {
                    var document = try IBDocument.load(path: file)
                    document.assets = catalog
                    roots += try FidelityCheck.check(document, measurer: measurer)
                } catch {
                    // A document LayoutSnap cannot read is reported, and the others are still checked.
                    refused.append(error)
                }
            }
            let report = FidelityReport(roots: roots)
            if json {
                print(Self.json(report, refused: refused).serialized())
            } else {
                print(Self.text(report, verbose: verbose))
            }
            guard refused.isEmpty else {
                refused.forEach { printError("error: \($0.description)") }
                throw CLIError.badInput("\(refused.count) of \(files.count) documents refused")
            }
        }

        static func percent(_ part: Int, _ whole: Int) -> String {
            whole == 0 ? "–" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
        }

        static func format(_ rect: Rect) -> String {
            "(\(LayoutConstraintFormat.number(rect.minX)), \(LayoutConstraintFormat.number(rect.minY)), \(LayoutConstraintFormat.number(rect.width)) × \(LayoutConstraintFormat.number(rect.height)))"
        }

        static func text(_ report: FidelityReport, verbose: Bool) -> String {
            var lines: [String] = []
            for root in report.roots {
                let name = (root.file as NSString).lastPathComponent
                let status = root.isTrustworthy ? "" : "  (stored frames not trusted: \(root.untrustworthy.joined(separator: "; ")))"
                lines.append("\(name) \(root.root) [\(root.device) @\(Int(root.scale))x]: \(root.withinOnePixel)/\(root.views.count) views within one pixel (\(percent(root.withinOnePixel, root.views.count)))\(status)")
                for view in root.views where verbose || !view.isWithinOnePixel {
                    let name = view.outlet.map { "\(view.element) \(view.id) '\($0)'" } ?? "\(view.element) \(view.id)"
                    lines.append("    line \(view.line): \(name): stored \(format(view.stored)), computed \(format(view.computed)), off by \(LayoutConstraintFormat.number(view.difference)) pt\(view.dependsOnTextWidth ? " (follows a text's width)" : "")\(view.isFontMissing ? " (font missing: \(view.missingFonts.joined(separator: ", ")))" : "")")
                }
            }
            let all = report.trustworthyViews, independent = report.textIndependentViews, installed = report.viewsWithInstalledFonts
            lines.append("total: \(all.within)/\(all.total) views of trustworthy documents within one pixel (\(percent(all.within, all.total))); "
                + "\(independent.within)/\(independent.total) of those whose frames do not follow a text's width (\(percent(independent.within, independent.total))); "
                + "\(installed.within)/\(installed.total) without the views whose font is missing (\(percent(installed.within, installed.total)))")
            if let error = report.textWidthError {
                lines.append("text widths: \(error.count) views sized by their text, |width error| mean \(String(format: "%.2f", error.mean)) pt, median \(String(format: "%.2f", error.median)) pt, worst \(String(format: "%.2f", error.worst)) pt")
            }
            return lines.joined(separator: "\n")
        }

        static func json(_ report: FidelityReport, refused: [LocatedError] = []) -> JSONValue {
            let rect = SceneJSON.rect
            let all = report.trustworthyViews, independent = report.textIndependentViews, installed = report.viewsWithInstalledFonts
            var total: [String: JSONValue] = ["views": .number(Double(all.total)), "withinOnePixel": .number(Double(all.within)),
                                              "textIndependentViews": .number(Double(independent.total)),
                                              "textIndependentWithinOnePixel": .number(Double(independent.within)),
                                              "viewsWithInstalledFonts": .number(Double(installed.total)),
                                              "viewsWithInstalledFontsWithinOnePixel": .number(Double(installed.within))]
            if let error = report.textWidthError {
                total["textWidthError"] = .object(["views": .number(Double(error.count)), "mean": .number(error.mean), "median": .number(error.median), "worst": .number(error.worst)])
            }
            return .object([
                "documents": .array(report.roots.map { root in
                    .object([
                        "file": .string(root.file), "root": .string(root.root), "device": .string(root.device), "scale": .number(root.scale),
                        "trustworthy": .bool(root.isTrustworthy), "untrustworthy": .array(root.untrustworthy.map(JSONValue.string)),
                        "viewCount": .number(Double(root.views.count)), "withinOnePixel": .number(Double(root.withinOnePixel)),
                        "warnings": .array(root.warnings.map { .string($0.description) }),
                        "views": .array(root.views.map { view in
                            .object([
                                "id": .string(view.id), "element": .string(view.element), "outlet": view.outlet.map(JSONValue.string) ?? .null,
                                "line": .number(Double(view.line)), "stored": rect(view.stored), "computed": rect(view.computed),
                                "difference": .number(view.difference), "withinOnePixel": .bool(view.isWithinOnePixel),
                                "dependsOnTextWidth": .bool(view.dependsOnTextWidth), "widthFollowsText": .bool(view.widthFollowsText),
                                "missingFonts": .array(view.missingFonts.map(JSONValue.string)),
                            ])
                        }),
                    ])
                }),
                "refused": .array(refused.map { error in
                    .object(["file": .string(error.file), "line": .number(Double(error.line)), "column": .number(Double(error.column)),
                             "element": .string(error.element), "message": .string(error.message)])
                }),
                "total": .object(total),
            ])
        }
    }
}

/// Numbers as constraints print them: integers without a fraction, others with up to three decimals.
enum LayoutConstraintFormat {
    static func number(_ value: Double) -> String {
        guard !(value == value.rounded() && abs(value) < 1e15) else { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
