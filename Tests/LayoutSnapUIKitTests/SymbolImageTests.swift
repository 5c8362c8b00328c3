import Foundation
import Geometry
import LayoutSnapTesting
import LayoutSnapUIKit
import PNGCodec
import Scenes
import Testing

/// `UIImage(systemName:)` drawn as a glyph tinted as a template image (`SymbolGlyphs`): a settings icon — a white
/// `bell.fill` on a red, rounded 29 × 29 square — shows white glyph pixels on red, and red around the glyph, as on iOS.
@MainActor
struct SymbolImageTests {
    static func settingsIcon() -> UIView {
        let square = UIView()
        square.accessibilityIdentifier = "square"
        square.backgroundColor = .systemRed
        square.layer.cornerRadius = 6
        let bell = UIImageView(image: UIImage(systemName: "bell.fill"))
        bell.accessibilityIdentifier = "bell"
        bell.tintColor = .white
        bell.translatesAutoresizingMaskIntoConstraints = false
        square.addSubview(bell)
        NSLayoutConstraint.activate([
            bell.centerXAnchor.constraint(equalTo: square.centerXAnchor), bell.centerYAnchor.constraint(equalTo: square.centerYAnchor),
            bell.widthAnchor.constraint(equalToConstant: 20), bell.heightAnchor.constraint(equalToConstant: 20),
        ])
        return square
    }

    @Test func aWhiteBellOnRedStaysRedAroundTheBell() throws {
        let variant = Variant(width: 29)
        let scene = try LayoutSnapshot.scene(of: Self.settingsIcon, variant: variant, sizing: .fixed(Size(width: 29, height: 29)))
        let bell = try #require(scene.elements.first?.root.children.first { $0.id == "bell" })
        guard case let .symbol(layout, color) = bell.content else {
            Issue.record("the bell is drawn as \(bell.content), not a glyph (is fonts-material-design-icons-iconfont installed?)")
            return
        }
        #expect(color.hexString == "#FFFFFF")
        #expect(layout.fonts.contains { $0.family == "Material Icons" })
        let image = try ImageBuffer(pngData: try LayoutSnapshot.png(of: scene, scale: 2))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 4]) }
        var white = 0, red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = pixel(x, y)
                if p[0] > 240, p[1] > 240, p[2] > 240 { white += 1 }
                if p[0] > 200, p[1] < 80, p[2] < 80 { red += 1 }
            }
        }
        let total = image.width * image.height
        // The glyph is a bell, not a box: some of the square is white, most of it stays red.
        #expect(white > total / 20, "white pixels: \(white) of \(total)")
        #expect(red > total / 2, "red pixels: \(red) of \(total)")
        // A corner of the 20-pt image view, outside the bell's outline, is red.
        #expect(pixel(2 * 5, 2 * 5)[0] > 200 && pixel(2 * 5, 2 * 5)[1] < 80, "\(pixel(10, 10))")
    }

    /// A symbol image's size from its configuration (issue 27.6): the longer side 1.2 × the text style's point size at
    /// Large, × 0.8 at the small scale and × 1.27 at the large one (`SymbolImage`; Apple: "approximately 20 % smaller",
    /// "approximately 30 % larger"). Body is 17 pt and Title 1 is 28 pt at Large (Apple's Dynamic Type sizes table).
    @Test(arguments: [
        (UIFont.TextStyle.body, UIImage.SymbolScale.small, 1.2 * 17 * 0.8), (.body, .medium, 1.2 * 17), (.body, .large, 1.2 * 17 * 1.27),
        (.title1, .small, 1.2 * 28 * 0.8), (.title1, .medium, 1.2 * 28), (.title1, .large, 1.2 * 28 * 1.27),
    ])
    func aSymbolIsSizedByItsTextStyleAndScale(style: UIFont.TextStyle, scale: UIImage.SymbolScale, side: Double) throws {
        let image = try #require(UITraitCollection(preferredContentSizeCategory: .large).performAsCurrent {
            UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: style, scale: scale))
        })
        #expect(abs(Double(image.size.width) - side) < 1e-9 && abs(Double(image.size.height) - side) < 1e-9, "\(image.size)")
    }

    /// The image view's `contentMode` places the symbol as UIKit places an image: `.center` keeps the image's size
    /// (20.4 pt at Body), `.scaleAspectFit` grows it to the 40-pt view, so the glyph is drawn 40 / 20.4 times larger.
    @Test func contentModeScalesTheSymbol() throws {
        func glyphHeight(_ mode: UIView.ContentMode) throws -> Double {
            let scene = try LayoutSnapshot.scene(of: {
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                let view = UIImageView(image: UIImage(systemName: "star.fill"))
                view.contentMode = mode
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                NSLayoutConstraint.activate([
                    view.topAnchor.constraint(equalTo: container.topAnchor), view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
                    container.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                return container
            }, variant: Variant(width: 40))
            guard case let .symbol(layout, _) = scene.elements.first?.root.children.first?.content else { throw SymbolTestError.notAGlyph }
            return layout.size.height
        }
        let centred = try glyphHeight(.center), fitted = try glyphHeight(.scaleAspectFit)
        #expect(abs(fitted / centred - 40 / (1.2 * 17)) < 0.05, "\(centred) → \(fitted)")
    }

    enum SymbolTestError: Error { case notAGlyph }

    /// A symbol the table has no glyph for is a neutral outline of its size, never a filled box (issue 27.6): on a red
    /// view, the middle of the image stays red and only its edge is grey.
    @Test func anUnknownSymbolIsAnOutline() throws {
        let scene = try LayoutSnapshot.scene(of: {
            let view = UIImageView(image: UIImage(systemName: "no.such.symbol.exists"))
            view.backgroundColor = .systemRed
            return view
        }, variant: Variant(width: 40))
        guard case .symbolPlaceholder = scene.elements.first?.root.content else {
            Issue.record("\(String(describing: scene.elements.first?.root.content))")
            return
        }
        let image = try ImageBuffer(pngData: try LayoutSnapshot.png(of: scene, scale: 2))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4 ..< (y * image.width + x) * 4 + 4]) }
        let middle = pixel(image.width / 2, image.height / 2), edge = pixel(image.width / 2, 0)
        #expect(middle[0] > 200 && middle[1] < 80, "the middle keeps the red background: \(middle)")
        #expect(abs(Int(edge[0]) - Int(edge[1])) < 40, "the edge is the grey outline: \(edge)")
    }
}
