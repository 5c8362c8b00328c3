import FixtureFormat
import Foundation
import Geometry
import Layout
import LayoutSnapUIKit
import Lint
import Measure
import Pipeline
import Scenes

/// Asserts that a view written for UIKit has no lint finding at or above `failOn` in any variant (by default every
/// content size category in both directions and both appearances at 375 points): no truncated or clipped text,
/// nothing outside its superview, no overlap that appears beyond Large, no fixed font, no small tap target or
/// text, no low contrast, no broken constraint (`layoutsnap lint`'s checks, `LayoutLint`). Findings listed in
/// `ignoring` (kind, and a view id or nil for every view) are kept on purpose. Each remaining finding is reported with
/// its kind, view, message and the variants it occurs in, as a range ("from AX2 on"); the findings are returned.
@preconcurrency @MainActor
@discardableResult
public func assertLayoutLint(
    of view: () -> UIView,
    variants: [Variant] = VariantSet.everyTrait().variants,
    sizing: RootSizing? = nil,
    failOn: LintSeverity = .warning,
    ignoring: [(kind: LintKind, view: String?)] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [LintFinding] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let measurer = location.measurer(context: "assertLayoutLint") else { return [] }
    var scan = LintScan()
    for variant in variants { scan.add(UIKitScene.scene(of: view, variant: variant, sizing: sizing, measurer: measurer), variant: variant) }
    return reportLint(scan, failOn: failOn, ignoring: ignoring.map { LintSilence(kind: $0.kind, view: $0.view) }, at: location)
}

/// Asserts that a fixture (`.yaml`, `.json`, or an Interface Builder document) has no lint finding at or above
/// `failOn` in any of `variants` (by default every category in both directions at the fixture's widths), beyond those
/// it keeps with a reason in `lint.ignore`; see `assertLayoutLint(of:variants:…)`.
@discardableResult
public func assertLayoutLint(
    fixture path: String,
    variants: VariantOverrides = VariantOverrides(categories: ContentSizeCategory.allCases, directions: [.leftToRight, .rightToLeft]),
    failOn: LintSeverity = .warning,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [LintFinding] {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let measurer = try LayoutSnapshot.measurer()
        let jobs = try BatchPlan.jobs(inputs: [path], overrides: variants)
        let ignores = jobs.first?.fixture.lintIgnores.compactMap { LintSilence(kindNamed: $0.kind, view: $0.view) } ?? []
        var scan = LintScan()
        for job in jobs {
            for (_, scene) in job.fixture.scenes(for: job.variant, measurer: measurer) { scan.add(scene, variant: job.variant) }
        }
        return reportLint(scan, failOn: failOn, ignoring: ignores, at: location)
    } catch {
        reportFailure("assertLayoutLint: \(error)", attachments: [], at: location)
        return []
    }
}

/// Reports the findings of `scan` at or above `failOn` that `ignoring` does not keep, and returns all those it does not.
private func reportLint(_ scan: LintScan, failOn: LintSeverity, ignoring: [LintSilence], at location: AssertionLocation) -> [LintFinding] {
    let findings = scan.findings().filter { finding in !ignoring.contains { $0.silences(finding) } }
    let failing = findings.filter { $0.severity >= failOn }
    if !failing.isEmpty {
        let lines = failing.map { "\($0.severity.rawValue): \($0.kind.rawValue): \($0.view) \($0.message) (\($0.range))" }
        reportFailure("assertLayoutLint: \(failing.count) finding(s)\n" + lines.joined(separator: "\n"), attachments: [], at: location)
    }
    return findings
}
