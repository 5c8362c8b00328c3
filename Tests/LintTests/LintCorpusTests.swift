import FixtureFormat
import Foundation
import Geometry
import Layout
import Lint
import Measure
import Pipeline
import Scenes
import Testing
import TestSupport

/// The lint corpus (`Corpus/`): fixtures written to contain each finding at a known variant, and a clean one that
/// must produce none, linted at every category in both directions, checked finding by finding.
@Suite struct LintCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// Every finding of a corpus file as "severity kind view (range)".
    static func lint(_ name: String) throws -> [String] {
        let jobs = try BatchPlan.jobs(inputs: [folder.appendingPathComponent(name).path],
                                      overrides: VariantOverrides(categories: ContentSizeCategory.allCases,
                                                                  directions: [.leftToRight, .rightToLeft]),
                                      shard: nil, documents: DocumentOptions())
        var scan = LintScan()
        for job in jobs {
            for (_, scene) in job.fixture.scenes(for: job.variant, measurer: measurer) { scan.add(scene, variant: job.variant) }
        }
        return scan.findings().map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.view) (\($0.range))" }
    }

    @Test func aTitleInAFixedWidthIsCutFromExtraLargeOn() throws {
        #expect(try Self.lint("truncated-title.yaml") == ["error truncated title (from xL on)"])
    }

    @Test func squeezedOverflowingAndFaintViews() throws {
        #expect(try Self.lint("squeezed.yaml") == [
            "error clipped squeezed (in every variant)",
            "warning outsideSuperview wide (in every variant)",
            "warning lowContrast faint (in every variant)",
        ])
    }

    @Test func aFixedFontIsReportedOnceAtTheLargestCategory() throws {
        #expect(try Self.lint("FixedFont.xib") == ["warning fixedFont Fxd-lB-001 (at every text size)"])
    }

    /// A document with a 9-pt label, a 30 × 30 button, two body labels that meet from AX2 on, and a button whose two
    /// required widths conflict.
    @Test func controlsTextAndConstraintsOfADocument() throws {
        #expect(try Self.lint("Controls.xib") == [
            "warning overlapping Ctl-lf-001 and Ctl-rt-001 (from AX2 on)",
            "warning fixedFont Ctl-bt-001.titleLabel (at every text size)",
            "warning fixedFont Ctl-sm-001 (at every text size)",
            "warning smallTapTarget Ctl-bt-001 (in every variant)",
            "warning smallText Ctl-sm-001 (in every variant)",
            "warning lowContrast Ctl-bt-001.titleLabel (in every variant)",
            "error layout layout (in every variant)",
        ])
    }

    /// A flow layout tag that asks to be wider than its section: UIKit's undefined flow layout behaviour, where a
    /// self-sizing item never converges, and a cell wider than the screen (in both directions).
    @Test func aTagWiderThanItsSectionDoesNotConverge() throws {
        #expect(try Self.lint("runaway-tag.yaml") == [
            "error outsideSuperview cell 0.1 (in every variant)",
            "error layout item 0.1 (in every variant)",
        ])
    }

    /// A row whose constraints give its content view no height: UIKit's standard height stands in, and the caption,
    /// pinned to the top only, overflows the 44-point row from AX3 on.
    @Test func aRowWithoutAHeightCollapses() throws {
        #expect(try Self.lint("collapsed-row.yaml") == [
            "error truncated caption (from AX3 on)",
            "warning outsideSuperview caption (from AX3 on)",
            "warning layout row 0.0 (in every variant)",
        ])
    }

    @Test func aWellBehavedCardHasNoFindings() throws {
        #expect(try Self.lint("clean.yaml") == [])
    }
}

/// Variant ranges as the report words them, checked against hand-picked sets.
@Suite struct LintRangeTests {
    static let all = ContentSizeCategory.allCases.flatMap { category in
        [375.0, 768].flatMap { width in
            [LayoutDirection.leftToRight, .rightToLeft].map { Variant(width: width, category: category, direction: $0) }
        }
    }

    @Test func rangesSumUpEachAxis() {
        let fromAX2 = Self.all.filter { $0.category >= .accessibilityLarge }
        #expect(LintReport.range(of: fromAX2, in: Self.all) == "from AX2 on")
        let upToS = Self.all.filter { $0.category <= .small }
        #expect(LintReport.range(of: upToS, in: Self.all) == "up to S")
        let rtlNarrow = Self.all.filter { $0.direction == .rightToLeft && $0.width == 375 }
        #expect(LintReport.range(of: rtlNarrow, in: Self.all) == "RTL only, at widths ≤ 375")
        let scattered = Self.all.filter { $0.category == .extraSmall || $0.category == .accessibilityMedium }
        #expect(LintReport.range(of: scattered, in: Self.all) == "at xS, AX1")
        #expect(LintReport.range(of: Self.all, in: Self.all) == "in every variant")
    }
}
