import AutoLayout
import CollectionViewLayouts
import Geometry
import Layout
import Scenes
import TestSupport
import Testing

/// A capsule tag: a label with 12/6 margins, sized by its content (estimatedItemSize).
private func tag(_ text: String) -> CollectionCellSpec {
    let label = LabelSpec(id: "name", text: text, style: .subheadline, numberOfLines: 1)
    var content = TableCellSpec(labels: [label], spacing: 0, margins: EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)).contentView
    // `V:|-6-[name]-6-|`: the bottom is an equality, so the tag hugs its label rather than keeping the estimate's height.
    for index in content.constraints.indices where content.constraints[index].relation == .greaterThanOrEqual {
        content.constraints[index].relation = .equal
    }
    return CollectionCellSpec(contentView: content, backgroundColor: SystemColor.systemGray.color, cornerRadius: 8)
}

/// A card whose height comes from its wrapping text.
private func card(_ title: String, _ detail: String) -> CollectionCellSpec {
    let labels = [LabelSpec(id: "title", text: title, style: .headline), LabelSpec(id: "detail", text: detail, style: .footnote)]
    return CollectionCellSpec(contentView: TableCellSpec(labels: labels, margins: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)).contentView)
}

private let tagNames = ["Italian", "Japanese", "Mexican", "Thai", "Middle Eastern", "中餐", "Indian", "French", "Vegetarian", "Gluten-free"]

private func tagFlow(pinned: Bool = true, viewport: Viewport? = nil) -> CollectionSpec {
    var flow = FlowLayoutSpec()
    flow.estimatedItemSize = Size(width: 80, height: 32)
    flow.minimumInteritemSpacing = 8
    flow.minimumLineSpacing = 8
    flow.sectionInset = EdgeInsets(top: 4, leading: 16, bottom: 12, trailing: 16)
    flow.sectionHeadersPinToVisibleBounds = pinned
    let sections = (0..<4).map { section in
        CollectionSectionSpec(header: .text("Section \(section)"), footer: .text("Footer \(section)", style: .footnote),
                              items: tagNames.map(tag))
    }
    return CollectionSpec(layout: .flow(flow), sections: sections, viewport: viewport)
}

private func cells(_ scene: Scene) -> [SceneElement] { scene.elements.filter { $0.category == .cell } }

struct CollectionSceneTests {
    @Test func selfSizingTagsTakeTheirContentSizeAndLinesAreJustified() throws {
        let environment = LayoutEnvironment(width: 375)
        let scene = try #require(CollectionScene.stages(for: tagFlow(), in: environment, measurer: measurer).first?.scene)
        let tags = cells(scene).filter { $0.indexPath.section == 0 }
        #expect(tags.count == tagNames.count)
        for element in tags {
            // Each tag is as wide as its label plus 12 + 12, and as tall as the label plus 6 + 6.
            let text = tagNames[element.indexPath.item]
            let label = measurer.layout(text, attributes: .style(.subheadline), width: nil, scale: 2)
            #expect(abs(element.frame.width - PixelGrid.round(label.size.width + 24, scale: 2)) <= 0.5)
            #expect(abs(element.frame.height - (label.size.height + 12)) <= 0.5, "\(text): \(element.frame.height) vs \(label.size.height) + 12")
            #expect(element.frame.minX >= 16 - 1e-9 && element.frame.maxX <= 375 - 16 + 1e-9)
        }
        // A full line ends flush with the trailing inset (justified), as UICollectionViewFlowLayout builds lines.
        let firstLine = tags.filter { $0.frame.minY == tags[0].frame.minY }
        #expect(firstLine.first?.frame.minX == 16)
        #expect(abs((firstLine.last?.frame.maxX ?? 0) - 359) <= 0.5)
    }

    @Test func theSelfSizedSceneEqualsAFlowLayoutGivenTheFinalSizes() throws {
        let environment = LayoutEnvironment(width: 375)
        let spec = tagFlow(pinned: false)
        let scene = try #require(CollectionScene.stages(for: spec, in: environment, measurer: measurer).first?.scene)
        var sizes: [IndexPath: Size] = [:]
        for element in cells(scene) { sizes[element.indexPath] = element.frame.size }
        // A fresh layout told every size up front (sizeForItem), no estimates.
        let fresh = FlowLayout()
        fresh.minimumInteritemSpacing = 8
        fresh.minimumLineSpacing = 8
        fresh.sectionInset = EdgeInsets(top: 4, leading: 16, bottom: 12, trailing: 16)
        fresh.sizeForItem = { sizes[$0] ?? .zero }
        let headerHeights = scene.elements.filter { $0.kind == ElementKind.sectionHeader.rawValue }.map(\.frame.height)
        let footerHeights = scene.elements.filter { $0.kind == ElementKind.sectionFooter.rawValue }.map(\.frame.height)
        fresh.referenceSizeForHeaderInSection = { Size(width: 375, height: headerHeights[$0]) }
        fresh.referenceSizeForFooterInSection = { Size(width: 375, height: footerHeights[$0]) }
        let view = CollectionView(layout: fresh, itemCounts: spec.sections.map(\.items.count), bounds: Rect(x: 0, y: 0, width: 375, height: 0))
        let attributes = view.layoutAttributesForElements(in: Rect(origin: .zero, size: view.contentSize))
        // The scene's frames are on the pixel grid; put the fresh layout's there the same way.
        let expected = Scene(contentSize: view.contentSize, backgroundColor: SystemColor.systemBackground.color,
                             elements: attributes.map { SceneElement(attributes: $0, root: SceneNode(id: "", frame: .zero)) })
            .snappedToPixelGrid(scale: 2).elements
        for element in scene.elements where element.category == .cell {
            let match = expected.first { $0.category == .cell && $0.indexPath == element.indexPath }
            #expect(match?.frame == element.frame)
        }
        #expect(view.contentSize.height == scene.contentSize.height)
    }

