import Geometry
import Layout
import LayoutSnapTesting
import LayoutSnapUIKit
import Lint
import Testing

/// `assertLayoutLint`: the same checks as `layoutsnap lint`, from Swift, on views written for UIKit and on fixtures.
@MainActor
@Suite struct LayoutLintAssertionTests {
    /// A title pinned to a fixed 160-pt width: it fits at Large and is cut to an ellipsis at the accessibility sizes.
    static func cappedTitle() -> UIView {
        let root = UIView()
        root.accessibilityIdentifier = "root"
        let title = UILabel()
        title.accessibilityIdentifier = "title"
        title.text = "Weekend baking"
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.widthAnchor.constraint(equalToConstant: 160),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            title.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
        return root
    }

    @Test func aCappedTitleIsReportedFromTheSizeWhereItIsCut() {
        let variants = ContentSizeCategory.allCases.map { Variant(width: 375, category: $0) }
        var findings: [LintFinding] = []
        withKnownIssue {
            findings = assertLayoutLint(of: Self.cappedTitle, variants: variants)
        }
        #expect(findings.map(\.kind) == [.truncated])
        #expect(findings.first?.view == "title")
        #expect(findings.first?.range.hasPrefix("from ") == true)
        #expect(findings.first?.variants.allSatisfy { $0.category > .large } == true)
    }

    /// Views written for UIKit are pseudo-localised too: the capped title fits at Large as written and is cut in the
    /// long pseudo-locale, with the pseudo text in the message; its intrinsic size, asked for by the cell's own code,
    /// is the pseudo text's.
    @Test func aPseudoLocaleFindsTruncationAtLargeInViewsWrittenForUIKit() {
        let variants = VariantSet.everyTrait(pseudoLocales: [nil, .long]).variants.filter { $0.category == .large && $0.direction == .leftToRight }
        #expect(variants.map(\.name) == ["w375-L@2x", "w375-L@2x-pseudo-long", "w375-L@2x-dark", "w375-L@2x-dark-pseudo-long"])
        var findings: [LintFinding] = []
        withKnownIssue {
            findings = assertLayoutLint(of: Self.cappedTitle, variants: variants)
        }
        #expect(findings.map(\.kind) == [.truncated])
        #expect(findings.first?.range == "pseudo-long only")
        #expect(findings.first?.message.contains("[Ŵééķéñđ ƀáķîñĝ") == true, "\(findings.first?.message ?? "")")
        let label = UILabel()
        label.text = "Weekend baking"
        let written = label.intrinsicContentSize.width
        let long = UITraitCollection(variant: Variant(width: 375, pseudoLocale: .long)).performAsCurrent { () -> CGFloat in
            let label = UILabel()
            label.text = "Weekend baking"
            return label.intrinsicContentSize.width
        }
        #expect(long > written * 1.3)
    }

    @Test func keptFindingsAndACleanFixturePass() {
        let variants = [Variant(width: 375, category: .accessibilityExtraExtraExtraLarge)]
        let kept = assertLayoutLint(of: Self.cappedTitle, variants: variants, ignoring: [(.truncated, "title")])
        #expect(kept.isEmpty)
        #expect(assertLayoutLint(fixture: "Tests/LintTests/Corpus/clean.yaml").isEmpty)
    }
    /// A view whose `layoutSubviews()` grows its own height constraint on every call, a mistake that never lets the
    /// layout settle: after the most passes a hierarchy gets, lint reports it (a warning) and the last pass is drawn.
    final class RestlessView: UIView {
        var height: NSLayoutConstraint?

        override func layoutSubviews() {
            super.layoutSubviews()
            height?.constant += 10
        }
    }

    @Test func aLayoutThatNeverSettlesIsReported() {
        var findings: [LintFinding] = []
        withKnownIssue {
            findings = assertLayoutLint(of: {
                let view = RestlessView()
                view.accessibilityIdentifier = "restless"
                let height = view.heightAnchor.constraint(equalToConstant: 40)
                height.isActive = true
                view.height = height
                return view
            }, variants: [Variant(width: 375, category: .large)])
        }
        let layout = findings.filter { $0.kind == .layout }
        #expect(layout.count == 1)
        #expect(layout.first?.severity == .warning)
        #expect(layout.first?.message.contains("changed the layout in each of 3 passes") == true)
    }
}
