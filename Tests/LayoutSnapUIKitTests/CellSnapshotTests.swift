import Foundation
import Geometry
import Layout
import LayoutSnapSnapKit
import LayoutSnapTesting
import LayoutSnapUIKit
import Testing

/// The cells and views of `AppCells/`, each at every content size category, in both directions and both
/// appearances (48 references each), verified against `__Snapshots__/CellSnapshotTests/`.
@MainActor
@Suite struct CellSnapshotTests {
    /// The test images: the project's own asset catalogue (the Interface Builder tests' `Photo`, `Icon`, `Badge`).
    static let assets: Void = {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("InterfaceBuilderTests/Documents/Assets.xcassets").path
        try? UIImage.registerImages(at: catalog)
    }()

    init() { _ = Self.assets }

    @Test func recipeCell() {
        assertLayoutSnapshot(of: {
            let cell = RecipeCell(style: .default, reuseIdentifier: RecipeCell.reuseIdentifier)
            cell.configure(title: "Country sourdough with a long cold proof",
                           summary: "Four days, mostly waiting. Crisp crust, open crumb.", photo: UIImage(named: "Photo"))
            return cell
        })
    }

    @Test func profileHeader() { assertLayoutSnapshot(of: { ProfileHeaderView() }) }

    @Test func tagPill() {
        assertLayoutSnapshot(of: {
            let cell = TagPillCell(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
            cell.titleLabel.text = "Vegetarian"
            return cell
        })
    }

    @Test func shadowCard() { assertLayoutSnapshot(of: { ShadowCardView() }) }

    @Test func subtitleCellWithDisclosure() { assertLayoutSnapshot(of: { makeSubtitleDisclosureCell() }) }

    @Test func settingsSwitchCell() { assertLayoutSnapshot(of: { SettingsSwitchCell(title: "Timer alerts", isOn: true) }) }

    @Test func adaptiveDetailCell() {
        assertLayoutSnapshot(of: { AdaptiveDetailCell(title: "Total time", value: "4 days 2 hours") })
    }

    @Test func priceRowCell() {
        assertLayoutSnapshot(of: { PriceRowCell(name: "Stone-ground whole wheat flour, organic", count: 3, price: "€12.40") })
    }

    @Test func sectionHeader() {
        assertLayoutSnapshot(of: {
            let header = SectionHeaderView(reuseIdentifier: "Header")
            header.configure(title: "Popular this week")
            return header
        })
    }

    @Test func statsTile() {
        assertLayoutSnapshot(of: {
            let cell = StatsTileCell(frame: CGRect(x: 0, y: 0, width: 343, height: 90))
            cell.configure([("12", "Recipes"), ("4.8", "Rating"), ("320", "Followers")])
            return cell
        }, sizing: .environmentWidth(height: nil))
    }

    @Test func messageBubbles() {
        assertLayoutSnapshot(ofTableWithStyle: .plain, sections: [[
            { MessageBubbleCell(message: "Is the starter bubbly yet?", time: "09:41", isSent: false) },
            { MessageBubbleCell(message: "Doubled overnight — baking at noon. I'll bring you half a loaf if it rises.", time: "09:43", isSent: true) },
        ]])
    }

    @Test func loadingFooter() { assertLayoutSnapshot(of: { LoadingFooterView() }) }

    @Test func filterBar() { assertLayoutSnapshot(of: { FilterBarView() }) }

    /// A screen of the app's own cells: tag pills self-sizing in a flow layout, at the default and a large size.
    @Test func tagPillsInAFlowLayout() {
        var flow = FlowLayoutSpec()
        flow.estimatedItemSize = Size(width: 100, height: 32)
        flow.minimumInteritemSpacing = 8
        flow.minimumLineSpacing = 8
        flow.sectionInset = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let tags = ["Vegetarian", "Quick", "Bread", "Fermented", "Weekend project", "Dairy-free", "烘焙", "Family"]
        let cells: [() -> UIView] = tags.map { tag in
            {
                let cell = TagPillCell(frame: CGRect(x: 0, y: 0, width: 100, height: 32))
                cell.titleLabel.text = tag
                return cell
            }
        }
        assertLayoutSnapshot(ofCollectionWithLayout: .flow(flow), sections: [cells], variants: Self.screenVariants)
    }

    /// Shadowed cards and stats tiles in a two-column waterfall, 768 points wide.
    @Test func cardsInAWaterfall() {
        var waterfall = WaterfallLayoutSpec()
        waterfall.columnBreakpoints = [.init(minimumWidth: 0, columns: 1), .init(minimumWidth: 600, columns: 2)]
        waterfall.columnSpacing = 12
        waterfall.itemSpacing = 12
        let cells: [() -> UIView] = [
            { ShadowCardView() },
            {
                let cell = StatsTileCell(frame: CGRect(x: 0, y: 0, width: 300, height: 90))
                cell.configure([("12", "Recipes"), ("4.8", "Rating")])
                return cell
            },
            { FilterBarView() },
            { ProfileHeaderView() },
        ]
        assertLayoutSnapshot(ofCollectionWithLayout: .waterfall(waterfall), sections: [cells],
                             variants: [Variant(width: 768), Variant(width: 768, category: .accessibilityMedium, direction: .rightToLeft)])
    }

    static let screenVariants = [Variant(width: 375), Variant(width: 375, category: .accessibilityLarge),
                                 Variant(width: 375, direction: .rightToLeft, appearance: .dark)]

    @Test func snapKitEpisodeCell() {
        assertLayoutSnapshot(of: {
            let cell = SnapKitEpisodeCell(style: .default, reuseIdentifier: "Episode")
            cell.configure(title: "Episode 42: Why bread needs time", duration: "38 min · Yesterday")
            return cell
        })
    }
}

/// The same cells lay out cleanly: no conflicting or ambiguous constraints, no missing characters, at the
/// smallest and largest text sizes in both directions.
@MainActor
@Suite struct AppCellWarningTests {
    static let factories: [(name: String, make: () -> UIView)] = [
        ("RecipeCell", {
            let cell = RecipeCell(style: .default, reuseIdentifier: nil)
            cell.configure(title: "Country sourdough", summary: "Four days, mostly waiting.", photo: nil)
            return cell
        }),
        ("ProfileHeaderView", { ProfileHeaderView() }),
        ("TagPillCell", {
            let cell = TagPillCell(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
            cell.titleLabel.text = "Vegetarian"
            return cell
        }),
        ("ShadowCardView", { ShadowCardView() }),
        ("subtitle cell", { makeSubtitleDisclosureCell() }),
        ("SettingsSwitchCell", { SettingsSwitchCell(title: "Timer alerts", isOn: true) }),
        ("AdaptiveDetailCell", { AdaptiveDetailCell(title: "Total time", value: "4 days 2 hours") }),
        ("PriceRowCell", { PriceRowCell(name: "Stone-ground whole wheat flour", count: 3, price: "€12.40") }),
        ("SectionHeaderView", {
            let header = SectionHeaderView(reuseIdentifier: nil)
            header.configure(title: "Popular this week")
            return header
        }),
        ("MessageBubbleCell", { MessageBubbleCell(message: "Is the starter bubbly yet?", time: "09:41", isSent: false) }),
        ("LoadingFooterView", { LoadingFooterView() }),
        ("FilterBarView", { FilterBarView() }),
        ("SnapKitEpisodeCell", {
            let cell = SnapKitEpisodeCell(style: .default, reuseIdentifier: nil)
            cell.configure(title: "Episode 42: Why bread needs time", duration: "38 min · Yesterday")
            return cell
        }),
    ]

    @Test(arguments: [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge], [LayoutDirection.leftToRight, .rightToLeft])
    func noWarnings(category: ContentSizeCategory, direction: LayoutDirection) throws {
        let measurer = try LayoutSnapshot.measurer()
        for (name, make) in Self.factories {
            let scene = UIKitScene.scene(of: make, variant: Variant(width: 375, category: category, direction: direction), measurer: measurer)
            let warnings = scene.warnings.map { "\(name): \($0)" }
            #expect(warnings.isEmpty)
        }
    }
}
