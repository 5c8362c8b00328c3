import Files
import Foundation
import Geometry

/// Every snapshot of a verify run that did not simply match — one entry per mismatch, size mismatch, missing
/// reference or freshly recorded reference — written as `report.json` (for machines) and `report.html` (for people)
/// into the artifacts folder, next to the expected / actual / diff PNGs the entries name.
///
/// ```swift
/// var report = SnapshotReport()
/// if let entry = SnapshotReport.Entry(fixture: "tag-flow", variant: "w375-L@2x", outcome: outcome,
///                                     referencePath: reference, tolerance: tolerance,
///                                     artifactsDirectory: artifacts, layoutDiff: diff) {
///     report.entries.append(entry)
/// }
/// try report.write(toDirectory: artifacts)   // report.json + report.html
/// ```
public struct SnapshotReport: Hashable, Sendable, Codable {
    public static let jsonFileName = "report.json"
    public static let htmlFileName = "report.html"

    /// Why a snapshot is in the report.
    public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// Same size, pixels differ beyond the tolerance.
        case mismatch
        /// The rendered image and the reference have different sizes.
        case sizeMismatch
        /// There is no reference and none was recorded.
        case missingReference
        /// A reference was written (new, or overwritten by the record mode); the run fails once so it is seen.
        case recorded
        /// The variant could not be verified (bad input: a corrupt reference, a scene too large to draw); `message`
        /// says why.
        case error

