import Solver
import Geometry

/// Why a constraint could not be installed.
struct ConstraintResolutionError: Error {
    var message: String
}

extension AutoLayoutEngine {
    /// A rectangle constraints can refer to: a view's frame, its margins guide, or a scroll view's content guide.
    struct AnchorBox {
        var left, top, width, height: SolverVariable
        /// Margins of the box's own margin attributes (zero for layout guides, which have none).
        var margins: EdgeInsetsValue
        /// The view whose baselines the box's baseline attributes use, if the box is a view's frame.
        var view: Int?
    }

    struct EdgeInsetsValue {
        var top, leading, bottom, trailing: Double
        static let zero = EdgeInsetsValue(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Resolves both anchors of a constraint, refusing the pairings UIKit refuses.
    func resolve(_ constraint: LayoutConstraint) throws(ConstraintResolutionError) -> (ResolvedAnchor, ResolvedAnchor?) {
        let firstAttribute = constraint.first.attribute
        if let second = constraint.second {
            guard firstAttribute.family == second.attribute.family else {
                throw ConstraintResolutionError(message: "\(constraint.first) and \(second) are on different axes")
            }
            if (firstAttribute.isDirectional && second.attribute.isAbsoluteHorizontal)
                || (firstAttribute.isAbsoluteHorizontal && second.attribute.isDirectional) {
                throw ConstraintResolutionError(message: "a leading/trailing attribute cannot be related to a left/right attribute")
            }
        } else if firstAttribute.family != .dimension {
            throw ConstraintResolutionError(message: "a position (\(constraint.first)) cannot equal a constant; relate it to another anchor")
        }
        let firstOwner = index(ofID: constraint.first.item.viewID)
        guard let second = constraint.second else {
            return (try anchor(constraint.first, owner: firstOwner, relatedTo: nil), nil)
        }
        let secondOwner = index(ofID: second.item.viewID)
        let first = try anchor(constraint.first, owner: firstOwner, relatedTo: viewIndex(of: second.item, owner: secondOwner))
        return (first, try anchor(second, owner: secondOwner, relatedTo: viewIndex(of: constraint.first.item, owner: firstOwner)))
    }

    /// The view an item stands for, given the index of the view its id names (`owner`).
    func viewIndex(of item: LayoutItem, owner: Int?) -> Int? {
        if case .superview = item { return owner.flatMap { views[$0].parent } }
        return owner
    }

    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = views[index].parent
        while let i = current {
            if i == ancestor { return true }
            current = views[i].parent
        }
        return false
    }

    /// The box of an item whose id names the view `owner` (nil: there is no such view).
    func box(_ item: LayoutItem, owner: Int?, attribute: LayoutAttribute, relatedTo other: Int?) throws(ConstraintResolutionError) -> AnchorBox {
        func frameBox(_ index: Int) -> AnchorBox {
            let view = views[index]
            let m = view.spec.layoutMargins
            return AnchorBox(left: view.left, top: view.top, width: view.width, height: view.height,
                             margins: EdgeInsetsValue(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing), view: index)
        }
        func contentBox(_ index: Int) -> AnchorBox? {
            guard let content = views[index].content else { return nil }
            return AnchorBox(left: content.left, top: content.top, width: content.width, height: content.height, margins: .zero, view: nil)
        }
        guard let index = owner else { throw ConstraintResolutionError(message: "there is no view '\(item.viewID)'") }
        switch item {
        case .view:
            // UIKit: constraints between a scroll view's edges or margins and its own subviews describe its content;
            // its width, height and centers are its frame's ("Working with Scroll Views", Auto Layout Guide).
            if attribute.family != .dimension, !attribute.isCenter, let other, isDescendant(other, of: index),
               let content = contentBox(index) {
                return content
            }
            return frameBox(index)
        case let .superview(of: id):
            guard let parent = views[index].parent else {
                throw ConstraintResolutionError(message: "'\(id)' is the root view, so '|' has no superview to refer to")
            }
            return contentBox(parent) ?? frameBox(parent)
        case let .guide(id, kind):
            switch kind {
            case .frameLayoutGuide:
                var frame = frameBox(index)
                frame.margins = .zero
                frame.view = nil
                return frame
            case .contentLayoutGuide:
                guard let content = contentBox(index) else {
                    throw ConstraintResolutionError(message: "'\(id)' is not a scroll view, so it has no contentLayoutGuide")
                }
                return content
            case .layoutMarginsGuide, .safeAreaLayoutGuide, .topLayoutGuide, .bottomLayoutGuide:
                let view = views[index]
                return AnchorBox(left: view.left, top: view.top, width: view.width, height: view.height, margins: .zero, view: nil)
            }
        }
    }

