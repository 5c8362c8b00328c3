import Foundation
import Geometry
import LayoutSnapTesting
import LayoutSnapUIKit
import Measure
import Testing

/// `constraint(equalToSystemSpacingBelow:multiplier:)` between text baselines: "the spacing is determined by the fonts
/// used at those baselines" (Apple's documentation of NSLayoutYAxisAnchor), and Apple's sample "Creating Self-Sizing
/// Table View Cells" relies on it growing with Dynamic Type. LayoutSnap takes the lower line's ascent plus the upper
/// line's descent (the baselines sit a line apart), on the pixel grid; between other anchors, the standard 8 points.
@MainActor
struct SystemSpacingTests {
    /// A headline name above a subheadline bio, the bio's first baseline a system spacing below the name's last.
    static func card(category: UIContentSizeCategory, multiplier: CGFloat = 1) -> (root: UIView, name: UILabel, bio: UILabel) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        return traits.performAsCurrent {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
            let name = UILabel(), bio = UILabel()
            name.text = "Maya Levin"
            name.font = .preferredFont(forTextStyle: .headline)
            bio.text = "Bakes bread on Sundays"
            bio.font = .preferredFont(forTextStyle: .subheadline)
            bio.numberOfLines = 0
            for label in [name, bio] {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
            }
            NSLayoutConstraint.activate([
                name.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                bio.leadingAnchor.constraint(equalTo: name.leadingAnchor),
                bio.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: name.lastBaselineAnchor, multiplier: multiplier),
            ])
            root.layoutIfNeeded()
            return (root, name, bio)
        }
    }

    /// The distance the fonts give: the subheadline's ascent plus the headline's descent at `category`, measured on
    /// each font alone, rounded up to the 2× grid.
    static func fontSpacing(_ category: ContentSizeCategory) throws -> Double {
        let measurer = try LayoutSnapshot.measurer()
        let bio = measurer.layout("Bakes", attributes: .style(.subheadline, category: category), width: nil)
        let name = measurer.layout("Maya", attributes: .style(.headline, category: category), width: nil)
        let lower = try #require(bio.lines.first), upper = try #require(name.lines.last)
        return PixelGrid.ceil((lower.baseline - lower.top) + (upper.top + upper.height - upper.baseline), scale: 2)
    }

    /// The distance from the name's last baseline down to the bio's first, from the labels' frames and their texts'
    /// baselines (each text measured alone).
    static func baselineDistance(_ name: UILabel, _ bio: UILabel, _ category: ContentSizeCategory) throws -> Double {
        let measurer = try LayoutSnapshot.measurer()
        let bioText = measurer.layout(bio.text ?? "", attributes: .style(.subheadline, category: category), width: nil)
        let nameText = measurer.layout(name.text ?? "", attributes: .style(.headline, category: category), width: nil)
        return (Double(bio.frame.minY) + bioText.firstBaseline) - (Double(name.frame.minY) + nameText.lastBaseline)
    }

    /// Baselines a line apart at every size, never 8 points (the lines would collide); AX5 further apart than L.
    @Test func baselinesAreALineApartAndGrowWithDynamicType() throws {
        var distances: [Double] = []
        for (category, ours) in [(UIContentSizeCategory.large, ContentSizeCategory.large),
                                 (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge)] {
            let (_, name, bio) = Self.card(category: category)
            let distance = try Self.baselineDistance(name, bio, ours)
            // Frames are on the 2× grid, so the baselines inside them are within a quarter point of the spacing.
            let expected = try Self.fontSpacing(ours)
            #expect(abs(distance - expected) <= 0.25, "\(category): \(distance), the fonts give \(expected)")
            #expect(distance > 16)
            distances.append(distance)
        }
        #expect(distances[1] > 2 * distances[0])
        // A multiple of it.
        let (_, name, bio) = Self.card(category: .large, multiplier: 2)
        let double = try Self.baselineDistance(name, bio, .large)
        #expect(abs(double - 2 * (try Self.fontSpacing(.large))) <= 0.25, "\(double)")
    }

    /// Between edges that are not baselines the system spacing is the standard 8 points.
    @Test func edgesAreEightPointsApart() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        let top = UIView(), bottom = UIView()
        for view in [top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor), top.heightAnchor.constraint(equalToConstant: 30),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor), top.widthAnchor.constraint(equalToConstant: 30),
            bottom.topAnchor.constraint(equalToSystemSpacingBelow: top.bottomAnchor, multiplier: 1.5),
            bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor), bottom.widthAnchor.constraint(equalToConstant: 30),
            bottom.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(Double(bottom.frame.minY) == 42, "30 + 1.5 × 8")
    }
}
