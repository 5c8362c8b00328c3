// Stand-ins for Provenance's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
@_exported import LayoutSnapUIKit // the cell imports UIKit only `#if canImport(UIKit)`, false on Linux; in the app other files make UIKit visible

// RxSwift
final class DisposeBag {}

// PVThemes
struct ThemePalette {
    var gameLibraryHeaderBackground = UIColor(red: 0.96, green: 0.96, blue: 0.97, alpha: 1)
    var gameLibraryHeaderText = UIColor(red: 0.43, green: 0.43, blue: 0.45, alpha: 1)
    var settingsSeperator = UIColor(red: 0.78, green: 0.78, blue: 0.80, alpha: 1)
}
final class ThemeManager {
    static let shared = ThemeManager()
    var currentPalette = ThemePalette()
}

// SwiftPM's generated resource bundle accessor
extension Bundle {
    static var module: Bundle { .main }
}