    /// The linear expression of one anchor, in root coordinates.
    func anchor(_ anchor: LayoutAnchor, owner: Int?, relatedTo other: Int?) throws(ConstraintResolutionError) -> ResolvedAnchor {
        var target = try box(anchor.item, owner: owner, attribute: anchor.attribute, relatedTo: other)
        if case let .guide(_, kind) = anchor.item, kind == .layoutMarginsGuide || kind == .safeAreaLayoutGuide, let index = owner {
            // The margins guide is the frame inset by the margins, the safe area guide the frame inset by the safe
            // area insets; their own attributes have no further margins.
            let m = kind == .layoutMarginsGuide ? views[index].spec.layoutMargins : views[index].spec.safeAreaInsets
            return try marginsGuideAnchor(anchor.attribute, box: target,
                                          insets: EdgeInsetsValue(top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing))
        }
        if case let .guide(_, kind) = anchor.item, kind == .topLayoutGuide || kind == .bottomLayoutGuide, let index = owner {
            return try barGuideAnchor(anchor.attribute, box: target, isTop: kind == .topLayoutGuide, insets: views[index].spec.safeAreaInsets)
        }
        if anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline, let view = target.view {
            return baselineAnchor(view: view, first: anchor.attribute == .firstBaseline)
        }
        target.view = nil
        return edgeAnchor(anchor.attribute, box: target)
    }

    var isRightToLeft: Bool { environment.direction == .rightToLeft }

    func edgeAnchor(_ attribute: LayoutAttribute, box: AnchorBox) -> ResolvedAnchor {
        let m = box.margins
        let leftInset = isRightToLeft ? m.trailing : m.leading
        let rightInset = isRightToLeft ? m.leading : m.trailing
        func left(_ constant: Double = 0) -> ResolvedAnchor { ResolvedAnchor(box.left, constant: constant) }
        func right(_ constant: Double = 0) -> ResolvedAnchor { ResolvedAnchor(box.left, (box.width, 1), constant: constant) }
        func top(_ constant: Double = 0) -> ResolvedAnchor { ResolvedAnchor(box.top, constant: constant) }
        func bottom(_ constant: Double = 0) -> ResolvedAnchor { ResolvedAnchor(box.top, (box.height, 1), constant: constant) }
        switch attribute {
        case .left: return left()
        case .right: return right()
        case .leading: return isRightToLeft ? right() : left()
        case .trailing: return isRightToLeft ? left() : right()
        case .top, .firstBaseline: return top()
        case .bottom, .lastBaseline: return bottom()
        case .width: return ResolvedAnchor(box.width)
        case .height: return ResolvedAnchor(box.height)
        case .centerX: return ResolvedAnchor(box.left, (box.width, 0.5))
        case .centerY: return ResolvedAnchor(box.top, (box.height, 0.5))
        case .leftMargin: return left(leftInset)
        case .rightMargin: return right(-rightInset)
        case .leadingMargin: return isRightToLeft ? right(-rightInset) : left(leftInset)
        case .trailingMargin: return isRightToLeft ? left(leftInset) : right(-rightInset)
        case .topMargin: return top(m.top)
        case .bottomMargin: return bottom(-m.bottom)
        case .centerXWithinMargins: return ResolvedAnchor(box.left, (box.width, 0.5), constant: (leftInset - rightInset) / 2)
        case .centerYWithinMargins: return ResolvedAnchor(box.top, (box.height, 0.5), constant: (m.top - m.bottom) / 2)
        }
    }

