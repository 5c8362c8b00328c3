import Geometry
import Scenes

/// What `layoutsnap lint` finds in a laid-out scene.
public enum LintKind: String, CaseIterable, Sendable, Codable, Comparable {
    /// A label's text needed more lines or width than it got.
    case truncated
    /// A label's line box is taller than its frame (squeezed by required constraints): the text is cut.
    case clipped
    /// A view lies partly outside its superview or its cell.
    case outsideSuperview
    /// Two text or control siblings overlap where they do not at Large.
    case overlapping
    /// A label's font keeps its size at every content size category.
    case fixedFont
    /// A control smaller than the HIG's 44 × 44 points.
    case smallTapTarget
    /// Text below the smallest legible size.
    case smallText
    /// Text whose contrast with its background is below WCAG AA.
    case lowContrast
    /// A broken, ambiguous or invalid constraint; a self-sizing cell whose size does not converge, a table row whose
    /// constraints give it no height, or `layoutSubviews()` that keeps changing the layout.
    case layout

    public static func < (lhs: LintKind, rhs: LintKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// One sentence on what the kind finds (SARIF's rule description).
    public var summary: String {
        switch self {
        case .truncated: return "A label's text needs more lines or width than it gets and is cut."
        case .clipped: return "A label's lines are taller than its frame, so the text is clipped."
        case .outsideSuperview: return "A view lies partly outside its superview, or a cell is wider than the screen."
        case .overlapping: return "Two text or control siblings overlap where they do not at Large."
        case .fixedFont: return "A label's font keeps its size at every content size category (no Dynamic Type)."
        case .smallTapTarget: return "A control is smaller than the HIG's 44 × 44 points."
        case .smallText: return "Text is set under 11 points."
        case .lowContrast: return "Text has less contrast with its background than WCAG AA asks (4.5:1, 3:1 for large text)."
        case .layout: return "Auto Layout broke, could not place, or refused a constraint, or self-sizing did not converge."
        }
    }
}

public enum LintSeverity: String, CaseIterable, Sendable, Codable, Comparable {
    case note, warning, error

    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// One finding in one variant of a scene.
public struct LintOccurrence: Hashable, Sendable {
    public var kind: LintKind
    public var severity: LintSeverity
    /// The view's id (for an overlap, both ids joined by " and ").
    public var view: String
    /// The ids of the views it is about: the view, or the two views of an overlap.
    public var views: [String]
    public var message: String
    public var variant: Variant
    /// Where the input file writes the (first) view, when known.
    public var source: SourceLocation?
    /// Where it is in the scene, in points: the frame of each view it is about (empty for the layout as a whole).
    public var frames: [Rect]

    /// `views` defaults to `[view]`.
    public init(kind: LintKind, severity: LintSeverity, view: String, views: [String]? = nil, message: String, variant: Variant,
                source: SourceLocation? = nil, frames: [Rect] = []) {
        self.kind = kind; self.severity = severity; self.view = view; self.views = views ?? [view]; self.message = message
        self.variant = variant; self.source = source; self.frames = frames
    }
}

/// A finding of one kind on one view, with every variant it occurs in and those variants summed up as a range
/// ("from AX2 on", "RTL only", "at widths ≤ 320").
public struct LintFinding: Hashable, Sendable {
    public var kind: LintKind
    public var severity: LintSeverity
    public var view: String
    /// The message of the first variant it occurs in (in variant order).
    public var message: String
    public var variants: [Variant]
    public var range: String
    /// Where the input file writes the view, when known: the fixture, or the Interface Builder document its view
    /// comes from.
    public var source: SourceLocation?

    public init(kind: LintKind, severity: LintSeverity, view: String, message: String, variants: [Variant], range: String,
                source: SourceLocation? = nil) {
        self.kind = kind; self.severity = severity; self.view = view; self.message = message; self.variants = variants; self.range = range
        self.source = source
    }
}
