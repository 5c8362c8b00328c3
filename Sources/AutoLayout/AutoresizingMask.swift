import Geometry
import Solver

/// `UIView.AutoresizingMask`: which of a view's margins to its superview and which of its dimensions absorb a
/// change of the superview's size.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension LayoutConstraint {
    /// The identifier of constraints translated from a frame and autoresizing mask (UIKit's class name for them).
    public static let autoresizingIdentifier = "NSAutoresizingMaskLayoutConstraint"

    /// `translatesAutoresizingMaskIntoConstraints`: a view's frame (in its superview of size `parentSize`) and mask
    /// as the constraints UIKit makes (`NSAutoresizingMaskLayoutConstraint`): on each axis a fixed margin or size
    /// stays, a flexible one absorbs the superview's change; with no mask the frame is fixed. The constraints hold the
    /// view's alignment rect, the frame inset by the view's `alignmentInsets` (`UIView.alignmentRect(forFrame:)`), so the
    /// view keeps exactly the frame it was given (measured: switches laid out by their frames are stored 51 pt wide,
    /// their frame's width, in five apps' Interface Builder documents).
    public static func autoresizingConstraints(forView id: String, frame given: Rect, mask: AutoresizingMask, parentSize: Size,
                                               alignmentInsets: EdgeInsets = .zero) -> [LayoutConstraint] {
        let frame = Rect(x: given.minX + alignmentInsets.leading, y: given.minY + alignmentInsets.top,
                         width: given.width - alignmentInsets.leading - alignmentInsets.trailing,
                         height: given.height - alignmentInsets.top - alignmentInsets.bottom)
        func anchor(_ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(id), attribute) }
        func superAnchor(_ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.superview(of: id), attribute) }
        func make(_ first: LayoutAttribute, _ second: LayoutAttribute?, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(anchor(first), .equal, second.map(superAnchor), constant: constant, identifier: autoresizingIdentifier)
        }
        var result: [LayoutConstraint] = []
        func axis(flexibleMin: Bool, sizable: Bool, flexibleMax: Bool, origin: Double, length: Double, parent: Double,
                  minEdge: LayoutAttribute, maxEdge: LayoutAttribute, center: LayoutAttribute, size: LayoutAttribute) {
            let share = LayoutConstraint(anchor(size), .equal, superAnchor(size), multiplier: parent > 0 ? length / parent : 0,
                                         identifier: autoresizingIdentifier)
            switch (flexibleMin, sizable, flexibleMax) {
            case (false, true, false):
                result.append(make(minEdge, minEdge, origin))
                result.append(make(maxEdge, maxEdge, -(parent - origin - length)))
            case (true, false, false):
                result.append(make(size, nil, length))
                result.append(make(maxEdge, maxEdge, -(parent - origin - length)))
            case (true, _, true):
                result.append(make(size, nil, length))
                result.append(make(center, center, origin + length / 2 - parent / 2))
            case (true, true, false):
                result.append(make(maxEdge, maxEdge, -(parent - origin - length)))
                result.append(share)
            case (false, true, true):
                result.append(make(minEdge, minEdge, origin))
                result.append(share)
            default:
                result.append(make(minEdge, minEdge, origin))
                result.append(make(size, nil, length))
            }
        }
        axis(flexibleMin: mask.contains(.flexibleLeftMargin), sizable: mask.contains(.flexibleWidth), flexibleMax: mask.contains(.flexibleRightMargin),
             origin: frame.minX, length: frame.width, parent: parentSize.width, minEdge: .left, maxEdge: .right, center: .centerX, size: .width)
        axis(flexibleMin: mask.contains(.flexibleTopMargin), sizable: mask.contains(.flexibleHeight), flexibleMax: mask.contains(.flexibleBottomMargin),
             origin: frame.minY, length: frame.height, parent: parentSize.height, minEdge: .top, maxEdge: .bottom, center: .centerY, size: .height)
        return result
    }
}
