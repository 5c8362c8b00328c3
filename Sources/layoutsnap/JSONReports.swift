import Files
import Measure
import PNGCodec
import Render
import Snapshot

/// The JSON shapes of the command-line contract (README, "Command line"). Keys are sorted on output.
enum JSONReports {
    static func textLayout(_ layout: TextLayout, fontSet: FontSet) -> JSONValue {
        .object([
            "size": SceneJSON.size(layout.size),
            "firstBaseline": .number(layout.firstBaseline),
            "lastBaseline": .number(layout.lastBaseline),
            "lines": .array(layout.lines.map { line in
                .object(["text": .string(line.text), "width": .number(line.width), "baseline": .number(line.baseline),
                         "x": .number(line.x), "height": .number(line.height),
                         // Runs of one direction, left to right: UTF-16 offsets in the text and the embedding level.
                         "visualRuns": .array(line.visualRuns.map { run in
                             .object(["start": .number(Double(run.utf16Range.lowerBound)), "end": .number(Double(run.utf16Range.upperBound)),
                                      "level": .number(Double(run.level))])
                         })])
            }),
            "fonts": SceneJSON.fonts(layout.fonts, fontSet: fontSet),
            // The drawn glyphs, run by run (one face at one size each), left to right on each line.
            "glyphRuns": .array(layout.runs.map { run in
                .object(["family": .string(run.font.family), "pointSize": .number(run.pointSize),
                         "glyphs": .array(run.glyphs.map { .number(Double($0)) }),
                         "x": .array(run.positions.map { .number($0.x) }), "baseline": .number(run.positions.first?.y ?? 0)])
            }),
            "truncated": .bool(layout.isTruncated),
            "missingCharacters": .array(layout.missingCharacters.map(JSONValue.string)),
        ])
    }

    static func comparison(_ result: ComparisonResult, a: ImageBuffer, b: ImageBuffer) -> JSONValue {
        var fields: [String: JSONValue] = [
            "sizeA": .object(["width": .number(Double(a.width)), "height": .number(Double(a.height))]),
            "sizeB": .object(["width": .number(Double(b.width)), "height": .number(Double(b.height))]),
            "identical": .bool(result.isIdentical),
        ]
        switch result {
        case .identical:
            fields["differentPixels"] = .number(0)
            fields["ratio"] = .number(0)
            fields["boundingBox"] = .null
            fields["sizeMismatch"] = .bool(false)
        case let .different(count, size, box):
            fields["differentPixels"] = .number(Double(count))
            fields["ratio"] = .number(Double(count) / Double(max(size.pixelCount, 1)))
            fields["boundingBox"] = .object(["x": .number(Double(box.x)), "y": .number(Double(box.y)),
                                             "width": .number(Double(box.width)), "height": .number(Double(box.height))])
            fields["sizeMismatch"] = .bool(false)
        case .sizeMismatch:
            fields["differentPixels"] = .null
            fields["ratio"] = .null
            fields["boundingBox"] = .null
            fields["sizeMismatch"] = .bool(true)
        }
        return .object(fields)
    }
}
