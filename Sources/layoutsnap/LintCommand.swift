import ArgumentParser
import FixtureFormat
import Foundation
import Geometry
import Layout
import Lint
import Measure
import Pipeline
import Render

/// `layoutsnap lint`: lays every variant out and reports what is broken, per view, summed up over the variants.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report truncated and clipped text, views outside their superview, overlaps, fixed fonts, small tap targets and text, low contrast and layout problems in every variant (by default every category and both directions); exit 1 when a finding reaches --fail-on.")

    @OptionGroup var batch: BatchOptions
    @Option(help: "Output: text, json or sarif (SARIF 2.1.0, for code scanning).") var format: String = "text"
    @Option(help: "The least severity that fails the run: error, warning, note or none.") var failOn: String = "error"

    func run() throws {
        guard ["text", "json", "sarif"].contains(format) else { throw CLIError.badInput("--format must be text, json or sarif, found '\(format)'") }
        let threshold: LintSeverity?
        if failOn == "none" {
            threshold = nil
        } else if let severity = LintSeverity(rawValue: failOn) {
            threshold = severity
        } else {
            throw CLIError.badInput("--fail-on must be error, warning, note or none, found '\(failOn)'")
        }
        let (batch, progress) = try self.batch.prepare { overrides in
            if overrides.categories == nil { overrides.categories = ContentSizeCategory.allCases }
            if overrides.directions == nil { overrides.directions = [.leftToRight, .rightToLeft] }
        }
        let laidOut = batch.run { job in
            var scan = LintScan()
            for (_, scene) in batch.scenes(job) { scan.add(scene, variant: job.variant) }
            return (job, scan)
        }
        progress?.finish()
        var order: [String] = []
        var files: [String: String] = [:]
        var ignores: [String: [Fixture.LintIgnore]] = [:]
        var scans: [String: LintScan] = [:]
        for (job, scan) in laidOut {
            let name = job.fixture.name
            if files[name] == nil { order.append(name) }
            files[name] = job.fixture.file
            ignores[name] = job.fixture.lintIgnores
            scans[name, default: LintScan()].merge(scan)
        }
        // A fixture's silenced findings: the kind must be one the linter knows.
        for ignore in ignores.values.joined() where LintKind(rawValue: ignore.kind) == nil {
            var error = ignore.kindLocation
            error.message = "unknown lint kind '\(ignore.kind)' (one of \(LintKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            throw CLIError.badInput(error.description)
        }
        var reports: [(name: String, file: String, findings: [LintFinding])] = []
        var ignoredCount = 0
        var unused: [String] = []
        for name in order {
            let findings = scans[name]?.findings() ?? []
            let silencing = ignores[name] ?? []
            let kept = findings.filter { finding in !silencing.contains { $0.silence?.silences(finding) == true } }
            ignoredCount += findings.count - kept.count
            for ignore in silencing where !findings.contains(where: { ignore.silence?.silences($0) == true }) {
                unused.append("\(ignore.kindLocation.file):\(ignore.kindLocation.line): note: lint.ignore of \(ignore.kind) on \(ignore.view ?? "every view") matches no finding")
            }
            reports.append((name, files[name] ?? name, kept))
        }
        let findings = reports.flatMap(\.findings)
        if format == "sarif" {
            print(Self.sarif(reports).serialized())
        } else if format == "json" {
            print(JSONValue.object(["fixtures": .array(reports.map { report in
                .object(["fixture": .string(report.name), "file": .string(report.file), "findings": .array(report.findings.map { finding in
                    .object(["kind": .string(finding.kind.rawValue), "severity": .string(finding.severity.rawValue), "view": .string(finding.view),
                             "message": .string(finding.message), "range": .string(finding.range),
                             "line": finding.line.map { .number(Double($0)) } ?? .null,
                             "variants": .array(finding.variants.map { .string($0.name) })])
                })])
            })]).serialized())
        } else {
            for report in reports {
                for finding in report.findings {
                    let place = finding.line.map { "\(report.file):\($0)" } ?? report.file
                    print("\(place): \(finding.severity.rawValue): \(finding.kind.rawValue): \(finding.view) \(finding.message) (\(finding.range))")
                }
            }
            unused.forEach { print($0) }
            let counts = LintSeverity.allCases.reversed().map { severity in "\(findings.filter { $0.severity == severity }.count) \(severity.rawValue)(s)" }
            print("linted \(laidOut.count) variant(s) of \(order.count) fixture(s): " + counts.joined(separator: ", ") + ", \(ignoredCount) ignored")
        }
        if let threshold, findings.contains(where: { $0.severity >= threshold }) { throw ExitCode(1) }
    }

    /// SARIF 2.1.0: one run of the `layoutsnap` tool, a rule per lint kind, a result per finding at its file and line,
    /// with the view and its variants as properties.
    static func sarif(_ reports: [(name: String, file: String, findings: [LintFinding])]) -> JSONValue {
        let rules: [JSONValue] = LintKind.allCases.map { kind in
            .object(["id": .string(kind.rawValue), "shortDescription": .object(["text": .string(kind.summary)])])
        }
        let results: [JSONValue] = reports.flatMap { report in
            report.findings.map { finding in
                var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(report.file)])]
                if let line = finding.line, line >= 1 { physical["region"] = .object(["startLine": .number(Double(line))]) }
                return .object([
                    "ruleId": .string(finding.kind.rawValue),
                    "ruleIndex": .number(Double(LintKind.allCases.firstIndex(of: finding.kind) ?? 0)),
                    "level": .string(finding.severity.rawValue),
                    "message": .object(["text": .string("\(finding.view) \(finding.message) (\(finding.range))")]),
                    "locations": .array([.object(["physicalLocation": .object(physical)])]),
                    "properties": .object(["view": .string(finding.view), "fixture": .string(report.name),
                                           "variants": .array(finding.variants.map { .string($0.name) })]),
                ])
            }
        }
        return .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object(["name": .string("layoutsnap"), "rules": .array(rules)])]),
                "results": .array(results),
            ])]),
        ])
    }
}

extension Fixture.LintIgnore {
    /// The finding the ignore keeps; nil for a kind the linter does not know (refused as bad input before use).
    var silence: LintSilence? { LintKind(rawValue: kind).map { LintSilence(kind: $0, view: view) } }
}