        /// For people: `pixels differ`, `size mismatch`, `missing reference`, `recorded`.
        public var label: String {
            switch self {
            case .mismatch: return "pixels differ"
            case .sizeMismatch: return "size mismatch"
            case .missingReference: return "missing reference"
            case .recorded: return "recorded"
            case .error: return "error"
            }
        }
    }

    /// One snapshot that did not match. Image paths are relative to the artifacts folder (where the report is
    /// written); `referencePath` is as the verifier was given it.
    public struct Entry: Hashable, Sendable, Codable {
        /// The fixture, which is also the artifacts sub-folder (the verifier's `group`).
        public var fixture: String
        /// The variant, e.g. `w375-AX3@2x-rtl` (the verifier's `name`).
        public var variant: String
        /// Pixels per point of the variant's images (the comparison shows them at their size in points); nil when
        /// unknown (a report written before it was recorded).
        public var scale: Double?
        public var status: Status
        /// Pixels that differ (under the tolerance's threshold); nil for a size mismatch or when nothing was compared.
        public var differentPixels: Int?
        public var totalPixels: Int?
        /// The smallest rectangle holding every differing pixel.
        public var boundingBox: PixelRect?
        public var expectedSize: PixelSize?
        public var actualSize: PixelSize?
        public var tolerance: ComparisonTolerance
        public var expectedImage: String?
        public var actualImage: String?
        public var diffImage: String?
        public var referencePath: String
        /// What moved or resized in the layout, when the caller compared the scene documents.
        public var layoutDiff: LayoutDiff?
        /// For `.error`: what went wrong, naming the file and the field.
        public var message: String?
        /// Why the layout diff is missing when a record could not be used (malformed, or written with another image).
        public var layoutDiffError: String?
        /// What the layout warned about while producing the rendered image (characters no font covers, broken
        /// constraints, …): often the cause of the difference.
        public var warnings: [Warning] = []

        public init(fixture: String, variant: String, scale: Double? = nil, status: Status, differentPixels: Int? = nil,
                    totalPixels: Int? = nil, boundingBox: PixelRect? = nil, expectedSize: PixelSize? = nil, actualSize: PixelSize? = nil,
                    tolerance: ComparisonTolerance = .exact, expectedImage: String? = nil, actualImage: String? = nil,
                    diffImage: String? = nil, referencePath: String, layoutDiff: LayoutDiff? = nil, message: String? = nil) {
            self.fixture = fixture; self.variant = variant; self.scale = scale; self.status = status
            self.differentPixels = differentPixels; self.totalPixels = totalPixels; self.boundingBox = boundingBox
            self.expectedSize = expectedSize; self.actualSize = actualSize; self.tolerance = tolerance
            self.expectedImage = expectedImage; self.actualImage = actualImage; self.diffImage = diffImage
            self.referencePath = referencePath; self.layoutDiff = layoutDiff; self.message = message
        }

        /// The entry for what a verification (`VerifyHandler`) found; nil for `.matched`. Artifact paths are made relative
        /// to `artifactsDirectory`; the images' sizes come from the comparison result.
        public init?(fixture: String, variant: String, scale: Double? = nil, outcome: VerificationOutcome, referencePath: String,
                     tolerance: ComparisonTolerance = .exact, artifactsDirectory: String, layoutDiff: LayoutDiff? = nil,
                     layoutDiffError: String? = nil, warnings: [Warning] = []) {
            self.init(fixture: fixture, variant: variant, scale: scale, status: .mismatch, tolerance: tolerance,
                      referencePath: referencePath, layoutDiff: layoutDiff)
            self.layoutDiffError = layoutDiffError
            self.warnings = warnings
            switch outcome {
            case .matched:
                return nil
            case let .missingReference(path):
                status = .missingReference
                self.referencePath = path
            case let .recorded(path, previous):
                status = .recorded
                self.referencePath = path
                if let previous { apply(previous) }
            case let .mismatched(result, artifacts):
                apply(result)
                status = if case .sizeMismatch = result { .sizeMismatch } else { .mismatch }
                expectedImage = SnapshotReport.relativePath(of: artifacts.expected, from: artifactsDirectory)
                actualImage = SnapshotReport.relativePath(of: artifacts.actual, from: artifactsDirectory)
                diffImage = artifacts.diff.map { SnapshotReport.relativePath(of: $0, from: artifactsDirectory) }
            }
        }

        private mutating func apply(_ result: ComparisonResult) {
            switch result {
            case .identical:
                break
            case let .different(count, size, box):
                differentPixels = count; totalPixels = size.pixelCount; boundingBox = box
                expectedSize = size; actualSize = size
            case let .sizeMismatch(expected, actual):
                expectedSize = expected; actualSize = actual
            }
        }

        /// `differentPixels / totalPixels`, nil when either is unknown.
        public var ratio: Double? {
            guard let differentPixels, let totalPixels else { return nil }
            return Double(differentPixels) / Double(max(totalPixels, 1))
        }

        /// `fixture/variant`.
        public var name: String { "\(fixture)/\(variant)" }

        /// One line with the numbers, in the words of `ComparisonResult.summary`.
        public var summary: String {
            var parts: [String] = [status.label]
            if let differentPixels, let totalPixels, let ratio {
                parts.append("\(differentPixels) of \(totalPixels) pixels differ (ratio \(String(format: "%.6f", ratio)))")
            }
            if let box = boundingBox { parts.append("inside \(SnapshotReport.describe(box))") }
            if status == .mismatch, let expectedSize { parts.append("image \(expectedSize) pixels") }
            if status == .sizeMismatch, let expectedSize, let actualSize {
                parts.append("expected \(expectedSize) pixels, got \(actualSize)")
            }
            if status == .missingReference { parts.append("no reference at \(referencePath)") }
            if status == .error, let message { parts.append(message) }
            return parts.joined(separator: ", ")
        }

        private enum CodingKeys: String, CodingKey {
            case fixture, variant, scale, status, differentPixels, totalPixels, ratio, boundingBox, expectedSize, actualSize
            case tolerance, expectedImage, actualImage, diffImage, referencePath, layoutDiff, layoutDiffError, message, warnings, summary
        }

        private enum ToleranceKeys: String, CodingKey { case threshold, maxDiffPixels, maxDiffPixelRatio }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fixture = try container.decode(String.self, forKey: .fixture)
            variant = try container.decode(String.self, forKey: .variant)
            scale = try container.decodeIfPresent(Double.self, forKey: .scale)
            status = try container.decode(Status.self, forKey: .status)
            differentPixels = try container.decodeIfPresent(Int.self, forKey: .differentPixels)
            totalPixels = try container.decodeIfPresent(Int.self, forKey: .totalPixels)
            boundingBox = try container.decodeIfPresent(PixelRect.self, forKey: .boundingBox)
            expectedSize = try container.decodeIfPresent(PixelSize.self, forKey: .expectedSize)
            actualSize = try container.decodeIfPresent(PixelSize.self, forKey: .actualSize)
            tolerance = .exact
            if container.contains(.tolerance), try !container.decodeNil(forKey: .tolerance) {
                let limits = try container.nestedContainer(keyedBy: ToleranceKeys.self, forKey: .tolerance)
                tolerance = ComparisonTolerance(
                    threshold: try limits.decodeIfPresent(Double.self, forKey: .threshold),
                    maxDiffPixels: try limits.decodeIfPresent(Int.self, forKey: .maxDiffPixels),
                    maxDiffPixelRatio: try limits.decodeIfPresent(Double.self, forKey: .maxDiffPixelRatio))
            }
            expectedImage = try container.decodeIfPresent(String.self, forKey: .expectedImage)
            actualImage = try container.decodeIfPresent(String.self, forKey: .actualImage)
            diffImage = try container.decodeIfPresent(String.self, forKey: .diffImage)
            referencePath = try container.decode(String.self, forKey: .referencePath)
            layoutDiff = try container.decodeIfPresent(LayoutDiff.self, forKey: .layoutDiff)
            layoutDiffError = try container.decodeIfPresent(String.self, forKey: .layoutDiffError)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            warnings = try container.decodeIfPresent([Warning].self, forKey: .warnings) ?? []
        }

        /// Every key is written, absent values as `null`, so the shape never depends on the status.
        public func encode(to encoder: any Encoder) throws {
            try encoder.encodeEveryKey([
                CodingKeys.fixture: fixture, .variant: variant, .scale: scale, .status: status, .summary: summary,
                .differentPixels: differentPixels, .totalPixels: totalPixels, .ratio: ratio, .boundingBox: boundingBox,
                .expectedSize: expectedSize, .actualSize: actualSize, .tolerance: ToleranceLimits(tolerance),
                .expectedImage: expectedImage, .actualImage: actualImage, .diffImage: diffImage,
                .referencePath: referencePath, .layoutDiff: layoutDiff, .layoutDiffError: layoutDiffError, .message: message, .warnings: warnings,
            ])
        }

        /// The tolerance as `{"threshold", "maxDiffPixels", "maxDiffPixelRatio"}`, every key written.
        private struct ToleranceLimits: Encodable {
            var tolerance: ComparisonTolerance
            init(_ tolerance: ComparisonTolerance) { self.tolerance = tolerance }
            func encode(to encoder: any Encoder) throws {
                try encoder.encodeEveryKey([ToleranceKeys.threshold: tolerance.threshold, .maxDiffPixels: tolerance.maxDiffPixels,
                                            .maxDiffPixelRatio: tolerance.maxDiffPixelRatio])
            }
        }
    }

    /// A layout warning of the rendered scene, as the report lists it: the kind and the facts it carries, and the
    /// console text.
    public struct Warning: Hashable, Sendable, Codable {
        public enum Kind: String, Hashable, Sendable, Codable {
            case missingCharacter, unsatisfiableConstraints, ambiguousLayout, invalidConstraint, zeroHeightRow, document, fontSubstituted
            case itemWiderThanSection, layoutDidNotSettle
        }

        public var kind: Kind
        /// The element, e.g. `row 0.1`; nil for the whole scene.
        public var location: String?
        /// For `missingCharacter`: the character no font covers.
        public var character: String?
        /// For `unsatisfiableConstraints`: the constraint UIKit would break.
        public var brokenConstraint: String?
        public var message: String

        public init(kind: Kind, location: String? = nil, character: String? = nil, brokenConstraint: String? = nil, message: String) {
            self.kind = kind; self.location = location; self.character = character
            self.brokenConstraint = brokenConstraint; self.message = message
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// The entries in the order both files list them: by fixture, then variant, then status.
    public var sortedEntries: [Entry] {
        entries.sorted { ($0.fixture, $0.variant, $0.status.rawValue) < ($1.fixture, $1.variant, $1.status.rawValue) }
    }

    /// How many entries have each status.
    public var counts: [Status: Int] { entries.reduce(into: [:]) { $0[$1.status, default: 0] += 1 } }

    /// `No snapshot failures.` or `2 snapshot failures: 1 pixels differ, 1 size mismatch`.
    public var summary: String {
        guard !entries.isEmpty else { return "No snapshot failures." }
        let counts = counts
        let parts = Status.allCases.compactMap { status in counts[status].map { "\($0) \(status.label)" } }
        return "\(entries.count) snapshot failure\(entries.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }

    private enum CodingKeys: String, CodingKey { case entries, failures, summary }

    public init(from decoder: any Decoder) throws {
        entries = try decoder.container(keyedBy: CodingKeys.self).decode([Entry].self, forKey: .entries)
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeEveryKey([CodingKeys.entries: sortedEntries, .failures: entries.count, .summary: summary])
    }

    /// `report.json`: pretty-printed, sorted keys, entries in `sortedEntries` order, absent numbers as `null`.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads what `jsonData()` wrote.
    public static func decode(json: Data) throws -> SnapshotReport {
        try JSONDecoder().decode(SnapshotReport.self, from: json)
    }

    /// Writes `report.json` and `report.html` into `directory` (created when missing), each whole (temporary file +
    /// rename). Returns their paths. `directory` should be the artifacts folder the entries' image paths are relative to.
    @discardableResult
    public func write(toDirectory directory: String) throws -> (json: String, html: String) {
        let jsonPath = (directory as NSString).appendingPathComponent(Self.jsonFileName)
        let htmlPath = (directory as NSString).appendingPathComponent(Self.htmlFileName)
        try AtomicFile.write([UInt8](try jsonData()), to: jsonPath)
        try AtomicFile.write(Array(html(directory: directory).utf8), to: htmlPath)
        return (jsonPath, htmlPath)
    }

    /// `x 10…99, y 20…41`, inclusive pixel ranges as `ComparisonResult.summary` writes them.
    static func describe(_ box: PixelRect) -> String {
        "x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)"
    }

    /// `path` relative to `directory` (`a/b.png`, `../Snapshots/x.png`); both are resolved against the current
    /// directory first when relative.
    static func relativePath(of path: String, from directory: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let components = Array(repeating: "..", count: base.count - common) + target[common...]
        return components.joined(separator: "/")
    }
}
