/// Something the engine noticed while laying out, which does not stop it.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Required constraints conflicted; one was broken (UIKit's "Unable to simultaneously satisfy constraints").
        case unsatisfiableConstraints
        /// A view's position or size is not determined by its constraints.
        case ambiguousLayout
        /// A constraint refers to a view that does not exist or relates anchors UIKit would refuse to relate.
        case invalidConstraint
    }

    public var kind: Kind
    /// What UIKit would print (several lines for a conflict).
    public var message: String
    /// The message's one-line gist, for one-line reports (lint): the message itself unless it is several lines.
    public var headline: String
    /// For conflicts: the constraints involved (a minimal conflicting set) and the one given up.
    public var constraints: [String]
    public var brokenConstraint: String?

    public init(kind: Kind, message: String, headline: String? = nil, constraints: [String] = [], brokenConstraint: String? = nil) {
        self.kind = kind; self.message = message; self.headline = headline ?? message; self.constraints = constraints
        self.brokenConstraint = brokenConstraint
    }

    public var description: String { message }

    /// The console text UIKit prints for conflicting constraints, with our constraint descriptions.
    package static func unsatisfiable(_ involved: [String], broken: String) -> LayoutDiagnostic {
        let headline = "[LayoutConstraints] Unable to simultaneously satisfy constraints."
        var lines = [
            headline,
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this: (1) look at each constraint and try to figure out which you don't expect; "
                + "(2) find the code that added the unwanted constraint or constraints and fix it.",
            "(",
        ]
        lines += involved.map { "    \"\($0)\"," }
        lines += [")"]
        if involved.contains(where: { $0.contains("NSAutoresizingMaskLayoutConstraint") }) {
            lines += ["", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation "
                + "for the UIView property translatesAutoresizingMaskIntoConstraints) "]
        }
        lines += ["", "Will attempt to recover by breaking constraint", broken]
        return LayoutDiagnostic(kind: .unsatisfiableConstraints, message: lines.joined(separator: "\n"), headline: headline,
                                constraints: involved, brokenConstraint: broken)
    }
}
