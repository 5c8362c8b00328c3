import AutoLayout
import Geometry
import Measure
import Scenes
import Solver

// The hierarchies CellFitting fits: the title/detail cell of the issue (AutoLayoutEngineTests.baselineCell()),
// kiwi's 6-view cell (shared/bench/anchors/bench_kiwi_cells.py, pre-measured label sizes) and a chain of N views.

/// SplitMix64, so the texts and sizes are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private let words = [
    "account", "activity", "album", "alarm", "archive", "battery", "bluetooth", "calendar", "camera", "cellular",
    "contacts", "control", "display", "download", "editor", "email", "family", "favorites", "files", "focus",
    "gallery", "general", "health", "history", "keyboard", "language", "library", "location", "mail", "maps",
    "message", "music", "network", "notes", "notification", "passwords", "payment", "phone", "photos", "privacy",
    "profile", "reminder", "screen", "search", "security", "settings", "sharing", "shortcut", "sound", "storage",
    "subscription", "sync", "time", "update", "wallet", "weather", "wireless", "your", "with", "and", "the", "of",
]

private func sentence(_ count: Int, _ rng: inout SplitMix) -> String {
    let picked = (0..<count).map { _ in words[Int(rng.next() % UInt64(words.count))] }
    let text = picked.joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst()
}

/// 61 titles of 1-5 words and 67 details of 6-28 words (one to four lines at 343 pt): a fixed set, so the text
/// caches are warm after one pass over the cells.
let cellTitles: [String] = {
    var rng = SplitMix(state: 375)
    return (0..<61).map { _ in sentence(1 + Int(rng.next() % 5), &rng) }
}()

let cellDetails: [String] = {
    var rng = SplitMix(state: 343)
    return (0..<67).map { _ in sentence(6 + Int(rng.next() % 23), &rng) + "." }
}()

private func label(_ id: String, _ text: String, _ style: TextStyle) -> ViewSpec {
    ViewSpec(id: id, kind: .label(LabelSpec(id: id, text: text, style: style)),
             hugging: AxisPriorities(.defaultLow), compressionResistance: AxisPriorities(.defaultHigh))
}

private func parsed(_ equations: [String], formats: [String] = []) -> [LayoutConstraint] {
    do {
        var constraints: [LayoutConstraint] = []
        for format in formats { constraints += try VisualFormat.constraints(format) }
        for equation in equations { constraints.append(try ConstraintEquation.constraint(equation)) }
        return constraints
    } catch {
        fatalError("benchmark constraint does not parse: \(error)")
    }
}

/// The constraints of the title/detail cell (the same for every cell; only the texts differ).
let titleDetailConstraints = parsed([
    "title.firstBaseline = contentView.top * 1.8 + 30",
    "detail.firstBaseline = title.lastBaseline + 24",
    "contentView.bottom >= detail.lastBaseline * 1.3 + 8",
    "contentView.height >= 44",
], formats: ["H:|-16-[title]-16-|", "H:|-16-[detail]-16-|"])

/// `baselineCell()` of AutoLayoutEngineTests with the given texts: a headline title and a body detail, both
/// wrapping (numberOfLines 0).
func titleDetailCell(title: String, detail: String) -> ViewSpec {
    ViewSpec(id: "contentView", layoutMargins: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
             subviews: [label("title", title, .headline), label("detail", detail, .body)],
             constraints: titleDetailConstraints)
}

/// Cell `index` of a table: texts cycle through the fixed sets.
func titleDetailCell(_ index: Int) -> ViewSpec {
    titleDetailCell(title: cellTitles[index % cellTitles.count], detail: cellDetails[index % cellDetails.count])
}

/// The pre-measured label sizes of one kiwi cell: `cell_specs` of bench_kiwi_cells.py.
struct KiwiCellSizes {
    var titleWidth, titleHeight, subtitleWidth, subtitleHeight, detailWidth, detailHeight: Double

    /// bench_kiwi_cells.py's `expected_height`.
    var expectedHeight: Double { max(12 + 60 + 12, 12 + titleHeight + 4 + subtitleHeight + 12, 12 + detailHeight + 12) }

    static func make(_ count: Int) -> [KiwiCellSizes] {
        var rng = SplitMix(state: 42)
        func int(_ range: ClosedRange<Int>) -> Double { Double(range.lowerBound + Int(rng.next() % UInt64(range.count))) }
        return (0..<count).map { _ in
            KiwiCellSizes(titleWidth: int(80...300), titleHeight: 22, subtitleWidth: int(100...343),
                          subtitleHeight: [18.0, 36, 54][Int(rng.next() % 3)], detailWidth: int(30...80), detailHeight: 18)
        }
    }
}

