@testable import App
import Geometry          // ContentSizeCategory, LayoutDirection
import Layout            // Variant, VariantSet
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// The app's cells from `App/`, compiled unchanged through the adapter plugin, and its `ProfileCell.xib`, each at
/// Large and AX5, left to right and right to left. References: `__Snapshots__/AppSnapshotTests/` for the cells
/// written in code, `Snapshots/ProfileCell/` (the package's, where `layoutsnap record` writes too) for the XIB.
@MainActor
@Suite struct AppSnapshotTests {
    /// Large and AX5, left to right and right to left, at 375 points @2x.
    static let variants = VariantSet(categories: [.large, .accessibilityExtraExtraExtraLarge], directions: [.leftToRight, .rightToLeft]).variants

    @Test func articleCell() {
        assertLayoutSnapshot(of: {
            let cell = ArticleCell(style: .default, reuseIdentifier: ArticleCell.reuseIdentifier)
            cell.configure(title: "How sourdough starters keep their yeast alive for decades", source: "The Kitchen Review", minutes: 7)
            return cell
        }, variants: Self.variants)
    }

    @Test func topicCell() {
        assertLayoutSnapshot(of: {
            let cell = TopicCell(frame: CGRect(x: 0, y: 0, width: 160, height: 150))
            cell.configure(name: "Photography", symbolName: "camera", articles: 128)
            return cell
        }, variants: Self.variants)
    }

    @Test func sectionHeader() {
        assertLayoutSnapshot(of: {
            let header = SectionHeaderView(reuseIdentifier: SectionHeaderView.reuseIdentifier)
            header.configure(title: "Saved for later")
            return header
        }, variants: Self.variants)
    }

    /// The app's Interface Builder document as it is: its root cell at the variant's width, sized by its constraints.
    @Test func profileCellDocument() {
        assertLayoutSnapshot(ofFixtureAt: "App/ProfileCell.xib", variants: Self.variants)
    }
}
