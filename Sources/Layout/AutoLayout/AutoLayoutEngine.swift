import Measure

/// The result of laying out a view hierarchy: its size and the tree of frames (relative to each parent) with the
/// text laid out at the labels' final widths.
public struct FittedLayout: Hashable, Sendable {
    public var size: Size
    public var root: SceneNode
    public var diagnostics: [LayoutDiagnostic]
}

/// Auto Layout for one view hierarchy (a cell's content view, a header, a screen): the views' frames, intrinsic
/// sizes and constraints become a `SimplexSolver` system, solved in the root's coordinate space (so the root's
/// `top` and `left` are 0).
///
/// - Intrinsic sizes become `width/height <= intrinsic @hugging` and `>= intrinsic @compressionResistance`.
/// - Multi-line labels are measured at the width the layout gives them (`preferredMaxLayoutWidth` = 0, iOS 8+):
///   first at their unwrapped width, then again at each solved width until the widths settle.
/// - Stack views and scroll views add the constraints UIKit's implementations add (`UISV-*` identifiers).
/// - Conflicting required constraints are reported like UIKit reports them, and one is broken by a fixed rule:
///   of a minimal conflicting set, the most recently added constraint that the fixture wrote (system constraints
///   only when the set has nothing else). The same input always breaks the same constraint.
///
/// One engine is built per hierarchy and environment and can be fitted again and again: a new target size only
/// changes the constants of the fitting constraints (edit-variable style), so the solver is reused.
public final class AutoLayoutEngine {
    public let environment: LayoutEnvironment
    let measurer: TextMeasurer
    var solver = SimplexSolver()
    var views: [EngineView] = []
    var indexByID: [String: Int] = [:]
    var constraints: [InstalledConstraint] = []
    var diagnostics: [LayoutDiagnostic] = []
    var fittingWidth: Int?
    var fittingHeight: Int?
    /// Whether `fit` checks every view for ambiguity (costs a little; off for bulk fitting).
    public var checksAmbiguity: Bool

    public init(root: ViewSpec, environment: LayoutEnvironment, measurer: TextMeasurer, checksAmbiguity: Bool = true) {
        self.environment = environment
        self.measurer = measurer
        self.checksAmbiguity = checksAmbiguity
        addView(root, parent: nil)
        installAll(root)
    }

    /// Whether any constraint relates the hierarchy's views (besides the engine's own origin pinning).
    public var hasConstraints: Bool { constraints.contains { $0.role == .user || $0.role == .system } }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the size closest to
    /// `target` that the constraints allow at those priorities (`.required` pins a dimension, `.fittingSizeLevel`
    /// lets the content decide). Results are rounded to the pixel grid like frames. A hierarchy without
    /// constraints falls back to `sizeThatFits`.
    public func systemLayoutSizeFitting(_ target: Size, horizontalFittingPriority: LayoutPriority = .fittingSizeLevel,
                                        verticalFittingPriority: LayoutPriority = .fittingSizeLevel) -> Size {
        fit(target, horizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority).size
    }

    /// Fits like `systemLayoutSizeFitting` and returns the frames of every view at that size.
    public func fit(_ target: Size, horizontalFittingPriority: LayoutPriority = .fittingSizeLevel,
                    verticalFittingPriority: LayoutPriority = .fittingSizeLevel) -> FittedLayout {
        guard hasConstraints else { return sizeThatFits(target) }
        setFitting(width: target.width, priority: horizontalFittingPriority, height: target.height, priority: verticalFittingPriority)
        solveWithLabels()
        let scale = environment.scale
        let size = Size(width: PixelGrid.round(value(views[0].width), scale: scale),
                        height: PixelGrid.round(value(views[0].height), scale: scale))
        return FittedLayout(size: size, root: sceneNode(0, origin: Point.zero), diagnostics: diagnostics + ambiguityDiagnostics())
    }

    /// Lays the hierarchy out in exactly `size` (both dimensions required), as a cell is laid out in its row.
    public func layout(in size: Size) -> FittedLayout {
        fit(size, horizontalFittingPriority: .required, verticalFittingPriority: .required)
    }

    // MARK: Views

