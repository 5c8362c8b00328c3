import AutoLayout
import Geometry
import Layout
import Measure
import Scenes
import TestSupport
import Testing

private func cell(_ title: String, _ detail: String? = nil) -> TableCellSpec {
    var labels = [LabelSpec(id: "title", text: title, style: .headline)]
    if let detail { labels.append(LabelSpec(id: "detail", text: detail, style: .body)) }
    return TableCellSpec(labels: labels)
}

private let longDetail = "Each row measures its labels at the row's width and grows to fit them, so long text wraps onto more lines."
private let sample = TableSpec(style: .plain, sections: [
    TableSectionSpec(header: "Header", footer: "Footer", cells: [cell("Short"), cell("Title", longDetail), cell("标题", "中文的详细说明会在汉字之间换行。")]),
    TableSectionSpec(cells: [cell("Only row")]),
])

private func cells(_ scene: Scene) -> [SceneElement] { scene.elements.filter { $0.category == .cell } }

struct TableLayoutTests {
    @Test func rowHeightIsMarginsPlusLabelsPlusSpacingAndNeverBelow44() {
        let environment = LayoutEnvironment(width: 375, category: .large, scale: 2)
        let scene = TableLayout.scene(for: sample, in: environment, measurer: measurer)
        let rows = cells(scene)
        #expect(rows.count == 4)
        // Hand computation for row 1: 11 + title + 4 + detail + 11, each label measured at 375 - 32.
        let title = measurer.layout("Title", attributes: .style(.headline), width: 343, scale: 2).size.height
        let detail = measurer.layout(longDetail, attributes: .style(.body), width: 343, scale: 2).size.height
        #expect(rows[1].frame.height == 11 + title + 4 + detail + 11)
        // A one-line headline row is 11 + 21 + 11 = 43 < 44: the 44-point minimum wins.
        #expect(rows[0].frame.height == 44)
        for row in rows { #expect(row.frame.height >= 44) }
    }

    @Test func rowsStackWithoutGapsAndLabelsStayInsideTheirCells() {
        let scene = TableLayout.scene(for: sample, in: LayoutEnvironment(), measurer: measurer)
        let section0 = scene.elements.filter { $0.indexPath.section == 0 && $0.category != .decorationView }
        for (a, b) in zip(section0, section0.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
        for row in cells(scene) {
            let content = row.root.children[0]
            for label in content.children {
                #expect(label.frame.minX >= 16 && label.frame.maxX <= row.frame.width - 16)
                #expect(label.frame.minY >= 11 && label.frame.maxY <= row.frame.height - 11 + 1e-9)
            }
        }
        #expect(scene.contentSize.height == scene.elements.map(\.frame.maxY).max())
    }

    @Test func largerCategoriesMakeTallerRows() {
        var previous = 0.0
        for category in ContentSizeCategory.allCases {
            let scene = TableLayout.scene(for: sample, in: LayoutEnvironment(category: category), measurer: measurer)
            #expect(scene.contentSize.height > previous)
            previous = scene.contentSize.height
        }
    }

    @Test func separatorsSitBetweenRowsOnePixelHigh() {
        for scale in [1.0, 2, 3] {
            let scene = TableLayout.scene(for: sample, in: LayoutEnvironment(scale: scale), measurer: measurer)
            let separators = scene.elements.filter { $0.kind == TableLayout.separatorKind }
            #expect(separators.count == 2)  // 3 rows in section 0, 1 in section 1
            let rows = cells(scene)
            for separator in separators {
                #expect(abs(separator.frame.height - 1 / scale) < 1e-9)
                #expect(separator.frame.minX == 16)
                let above = rows.first { $0.indexPath == separator.indexPath }
                #expect(above.map { abs($0.frame.maxY - separator.frame.maxY) < 1e-9 } == true)
            }
        }
    }

    @Test func headersAndFootersAreSupplementaryViews() {
        let scene = TableLayout.scene(for: sample, in: LayoutEnvironment(), measurer: measurer)
        let kinds = scene.elements.filter { $0.category == .supplementaryView }.map(\.kind)
        #expect(kinds == [TableLayout.headerKind, TableLayout.footerKind])
        let header = scene.elements.first { $0.kind == TableLayout.headerKind }
        #expect(header?.frame.minY == 0)
    }

    @Test func rightToLeftMirrorsEveryFrame() {
        let ltr = TableLayout.scene(for: sample, in: LayoutEnvironment(direction: .leftToRight), measurer: measurer)
        let rtl = TableLayout.scene(for: sample, in: LayoutEnvironment(direction: .rightToLeft), measurer: measurer)
        #expect(ltr.elements.count == rtl.elements.count)
        for (a, b) in zip(ltr.elements, rtl.elements) {
            #expect(abs(b.frame.minX - (375 - a.frame.maxX)) < 1e-9)
            #expect(a.frame.minY == b.frame.minY && a.frame.size == b.frame.size)
            for (la, lb) in zip(a.root.children.first?.children ?? [], b.root.children.first?.children ?? []) {
                #expect(abs(lb.frame.minX - (a.frame.width - la.frame.maxX)) < 1e-9)
            }
        }
        let separator = rtl.elements.first { $0.kind == TableLayout.separatorKind }
        #expect(separator?.frame.minX == 0)
        #expect(separator?.frame.maxX == 359.0)
    }

    @Test func everyFrameIsOnThePixelGrid() {
        for scale in [1.0, 2, 3] {
            let scene = TableLayout.scene(for: sample, in: LayoutEnvironment(width: 320, category: .accessibilityLarge, scale: scale), measurer: measurer)
            func check(_ r: Rect) {
                for v in [r.minX, r.minY, r.maxX, r.maxY] { #expect(abs((v * scale).rounded() - v * scale) < 1e-6) }
            }
            for element in scene.elements {
                check(element.frame)
                func visit(_ node: SceneNode) { check(node.frame); node.children.forEach(visit) }
                visit(element.root)
            }
        }
    }

    @Test func insetGroupedSectionsGetRoundedBackgrounds() {
        var table = sample
        table.style = .insetGrouped
        let scene = TableLayout.scene(for: table, in: LayoutEnvironment(), measurer: measurer)
        let backgrounds = scene.elements.filter { $0.kind == TableLayout.sectionBackgroundKind }
        #expect(backgrounds.count == 2)
        #expect(backgrounds.allSatisfy { $0.zIndex < 0 && $0.root.style.cornerRadius == 10 && $0.frame.minX == 16 })
        #expect(cells(scene).allSatisfy { $0.frame.minX == 16 && $0.frame.width == 343 })
        #expect(scene.backgroundColor == SystemColor.systemGroupedBackground.color)
    }

    @Test func sceneReportsTheFontsItUses() {
        let scene = TableLayout.scene(for: sample, in: LayoutEnvironment(), measurer: measurer)
        let families = Set(scene.fontsUsed.map(\.family))
        #expect(families == ["Inter", "Noto Sans CJK SC"])
    }

    @Test func colorsParseFromHex() {
        #expect(Color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hex: "#0f08")?.alpha == Double(0x88) / 255)
        #expect(Color(hex: "red") == nil)
        #expect(Color(hex: "#123456")?.hexString == "#123456")
    }
}
