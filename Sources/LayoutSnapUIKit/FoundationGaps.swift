import Foundation

// Foundation API that cell code calls and swift-corelibs-foundation does not have (on Apple platforms it is
// Foundation's). Each follows Apple's documented behaviour in English, the language LayoutSnap's snapshots use.

extension NSString {
    /// `localizedStringWithFormat(_:_:)`: the format filled in (`String(format:arguments:)`).
    public static func localizedStringWithFormat(_ format: NSString, _ arguments: CVarArg...) -> NSString {
        NSString(string: String(format: format as String, arguments: arguments))
    }
}

/// `RelativeDateTimeFormatter`: a date relative to another in the largest unit that is at least one ("2 hours ago",
/// "in 3 days"); with `.named`, "now", "yesterday", "tomorrow", "last week" and the like where English has a name.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// `RelativeDateTimeFormatter.DateTimeStyle`.
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var calendar: Calendar = .current
    open var locale: Locale = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The date relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval from now, in its largest whole unit.
    open func localizedString(fromTimeInterval interval: TimeInterval) -> String {
        let units: [(seconds: Double, singular: String, short: String, last: String, next: String)] = [
            (365 * 86_400, "year", "yr.", "last year", "next year"), (30 * 86_400, "month", "mo.", "last month", "next month"),
            (7 * 86_400, "week", "wk.", "last week", "next week"), (86_400, "day", "day", "yesterday", "tomorrow"),
            (3_600, "hour", "hr.", "", ""), (60, "minute", "min.", "", ""), (1, "second", "sec.", "", ""),
        ]
        let magnitude = abs(interval.isFinite ? interval : 0)
        guard let unit = units.first(where: { magnitude >= $0.seconds }) else { return dateTimeStyle == .named ? "now" : "in 0 seconds" }
        let count = Int((magnitude / unit.seconds).rounded(.down))
        if dateTimeStyle == .named, count == 1, !unit.last.isEmpty { return interval < 0 ? unit.last : unit.next }
        let name = unitsStyle == .full || unitsStyle == .spellOut ? unit.singular + (count == 1 ? "" : "s") : unit.short
        return interval < 0 ? "\(count) \(name) ago" : "in \(count) \(name)"
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}