/// kiwi's 6-view cell: content view, 60×60 image, title, subtitle, right-aligned detail, bottom separator;
/// 24 variables. Label sizes are declared intrinsic sizes (pre-measured, as in the script): hugging 250 and
/// compression resistance 750 (kiwi's weak / medium), the detail's width at 999 both ways (kiwi's strong).
/// With the engine's 2 origin, 2 fitting and 12 intrinsic-size constraints: 36 constraints (kiwi: 35).
let kiwiConstraints = parsed([
    "contentView.height >= 0",
    "image.width = 60", "image.height = 60",
    "image.left = contentView.left + 16", "image.top = contentView.top + 12", "image.bottom <= contentView.bottom - 12",
    "title.left = image.right + 12", "title.top = contentView.top + 12", "title.width >= 0",
    "detail.right = contentView.right - 16", "detail.top = title.top", "detail.left >= title.right + 8",
    "detail.bottom <= contentView.bottom - 12",
    "subtitle.left = title.left", "subtitle.top = title.bottom + 4", "subtitle.right <= contentView.right - 16",
    "subtitle.bottom <= contentView.bottom - 12",
    "separator.left = contentView.left + 16", "separator.right = contentView.right", "separator.height = 0.5",
    "separator.bottom = contentView.bottom",
])

func kiwiCell(_ sizes: KiwiCellSizes) -> ViewSpec {
    let badge = AxisPriorities(horizontal: LayoutPriority(999), vertical: .defaultHigh)
    return ViewSpec(id: "contentView", subviews: [
        ViewSpec(id: "image"),
        ViewSpec(id: "title", intrinsicSize: IntrinsicSize(width: sizes.titleWidth, height: sizes.titleHeight)),
        ViewSpec(id: "subtitle", intrinsicSize: IntrinsicSize(width: sizes.subtitleWidth, height: sizes.subtitleHeight)),
        ViewSpec(id: "detail", intrinsicSize: IntrinsicSize(width: sizes.detailWidth, height: sizes.detailHeight),
                 hugging: badge, compressionResistance: badge),
        ViewSpec(id: "separator"),
    ], constraints: kiwiConstraints)
}

/// A row of `count` views under one root: `v0.leading = root.leading + 8`, `v(i).leading = v(i-1).trailing + 8`,
/// `root.trailing = last.trailing + 8`, every view 8 below the root's top and at least 8 above its bottom; widths
/// and heights are intrinsic (30-99 × 20-28).
func chain(_ count: Int) -> (root: ViewSpec, size: Size) {
    var subviews: [ViewSpec] = []
    var constraints: [LayoutConstraint] = []
    let root = LayoutItem.view("root")
    var width = 8.0, tallest = 0.0
    for index in 0..<count {
        let item = LayoutItem.view("v\(index)")
        let size = Size(width: Double(30 + index * 37 % 70), height: Double(20 + index % 3 * 4))
        subviews.append(ViewSpec(id: "v\(index)", intrinsicSize: IntrinsicSize(width: size.width, height: size.height)))
        let previous = index == 0 ? LayoutAnchor(root, .leading) : LayoutAnchor(.view("v\(index - 1)"), .trailing)
        constraints.append(LayoutConstraint(LayoutAnchor(item, .leading), .equal, previous, constant: 8))
        constraints.append(LayoutConstraint(LayoutAnchor(item, .top), .equal, LayoutAnchor(root, .top), constant: 8))
        constraints.append(LayoutConstraint(LayoutAnchor(root, .bottom), .greaterThanOrEqual, LayoutAnchor(item, .bottom), constant: 8))
        width += size.width + 8
        tallest = max(tallest, size.height)
    }
    if count > 0 {
        constraints.append(LayoutConstraint(LayoutAnchor(root, .trailing), .equal, LayoutAnchor(.view("v\(count - 1)"), .trailing), constant: 8))
    }
    return (ViewSpec(id: "root", subviews: subviews, constraints: constraints), Size(width: width, height: tallest + 16))
}

/// The same chain straight on a `SimplexSolver`: x0 = 8, x(i) = x(i-1) + w(i-1) + 8, w(i) <= intrinsic @250 and
/// >= intrinsic @750. Returns the right end of the last view.
func solveChain(_ count: Int) -> Double {
    var solver = SimplexSolver()
    do {
        var previous: (x: SolverVariable, w: SolverVariable)?
        for index in 0..<count {
            let x = solver.makeVariable(), w = solver.makeVariable()
            let intrinsic = Double(30 + index * 37 % 70)
            if let previous {
                try solver.add(LinearExpression([(x, 1), (previous.x, -1), (previous.w, -1)], constant: -8), .equal)
            } else {
                try solver.add(LinearExpression([(x, 1)], constant: -8), .equal)
            }
            try solver.add(LinearExpression([(w, 1)], constant: -intrinsic), .lessThanOrEqual, priority: .defaultLow)
            try solver.add(LinearExpression([(w, 1)], constant: -intrinsic), .greaterThanOrEqual, priority: .defaultHigh)
            previous = (x, w)
        }
        guard let previous else { return 0 }
        return solver.value(of: previous.x) + solver.value(of: previous.w)
    } catch {
        return -1
    }
}

