// Stand-ins for Open Food Facts' own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

extension String {
    /// The app's localisation helper; here the key is its own text.
    var localized: String { self }
}