    @Test func aViewportShowsOnlyItsElementsWithTheHeaderPinnedAtTheTop() throws {
        let environment = LayoutEnvironment(width: 375)
        let full = try #require(CollectionScene.stages(for: tagFlow(), in: environment, measurer: measurer).first?.scene)
        let offset = 260.0
        let screen = try #require(CollectionScene.stages(for: tagFlow(viewport: Viewport(height: 300, contentOffset: Point(x: 0, y: offset))),
                                                         in: environment, measurer: measurer).first?.scene)
        #expect(screen.contentSize == Size(width: 375, height: 300))
        // Every cell of the full content that intersects the window is on screen, moved up by the offset.
        let window = Rect(x: 0, y: offset, width: 375, height: 300)
        let expected = cells(full).filter { $0.frame.intersects(window) }.map { $0.frame.offsetBy(dx: 0, dy: -offset) }
        #expect(cells(screen).map(\.frame) == expected)
        // The header of the section under the top edge is pinned there, above the cells.
        let headers = screen.elements.filter { $0.kind == ElementKind.sectionHeader.rawValue }
        let pinned = try #require(headers.min { $0.frame.minY < $1.frame.minY })
        let section = pinned.indexPath.section
        let sectionCells = cells(full).filter { $0.indexPath.section == section }
        #expect((sectionCells.first?.frame.minY ?? 0) < offset)
        #expect(pinned.frame.minY == 0 || pinned.frame.maxY <= (sectionCells.last?.frame.maxY ?? 0) - offset + 12 + 1e-9)
        #expect(pinned.zIndex > 0)
    }

    @Test func aGrowingItemMovesOnlyTheItemsBelowItInItsColumn() throws {
        var waterfall = WaterfallLayoutSpec()
        waterfall.columnBreakpoints = [.init(minimumWidth: 0, columns: 2)]
        let items = (0..<10).map { card("Card \($0)", String(repeating: "word ", count: 2 + ($0 * 7) % 9)) }
        var after = [CollectionSectionSpec(items: items)]
        let grown = 3
        after[0].items[grown] = card("Card 3", String(repeating: "a longer text ", count: 12))
        let spec = CollectionSpec(layout: .waterfall(waterfall), sections: [CollectionSectionSpec(items: items)],
                                  update: CollectionUpdateSpec(updates: [.reload(IndexPath(item: grown, section: 0))], sectionsAfter: after,
                                                               animationFrames: 1))
        let stages = CollectionScene.stages(for: spec, in: LayoutEnvironment(width: 375), measurer: measurer)
        #expect(stages.map(\.name) == ["before", "frame1", "after"])
        let before = cells(stages[0].scene), final = cells(stages[2].scene)
        let grownBefore = try #require(before.first { $0.indexPath.item == grown })
        let grownAfter = try #require(final.first { $0.indexPath.item == grown })
        #expect(grownAfter.frame.height > grownBefore.frame.height)
        #expect(grownAfter.frame.origin == grownBefore.frame.origin)
        let delta = grownAfter.frame.height - grownBefore.frame.height
        for (old, new) in zip(before, final) where old.indexPath.item != grown {
            let sameColumn = old.frame.minX == grownBefore.frame.minX
            if sameColumn && old.frame.minY > grownBefore.frame.minY {
                #expect(abs(new.frame.minY - (old.frame.minY + delta)) <= 0.5)
            } else {
                #expect(new.frame == old.frame)
            }
        }
        // The content height is the tallest column's (plus the bottom inset).
        let tallest = final.map(\.frame.maxY).max() ?? 0
        #expect(stages[2].scene.contentSize.height == PixelGrid.round(tallest + 8, scale: 2))
        // Halfway, the grown card is between its two heights.
        let middle = try #require(cells(stages[1].scene).first { $0.indexPath.item == grown })
        #expect(middle.frame.height > grownBefore.frame.height && middle.frame.height < grownAfter.frame.height)
    }

    @Test func rightToLeftMirrorsEveryElementInTheContent() throws {
        let ltr = try #require(CollectionScene.stages(for: tagFlow(), in: LayoutEnvironment(width: 375), measurer: measurer).first?.scene)
        let rtl = try #require(CollectionScene.stages(for: tagFlow(), in: LayoutEnvironment(width: 375, direction: .rightToLeft),
                                                      measurer: measurer).first?.scene)
        #expect(ltr.elements.count == rtl.elements.count)
        for (a, b) in zip(ltr.elements, rtl.elements) {
            #expect(a.indexPath == b.indexPath && a.kind == b.kind)
            // Tags keep their size (their labels are measured the same way); positions mirror.
            #expect(abs(b.frame.minX - (375 - a.frame.maxX)) <= 0.5)
            #expect(a.frame.minY == b.frame.minY)
        }
    }
}