/// kiwi's cell straight on a `SimplexSolver`, as bench_kiwi_cells.py builds it: 24 variables, 35 constraints (kiwi's
/// strengths as priorities: weak 250, medium 750, strong 999, the height minimised at 50). `constraints` holds the
/// expressions, built before timing like kiwi's "construct" phase; `solve` is the "add+solve" phase.
struct KiwiSolverCell {
    var constraints: [(LinearExpression, LayoutRelation, LayoutPriority)] = []
    /// The cell's height variable.
    let height: SolverVariable

    init(_ sizes: KiwiCellSizes) {
        // A new solver makes the same variables in the same order, so these stand for its variables too.
        var solver = SimplexSolver()
        let variables = (0..<24).map { _ in solver.makeVariable() }
        height = variables[3]
        func v(_ view: Int, _ field: Int) -> SolverVariable { variables[view * 4 + field] }
        // Views: 0 content, 1 image, 2 title, 3 subtitle, 4 detail, 5 separator; fields: 0 left, 1 top, 2 width, 3 height.
        func e(_ terms: [(Int, Int, Double)], _ constant: Double = 0) -> LinearExpression {
            LinearExpression(terms.map { (v($0.0, $0.1), $0.2) }, constant: constant)
        }
        func add(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: LayoutPriority = .required) {
            constraints.append((expression, relation, priority))
        }
        let weak = LayoutPriority.defaultLow, medium = LayoutPriority.defaultHigh, strong = LayoutPriority(999)
        let (c, img, title, sub, det, sep) = (0, 1, 2, 3, 4, 5)
        add(e([(c, 0, 1)]), .equal)
        add(e([(c, 1, 1)]), .equal)
        add(e([(c, 2, 1)], -375), .equal)
        add(e([(c, 3, 1)]), .greaterThanOrEqual)
        add(e([(c, 3, 1)]), .equal, .fittingSizeLevel)
        add(e([(img, 2, 1)], -60), .equal)
        add(e([(img, 3, 1)], -60), .equal)
        add(e([(img, 0, 1), (c, 0, -1)], -16), .equal)
        add(e([(img, 1, 1), (c, 1, -1)], -12), .equal)
        add(e([(img, 1, 1), (img, 3, 1), (c, 1, -1), (c, 3, -1)], 12), .lessThanOrEqual)
        add(e([(title, 0, 1), (img, 0, -1), (img, 2, -1)], -12), .equal)
        add(e([(title, 1, 1), (c, 1, -1)], -12), .equal)
        add(e([(title, 2, 1)]), .greaterThanOrEqual)
        add(e([(title, 2, 1)], -sizes.titleWidth), .lessThanOrEqual, weak)
        add(e([(title, 2, 1)], -sizes.titleWidth), .greaterThanOrEqual, medium)
        add(e([(title, 3, 1)], -sizes.titleHeight), .lessThanOrEqual, weak)
        add(e([(title, 3, 1)], -sizes.titleHeight), .greaterThanOrEqual, medium)
        add(e([(det, 0, 1), (det, 2, 1), (c, 0, -1), (c, 2, -1)], 16), .equal)
        add(e([(det, 1, 1), (title, 1, -1)]), .equal)
        add(e([(title, 0, 1), (title, 2, 1), (det, 0, -1)], 8), .lessThanOrEqual)
        add(e([(det, 2, 1)], -sizes.detailWidth), .equal, strong)
        add(e([(det, 3, 1)], -sizes.detailHeight), .equal, medium)
        add(e([(det, 1, 1), (det, 3, 1), (c, 1, -1), (c, 3, -1)], 12), .lessThanOrEqual)
        add(e([(sub, 0, 1), (title, 0, -1)]), .equal)
        add(e([(sub, 1, 1), (title, 1, -1), (title, 3, -1)], -4), .equal)
        add(e([(sub, 0, 1), (sub, 2, 1), (c, 0, -1), (c, 2, -1)], 16), .lessThanOrEqual)
        add(e([(sub, 2, 1)], -sizes.subtitleWidth), .lessThanOrEqual, weak)
        add(e([(sub, 2, 1)], -sizes.subtitleWidth), .greaterThanOrEqual, medium)
        add(e([(sub, 3, 1)], -sizes.subtitleHeight), .lessThanOrEqual, weak)
        add(e([(sub, 3, 1)], -sizes.subtitleHeight), .greaterThanOrEqual, medium)
        add(e([(sub, 1, 1), (sub, 3, 1), (c, 1, -1), (c, 3, -1)], 12), .lessThanOrEqual)
        add(e([(sep, 0, 1), (c, 0, -1)], -16), .equal)
        add(e([(sep, 0, 1), (sep, 2, 1), (c, 0, -1), (c, 2, -1)]), .equal)
        add(e([(sep, 3, 1)], -0.5), .equal)
        add(e([(sep, 1, 1), (sep, 3, 1), (c, 1, -1), (c, 3, -1)]), .equal)
    }

    /// Adds every constraint to a new solver and returns the cell's height.
    func solve() -> Double {
        var solver = SimplexSolver()
        for _ in 0..<24 { _ = solver.makeVariable() }
        for (expression, relation, priority) in constraints {
            do { try solver.add(expression, relation, priority: priority) } catch { return -1 }
        }
        return solver.value(of: height)
    }
}
