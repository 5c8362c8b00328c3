import CollectionViewLayouts
import Geometry

/// Every item, header, footer and section background of a layout, asked for one at a time with the single-element
/// queries, section by section: what a rect query must agree with. `counts` are the items per section.
func elementsOneByOne(_ layout: any CollectionLayout, counts: [Int]) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    for (section, count) in counts.enumerated() {
        for item in 0..<count {
            if let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) { elements.append(attributes) }
        }
        let first = IndexPath(item: 0, section: section)
        for kind in [ElementKind.sectionHeader, .sectionFooter] {
            if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first) { elements.append(attributes) }
        }
        if let attributes = layout.layoutAttributesForDecorationView(ofKind: .sectionBackground, at: first) { elements.append(attributes) }
    }
    return elements
}
