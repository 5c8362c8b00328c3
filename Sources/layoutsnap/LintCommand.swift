import ArgumentParser
import Files
import FixtureFormat
import Foundation
import Geometry
import Layout
import Lint
import Measure
import Pipeline

/// `layoutsnap lint`: lays every variant out and reports what is broken, per view, summed up over the variants.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report truncated and clipped text, views outside their superview, overlaps, fixed fonts, small tap targets and text, low contrast and layout problems in every variant (by default every category, both directions and both appearances); exit 1 when a finding reaches --fail-on.")

    @OptionGroup var batch: BatchOptions
    /// What `lint` prints.
    enum Output: String, CaseIterable, ExpressibleByArgument {
        case text, json
        /// SARIF 2.1.0, for code scanning.
        case sarif
    }

    /// The least severity that fails the run, or none.
    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case error, warning, note, none

        var threshold: LintSeverity? { LintSeverity(rawValue: rawValue) }
    }

    @Option(help: "Output: text, json or sarif (SARIF 2.1.0, for code scanning).") var format: Output = .text
    @Option(help: "The least severity that fails the run: error, warning, note or none.") var failOn: FailOn = .error

    func run() throws {
        let threshold = failOn.threshold
        let (batch, progress) = try self.batch.prepare { overrides in
            if overrides.categories == nil { overrides.categories = ContentSizeCategory.allCases }
            if overrides.directions == nil { overrides.directions = [.leftToRight, .rightToLeft] }
            if overrides.appearances == nil { overrides.appearances = [.light, .dark] }
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
        for ignore in ignores.values.joined() where ignore.silence == nil {
            var error = ignore.kindLocation
            error.message = "unknown lint kind '\(ignore.kind)' (one of \(LintKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            throw CLIError.badInput(error.description)
        }
        let reports = order.map { name in
            LintFileReport(name: name, file: files[name] ?? name, findings: scans[name]?.findings() ?? [], ignores: ignores[name] ?? [])
        }
        let findings = reports.flatMap(\.findings)
        if format == .sarif {
            print(Self.sarif(reports).serialized())
        } else if format == .json {
            print(JSONValue.object(["fixtures": .array(reports.map { report in
                .object(["fixture": .string(report.name), "file": .string(report.file),
                         "findings": .array(report.findings.map { .object(Self.json($0)) }),
                         "ignored": .array(report.ignored.map { ignored in
                             var object = Self.json(ignored.finding)
                             object["reason"] = .string(ignored.ignore.reason)
                             return .object(object)
                         })])
            })]).serialized())
        } else {
            for report in reports {
                for finding in report.findings {
                    let place = finding.source.map { "\($0.file):\($0.line)" } ?? report.file
                    print("\(place): \(finding.severity.rawValue): \(finding.kind.rawValue): \(finding.view) \(finding.message) (\(finding.range))")
                }
            }
            for ignore in reports.flatMap(\.unusedIgnores) {
                print("\(ignore.kindLocation.file):\(ignore.kindLocation.line): note: \(Self.unusedMessage(ignore))")
            }
            let counts = LintSeverity.allCases.reversed().map { severity in "\(findings.filter { $0.severity == severity }.count) \(severity.rawValue)(s)" }
            let ignoredCount = reports.map(\.ignored.count).reduce(0, +)
            print("linted \(laidOut.count) variant(s) of \(order.count) fixture(s): " + counts.joined(separator: ", ") + ", \(ignoredCount) ignored")
        }
        if let threshold, findings.contains(where: { $0.severity >= threshold }) { throw ExitCode(1) }
    }

    static func json(_ finding: LintFinding) -> [String: JSONValue] {
        ["kind": .string(finding.kind.rawValue), "severity": .string(finding.severity.rawValue), "view": .string(finding.view),
         "message": .string(finding.message), "range": .string(finding.range),
         "file": finding.source.map { .string($0.file) } ?? .null,
         "line": finding.source.map { .number(Double($0.line)) } ?? .null,
         "variants": .array(finding.variants.map { .string($0.name) })]
    }

    static func unusedMessage(_ ignore: Fixture.LintIgnore) -> String {
        "lint.ignore of \(ignore.kind) on \(ignore.view ?? "every view") matches no finding"
    }

    /// SARIF 2.1.0 (OASIS): one run of the `layoutsnap` tool, a rule per lint kind, a result per finding at its file and
    /// line, with the view and its variants as properties. A finding the fixture ignores stays a result with an
    /// in-source suppression (§3.35) whose justification is the ignore's reason, so viewers hide it and nothing is
    /// lost; an ignore that matches nothing is a tool execution notification at the line of its `kind`.
    static func sarif(_ reports: [LintFileReport]) -> JSONValue {
        let rules: [JSONValue] = LintKind.allCases.map { kind in
            .object(["id": .string(kind.rawValue), "shortDescription": .object(["text": .string(kind.summary)])])
        }
        func location(file: String, line: Int?, column: Int? = nil) -> JSONValue {
            var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(file)])]
            if let line, line >= 1 {
                var region: [String: JSONValue] = ["startLine": .number(Double(line))]
                if let column, column >= 1 { region["startColumn"] = .number(Double(column)) }
                physical["region"] = .object(region)
            }
            return .object(["physicalLocation": .object(physical)])
        }
        func result(_ finding: LintFinding, in report: LintFileReport, ignoredBy ignore: Fixture.LintIgnore?) -> JSONValue {
            var result: [String: JSONValue] = [
                "ruleId": .string(finding.kind.rawValue),
                "ruleIndex": .number(Double(LintKind.allCases.firstIndex(of: finding.kind) ?? 0)),
                "level": .string(finding.severity.rawValue),
                "message": .object(["text": .string("\(finding.view) \(finding.message) (\(finding.range))")]),
                "locations": .array([location(file: finding.source?.file ?? report.file, line: finding.source?.line)]),
                "properties": .object(["view": .string(finding.view), "fixture": .string(report.name),
                                       "variants": .array(finding.variants.map { .string($0.name) })]),
            ]
            if let ignore {
                result["suppressions"] = .array([.object([
                    "kind": .string("inSource"), "justification": .string(ignore.reason),
                    "location": location(file: ignore.kindLocation.file, line: ignore.kindLocation.line, column: ignore.kindLocation.column),
                ])])
            }
            return .object(result)
        }
        let results: [JSONValue] = reports.flatMap { report in
            report.findings.map { result($0, in: report, ignoredBy: nil) }
                + report.ignored.map { result($0.finding, in: report, ignoredBy: $0.ignore) }
        }
        let notifications: [JSONValue] = reports.flatMap(\.unusedIgnores).map { ignore in
            .object(["level": .string("note"), "message": .object(["text": .string(unusedMessage(ignore))]),
                     "locations": .array([location(file: ignore.kindLocation.file, line: ignore.kindLocation.line, column: ignore.kindLocation.column)])])
        }
        return .object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": .object(["name": .string("layoutsnap"), "version": .string(LayoutSnapCommand.version),
                                                    "rules": .array(rules)])]),
                "invocations": .array([.object(["executionSuccessful": .bool(true), "toolExecutionNotifications": .array(notifications)])]),
                "results": .array(results),
            ])]),
        ])
    }
}