    struct EngineView {
        var spec: ViewSpec
        var parent: Int?
        var children: [Int] = []
        var left, top, width, height: SolverVariable
        /// A scroll view's `contentLayoutGuide` (left, top, width, height).
        var content: (left: SolverVariable, top: SolverVariable, width: SolverVariable, height: SolverVariable)?
        /// Labels: the current measurement, the width it was measured at (nil = unwrapped) and the attributes.
        var text: TextLayout?
        var measuredWidth: Double?
        var intrinsic: IntrinsicSize?
        /// Indices into `constraints` of the four intrinsic-size constraints (width ≤, width ≥, height ≤, height ≥).
        var intrinsicConstraints: [Int] = []
        /// A layout guide (a stack view's spacer): constrained like a view, never drawn, never checked for ambiguity.
        var isGuide = false
    }

    func addView(_ spec: ViewSpec, parent: Int?) {
        let index = views.count
        var view = EngineView(spec: spec, parent: parent, left: solver.makeVariable(), top: solver.makeVariable(),
                              width: solver.makeVariable(), height: solver.makeVariable())
        if case .scroll = spec.kind {
            view.content = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        }
        if indexByID[spec.id] == nil { indexByID[spec.id] = index } else {
            diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint, message: "two views have the id '\(spec.id)'; constraints refer to the first"))
        }
        views.append(view)
        if let parent { views[parent].children.append(index) }
        for subview in spec.subviews { addView(subview, parent: index) }
        if case let .stack(stack) = spec.kind {
            for spacer in 0..<StackConstraints.spacerCount(spec, spec: stack) {
                let id = "\(spec.id).spacer\(spacer)"
                indexByID[id] = views.count
                var guide = EngineView(spec: ViewSpec(id: id), parent: index, left: solver.makeVariable(), top: solver.makeVariable(),
                                       width: solver.makeVariable(), height: solver.makeVariable())
                guide.isGuide = true
                views.append(guide)
            }
        }
    }

    /// The ids of a stack view's spacer guides.
    func spacerIDs(of index: Int) -> [String] {
        views.indices.filter { views[$0].isGuide && views[$0].parent == index }.map { views[$0].spec.id }
    }

    func value(_ variable: SolverVariable) -> Double { solver.value(of: variable) }

    // MARK: Installing constraints

    enum Role: Equatable {
        /// Written in the fixture.
        case user
        /// Added by a stack or scroll view, or the engine's origin pinning.
        case system
        case origin
        case intrinsic
        case fitting
    }

    struct ResolvedAnchor {
        var terms: [(variable: SolverVariable, coefficient: Double)]
        var constant: Double
        /// A label whose measured baseline offsets this anchor: (view index, first baseline?).
        var baseline: (view: Int, first: Bool)?
    }

    struct InstalledConstraint {
        var source: LayoutConstraint
        var role: Role
        var first: ResolvedAnchor
        var second: ResolvedAnchor?
        var solverID: SolverConstraintID?
        var isBroken = false
        /// In right-to-left layouts a constraint on leading/trailing measures along the leading-to-trailing direction,
        /// so `b.leading == a.trailing + 8` puts b 8 points to the left of a: the constant changes sign and the
        /// inequality turns around.
        var flipsForRightToLeft = false

        var relation: LayoutRelation {
            guard flipsForRightToLeft else { return source.relation }
            switch source.relation {
            case .lessThanOrEqual: return .greaterThanOrEqual
            case .greaterThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            }
        }
    }

    func installAll(_ root: ViewSpec) {
        let rootView = views[0]
        install(LayoutConstraint(LayoutAnchor(.view(root.id), .left), .equal, constant: 0, identifier: "UIView-Encapsulated-Layout-Left"),
                role: .origin, first: ResolvedAnchor(terms: [(rootView.left, 1)], constant: 0))
        install(LayoutConstraint(LayoutAnchor(.view(root.id), .top), .equal, constant: 0, identifier: "UIView-Encapsulated-Layout-Top"),
                role: .origin, first: ResolvedAnchor(terms: [(rootView.top, 1)], constant: 0))
        for index in views.indices {
            if let content = views[index].content {
                let view = views[index]
                install(LayoutConstraint(LayoutAnchor(.guide(view.spec.id, .contentLayoutGuide), .left), .equal,
                                         LayoutAnchor(.view(view.spec.id), .left), identifier: "UIScrollView-content-origin"),
                        role: .system, first: ResolvedAnchor(terms: [(content.left, 1)], constant: 0),
                        second: ResolvedAnchor(terms: [(view.left, 1)], constant: 0))
                install(LayoutConstraint(LayoutAnchor(.guide(view.spec.id, .contentLayoutGuide), .top), .equal,
                                         LayoutAnchor(.view(view.spec.id), .top), identifier: "UIScrollView-content-origin"),
                        role: .system, first: ResolvedAnchor(terms: [(content.top, 1)], constant: 0),
                        second: ResolvedAnchor(terms: [(view.top, 1)], constant: 0))
            }
            installIntrinsicConstraints(index)
        }
        for index in views.indices {
            if case let .stack(stack) = views[index].spec.kind {
                let axis = stack.axis(for: environment.category)
                let lengths = Dictionary(views[index].children.map { child in
                    (views[child].spec.id, axis == .horizontal ? views[child].intrinsic?.width : views[child].intrinsic?.height)
                }, uniquingKeysWith: { first, _ in first })
                for constraint in StackConstraints.make(stack: views[index].spec, spec: stack.resolved(for: environment.category), axis: axis,
                                                        spacerIDs: spacerIDs(of: index),
                                                        intrinsicLength: { lengths[$0.id] ?? nil }) {
                    installResolving(constraint, role: .system, owner: index)
                }
            }
        }
        for index in views.indices {
            for constraint in views[index].spec.constraints { installResolving(constraint, role: .user, owner: index) }
        }
    }

    func installResolving(_ constraint: LayoutConstraint, role: Role, owner: Int) {
        do {
            let (first, second) = try resolve(constraint)
            install(constraint, role: role, first: first, second: second)
        } catch {
            diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint,
                                                message: "ignoring constraint \(describe(constraint, role: role)) on '\(views[owner].spec.id)': \(error.message)"))
        }
    }

    @discardableResult
    func install(_ source: LayoutConstraint, role: Role, first: ResolvedAnchor, second: ResolvedAnchor? = nil) -> Int {
        var installed = InstalledConstraint(source: source, role: role, first: first, second: second)
        installed.flipsForRightToLeft = isRightToLeft && source.first.attribute.family == .horizontalPosition
            && (source.first.attribute.isDirectional || source.second?.attribute.isDirectional == true)
        constraints.append(installed)
        let index = constraints.count - 1
        addToSolver(index)
        return index
    }

    /// `first − (multiplier × second + constant)`, with the current baseline offsets.
    func expression(_ index: Int) -> LinearExpression {
        let constraint = constraints[index]
        var terms = constraint.first.terms
        var constant = constraint.first.constant + baselineOffset(constraint.first)
        if let second = constraint.second {
            let multiplier = constraint.source.multiplier
            terms += second.terms.map { ($0.variable, -$0.coefficient * multiplier) }
            constant -= multiplier * (second.constant + baselineOffset(second))
        }
        constant -= constraint.flipsForRightToLeft ? -constraint.source.constant : constraint.source.constant
        return LinearExpression(terms, constant: constant)
    }

    func addToSolver(_ index: Int) {
        let source = constraints[index].source
        do {
            constraints[index].solverID = try solver.add(expression(index), constraints[index].relation, priority: source.priority)
        } catch {
            resolveConflict(adding: index)
        }
    }

    /// Re-applies constants that depend on measurements (intrinsic sizes, baselines) after labels were re-measured.
    func refreshConstant(_ index: Int) {
        guard let id = constraints[index].solverID else { return }
        let constant = expression(index).constant
        guard constant != solver.constant(of: id) else { return }
        do {
            try solver.setConstant(constant, of: id)
        } catch {
            solver.remove(id)
            constraints[index].solverID = nil
            addToSolver(index)
        }
    }

    /// Finds a minimal set of required constraints that cannot hold together with `index`, reports it, and breaks
    /// the most recently added fixture constraint of the set (or the most recent one when all are the system's).
    func resolveConflict(adding index: Int) {
        var candidates = constraints.indices.filter {
            $0 != index && constraints[$0].solverID != nil && constraints[$0].source.priority.isRequired
        }
        candidates = connectedComponent(of: index, among: candidates)
        var conflicting = candidates + [index]
        var position = 0
        while position < conflicting.count - 1 {
            var trial = conflicting
            trial.remove(at: position)
            if isFeasible(trial) { position += 1 } else { conflicting = trial }
        }
        let broken = conflicting.last { constraints[$0].role == .user } ?? conflicting[conflicting.count - 1]
        diagnostics.append(.unsatisfiable(conflicting.map(describeInstalled), broken: describeInstalled(broken)))
        constraints[broken].isBroken = true
        if broken != index, let id = constraints[broken].solverID {
            solver.remove(id)
            constraints[broken].solverID = nil
            addToSolver(index)
        }
    }

    func connectedComponent(of index: Int, among candidates: [Int]) -> [Int] {
        func variables(_ i: Int) -> Set<SolverVariable> { Set(expression(i).terms.map(\.variable)) }
        var reached = variables(index)
        var remaining = candidates
        var selected: Set<Int> = []
        var grew = true
        while grew {
            grew = false
            for candidate in remaining where !selected.contains(candidate) {
                let own = variables(candidate)
                if !own.isDisjoint(with: reached) { reached.formUnion(own); selected.insert(candidate); grew = true }
            }
            remaining.removeAll { selected.contains($0) }
        }
        return candidates.filter { selected.contains($0) }
    }

    func isFeasible(_ indices: [Int]) -> Bool {
        var trial = SimplexSolver()
        for _ in 0..<solver.variableCount { _ = trial.makeVariable() }
        for index in indices {
            do { try trial.add(expression(index), constraints[index].relation, priority: .required) } catch { return false }
        }
        return true
    }

    // MARK: Intrinsic sizes and labels

    func installIntrinsicConstraints(_ index: Int) {
        let spec = views[index].spec
        switch spec.kind {
        case let .label(label):
            let layout = measure(label, width: nil)
            views[index].text = layout
            views[index].measuredWidth = nil
            views[index].intrinsic = IntrinsicSize(width: layout.size.width, height: layout.size.height)
        case let .imagePlaceholder(size, _):
            views[index].intrinsic = spec.intrinsicSize ?? IntrinsicSize(width: size.width, height: size.height)
        default:
            views[index].intrinsic = spec.intrinsicSize
        }
        guard let intrinsic = views[index].intrinsic else { return }
        let view = views[index]
        var hugging = spec.hugging, resistance = spec.compressionResistance
        if let parent = view.parent, case let .stack(stack) = views[parent].spec.kind, stack.distribution == .fill,
           let position = views[parent].spec.subviews.firstIndex(where: { $0.id == spec.id }), position > 0 {
            // UIStackView's fill: among equal hugging priorities the first view stretches, so later ones hug a
            // little more firmly (and give way first when squeezed).
            let tieBreak = Double(position) * 0.001
            if stack.axis(for: environment.category) == .horizontal {
                hugging.horizontal = LayoutPriority(min(999.999, hugging.horizontal.rawValue + tieBreak))
                resistance.horizontal = LayoutPriority(max(1, resistance.horizontal.rawValue - tieBreak))
            } else {
                hugging.vertical = LayoutPriority(min(999.999, hugging.vertical.rawValue + tieBreak))
                resistance.vertical = LayoutPriority(max(1, resistance.vertical.rawValue - tieBreak))
            }
        }
        func add(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ value: Double, _ priority: LayoutPriority,
                 _ variable: SolverVariable) {
            let name = relation == .lessThanOrEqual ? "content-hugging" : "content-compression-resistance"
            let source = LayoutConstraint(LayoutAnchor(.view(spec.id), attribute), relation, constant: value, priority: priority,
                                          identifier: name)
            views[index].intrinsicConstraints.append(
                install(source, role: .intrinsic, first: ResolvedAnchor(terms: [(variable, 1)], constant: 0)))
        }
        if let width = intrinsic.width {
            add(.width, .lessThanOrEqual, width, hugging.horizontal, view.width)
            add(.width, .greaterThanOrEqual, width, resistance.horizontal, view.width)
        }
        if let height = intrinsic.height {
            add(.height, .lessThanOrEqual, height, hugging.vertical, view.height)
            add(.height, .greaterThanOrEqual, height, resistance.vertical, view.height)
        }
    }

    func textAttributes(_ label: LabelSpec) -> TextAttributes {
        .style(label.style, category: environment.category, numberOfLines: label.numberOfLines, alignment: label.alignment,
               direction: environment.direction)
    }

    func measure(_ label: LabelSpec, width: Double?) -> TextLayout {
        measurer.layout(label.text, attributes: textAttributes(label), width: width, scale: environment.scale)
    }

    /// Solves, then re-measures multi-line labels at their solved widths and re-solves until no width changes
    /// (UIKit's second layout pass after `preferredMaxLayoutWidth` becomes known).
    func solveWithLabels() {
        for _ in 0..<8 {
            var changed: [Int] = []
            for index in views.indices where !views[index].spec.isHidden {
                guard case let .label(label) = views[index].spec.kind, label.numberOfLines != 1 else { continue }
                let width = max(0, value(views[index].width))
                if let measured = views[index].measuredWidth, abs(measured - width) < 1e-7 { continue }
                let layout = measure(label, width: width)
                views[index].measuredWidth = width
                let old = views[index].text
                views[index].text = layout
                views[index].intrinsic = IntrinsicSize(width: layout.size.width, height: layout.size.height)
                if old?.size != layout.size || old?.firstBaseline != layout.firstBaseline || old?.lastBaseline != layout.lastBaseline {
                    changed.append(index)
                }
            }
            guard !changed.isEmpty else { return }
            let changedSet = Set(changed)
            for index in changed { updateIntrinsicConstants(index) }
            for index in constraints.indices where constraints[index].role != .intrinsic {
                let constraint = constraints[index]
                let dependsOnBaseline = [constraint.first.baseline?.view, constraint.second?.baseline?.view].contains {
                    $0.map(changedSet.contains) ?? false
                }
                if dependsOnBaseline { refreshConstant(index) }
            }
        }
    }

    func updateIntrinsicConstants(_ index: Int) {
        guard let intrinsic = views[index].intrinsic else { return }
        var values: [Double] = []
        if let width = intrinsic.width { values += [width, width] }
        if let height = intrinsic.height { values += [height, height] }
        for (constraintIndex, value) in zip(views[index].intrinsicConstraints, values) {
            constraints[constraintIndex].source.constant = value
            refreshConstant(constraintIndex)
        }
    }

    /// A label's first baseline is `top + firstBaselineOffsetFromTop` and its last baseline
    /// `bottom − baselineOffsetFromBottom`, with both offsets taken from its measured text, as UIKit's engine
    /// models them (so a baseline constraint moves the label rather than resizing it).
    func baselineOffset(_ anchor: ResolvedAnchor) -> Double {
        guard let (index, first) = anchor.baseline, let text = views[index].text else { return 0 }
        return first ? text.firstBaseline : text.lastBaseline - text.size.height
    }

    // MARK: Fitting

    func setFitting(width: Double, priority horizontal: LayoutPriority, height: Double, priority vertical: LayoutPriority) {
        let root = views[0]
        fittingWidth = setFittingConstraint(fittingWidth, value: width, priority: horizontal, variable: root.width,
                                            attribute: .width, identifier: "UIView-Encapsulated-Layout-Width")
        fittingHeight = setFittingConstraint(fittingHeight, value: height, priority: vertical, variable: root.height,
                                             attribute: .height, identifier: "UIView-Encapsulated-Layout-Height")
    }

    func setFittingConstraint(_ existing: Int?, value: Double, priority: LayoutPriority, variable: SolverVariable,
                              attribute: LayoutAttribute, identifier: String) -> Int {
        if let existing, constraints[existing].source.priority == priority, !constraints[existing].isBroken {
            constraints[existing].source.constant = value
            refreshConstant(existing)
            return existing
        }
        if let existing, let id = constraints[existing].solverID {
            solver.remove(id)
            constraints[existing].solverID = nil
        }
        let source = LayoutConstraint(LayoutAnchor(.view(views[0].spec.id), attribute), .equal, constant: value, priority: priority,
                                      identifier: identifier)
        return install(source, role: .fitting, first: ResolvedAnchor(terms: [(variable, 1)], constant: 0))
    }

    /// `sizeThatFits`: labels measure their text at the target width, views with an intrinsic size report it, and
    /// other views keep the size they are given.
    func sizeThatFits(_ target: Size) -> FittedLayout {
        let root = views[0]
        var size = target
        switch root.spec.kind {
        case let .label(label):
            let layout = measure(label, width: target.width > 0 ? target.width : nil)
            views[0].text = layout
            size = layout.size
        default:
            if let intrinsic = root.intrinsic {
                size = Size(width: intrinsic.width ?? target.width, height: intrinsic.height ?? target.height)
            }
        }
        var node = SceneNode(id: root.spec.id, frame: Rect(origin: .zero, size: size), style: root.spec.style,
                             content: content(0, width: size.width))
        node.children = root.children.map { child in
            let view = views[child]
            let childSize = Size(width: view.intrinsic?.width ?? 0, height: view.intrinsic?.height ?? 0)
            return SceneNode(id: view.spec.id, frame: Rect(origin: .zero, size: childSize), style: view.spec.style,
                             content: content(child, width: childSize.width))
        }
        return FittedLayout(size: size, root: node, diagnostics: diagnostics)
    }

    // MARK: Results

    func frame(_ index: Int) -> Rect {
        let view = views[index]
        return Rect(x: value(view.left), y: value(view.top), width: value(view.width), height: value(view.height))
    }

    func content(_ index: Int, width: Double) -> NodeContent {
        switch views[index].spec.kind {
        case let .label(label):
            let layout: TextLayout
            if width <= 0 {
                layout = .empty  // a label squeezed to nothing shows nothing, not a lone ellipsis
            } else if let text = views[index].text, let measured = views[index].measuredWidth, abs(measured - width) < 1e-7 {
                layout = text
            } else {
                layout = measure(label, width: max(0, width))
            }
            return .text(layout, color: label.color)
        case let .imagePlaceholder(_, color):
            return .imagePlaceholder(color: color)
        default:
            return .none
        }
    }

    /// The node of a view with its frame relative to `origin` (its parent's origin, or a scroll view's content origin).
    func sceneNode(_ index: Int, origin: Point) -> SceneNode {
        let view = views[index]
        let absolute = frame(index)
        var node = SceneNode(id: view.spec.id,
                             frame: Rect(x: absolute.minX - origin.x, y: absolute.minY - origin.y, width: absolute.width,
                                         height: absolute.height),
                             style: view.spec.style, content: content(index, width: absolute.width))
        var childOrigin = absolute.origin
        if let content = view.content {
            childOrigin = Point(x: value(content.left), y: value(content.top))
            node.contentSize = Size(width: value(content.width), height: value(content.height))
            node.style.clipsToBounds = true
        }
        node.children = view.children.filter { !views[$0].spec.isHidden && !views[$0].isGuide }.map { sceneNode($0, origin: childOrigin) }
        return node
    }

    func ambiguityDiagnostics() -> [LayoutDiagnostic] {
        guard checksAmbiguity else { return [] }
        var found: [LayoutDiagnostic] = []
        for index in views.indices where !isHiddenInHierarchy(index) && !views[index].isGuide {
            let view = views[index]
            var undetermined: [String] = []
            if solver.isAmbiguous(view.left) { undetermined.append("horizontal position") }
            if solver.isAmbiguous(view.width) { undetermined.append("width") }
            if solver.isAmbiguous(view.top) { undetermined.append("vertical position") }
            if solver.isAmbiguous(view.height) { undetermined.append("height") }
            if let content = view.content {
                if solver.isAmbiguous(content.width) { undetermined.append("content width") }
                if solver.isAmbiguous(content.height) { undetermined.append("content height") }
            }
            guard !undetermined.isEmpty else { continue }
            found.append(LayoutDiagnostic(
                kind: .ambiguousLayout,
                message: "ambiguous layout: the constraints do not determine the \(undetermined.joined(separator: ", ")) of '\(view.spec.id)'"))
        }
        return found
    }

    func isHiddenInHierarchy(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if views[i].spec.isHidden { return true }
            current = views[i].parent
        }
        return false
    }

    // MARK: Diagnostics text

    func describe(_ constraint: LayoutConstraint, role: Role) -> String {
        let kind: String
        switch role {
        case .intrinsic: kind = "NSContentSizeLayoutConstraint"
        case .user: kind = "NSLayoutConstraint"
        case .system, .origin, .fitting: kind = "NSLayoutConstraint"
        }
        let identifier = role == .user ? "" : constraint.identifier.map { "'\($0)' " } ?? ""
        return "<\(kind) \(identifier)\(constraint)   (active)>"
    }

    func describeInstalled(_ index: Int) -> String { describe(constraints[index].source, role: constraints[index].role) }
}
