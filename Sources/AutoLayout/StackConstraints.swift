import Solver

/// The constraints a `UIStackView` adds for its arranged subviews (`uikit-semantics.md` §8), with UIKit's
/// identifiers so conflicts read as they do in Xcode's console:
/// - `UISV-canvas-connection`: the first and last visible views meet the stack's edges along the axis;
/// - `UISV-spacing`: consecutive visible views are `spacing` apart (at least `spacing` for the equal-* distributions);
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-equal-spacing`, `UISV-equal-centering`: the distribution;
/// - `UISV-hiding`, `UISV-spacing-hidden`: hidden arranged views collapse to zero along the axis (just below
///   required) and lose their spacing;
/// - `UISV-alignment`, `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-ambiguity-suppression`: the alignment
///   across the axis, with the stack as tight as its tallest (widest) view.
///
/// Ties between views of equal hugging go to the first view, as UIKit's `fill` documents: the engine's strict
/// priority levels would otherwise leave them ambiguous, so each later view hugs 0.001 more firmly and resists
/// compression 0.001 less (the later view is squeezed first). The exact UIKit priorities are UNCONFIRMED; the
/// structure follows the TZStackView re-implementation, which was tested against UIKit.
enum StackConstraints {
    /// The spacer guides equalSpacing and equalCentering need: one per gap between visible arranged views.
    static func spacerCount(_ stack: ViewSpec, spec: StackSpec) -> Int {
        guard spec.distribution == .equalSpacing || spec.distribution == .equalCentering else { return 0 }
        return max(0, stack.subviews.filter { !$0.isHidden }.count - 1)
    }

    static func make(stack: ViewSpec, spec: StackSpec, axis: StackAxis, spacerIDs: [String],
                     intrinsicLength: (ViewSpec) -> Double?) -> [LayoutConstraint] {
        let horizontal = axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let crossStart: LayoutAttribute = horizontal ? .top : .leading
        let crossEnd: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let crossLength: LayoutAttribute = horizontal ? .height : .width
        let me = LayoutItem.view(stack.id)
        func a(_ view: ViewSpec, _ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(.view(view.id), attribute) }
        /// The stack's own anchor; with `isLayoutMarginsRelativeArrangement`, edges and centres are its margins'.
        func s(_ attribute: LayoutAttribute) -> LayoutAnchor {
            guard spec.isLayoutMarginsRelativeArrangement else { return LayoutAnchor(me, attribute) }
            let margin: [LayoutAttribute: LayoutAttribute] = [
                .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
                .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
            ]
            return LayoutAnchor(me, margin[attribute] ?? attribute)
        }

        var result: [LayoutConstraint] = []
        func add(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, multiplier: Double = 1, constant: Double = 0,
                 priority: LayoutPriority = .required, _ identifier: String) {
            result.append(LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                                           identifier: identifier))
        }

        let arranged = stack.subviews
        let visible = arranged.filter { !$0.isHidden }
        if let first = visible.first, let last = visible.last {
            add(a(first, lead), .equal, s(lead), "UISV-canvas-connection")
            add(s(trail), .equal, a(last, trail), "UISV-canvas-connection")
        }
        let equalGaps = spec.distribution == .equalSpacing || spec.distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(a(next, lead), equalGaps ? .greaterThanOrEqual : .equal, a(previous, trail), constant: spec.spacing, "UISV-spacing")
        }

        switch spec.distribution {
        case .fill:
            break
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { add(a(view, length), .equal, a(first, length), "UISV-fill-equally") }
            }
        case .fillProportionally:
            let lengths = visible.map { intrinsicLength($0) ?? 0 }
            let total = lengths.reduce(0, +) + Double(max(0, visible.count - 1)) * spec.spacing
            if total > 0 {
                for (index, view) in visible.enumerated() {
                    add(a(view, length), .equal, LayoutAnchor(me, length), multiplier: lengths[index] / total,
                        priority: LayoutPriority(999 - Double(index) * 0.001), "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            // UIKit distributes with invisible spacer guides of equal length between neighbours: edge to edge for
            // equalSpacing, centre to centre for equalCentering (whose equality yields to spacing at 150 and below).
            let centering = spec.distribution == .equalCentering
            let from: LayoutAttribute = centering ? (horizontal ? .centerX : .centerY) : trail
            let to: LayoutAttribute = centering ? from : lead
            let guides = spacerIDs.prefix(max(0, visible.count - 1)).map { LayoutItem.view($0) }
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() where index < guides.count {
                let guide = guides[index]
                add(LayoutAnchor(guide, lead), .equal, a(previous, from), "UISV-distributing-edge")
                add(LayoutAnchor(guide, trail), .equal, a(next, to), "UISV-distributing-edge")
                if index > 0 {
                    add(LayoutAnchor(guide, length), .equal, LayoutAnchor(guides[0], length),
                        priority: centering ? LayoutPriority(150 - Double(index) * 0.001) : .required,
                        centering ? "UISV-equal-centering" : "UISV-fill-equally")
                }
            }
            add(LayoutAnchor(me, length), .equal, nil, constant: 0, priority: LayoutPriority(49), "UISV-fitting-size")
        }

        // Hidden arranged views collapse at priority 999.999, so a required length of their own still holds, and sit
        // at priority 50 where they would have been: after the previous visible view (half the spacing before the next
        // visible one, none at the end), else against the first visible view's leading edge, else at the stack's.
        // Source: UIKit's `_UIOrderedLayoutArrangement` (decompiled); every hidden arranged view of the corpus that
        // Xcode laid out again fits (a required 28-pt width kept at x = −28 before the first visible view, a required
        // 68-pt height at half the spacing after the previous view).
        let lastVisibleIndex = arranged.lastIndex { !$0.isHidden }
        var previousVisible: ViewSpec?
        for (index, view) in arranged.enumerated() {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            add(a(view, length), .equal, nil, constant: 0, priority: LayoutPriority(999.999), "UISV-hiding")
            if let previousVisible {
                let beforeAVisibleView = lastVisibleIndex.map { index < $0 } ?? false
                add(a(view, lead), .equal, a(previousVisible, trail), constant: beforeAVisibleView ? spec.spacing / 2 : 0,
                    priority: LayoutPriority(50), "UISV-spacing-hidden")
            } else if let first = visible.first {
                add(a(view, trail), .equal, a(first, lead), priority: LayoutPriority(50), "UISV-spacing-hidden")
            } else {
                add(a(view, lead), .equal, s(lead), priority: LayoutPriority(50), "UISV-spacing-hidden")
            }
        }
        if visible.isEmpty, !arranged.isEmpty {
            add(LayoutAnchor(me, length), .equal, nil, constant: 0, priority: LayoutPriority(0.001), "UISV-canvas-fit")
        }

        // A stack whose arranged views are all hidden is as thin as it can be across the axis too: their alignment
        // holds at priority 50, below the stack's own fit (measured: such stacks are stored 0 across, four stacks in
        // two apps, one holding buttons with required 56-pt heights). Beside a visible view a hidden one stays aligned
        // (a hidden image view in a filled row is stored as tall as the row, not its image).
        let baselineReference = visible.first
        let alignment = spec.crossAxisAlignment(along: axis)
        let alignmentPriority: LayoutPriority = visible.isEmpty ? LayoutPriority(50) : .required
        for view in arranged {
            func add(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: LayoutAnchor?, _ identifier: String) {
                result.append(LayoutConstraint(first, relation, second, priority: alignmentPriority, identifier: identifier))
            }
            switch alignment {
            case .fill:
                add(a(view, crossStart), .equal, s(crossStart), "UISV-alignment")
                add(a(view, crossEnd), .equal, s(crossEnd), "UISV-alignment")
            case .leading, .top:
                add(a(view, crossStart), .equal, s(crossStart), "UISV-alignment")
                add(a(view, crossEnd), .lessThanOrEqual, s(crossEnd), "UISV-spanning-boundary")
            case .trailing, .bottom:
                add(a(view, crossEnd), .equal, s(crossEnd), "UISV-alignment")
                add(a(view, crossStart), .greaterThanOrEqual, s(crossStart), "UISV-spanning-boundary")
            case .center:
                add(a(view, crossCenter), .equal, s(crossCenter), "UISV-alignment")
                add(a(view, crossStart), .greaterThanOrEqual, s(crossStart), "UISV-spanning-boundary")
                add(a(view, crossEnd), .lessThanOrEqual, s(crossEnd), "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                if let reference = baselineReference, view.id != reference.id {
                    let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    add(a(view, baseline), .equal, a(reference, baseline), "UISV-alignment")
                }
                add(a(view, crossStart), .greaterThanOrEqual, s(crossStart), "UISV-spanning-boundary")
                add(a(view, crossEnd), .lessThanOrEqual, s(crossEnd), "UISV-spanning-boundary")
            }
            if alignment != .fill {
                result.append(LayoutConstraint(a(view, crossLength), .equal, nil, constant: 0, priority: LayoutPriority(25),
                                               identifier: "UISV-ambiguity-suppression"))
            }
        }
        if alignment != .fill || visible.isEmpty, !arranged.isEmpty {
            add(LayoutAnchor(me, crossLength), .equal, nil, constant: 0, priority: LayoutPriority(51), "UISV-spanning-fit")
        }
        return result
    }
}
