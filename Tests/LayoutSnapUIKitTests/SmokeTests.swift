import Foundation
import Geometry
import Layout
import LayoutSnapTesting
import LayoutSnapUIKit
import Scene
import Testing

@MainActor
final class TitleCell: UITableViewCell {
    let title = UILabel()
    let detail = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        detail.translatesAutoresizingMaskIntoConstraints = false
        title.font = .preferredFont(forTextStyle: .headline)
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        contentView.addSubview(title)
        contentView.addSubview(detail)
        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: guide.topAnchor),
            title.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        title.text = "Title"
        detail.text = "A detail that wraps onto more than one line when the text is large enough to need it."
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct SmokeTests {
    @Test func cellLaysOut() throws {
        let scene = UIKitScene.scene(of: { TitleCell(style: .default, reuseIdentifier: nil) }, variant: Variant(width: 375),
                                     measurer: try LayoutSnapshot.measurer())
        func dump(_ node: SceneNode, _ depth: Int) {
            print(String(repeating: "  ", count: depth), node.id, node.frame)
            node.children.forEach { dump($0, depth + 1) }
        }
        scene.elements.forEach { dump($0.root, 0) }
        print(scene.warnings)
        #expect(scene.contentSize.height > 44)
    }
}
