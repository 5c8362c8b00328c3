import Geometry
import Measure
import Scenes
import Testing

/// Scene's values: dynamic colours, variants and their names, and UIKit's conflict log.
struct SceneTests {
    @Test func dynamicColoursResolvePerAppearance() {
        let label = Color.dynamic(light: Color(red: 0, green: 0, blue: 0), dark: Color(red: 1, green: 1, blue: 1))
        #expect(label.resolved(for: .light).hexString == "#000000")
        #expect(label.resolved(for: .dark).hexString == "#FFFFFF")
        let fixed = Color(red: 1, green: 0.5, blue: 0)
        #expect(fixed.resolved(for: .dark) == fixed)
    }

    /// Every combination of the axes has its own name, the default the shortest, and `isImageName` knows each.
    @Test func variantNamesAreUniqueAndRecognised() {
        let set = VariantSet(widths: [320, 375], devices: [Device.all[0]], categories: [.large, .accessibilityLarge], scales: [2, 3],
                             directions: LayoutDirection.allCases, appearances: Appearance.allCases, pseudoLocales: [nil, .long, .rtl])
        let names = set.variants.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy(Variant.isImageName))
        #expect(Variant(width: 375).name == "w375-L@2x")
        #expect(set.variants.filter { $0.pseudoLocale == .rtl }.allSatisfy { $0.direction == .rightToLeft })
        #expect(Variant(width: 375, pseudoLocale: .long).environment.pseudoLocale == .long)
    }

    /// A style's colours and shadow are kept out of line: a style keeps what was set, compares and hashes by value,
    /// and is a few words to copy whatever it holds.
    @Test func outOfLineStyleValuesBehaveAsValues() {
        let red = Color(red: 1, green: 0, blue: 0)
        var style = NodeStyle(backgroundColor: red, borderColor: nil)
        let copy = style
        style.shadow = Shadow(color: red, opacity: 0.5, radius: 4, offset: Point(x: 0, y: 2))
        style.borderColor = Color(red: 0, green: 0, blue: 1)
        #expect(copy.shadow == nil && copy.borderColor == nil, "changing a copy leaves the original")
        #expect(style.shadow?.radius == 4 && style.borderColor?.blue == 1 && style.backgroundColor == red)
        var same = NodeStyle(backgroundColor: red, borderColor: Color(red: 0, green: 0, blue: 1))
        same.shadow = Shadow(color: red, opacity: 0.5, radius: 4, offset: Point(x: 0, y: 2))
        #expect(same == style && same.hashValue == style.hashValue)
        style.shadow = nil
        #expect(style != same && style.shadow == nil)
        #expect(MemoryLayout<NodeStyle>.size <= 64)
    }

    @Test func aConflictReadsAsUIKitsLogWithItsHeadline() {
        let diagnostic = LayoutDiagnostic.unsatisfiable(["<NSLayoutConstraint:0x1 a.width == 10>", "<NSLayoutConstraint:0x2 a.width == 20>"],
                                                        broken: "<NSLayoutConstraint:0x2 a.width == 20>")
        #expect(diagnostic.headline == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        #expect(diagnostic.message.hasPrefix(diagnostic.headline + "\n"))
        #expect(diagnostic.message.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:0x2 a.width == 20>"))
        #expect(LayoutDiagnostic(kind: .ambiguousLayout, message: "one line").headline == "one line")
    }

    /// UIKit prints conflicts, the zero-height row message and the flow layout's warning, throws for invalid
    /// constraints, and says nothing of ambiguity (Apple, "Debugging Auto Layout: Ambiguous Layouts": ambiguity is
    /// found with `hasAmbiguousLayout` and `_autolayoutTrace`, not reported).
    @Test func warningsSayHowUIKitReportsThem() {
        let conflict = LayoutDiagnostic.unsatisfiable(["<NSLayoutConstraint:0x1 a.width == 10>"], broken: "<NSLayoutConstraint:0x1 a.width == 10>")
        #expect(LayoutWarning(.layout(conflict)).uikitReport == .consoleMessage)
        #expect(LayoutWarning(.zeroHeightRow, at: .row(IndexPath(item: 0, section: 0))).uikitReport == .consoleMessage)
        #expect(LayoutWarning(.itemWiderThanSection(itemWidth: 400, available: 375)).uikitReport == .consoleMessage)
        #expect(LayoutWarning(.layout(LayoutDiagnostic(kind: .invalidConstraint, message: "no common ancestor"))).uikitReport == .exception)
        #expect(LayoutWarning(.layout(LayoutDiagnostic(kind: .ambiguousLayout, message: "ambiguous"))).uikitReport == .none)
        #expect(LayoutWarning(.missingCharacter("🦀")).uikitReport == .none)
    }
}