/// One fixture's or document's findings: those reported, those its `lint.ignore` keeps (with the ignore that keeps
/// each), and the ignores that match nothing.
struct LintFileReport {
    var name: String
    var file: String
    var findings: [LintFinding] = []
    var ignored: [(finding: LintFinding, ignore: Fixture.LintIgnore)] = []
    var unusedIgnores: [Fixture.LintIgnore] = []

    init(name: String, file: String, findings all: [LintFinding], ignores: [Fixture.LintIgnore]) {
        self.name = name; self.file = file
        for finding in all {
            if let ignore = ignores.first(where: { $0.silence?.silences(finding) == true }) {
                ignored.append((finding, ignore))
            } else {
                findings.append(finding)
            }
        }
        unusedIgnores = ignores.filter { ignore in !all.contains { ignore.silence?.silences($0) == true } }
    }
}

extension Fixture.LintIgnore {
    /// The finding the ignore keeps; nil for a kind the linter does not know (refused as bad input before use).
    var silence: LintSilence? { LintSilence(kindNamed: kind, view: view) }
}

extension [Fixture.LintIgnore] {
    /// Whether one of a fixture's ignores keeps `occurrence` (one variant's finding) on purpose.
    func keeps(_ occurrence: LintOccurrence) -> Bool {
        contains { $0.silence?.silences(occurrence.kind, view: occurrence.view) == true }
    }
}
