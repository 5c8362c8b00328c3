import Foundation
import Geometry
import LayoutSnapTesting
import LayoutSnapUIKit
import Scenes
import Testing

/// What a self-sizing row says when it fits to no height, and the empty button that must not make it do so; values
/// worked out by hand in the comments.
@MainActor
struct UIKitDiagnosticsTests {
    static func scene(_ make: () -> UIView) throws -> Scene {
        UIKitScene.scene(of: make, variant: Variant(width: 375), measurer: try LayoutSnapshot.measurer())
    }

    static func zeroHeightWarnings(_ scene: Scene) -> [LayoutWarning] { scene.warnings.filter { $0.kind == .zeroHeightRow } }

    /// A cell whose content view holds `view` pinned to its top and bottom and centred horizontally.
    final class PinnedCell: UITableViewCell {
        init(_ view: UIView) {
            super.init(style: .default, reuseIdentifier: nil)
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                view.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// UIKit gives every button an intrinsic width and height (Auto Layout Guide, "Intrinsic Content Size"), so a
    /// button with no title and no image still holds its row open. Its empty title keeps one line of the 15-pt
    /// system font: 15 × (1950 + 494) / 2048 = 17.90, rounded up to 18, plus the legacy insets 6 + 6 = 30 pt tall;
    /// a system button is at least 30 pt wide, a custom one has no width of its own.
    @Test func anEmptyButtonKeepsItsRowOpen() throws {
        var button: UIButton?
        let system = try Self.scene {
            button = UIButton(type: .system)
            return PinnedCell(button ?? UIButton())
        }
        #expect(system.contentSize.height == 30)
        #expect(Self.zeroHeightWarnings(system).isEmpty)
        #expect(button?.frame.size == CGSize(width: 30, height: 30))
        let custom = try Self.scene {
            button = UIButton(type: .custom)
            return PinnedCell(button ?? UIButton())
        }
        #expect(custom.contentSize.height == 30)
        #expect(button?.frame.size == CGSize(width: 0, height: 30))
    }

    /// A configured button with neither title nor image lays out no title line: it is its content insets' size, 24 × 14
    /// for `.plain()` (12 at the sides, 7 above and below; `ControlAnatomy.emptyConfiguredButtonSize`, the
    /// importer's rule, measured on Interface Builder's stored frames), and it still holds its row open.
    @Test func anEmptyConfiguredButtonIsItsInsets() throws {
        var button: UIButton?
        let scene = try Self.scene {
            button = UIButton(configuration: .plain())
            return PinnedCell(button ?? UIButton())
        }
        #expect(button?.frame.size == CGSize(width: 24, height: 14))
        #expect(scene.contentSize.height == 14)
    }

    /// A detail disclosure, info or contact add button without an image of its own shows UIKit's SF Symbol
    /// (`ControlAnatomy.BuiltInImageButton`: `info.circle` at the large scale, `plus.circle` at the medium one) and is
    /// its size, as Interface Builder's stored frames show (`InterfaceBuilderRuleTests`).
    @Test func builtInImageButtonsShowUIKitsSymbol() throws {
        var info: UIButton?, add: UIButton?
        _ = try Self.scene {
            info = UIButton(type: .infoLight)
            return PinnedCell(info ?? UIButton())
        }
        _ = try Self.scene {
            add = UIButton(type: .contactAdd)
            return PinnedCell(add ?? UIButton())
        }
        #expect(info?.currentImage != nil && UIButton(type: .system).currentImage == nil)
        let configured = UIButton(type: .infoLight)
        configured.configuration = .plain()
        #expect(configured.currentImage == nil)
        // 1.2 × 17 pt at the medium scale, 1.27 times that at the large one (`SymbolImage`), square, each edge on the
        // scene's pixel grid.
        for (button, side) in [(info, 1.2 * 1.27 * 17), (add, 1.2 * 17)] {
            let size = try #require(button?.frame.size)
            #expect(abs(Double(size.width) - side) <= 0.5 && abs(Double(size.height) - side) <= 0.5)
        }
    }

    /// A legacy button is at least as large as its background image (`UIButton.sizeThatFits(_:)` takes the larger of its
    /// content and its background image; Interface Builder's stored frames show it, `InterfaceBuilderRuleTests`), and
    /// its title is then neither padded 6 pt above and below nor widened to 30 pt: "99" in 14 pt (17 pt tall once
    /// rounded up, 16 wide) on a 22 × 22 badge is 22 × 22; on a 40 × 10 image the title's own height, 17, wins.
    @Test func aButtonIsAtLeastItsBackgroundImage() throws {
        func image(width: UInt8, height: UInt8) -> UIImage? {
            // A PNG's signature and IHDR header: `UIImage(data:)` reads the size from them.
            UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, width, 0, 0, 0, height]))
        }
        func badge(_ background: UIImage?) throws -> CGSize? {
            var button: UIButton?
            _ = try Self.scene {
                let badge = UIButton(type: .system)
                badge.titleLabel?.font = .systemFont(ofSize: 14)
                badge.setTitle("99", for: .normal)
                badge.setBackgroundImage(background, for: .normal)
                button = badge
                return PinnedCell(badge)
            }
            return button?.frame.size
        }
        #expect(try badge(image(width: 22, height: 22)) == CGSize(width: 22, height: 22))
        #expect(try badge(image(width: 40, height: 10)) == CGSize(width: 40, height: 17))
        #expect(try badge(nil) == CGSize(width: 30, height: 29))
        // Beside an image (not a background image) the title is not padded either: 17 pt, the taller of 17 and 10.
        var button: UIButton?
        _ = try Self.scene {
            let titled = UIButton(type: .system)
            titled.titleLabel?.font = .systemFont(ofSize: 14)
            titled.setTitle("99", for: .normal)
            titled.setImage(image(width: 10, height: 10), for: .normal)
            button = titled
            return PinnedCell(titled)
        }
        #expect(button?.frame.height == 17)
    }

    /// Constraints that give the content view no height: an image view without an image (no intrinsic size) pinned
    /// top and bottom. UIKit logs "Detected a case where constraints ambiguously suggest a height of zero …" and
    /// uses the standard height, 44 pt; so does LayoutSnap.
    @Test func constraintsThatSuggestZeroHeightAreReported() throws {
        let scene = try Self.scene { PinnedCell(UIImageView()) }
        #expect(scene.contentSize.height == 44)
        #expect(Self.zeroHeightWarnings(scene).count == 1)
        #expect(Self.zeroHeightWarnings(scene).first?.uikitReport == .consoleMessage)
    }

    /// A content view without constraints is not sized by Auto Layout (WWDC 2014, session 226): an empty built-in
    /// cell gets the standard 44 pt silently; and the message is about cells, not header or footer views.
    @Test func rowsNotSizedByConstraintsAreSilent() throws {
        let bare = try Self.scene { UITableViewCell(style: .default, reuseIdentifier: nil) }
        #expect(bare.contentSize.height == 44)
        #expect(Self.zeroHeightWarnings(bare).isEmpty)
        // A subview placed by its frame (its autoresizing mask translated into constraints) does not opt in either.
        let framed = try Self.scene {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.contentView.addSubview(UILabel(frame: CGRect(x: 300, y: 0, width: 40, height: 0)))
            return cell
        }
        #expect(framed.contentSize.height == 44)
        #expect(Self.zeroHeightWarnings(framed).isEmpty)
        let header = try Self.scene {
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            let image = UIImageView()
            image.translatesAutoresizingMaskIntoConstraints = false
            header.contentView.addSubview(image)
            NSLayoutConstraint.activate([
                image.topAnchor.constraint(equalTo: header.contentView.topAnchor),
                image.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor),
            ])
            return header
        }
        #expect(header.contentSize.height == 44)
        #expect(Self.zeroHeightWarnings(header).isEmpty)
    }
}