    func marginsGuideAnchor(_ attribute: LayoutAttribute, box: AnchorBox, insets: EdgeInsetsValue) throws(ConstraintResolutionError) -> ResolvedAnchor {
        let leftInset = isRightToLeft ? insets.trailing : insets.leading
        let rightInset = isRightToLeft ? insets.leading : insets.trailing
        var plain = box
        plain.margins = .zero
        var resolved = edgeAnchor(attribute, box: plain)
        switch attribute {
        case .left, .leftMargin: resolved.constant += leftInset
        case .right, .rightMargin: resolved.constant -= rightInset
        case .leading, .leadingMargin: resolved.constant += isRightToLeft ? -rightInset : leftInset
        case .trailing, .trailingMargin: resolved.constant += isRightToLeft ? leftInset : -rightInset
        case .top, .topMargin, .firstBaseline: resolved.constant += insets.top
        case .bottom, .bottomMargin, .lastBaseline: resolved.constant -= insets.bottom
        case .width: resolved.constant -= leftInset + rightInset
        case .height: resolved.constant -= insets.top + insets.bottom
        case .centerX, .centerXWithinMargins: resolved.constant += (leftInset - rightInset) / 2
        case .centerY, .centerYWithinMargins: resolved.constant += (insets.top - insets.bottom) / 2
        }
        return resolved
    }

    /// An attribute of a view controller's top or bottom layout guide: the strip between the root view's top and its
    /// safe area's top, or between the safe area's bottom and the root view's bottom. Horizontally the guides span
    /// the view. Their length is a constant here (the safe area insets are fixed per layout), which no anchor can
    /// hold alone, so a constraint on a guide's height is refused.
    func barGuideAnchor(_ attribute: LayoutAttribute, box: AnchorBox, isTop: Bool, insets: EdgeInsets) throws(ConstraintResolutionError) -> ResolvedAnchor {
        var plain = box
        plain.margins = .zero
        plain.view = nil
        let length = isTop ? insets.top : insets.bottom
        let top = isTop ? edgeAnchor(.top, box: plain) : { var edge = edgeAnchor(.bottom, box: plain); edge.constant -= length; return edge }()
        switch attribute {
        case .top, .topMargin, .firstBaseline: return top
        case .bottom, .bottomMargin, .lastBaseline: var edge = top; edge.constant += length; return edge
        case .centerY, .centerYWithinMargins: var edge = top; edge.constant += length / 2; return edge
        case .height: throw ConstraintResolutionError(message: "the height of a view controller's \(isTop ? "top" : "bottom") layout guide is its fixed length; constrain its edges")
        default: return edgeAnchor(attribute, box: plain)
        }
    }

    /// `forFirstBaselineLayout` / `forLastBaselineLayout`: a label's own baseline (offset from its top or bottom by
    /// its measured text), a stack view's first (or, vertically, last) visible arranged view's, otherwise the top or bottom edge.
    func baselineAnchor(view index: Int, first: Bool) -> ResolvedAnchor {
        let view = views[index]
        if let id = view.spec.baselineViewID, let subview = self.index(ofID: id), subview != index, views[subview].parent == index {
            return baselineAnchor(view: subview, first: first)
        }
        switch view.spec.kind {
        case .label:
            return first ? ResolvedAnchor(view.top, baseline: (index, true)) : ResolvedAnchor(view.top, (view.height, 1), baseline: (index, false))
        case let .stack(stack):
            let visible = view.children.filter { !views[$0].spec.isHidden }
            let vertical = stack.axis(for: environment.category) == .vertical
            if let arranged = (first || !vertical) ? visible.first : visible.last {
                return baselineAnchor(view: arranged, first: first)
            }
        default:
            break
        }
        let box = AnchorBox(left: view.left, top: view.top, width: view.width, height: view.height, margins: .zero, view: nil)
        return edgeAnchor(first ? .top : .bottom, box: box)
    }
}

extension LayoutItem {
    /// The id of the view the item names (for `superview(of:)`, the view whose superview it is).
    var viewID: String {
        switch self {
        case let .view(id), let .guide(id, _), let .superview(of: id): return id
        }
    }
}
