// Stand-ins for Home Assistant's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Shared module: design tokens
enum DesignSystem {
    enum Spaces {
        static let one: CGFloat = 8
        static let two: CGFloat = 16
        static let three: CGFloat = 24
    }
    enum CornerRadius {
        static let one: CGFloat = 8
        static let two: CGFloat = 12
    }
}
