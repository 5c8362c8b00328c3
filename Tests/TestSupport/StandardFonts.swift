import Measure

/// The standard font set (Inter, Noto Sans CJK, Symbola) that every layout test measures with, loaded once.
public let fontSet: FontSet = {
    do { return try FontSet.standard() } catch { fatalError("the standard fonts must be installed for tests: \(error)") }
}()

/// A measurer over `fontSet`, shared by the tests of a process.
public let measurer = TextMeasurer(fontSet: fontSet)
