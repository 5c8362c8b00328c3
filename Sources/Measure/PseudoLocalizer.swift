import Geometry

/// Rewrites text in a pseudo-locale, as pseudo-localisation tools do before translations exist (Android's `en-XA`
/// accented and expanded, `ar-XB` right to left; Paparazzi renders both): the same text always gives the same pseudo
/// text, and only the letters A–Z and a–z change, so digits, punctuation, emoji and other scripts stay as written.
///
/// Every replacement letter is one UTF-16 unit, like the letter it replaces, so attributed runs keep their ranges;
/// `long` adds a bracket at each end and padding before the closing one, and runs that touch an end grow with it.
public extension PseudoLocale {
    /// `text` in this pseudo-locale.
    func rewritten(_ text: String) -> String {
        switch self {
        case .accented: return Self.mapLetters(text, Self.accentedLetters)
        case .rtl: return Self.mapLetters(text, Self.hebrewLetters)
        case .long:
            guard !text.isEmpty else { return text }
            return "[" + Self.mapLetters(text, Self.accentedLetters) + Self.padding(forLength: text.count) + "]"
        }
    }

    /// `text` and its attributes in this pseudo-locale: attributed runs keep covering the same letters, and a run
    /// that starts at the text's start or ends at its end also covers the bracket or padding there.
    func rewritten(_ text: String, attributes: TextAttributes) -> (text: String, attributes: TextAttributes) {
        let result = rewritten(text)
        guard self == .long, !attributes.attributedRuns.isEmpty, !text.isEmpty else { return (result, attributes) }
        let oldLength = text.utf16.count, newLength = result.utf16.count
        var attributes = attributes
        for index in attributes.attributedRuns.indices {
            let range = attributes.attributedRuns[index].utf16Range
            let lower = range.lowerBound <= 0 ? 0 : range.lowerBound + 1
            let upper = range.upperBound >= oldLength ? newLength : range.upperBound + 1
            attributes.attributedRuns[index].utf16Range = lower..<max(lower, upper)
        }
        return (result, attributes)
    }

    /// How many characters `long` adds to a text of `length` characters, brackets included: 40 % of a short text
    /// (up to 20 characters), 30 % of a longer one, rounded up, and never fewer than the two brackets. German and
    /// Finnish run about this much longer than English (IBM's and Microsoft's localisation guidance).
    static func longExpansion(forLength length: Int) -> Int {
        let rate = length <= 20 ? 0.4 : 0.3
        let grown = (Double(length) * rate).rounded(.up)
        return max(2, grown < Double(Int.max / 2) ? Int(grown) : 2)
    }

    /// The padding `long` puts before its closing bracket: a space and the start of an accented word list, so the
    /// longer text still breaks between words as real translations do.
    private static func padding(forLength length: Int) -> String {
        let count = longExpansion(forLength: length) - 2
        guard count > 0 else { return "" }
        var padding = " "
        var filler = fillerWords.makeIterator()
        while padding.count < count {
            if let next = filler.next() { padding.append(next) } else { filler = fillerWords.makeIterator() }
        }
        // A word, not a space, meets the closing bracket.
        if padding.last == " " { padding.removeLast(); padding.append("é") }
        return padding
    }

    private static let fillerWords = "ŏñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ "

    private static func mapLetters(_ text: String, _ table: [Unicode.Scalar]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: scalars.append(table[Int(scalar.value - 0x41)])
            case 0x61...0x7A: scalars.append(table[26 + Int(scalar.value - 0x61)])
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A–Z then a–z, each an accented Latin letter of the Basic Multilingual Plane (the stand-in system font has them all).
    private static let accentedLetters = Array("ÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŘŜŢÛṼŴẊÝŽáƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýž".unicodeScalars)

    /// A–Z then a–z as Hebrew letters (strong right-to-left characters), upper and lower case alike.
    private static let hebrewLetters: [Unicode.Scalar] = {
        let letters = Array("אבגדהוזחטיכלמנסעפצקרשתךםןף".unicodeScalars)
        return letters + letters
    }()
}
