import Geometry
import Measure
import Scenes
import Solver

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
    /// The side margins the environment's screen gives (`ViewSpec.SystemSideMargins`).
    let sideMargins: ViewSpec.SystemSideMargins.Screen
    // An engine is used from one thread and its methods do not re-enter it, so the runtime's exclusivity checks on
    // the properties it reads in its inner loops (here and in `EngineView`) would only cost time.
    @exclusivity(unchecked) var solver: SimplexSolver
    @exclusivity(unchecked) var views: [EngineView] = []
    /// Ids to views, for hierarchies too large to search (`index(ofID:)`).
    var indexByID: [String: Int] = [:]
    /// Whether some view is a layout guide (a stack view's spacer), whose id wins over a view's (`index(ofID:)`).
    var hasGuides = false
    /// Labels that wrap (`numberOfLines` ≠ 1), in view order: measured again at their solved widths.
    @exclusivity(unchecked) var wrappingLabels: [Int] = []
    @exclusivity(unchecked) var constraints: [InstalledConstraint] = []
    /// The constraints the engine makes (origin, fitting, stack and scroll view constraints) as written:
    /// `constraints[i].source` indexes it. Written and intrinsic-size constraints are not copied here (`source(of:)`).
    @exclusivity(unchecked) var sources: [LayoutConstraint] = []
    /// Constraints (besides intrinsic-size ones) whose constants use a label's baselines, in installation order.
    @exclusivity(unchecked) var baselineDependencies: [(constraint: Int, label: Int)] = []
    var diagnostics: [LayoutDiagnostic] = []
    var fittingWidth: Int?
    var fittingHeight: Int?
    /// Whether `fit` checks every view for ambiguity (costs a little; off for bulk fitting).
    public var checksAmbiguity: Bool

    public init(root: ViewSpec, environment: LayoutEnvironment, measurer: TextMeasurer, checksAmbiguity: Bool = true) {
        self.environment = environment
        self.measurer = measurer
        self.checksAmbiguity = checksAmbiguity
        sideMargins = ViewSpec.SystemSideMargins.Screen(layoutWidth: environment.width, screenWidth: environment.screenWidth)
        // Room for the views' variables and about as many constraints as the hierarchy writes plus the engine's own.
        let (viewCount, constraintCount) = withUnsafePointer(to: root) { Self.count(UnsafeBufferPointer(start: $0, count: 1)) }
        let total = constraintCount + 4 * viewCount + 4
        solver = SimplexSolver(variables: 4 * viewCount, constraints: total)
        views.reserveCapacity(viewCount)
        constraints.reserveCapacityOnHugePages(total)
        sources.reserveCapacity(4)
        withUnsafePointer(to: root) { addView($0, parent: nil) }
        indexViews()
        installAll(root)
        hasConstraints = constraints.contains { $0.role == .user || $0.role == .system }
    }

    /// Whether any constraint relates the hierarchy's views (besides the engine's own origin pinning).
    public private(set) var hasConstraints = false

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
        guard hasConstraints else {
            return sizeThatFits(target, keepingWidth: horizontalFittingPriority >= .required, keepingHeight: verticalFittingPriority >= .required)
        }
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

    /// A view or layout guide of the hierarchy and its variables. A class, so that reading one field does not copy
    /// the view's spec and text.
    final class EngineView {
        /// The view as written, but for side margins that follow the system minimum (resolved at `init`).
        @exclusivity(unchecked) private(set) var spec: ViewSpec
        let parent: Int?
        @exclusivity(unchecked) var children: [Int] = []
        let left, top, width, height: SolverVariable
        /// A scroll view's `contentLayoutGuide` (left, top, width, height).
        @exclusivity(unchecked)
        var content: (left: SolverVariable, top: SolverVariable, width: SolverVariable, height: SolverVariable)?
        /// Labels: the current measurement, the width it was measured at (nil = unwrapped) and the attributes.
        @exclusivity(unchecked) var text: TextLayout? {
            didSet {
                baselineOffsets = text.map { (first: $0.firstBaseline + textPadding, last: $0.lastBaseline - $0.size.height - textPadding) } ?? (0, 0)
            }
        }
        /// Labels: `LabelSpec.verticalPadding`, which moves the baselines in from the top and bottom.
        let textPadding: Double
        /// What `baselineOffset` adds for the text: the first baseline's offset from the top, the last's from the bottom.
        @exclusivity(unchecked) private(set) var baselineOffsets = (first: 0.0, last: 0.0)
        @exclusivity(unchecked) var measuredWidth: Double?
        /// Labels: the latest measurements at solved widths; nil until the first (other views never need it, so
        /// they do not carry its room).
        @exclusivity(unchecked) var measurements: LabelMeasurements?
        @exclusivity(unchecked) var intrinsic: IntrinsicSize?
        /// Indices into `constraints` of the intrinsic-size constraints (width ≤, width ≥, height ≤, height ≥, for the
        /// dimensions that have an intrinsic size).
        @exclusivity(unchecked) var intrinsicConstraints = 0..<0
        /// A layout guide (a stack view's spacer): constrained like a view, never drawn, never checked for ambiguity.
        @exclusivity(unchecked) var isGuide = false

        init(spec: ViewSpec, parent: Int?, left: SolverVariable, top: SolverVariable, width: SolverVariable, height: SolverVariable) {
            self.spec = spec; self.parent = parent; self.left = left; self.top = top; self.width = width; self.height = height
            textPadding = if case let .label(label) = spec.kind { label.verticalPadding } else { 0 }
        }

        /// A view of the spec `pointer` points to, copied once (straight into the view), its side margins resolved
        /// against the margins the environment's screen gives where `systemSideMargins` says so.
        init(copying pointer: UnsafePointer<ViewSpec>, sideMargins: ViewSpec.SystemSideMargins.Screen, parent: Int?,
             left: SolverVariable, top: SolverVariable, width: SolverVariable, height: SolverVariable) {
            spec = pointer.pointee
            self.parent = parent; self.left = left; self.top = top; self.width = width; self.height = height
            textPadding = if case let .label(label) = spec.kind { label.verticalPadding } else { 0 }
            let rules = spec.systemSideMargins
            if rules != ViewSpec.SystemSideMargins() {
                spec.layoutMargins.leading = ViewSpec.SystemSideMargins.resolve(rules.leading, given: spec.layoutMargins.leading, screen: sideMargins)
                spec.layoutMargins.trailing = ViewSpec.SystemSideMargins.resolve(rules.trailing, given: spec.layoutMargins.trailing, screen: sideMargins)
            }
        }
    }

    /// A label's latest measurements at solved widths (the oldest is replaced), so fitting again at a width seen
    /// before measures nothing. The widths are apart from the layouts, so looking one up reads little.
    final class LabelMeasurements {
        @exclusivity(unchecked) var widths = InlineArray<4, Double>(repeating: -1)
        @exclusivity(unchecked) var layouts = InlineArray<4, TextLayout?>(repeating: nil)
        @exclusivity(unchecked) var next = 0

        /// The layout measured at exactly `width`, if it is among the latest.
        func layout(at width: Double) -> TextLayout? {
            for slot in widths.indices where widths[slot] == width {
                if let known = layouts[slot] { return known }
            }
            return nil
        }

        /// Keeps `layout` as the measurement at `width`, in place of the oldest.
        func store(_ layout: TextLayout, at width: Double) {
            widths[next] = width
            layouts[next] = layout
            next = (next + 1) % widths.count
        }
    }

    /// The number of views in the hierarchies of `specs` and of the constraints they write. Reads the specs in place:
    /// passing a `ViewSpec` by value copies it (some 800 bytes and a retain per reference), once per view.
    static func count(_ specs: UnsafeBufferPointer<ViewSpec>) -> (views: Int, constraints: Int) {
        var views = specs.count, constraints = 0
        for index in specs.indices {
            constraints += specs[index].constraints.count
            let below = specs[index].subviews.withUnsafeBufferPointer(count)
            views += below.views
            constraints += below.constraints
        }
        return (views, constraints)
    }

    /// Adds the view `spec` points to and its subviews (depth first) under `parent`. The spec is copied once, into
    /// its `EngineView`; the subviews are read in place.
    func addView(_ pointer: UnsafePointer<ViewSpec>, parent: Int?) {
        let index = views.count
        let view = EngineView(copying: pointer, sideMargins: sideMargins, parent: parent, left: solver.makeVariable(), top: solver.makeVariable(),
                              width: solver.makeVariable(), height: solver.makeVariable())
        if case .scroll = view.spec.kind {
            view.content = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        }
        views.append(view)
        if case let .label(label) = view.spec.kind, label.numberOfLines != 1 { wrappingLabels.append(index) }
        if let parent { views[parent].children.append(index) }
        pointer.pointee.subviews.withUnsafeBufferPointer { subviews in
            guard let first = subviews.baseAddress else { return }
            for offset in subviews.indices { addView(first + offset, parent: index) }
        }
        if case let .stack(stack) = view.spec.kind {
            for spacer in 0..<StackConstraints.spacerCount(view.spec, spec: stack) {
                let id = "\(view.spec.id).spacer\(spacer)"
                let guide = EngineView(spec: ViewSpec(id: id), parent: index, left: solver.makeVariable(), top: solver.makeVariable(),
                                       width: solver.makeVariable(), height: solver.makeVariable())
                guide.isGuide = true
                hasGuides = true
                views.append(guide)
            }
        }
    }

    /// Views up to this count are found by comparing ids, which is faster than hashing them.
    static let linearLookupLimit = 16

    /// Reports views that share an id and, for large hierarchies, fills `indexByID`.
    func indexViews() {
        if views.count > Self.linearLookupLimit { indexByID.reserveCapacity(views.count) }
        for index in views.indices {
            let id = views[index].spec.id
            if views.count > Self.linearLookupLimit {
                if views[index].isGuide {
                    indexByID[id] = index
                    continue
                }
                guard indexByID[id] != nil else {
                    indexByID[id] = index
                    continue
                }
            } else if views[index].isGuide || !views[..<index].contains(where: { $0.spec.id == id }) {
                continue
            }
            diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint,
                                                message: "two views have the id '\(id)'; constraints refer to the first"))
        }
    }

    /// The view an id names: the first view with that id, unless a stack's spacer guide has it (the guide's wins).
    func index(ofID id: String) -> Int? {
        guard views.count <= Self.linearLookupLimit else { return indexByID[id] }
        guard hasGuides else { return views.firstIndex { $0.spec.id == id } }
        var found: Int?
        for index in views.indices where views[index].spec.id == id {
            if views[index].isGuide { found = index } else if found == nil { found = index }
        }
        return found
    }

    /// The ids of a stack view's spacer guides.
    func spacerIDs(of index: Int) -> [String] {
        views.indices.filter { views[$0].isGuide && views[$0].parent == index }.map { views[$0].spec.id }
    }

    func value(_ variable: SolverVariable) -> Double { solver.currentValue(of: variable) }

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

    /// One side of a constraint in root coordinates: `variable + extra + constant`, plus a label's baseline offset.
    /// Stored flat (32 bytes, not the 56 of optional tuples): the engine keeps one or two for every constraint.
    struct ResolvedAnchor {
        var variable: SolverVariable
        private var extraVariable: SolverVariable
        /// The label whose baseline offsets the anchor, or -1.
        private var baselineView: Int32
        private var hasExtra: Bool
        private var baselineIsFirst: Bool
        private var extraCoefficient: Double
        var constant: Double

        init(_ variable: SolverVariable, _ extra: (variable: SolverVariable, coefficient: Double)? = nil, constant: Double = 0,
             baseline: (view: Int, first: Bool)? = nil) {
            self.variable = variable; self.constant = constant
            extraVariable = extra?.variable ?? variable; extraCoefficient = extra?.coefficient ?? 0; hasExtra = extra != nil
            baselineView = baseline.map { Int32($0.view) } ?? -1; baselineIsFirst = baseline?.first ?? false
        }

        /// The second term of edges such as `left + width` or `top + 0.5 × height`.
        var extra: (variable: SolverVariable, coefficient: Double)? { hasExtra ? (extraVariable, extraCoefficient) : nil }

        /// A label whose measured baseline offsets this anchor: (view index, first baseline?).
        var baseline: (view: Int, first: Bool)? { baselineView >= 0 ? (Int(baselineView), baselineIsFirst) : nil }

        var terms: [(variable: SolverVariable, coefficient: Double)] {
            guard let extra else { return [(variable, 1)] }
            return [(variable, 1), extra]
        }
    }

    /// A constraint as the solver sees it. Plain values only, so reading one costs no reference counting; the
    /// constraint as written is `source(of:)`.
    struct InstalledConstraint {
        // Fields in an order that leaves little padding: 136 bytes a constraint.
        var first: ResolvedAnchor
        var second: ResolvedAnchor?
        var role: Role
        /// The relation the solver uses (turned around by `flipsForRightToLeft`).
        var relation: LayoutRelation
        /// In right-to-left layouts a constraint on leading/trailing measures along the leading-to-trailing direction,
        /// so `b.leading == a.trailing + 8` puts b 8 points to the left of a: the constant changes sign and the
        /// inequality turns around.
        var flipsForRightToLeft: Bool
        var isBroken = false
        /// Where the constraint as written is: for a written one (`role == .user`) its index in the constraints of
        /// the view `owner`; for an intrinsic-size one (which the engine makes, four a view, and describes only in
        /// diagnostics) the index of its view (`intrinsicSource`); otherwise its index in `sources`.
        var source: Int32
        /// The view whose spec writes the constraint (`role == .user`), else -1.
        var owner: Int32 = -1
        var multiplier: Double
        /// The written constant (intrinsic-size and fitting constraints update it).
        var constant: Double
        var priority: LayoutPriority
        /// `LayoutConstraint.systemSpacingMultiple`: the constant is this multiple of the system spacing between
        /// the anchors (`systemSpacing(below:above:)`), worked out again when the labels are measured again.
        var systemSpacingMultiple: Double?
        var solverID: SolverConstraintID?
        /// The expression constant the solver holds for it.
        var appliedConstant = 0.0

        init(_ source: LayoutConstraint, at location: (owner: Int?, index: Int), role: Role, first: ResolvedAnchor, second: ResolvedAnchor?,
             flipsForRightToLeft: Bool) {
            self.role = role; self.source = Int32(location.index); self.owner = location.owner.map(Int32.init) ?? -1
            self.first = first; self.second = second; self.multiplier = source.multiplier
            self.constant = source.constant; self.priority = source.priority; self.flipsForRightToLeft = flipsForRightToLeft
            self.systemSpacingMultiple = source.systemSpacingMultiple
            switch source.relation {
            case .lessThanOrEqual: relation = flipsForRightToLeft ? .greaterThanOrEqual : .lessThanOrEqual
            case .greaterThanOrEqual: relation = flipsForRightToLeft ? .lessThanOrEqual : .greaterThanOrEqual
            case .equal: relation = .equal
            }
        }

        /// An intrinsic-size constraint of view `view`: `variable RELATION constant @priority`.
        init(intrinsicOf view: Int, variable: SolverVariable, _ relation: LayoutRelation, constant: Double, priority: LayoutPriority) {
            role = .intrinsic; source = Int32(view); first = ResolvedAnchor(variable); second = nil; multiplier = 1
            self.constant = constant; self.priority = priority; self.relation = relation; flipsForRightToLeft = false
            systemSpacingMultiple = nil
        }
    }

    /// The constraint as written (or made by the engine), with its current constant.
    func source(of index: Int) -> LayoutConstraint {
        let constraint = constraints[index]
        guard constraint.role != .intrinsic else { return intrinsicSource(constraint) }
        var source = writtenSource(constraint)
        source.constant = constraint.constant
        return source
    }

    /// The constraint as written of a constraint that is not an intrinsic-size one: in its view's spec, or in `sources`.
    func writtenSource(_ constraint: InstalledConstraint) -> LayoutConstraint {
        guard constraint.owner >= 0 else { return sources[Int(constraint.source)] }
        return views[Int(constraint.owner)].spec.constraints[Int(constraint.source)]
    }

    /// An intrinsic-size constraint as UIKit writes it: `view.width <= 120 @250 'content-hugging'` (or
    /// `'content-compression-resistance'` for `>=`), on the width or height as its variable is.
    func intrinsicSource(_ constraint: InstalledConstraint) -> LayoutConstraint {
        let view = views[Int(constraint.source)]
        let attribute: LayoutAttribute = constraint.first.variable == view.width ? .width : .height
        let name = constraint.relation == .lessThanOrEqual ? "content-hugging" : "content-compression-resistance"
        return LayoutConstraint(LayoutAnchor(.view(view.spec.id), attribute), constraint.relation, constant: constraint.constant,
                                priority: constraint.priority, identifier: name)
    }

    func installAll(_ root: ViewSpec) {
        install(LayoutConstraint(LayoutAnchor(.view(root.id), .left), .equal, constant: 0, identifier: "UIView-Encapsulated-Layout-Left"),
                role: .origin, first: ResolvedAnchor(views[0].left))
        install(LayoutConstraint(LayoutAnchor(.view(root.id), .top), .equal, constant: 0, identifier: "UIView-Encapsulated-Layout-Top"),
                role: .origin, first: ResolvedAnchor(views[0].top))
        for index in views.indices {
            if let content = views[index].content {
                let view = views[index]
                install(LayoutConstraint(LayoutAnchor(.guide(view.spec.id, .contentLayoutGuide), .left), .equal,
                                         LayoutAnchor(.view(view.spec.id), .left), identifier: "UIScrollView-content-origin"),
                        role: .system, first: ResolvedAnchor(content.left), second: ResolvedAnchor(view.left))
                install(LayoutConstraint(LayoutAnchor(.guide(view.spec.id, .contentLayoutGuide), .top), .equal,
                                         LayoutAnchor(.view(view.spec.id), .top), identifier: "UIScrollView-content-origin"),
                        role: .system, first: ResolvedAnchor(content.top), second: ResolvedAnchor(view.top))
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
            // Read in place: iterating the array would copy each constraint once more than `install` keeps.
            views[index].spec.constraints.withUnsafeBufferPointer { written in
                for position in written.indices { installResolving(written[position], role: .user, owner: index, at: position) }
            }
        }
    }

    /// Resolves and installs a constraint of view `owner`'s; `position`: its index in the view's own constraints, for
    /// one the view's spec writes (it is then read there, not copied).
    func installResolving(_ constraint: LayoutConstraint, role: Role, owner: Int, at position: Int? = nil) {
        do {
            let (first, second) = try resolve(constraint)
            install(constraint, role: role, first: first, second: second, writtenAt: position.map { (owner, $0) })
        } catch {
            diagnostics.append(LayoutDiagnostic(kind: .invalidConstraint,
                                                message: "ignoring constraint \(describe(constraint, role: role)) on '\(views[owner].spec.id)': \(error.message)"))
        }
    }

    /// Installs `source`; `written`: where a view's spec writes it (`views[owner].spec.constraints[index]`), or nil
    /// to keep a copy in `sources`.
    @discardableResult
    func install(_ source: LayoutConstraint, role: Role, first: ResolvedAnchor, second: ResolvedAnchor? = nil,
                 writtenAt written: (owner: Int, index: Int)? = nil) -> Int {
        let flips = isRightToLeft && source.first.attribute.family == .horizontalPosition
            && (source.first.attribute.isDirectional || source.second?.attribute.isDirectional == true)
        let location: (owner: Int?, index: Int) = written.map { ($0.owner, $0.index) } ?? (nil, sources.count)
        let installed = InstalledConstraint(source, at: location, role: role, first: first, second: second, flipsForRightToLeft: flips)
        constraints.append(installed)
        if written == nil { sources.append(source) }
        let index = constraints.count - 1
        noteBaselineDependency(of: index, on: first.baseline?.view)
        noteBaselineDependency(of: index, on: second?.baseline?.view)
        addToSolver(index, installed)
        return index
    }

    /// Installs an intrinsic-size constraint of view `view` (`intrinsicSource` describes it).
    func installIntrinsic(of view: Int, _ variable: SolverVariable, _ relation: LayoutRelation, _ value: Double, _ priority: LayoutPriority) {
        let installed = InstalledConstraint(intrinsicOf: view, variable: variable, relation, constant: value, priority: priority)
        constraints.append(installed)
        addToSolver(constraints.count - 1, installed)
    }

    func noteBaselineDependency(of constraint: Int, on label: Int?) {
        guard let label else { return }
        baselineDependencies.append((constraint, label))
    }

    /// `first − (multiplier × second + constant)`, with the current baseline offsets.
    func expression(_ index: Int) -> LinearExpression {
        var terms = constraints[index].first.terms
        if let second = constraints[index].second {
            let multiplier = constraints[index].multiplier
            terms += second.terms.map { ($0.variable, -$0.coefficient * multiplier) }
        }
        return LinearExpression(terms, constant: expressionConstant(constraints[index]))
    }

    /// The constant of `expression(index)`.
    func expressionConstant(_ constraint: InstalledConstraint) -> Double {
        var constant = constraint.first.constant + baselineOffset(constraint.first)
        if let second = constraint.second { constant -= constraint.multiplier * (second.constant + baselineOffset(second)) }
        let requested = constraint.systemSpacingMultiple.map { $0 * systemSpacing(below: constraint.first, above: constraint.second) }
            ?? constraint.constant
        constant -= constraint.flipsForRightToLeft ? -requested : requested
        return constant
    }

    /// The standard spacing between sibling views, and between anchors that are not both text baselines.
    static let standardSpacing = 8.0

    /// The system spacing from `upper` down to `lower` (`constraint(equalToSystemSpacingBelow:multiplier:)`). Between
    /// two text baselines it "is determined by the fonts used at those baselines" (Apple's documentation): the
    /// lower line's ascent plus the upper line's descent, on the pixel grid, so consecutive baselines sit a line
    /// apart and grow with Dynamic Type; 8 points otherwise.
    func systemSpacing(below lower: ResolvedAnchor, above upper: ResolvedAnchor?) -> Double {
        guard let (lowerView, lowerIsFirst) = lower.baseline, let (upperView, upperIsFirst) = upper?.baseline,
              let lowerText = views[lowerView].text, let upperText = views[upperView].text,
              let lowerLine = lowerIsFirst ? lowerText.lines.first : lowerText.lines.last,
              let upperLine = upperIsFirst ? upperText.lines.first : upperText.lines.last else { return Self.standardSpacing }
        let ascent = lowerLine.baseline - lowerLine.top, descent = upperLine.top + upperLine.height - upperLine.baseline
        return PixelGrid.ceil(ascent + descent, scale: environment.scale)
    }

    func addToSolver(_ index: Int) { addToSolver(index, constraints[index]) }

    /// Adds constraint `index` to the solver; `constraint` is `constraints[index]` (a caller that has just made it
    /// passes it, so it is not read back).
    func addToSolver(_ index: Int, _ constraint: InstalledConstraint) {
        var expression = SimplexSolver.ShortExpression()
        expression.append(constraint.first.variable, 1)
        if let extra = constraint.first.extra { expression.append(extra.variable, extra.coefficient) }
        if let second = constraint.second {
            expression.append(second.variable, -1 * constraint.multiplier)
            if let extra = second.extra { expression.append(extra.variable, -extra.coefficient * constraint.multiplier) }
        }
        expression.constant = expressionConstant(constraint)
        do {
            let id = try solver.add(expression, constraint.relation, priority: constraint.priority)
            constraints[index].solverID = id
            constraints[index].appliedConstant = expression.constant
        } catch {
            resolveConflict(adding: index)
        }
    }

    /// Re-applies constants that depend on measurements (intrinsic sizes, baselines) after labels were re-measured.
    func refreshConstant(_ index: Int) {
        let constraint = constraints[index]
        guard let id = constraint.solverID else { return }
        let constant = expressionConstant(constraint)
        guard constant != constraint.appliedConstant else { return }
        do {
            try solver.setConstant(constant, of: id)
            constraints[index].appliedConstant = constant
        } catch {
            solver.remove(id)
            constraints[index].solverID = nil
            addToSolver(index)
        }
    }

    /// Finds a minimal set of required constraints that cannot hold together with `index`, reports it, and breaks
    /// the most recently added fixture constraint of the set (or the most recent one when all are the system's).
    ///
    /// The set is found with QuickXplain (Junker 2004) over the constraints in reverse order of installation, so
    /// it is the conflict that keeps the most recent constraints (what removing them one by one from the oldest
    /// gives) in O(k log(n/k)) feasibility checks for a conflict of k among n, instead of n: hundreds of chained
    /// conflicts are reported in well under a second.
    func resolveConflict(adding index: Int) {
        let candidates = connectedComponent(of: index, among: constraints.indices.filter {
            $0 != index && constraints[$0].solverID != nil && constraints[$0].priority.isRequired
        })
        // Newest first: QuickXplain prefers the constraints at the front of its list.
        var probe = FeasibilityProbe(variableCount: solver.variableCount)
        let conflicting = quickXplain(background: [], hasDelta: false, Array(([index] + candidates.reversed())), probe: &probe)
            .sorted { position(of: $0, in: candidates, index: index) < position(of: $1, in: candidates, index: index) }
        let broken = conflicting.last { constraints[$0].role == .user } ?? conflicting[conflicting.count - 1]
        diagnostics.append(.unsatisfiable(conflicting.map(describeInstalled), broken: describeInstalled(broken)))
        constraints[broken].isBroken = true
        if broken != index, let id = constraints[broken].solverID {
            solver.remove(id)
            constraints[broken].solverID = nil
            addToSolver(index)
        }
    }

    /// Where a constraint of the conflict stands in installation order (`index`, the one being added, last).
    private func position(of constraint: Int, in candidates: [Int], index: Int) -> Int {
        constraint == index ? candidates.count : candidates.firstIndex(of: constraint) ?? candidates.count
    }

    /// QuickXplain: a minimal subset of `constraints` that is infeasible together with `background`, preferring
    /// constraints earlier in the list. `hasDelta` says whether the background just grew (then it is checked).
    private func quickXplain(background: [Int], hasDelta: Bool, _ constraints: [Int], probe: inout FeasibilityProbe) -> [Int] {
        if hasDelta && !probe.isFeasible(background, engine: self) { return [] }
        if constraints.count == 1 { return constraints }
        let half = constraints.count / 2
        let first = Array(constraints[..<half]), second = Array(constraints[half...])
        let fromSecond = quickXplain(background: background + first, hasDelta: !first.isEmpty, second, probe: &probe)
        let fromFirst = quickXplain(background: background + fromSecond, hasDelta: !fromSecond.isEmpty, first, probe: &probe)
        return fromFirst + fromSecond
    }

    /// The candidates that share a variable with `index`, directly or through other candidates (only they can take
    /// part in its conflict), in their order. Linear in the constraints' terms.
    func connectedComponent(of index: Int, among candidates: [Int]) -> [Int] {
        var byVariable: [SolverVariable: [Int]] = [:]
        for candidate in candidates {
            for term in expression(candidate).terms { byVariable[term.variable, default: []].append(candidate) }
        }
        var selected: Set<Int> = []
        var reached: Set<SolverVariable> = []
        var pending = expression(index).terms.map(\.variable)
        while let variable = pending.popLast() {
            guard reached.insert(variable).inserted else { continue }
            for candidate in byVariable[variable] ?? [] where selected.insert(candidate).inserted {
                pending += expression(candidate).terms.map(\.variable)
            }
        }
        return candidates.filter { selected.contains($0) }
    }

    // MARK: Intrinsic sizes and labels

    func installIntrinsicConstraints(_ index: Int) {
        let view = views[index]
        switch view.spec.kind {
        case let .label(label):
            let layout = measure(label, width: label.preferredMaxLayoutWidth)
            view.text = layout
            view.measuredWidth = label.preferredMaxLayoutWidth
            view.intrinsic = labelIntrinsicSize(view.spec, label, layout, width: label.preferredMaxLayoutWidth)
        case let .imagePlaceholder(size, _), let .image(_, size), let .symbol(_, size, _, _):
            view.intrinsic = view.spec.intrinsicSize ?? IntrinsicSize(width: size.width, height: size.height)
        default:
            view.intrinsic = view.spec.intrinsicSize
        }
        guard let intrinsic = view.intrinsic else { return }
        let id = view.spec.id
        var hugging = view.spec.hugging, resistance = view.spec.compressionResistance
        if let parent = view.parent, case let .stack(stack) = views[parent].spec.kind, stack.distribution == .fill,
           let position = views[parent].spec.subviews.firstIndex(where: { $0.id == id }), position > 0 {
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
        let first = constraints.count
        if let width = intrinsic.width {
            installIntrinsic(of: index, view.width, .lessThanOrEqual, width, hugging.horizontal)
            installIntrinsic(of: index, view.width, .greaterThanOrEqual, width, resistance.horizontal)
        }
        if let height = intrinsic.height {
            installIntrinsic(of: index, view.height, .lessThanOrEqual, height, hugging.vertical)
            installIntrinsic(of: index, view.height, .greaterThanOrEqual, height, resistance.vertical)
        }
        view.intrinsicConstraints = first..<constraints.count
    }

    /// A label's `intrinsicContentSize`: its text's size (`layout`, laid out at `width`, nil unwrapped), the full
    /// `preferredMaxLayoutWidth` when the text wraps at it, and a placeholder intrinsic size where a document gives one
    /// (it stands for the size at run time).
    func labelIntrinsicSize(_ spec: ViewSpec, _ label: LabelSpec, _ layout: TextLayout, width wrapWidth: Double?) -> IntrinsicSize {
        if let designed = label.designedSingleLineSize {
            return designableLabelSize(label, designed: designed, width: wrapWidth)
        }
        var width = layout.size.width, height = layout.size.height
        if let sizingText = label.sizingTextWhenEmpty, label.text.isEmpty {
            var stand = label
            stand.text = sizingText
            let size = measure(stand, width: nil).size
            (width, height) = (size.width, size.height)
        } else if label.keepsLineHeightWhenEmpty, label.text.isEmpty {
            var line = label
            line.text = " "
            height = measure(line, width: nil).size.height
        }
        if let preferred = label.preferredMaxLayoutWidth, layout.lines.count > 1 { width = preferred }
        if label.roundsSizeToWholePoints { (width, height) = (width.rounded(.up), height.rounded(.up)) }
        if let minimum = label.minimumIntrinsicWidth { width = max(width, minimum) }
        height += 2 * label.verticalPadding
        return IntrinsicSize(width: spec.intrinsicSize?.width ?? width, height: spec.intrinsicSize?.height ?? height)
    }

    /// An `@IBDesignable` multi-line label (`LabelSpec.designedSingleLineSize`): one line of the reported size, or at a
    /// narrower `width` as many lines as the text takes wrapped at `width` in the scaled font (the document's text
    /// wrapped at `width` shrunk by the reported width over the text's own), `width` wide. The lines are as tall as
    /// the reported line, which is on the pixel grid: where the document font's own line falls within a pixel below it,
    /// that is the designable's line, and the lines together are rounded up to the grid once (measured: five and six
    /// lines of a label reported 20.5 pt high stored 101.5 and 122 pt, five of one reported 18 pt high stored 90).
    func designableLabelSize(_ label: LabelSpec, designed: Size, width: Double?) -> IntrinsicSize {
        guard let width, width > 0, designed.width > width else { return IntrinsicSize(width: designed.width, height: designed.height) }
        let single = measure(label, width: nil)
        guard single.size.width > 0 else { return IntrinsicSize(width: designed.width, height: designed.height) }
        var lines = measure(label, width: width * single.size.width / designed.width).lines.count
        if label.numberOfLines > 0 { lines = min(lines, label.numberOfLines) }
        guard lines > 1 else { return IntrinsicSize(width: designed.width, height: designed.height) }
        let scale = environment.scale
        let own = single.lines.first?.height ?? designed.height
        let line = own > designed.height - 1 / scale && own <= designed.height ? own : designed.height
        return IntrinsicSize(width: width, height: (Double(lines) * line * scale - 1e-9).rounded(.up) / scale)
    }

    func textAttributes(_ label: LabelSpec) -> TextAttributes {
        label.textAttributes(category: environment.category, direction: environment.direction)
    }

    func measure(_ label: LabelSpec, width: Double?) -> TextLayout {
        measurer.layout(label.text, attributes: textAttributes(label), width: width, scale: environment.scale,
                        pseudoLocale: environment.pseudoLocale)
    }

    /// The label of view `index` measured at `width`, from its recent measurements if it was measured there before.
    func measure(_ index: Int, _ label: LabelSpec, width: Double) -> TextLayout {
        let view = views[index]
        if let known = view.measurements?.layout(at: width) { return known }
        let layout = measure(label, width: width)
        if view.measurements == nil { view.measurements = LabelMeasurements() }
        view.measurements?.store(layout, at: width)
        return layout
    }

    /// Solves, then re-measures multi-line labels at their solved widths and re-solves until no width changes
    /// (UIKit's second layout pass after `preferredMaxLayoutWidth` becomes known).
    func solveWithLabels() {
        var changed: [Int] = []
        for _ in 0..<8 {
            changed.removeAll(keepingCapacity: true)
            for index in wrappingLabels {
                let view = views[index]
                guard case let .label(label) = view.spec.kind, label.preferredMaxLayoutWidth == nil else { continue }
                let width = max(0, value(view.width))
                // A hidden view is laid out as a visible one is (only a stack view collapses its hidden arranged views,
                // to no width or height): a hidden label wraps at its width like any other, unless it has none.
                if view.spec.isHidden, width == 0 { continue }
                if let measured = view.measuredWidth, abs(measured - width) < 1e-7 { continue }
                let layout = measure(index, label, width: width)
                view.measuredWidth = width
                if view.text?.size != layout.size || view.text?.firstBaseline != layout.firstBaseline
                    || view.text?.lastBaseline != layout.lastBaseline {
                    changed.append(index)
                }
                view.text = layout
                view.intrinsic = labelIntrinsicSize(view.spec, label, layout, width: width)
            }
            guard !changed.isEmpty else { return }
            for index in changed { updateIntrinsicConstants(index) }
            // Constraints on the changed labels' baselines, in the order they were installed (each once).
            var previous = -1
            for (constraint, label) in baselineDependencies where constraint != previous && changed.contains(label) {
                refreshConstant(constraint)
                previous = constraint
            }
        }
    }

    func updateIntrinsicConstants(_ index: Int) {
        let view = views[index]
        guard let intrinsic = view.intrinsic else { return }
        var next = view.intrinsicConstraints.lowerBound
        func apply(_ value: Double?) {
            guard let value else { return }
            for _ in 0..<2 where next < view.intrinsicConstraints.upperBound {
                constraints[next].constant = value
                refreshConstant(next)
                next += 1
            }
        }
        apply(intrinsic.width)
        apply(intrinsic.height)
    }

    /// A label's first baseline is `top + firstBaselineOffsetFromTop` and its last baseline
    /// `bottom − baselineOffsetFromBottom`, with both offsets taken from its measured text, as UIKit's engine
    /// models them (so a baseline constraint moves the label rather than resizing it).
    func baselineOffset(_ anchor: ResolvedAnchor) -> Double {
        guard let (index, first) = anchor.baseline else { return 0 }
        let offsets = views[index].baselineOffsets
        return first ? offsets.first : offsets.last
    }

    // MARK: Fitting

    func setFitting(width: Double, priority horizontal: LayoutPriority, height: Double, priority vertical: LayoutPriority) {
        fittingWidth = setFittingConstraint(fittingWidth, value: width, priority: horizontal, variable: views[0].width,
                                            attribute: .width, identifier: "UIView-Encapsulated-Layout-Width")
        fittingHeight = setFittingConstraint(fittingHeight, value: height, priority: vertical, variable: views[0].height,
                                             attribute: .height, identifier: "UIView-Encapsulated-Layout-Height")
    }

    func setFittingConstraint(_ existing: Int?, value: Double, priority: LayoutPriority, variable: SolverVariable,
                              attribute: LayoutAttribute, identifier: String) -> Int {
        if let existing, constraints[existing].priority == priority, !constraints[existing].isBroken {
            constraints[existing].constant = value
            refreshConstant(existing)
            return existing
        }
        if let existing, let id = constraints[existing].solverID {
            solver.remove(id)
            constraints[existing].solverID = nil
        }
        let source = LayoutConstraint(LayoutAnchor(.view(views[0].spec.id), attribute), .equal, constant: value, priority: priority,
                                      identifier: identifier)
        return install(source, role: .fitting, first: ResolvedAnchor(variable))
    }

    /// `sizeThatFits`: labels measure their text at the target width, views with an intrinsic size report it, and
    /// other views keep the size they are given.
    func sizeThatFits(_ target: Size, keepingWidth: Bool = false, keepingHeight: Bool = false) -> FittedLayout {
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
        // A required fitting priority holds that dimension at the target, whatever the view's own size.
        if keepingWidth { size.width = target.width }
        if keepingHeight { size.height = target.height }
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

    /// Autoshrink: the layout at the largest size on the half-point grid, from the font's down to `factor` of it, at
    /// which the text is not truncated at `width`; the smallest size (truncated) when none fits; nil when the
    /// smallest size is no smaller.
    func shrunk(_ label: LabelSpec, width: Double, factor: Double) -> TextLayout? {
        var attributes = textAttributes(label)
        let full = attributes.font.pointSize
        let smallest = (full * factor * 2).rounded(.up) / 2
        guard smallest < full else { return nil }
        let runSizes = attributes.attributedRuns.map(\.font.pointSize)
        func layout(at size: Double) -> TextLayout {
            attributes.font.pointSize = size
            // Attributed runs shrink in proportion, as UILabel scales the whole string.
            for index in runSizes.indices { attributes.attributedRuns[index].font.pointSize = runSizes[index] * size / full }
            if case .styleLeading = attributes.lineHeight { attributes.lineHeight = .font }
            return measurer.layout(label.text, attributes: attributes, width: width, scale: environment.scale,
                                   pseudoLocale: environment.pseudoLocale)
        }
        // Half-point steps, searched by bisection: fitting only gets easier as the size falls.
        var low = 0, high = Int(((full - smallest) * 2).rounded(.down))
        guard high > 0 else { return layout(at: smallest) }
        while low < high {
            let middle = (low + high) / 2
            if layout(at: full - 0.5 * Double(middle)).isTruncated { low = middle + 1 } else { high = middle }
        }
        return layout(at: max(smallest, full - 0.5 * Double(low)))
    }

    /// The frame a view is drawn in: its alignment rect (what the solver places) grown by its alignment insets.
    func drawnFrame(_ index: Int) -> Rect {
        let alignment = frame(index)
        let insets = views[index].spec.alignmentRectInsets
        guard insets != .zero else { return alignment }
        let left = isRightToLeft ? insets.trailing : insets.leading
        let right = isRightToLeft ? insets.leading : insets.trailing
        return Rect(x: alignment.minX - left, y: alignment.minY - insets.top, width: alignment.width + left + right,
                    height: alignment.height + insets.top + insets.bottom)
    }

    func content(_ index: Int, width: Double) -> NodeContent {
        let view = views[index]
        switch view.spec.kind {
        case let .label(label):
            let layout: TextLayout
            if width <= 0 {
                layout = .empty  // a label squeezed to nothing shows nothing, not a lone ellipsis
            } else if let text = view.text, let measured = view.measuredWidth, abs(measured - width) < 1e-7 {
                layout = text
            } else {
                layout = measure(index, label, width: width)
            }
            if let factor = label.minimumScaleFactor, factor < 1, layout.isTruncated {
                return .text(shrunk(label, width: width, factor: factor) ?? layout, color: label.color, runColors: label.runColors)
            }
            return .text(layout, color: label.color, runColors: label.runColors)
        case let .imagePlaceholder(_, color):
            return .imagePlaceholder(color: color)
        case let .symbol(name, size, color, contentMode):
            let bounds = frame(index)
            var drawn = size
            if size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 {
                // A glyph scales only uniformly: scale-to-fill fits it, as aspect-fit does.
                drawn = (contentMode == .scaleToFill ? .scaleAspectFit : contentMode).drawnSize(of: size, in: bounds.size)
            }
            return symbolContent(name, size: drawn, color: color)
        case let .image(source, _):
            return .image(source)
        case let .control(drawing):
            return .control(drawing.laidOut(in: environment.direction))
        default:
            return .none
        }
    }

    /// An SF Symbol's glyph at the symbol's size (its box is 1.2 × its point size, as `UIImage(systemName:)` sizes
    /// it); a neutral grey outline of that size when the table has no glyph for the name or the icon font is not
    /// installed.
    func symbolContent(_ name: String, size: Size, color: Color) -> NodeContent {
        let placeholder = NodeContent.symbolPlaceholder(color: SystemColor.systemGray.color)
        guard let glyph = SymbolGlyphs.character(forSystemName: name), size.height > 0 else { return placeholder }
        let layout = measurer.layout(String(glyph), attributes: TextAttributes(font: SymbolGlyphs.font(pointSize: size.height), numberOfLines: 1),
                                     width: nil, scale: environment.scale)
        guard layout.substitutedFont == nil, layout.missingCharacters.isEmpty else { return placeholder }
        return .symbol(layout, color: color)
    }

    /// The frame of every view of the last layout (hidden ones too, layout guides not), by id, in its superview's
    /// coordinates (a scroll view's subviews in its content's), as UIKit sets `frame` after solving.
    public func viewFrames() -> [String: Rect] {
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(views.count)
        func visit(_ index: Int, origin: Point) {
            let view = views[index]
            let absolute = drawnFrame(index)
            frames[view.spec.id] = Rect(x: absolute.minX - origin.x, y: absolute.minY - origin.y, width: absolute.width, height: absolute.height)
            var childOrigin = absolute.origin
            if let content = view.content { childOrigin = Point(x: value(content.left), y: value(content.top)) }
            for child in view.children where !views[child].isGuide { visit(child, origin: childOrigin) }
        }
        if !views.isEmpty { visit(0, origin: .zero) }
        return frames
    }

    /// The node of a view with its frame relative to `origin` (its parent's origin, or a scroll view's content origin).
    /// `isHidden`: the node's `isHidden` (a child's is its view's; the root's stays false).
    func sceneNode(_ index: Int, origin: Point, isHidden: Bool = false) -> SceneNode {
        let view = views[index]
        let absolute = drawnFrame(index)
        var node = SceneNode(id: view.spec.id,
                             frame: Rect(x: absolute.minX - origin.x, y: absolute.minY - origin.y, width: absolute.width,
                                         height: absolute.height),
                             style: view.spec.style, content: content(index, width: absolute.width))
        node.isHidden = isHidden
        node.name = view.spec.name
        node.element = view.spec.element
        node.source = view.spec.source
        let margins = view.spec.layoutMargins
        if margins != EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) {
            let left = isRightToLeft ? margins.trailing : margins.leading, right = isRightToLeft ? margins.leading : margins.trailing
            node.layoutMarginsFrame = Rect(x: left, y: margins.top, width: max(0, absolute.width - left - right),
                                           height: max(0, absolute.height - margins.top - margins.bottom))
        }
        var childOrigin = absolute.origin
        if let content = view.content {
            childOrigin = Point(x: value(content.left), y: value(content.top))
            node.contentSize = Size(width: value(content.width), height: value(content.height))
            node.style.clipsToBounds = true
        }
        var nodes: [SceneNode] = []
        nodes.reserveCapacityOnHugePages(view.children.count)
        for child in view.children where !views[child].isGuide {
            nodes.append(sceneNode(child, origin: childOrigin, isHidden: views[child].spec.isHidden))
        }
        node.children = nodes
        return node
    }

    /// The constraints written for the hierarchy (not those of stacks, intrinsic sizes or fitting), solved, as lines in
    /// root coordinates: between the two anchors of a position constraint, across the view's middle; along the view's
    /// bottom or trailing edge for a width or height. Constraints the engine broke are left out. Empty unless the
    /// environment keeps constraint guides.
    public func constraintGuides() -> [ConstraintGuide] {
        guard environment.keepsConstraintGuides else { return [] }
        func position(of anchor: ResolvedAnchor) -> Double {
            anchor.terms.reduce(anchor.constant + baselineOffset(anchor)) { $0 + self.value($1.variable) * $1.coefficient }
        }
        var guides: [ConstraintGuide] = []
        for slot in constraints.indices where constraints[slot].role == .user && !constraints[slot].isBroken {
            let constraint = constraints[slot], source = writtenSource(constraint)
            guard let view = viewIndex(of: source.first.item, owner: index(ofID: source.first.item.viewID)) else { continue }
            let frame = self.frame(view)
            var label = LayoutConstraint.format(source.constant)
            if source.multiplier != 1 { label = "×" + LayoutConstraint.format(source.multiplier) + (source.constant == 0 ? "" : " " + label) }
            if source.relation != .equal { label = source.relation.rawValue + " " + label }
            let first = position(of: constraint.first)
            switch source.first.attribute.family {
            case .horizontalPosition:
                guard let second = constraint.second.map(position(of:)), abs(second - first) >= 0.5 else { continue }
                guides.append(ConstraintGuide(from: Point(x: second, y: frame.minY + frame.height / 2), to: Point(x: first, y: frame.minY + frame.height / 2),
                                              label: label))
            case .verticalPosition:
                guard let second = constraint.second.map(position(of:)), abs(second - first) >= 0.5 else { continue }
                guides.append(ConstraintGuide(from: Point(x: frame.minX + frame.width / 2, y: second), to: Point(x: frame.minX + frame.width / 2, y: first),
                                              label: label))
            case .dimension:
                if source.first.attribute == .width {
                    guides.append(ConstraintGuide(from: Point(x: frame.minX, y: frame.maxY - 2), to: Point(x: frame.maxX, y: frame.maxY - 2), label: label))
                } else {
                    guides.append(ConstraintGuide(from: Point(x: frame.maxX - 2, y: frame.minY), to: Point(x: frame.maxX - 2, y: frame.maxY), label: label))
                }
            }
        }
        return guides
    }

    func ambiguityDiagnostics() -> [LayoutDiagnostic] {
        guard checksAmbiguity else { return [] }
        var found: [LayoutDiagnostic] = []
        for index in views.indices where !isHiddenInHierarchy(index) && !views[index].isGuide {
            let view = views[index]
            var undetermined: [String] = []
            if solver.checkAmbiguity(view.left) { undetermined.append("horizontal position") }
            if solver.checkAmbiguity(view.width) { undetermined.append("width") }
            if solver.checkAmbiguity(view.top) { undetermined.append("vertical position") }
            if solver.checkAmbiguity(view.height) { undetermined.append("height") }
            if let content = view.content {
                if solver.checkAmbiguity(content.width) { undetermined.append("content width") }
                if solver.checkAmbiguity(content.height) { undetermined.append("content height") }
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
        // A translated frame prints as UIKit prints it: as an NSAutoresizingMaskLayoutConstraint.
        let isAutoresizing = constraint.identifier == LayoutConstraint.autoresizingIdentifier
        let kind = role == .intrinsic ? "NSContentSizeLayoutConstraint" : (isAutoresizing ? LayoutConstraint.autoresizingIdentifier : "NSLayoutConstraint")
        let identifier = role == .user || isAutoresizing ? "" : constraint.identifier.map { "'\($0)' " } ?? ""
        return "<\(kind) \(identifier)\(constraint)   (active)>"
    }

    func describeInstalled(_ index: Int) -> String { describe(source(of: index), role: constraints[index].role) }
}

/// Answers "can these required constraints hold together?" for a sequence of sets on one solver: it holds the
/// last feasible set and moves to the next by removing and adding only the difference, so the checks of
/// QuickXplain, whose consecutive sets differ little, cost what changes rather than the whole set.
struct FeasibilityProbe {
    private var solver = SimplexSolver()
    private var installed: [Int: SolverConstraintID] = [:]

    init(variableCount: Int) {
        for _ in 0..<variableCount { _ = solver.makeVariable() }
    }

    /// Whether the engine's constraints at `indices` can all hold as required constraints.
    mutating func isFeasible(_ indices: [Int], engine: AutoLayoutEngine) -> Bool {
        let wanted = Set(indices)
        for index in installed.keys.sorted() where !wanted.contains(index) {
            if let id = installed.removeValue(forKey: index) { solver.remove(id) }
        }
        for index in indices where installed[index] == nil {
            do {
                installed[index] = try solver.add(engine.expression(index), engine.constraints[index].relation, priority: .required)
            } catch {
                return false
            }
        }
        return true
    }
}
