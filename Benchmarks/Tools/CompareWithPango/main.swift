// Compares LayoutSnap's line breaks with Pango's, paragraph by paragraph, on the TextLayoutCorpus corpus.
//
//     /usr/bin/python3 Scripts/pango_lines.py                       # writes .build/pango_lines.json
//     swift run -c release CompareWithPango [pango_lines.json] [examples]
//
// Prints the totals, how many paragraphs differ in line count and how many break differently with the
// same count, and the first `examples` (default 5) paragraphs whose line count differs, with both sets of
// lines. Pango's lines keep their trailing spaces; they are trimmed here before comparing.
import Foundation
import Measure

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let arguments = CommandLine.arguments
let pangoPath = arguments.count > 1 ? arguments[1] : packageRoot.appendingPathComponent(".build/pango_lines.json").path
let exampleCount = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

let corpus = try JSONDecoder().decode([String].self, from: Data(contentsOf: packageRoot.appendingPathComponent("Resources/corpus.json")))
let pango = try JSONDecoder().decode([[String]].self, from: Data(contentsOf: URL(fileURLWithPath: pangoPath)))
precondition(corpus.count == pango.count, "corpus has \(corpus.count) paragraphs, Pango's file \(pango.count)")

// Pango sets Inter with its own advances, so LayoutSnap's system-font tracking is off here: the comparison is of
// line breaking over the same glyph widths.
let measurer = TextMeasurer(fontSet: try FontSet.standard(), tracking: .none)
let attributes = TextAttributes.style(.body, category: .large)

func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while let last = line.last, last == " " || last == "\n" { line = line.dropLast() }
    return String(line)
}

var oursTotal = 0, pangoTotal = 0
var countDiffers: [Int] = [], breaksDiffer: [Int] = []
var more = 0, fewer = 0
var layouts: [TextLayout] = []
for (index, text) in corpus.enumerated() {
    let layout = measurer.layout(text, attributes: attributes, width: 343, scale: 2)
    layouts.append(layout)
    let ours = layout.lines.map { trimmed($0.text) }
    let theirs = pango[index].map(trimmed)
    oursTotal += ours.count
    pangoTotal += theirs.count
    if ours.count != theirs.count {
        countDiffers.append(index)
        if ours.count > theirs.count { more += 1 } else { fewer += 1 }
    } else if ours != theirs {
        breaksDiffer.append(index)
    }
}
print("lines: LayoutSnap \(oursTotal), Pango \(pangoTotal) (diff \(oursTotal - pangoTotal))")
let height = layouts.reduce(0.0) { $0 + $1.lines.reduce(0.0) { $0 + $1.height } }
let roundedHeight = layouts.reduce(0.0) { $0 + $1.size.height }
print(String(format: "height: sum of line heights %.2f pt, of sizes rounded to the @2x grid %.1f pt (bench_text_pango.py: 829281.95 pt)", height, roundedHeight))
print("paragraphs with a different line count: \(countDiffers.count) (LayoutSnap more lines: \(more), fewer: \(fewer))")
print("paragraphs with the same count but different breaks: \(breaksDiffer.count)")

@MainActor func show(_ index: Int) {
    let layout = layouts[index]
    print("\n#\(index): \(corpus[index])")
    print("  LayoutSnap (\(layout.lines.count) lines):")
    for line in layout.lines { print(String(format: "    %7.2f pt | ", line.width) + line.text) }
    print("  Pango (\(pango[index].count) lines):")
    for line in pango[index] { print("              | " + trimmed(line)) }
}
for index in countDiffers.prefix(exampleCount) { show(index) }
if !breaksDiffer.isEmpty {
    print("\n-- same count, different breaks --")
    for index in breaksDiffer.prefix(exampleCount) { show(index) }
}

// How close the breaks came to going the other way: the widest line (room left before 343 pt) and, for each
// break, the width the line would have had with the next word (or CJK character) pulled up (excess over 343).
var closestFit = (slack: Double.infinity, paragraph: -1, line: ""), closestMiss = (excess: Double.infinity, paragraph: -1, line: "")
for (index, layout) in layouts.enumerated() {
    for (number, line) in layout.lines.enumerated() {
        if 343 - line.width < closestFit.slack { closestFit = (343 - line.width, index, line.text) }
        guard number + 1 < layout.lines.count else { continue }
        let next = layout.lines[number + 1].text
        let isCJK = next.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
        // A CJK line cannot start with "，" or "。", so the unit pulled up is a character plus such a mark.
        let cjkUnit = next.count > 1 && ["，", "。"].contains(Array(next)[1]) ? 2 : 1
        let pulled = isCJK ? String(next.prefix(cjkUnit)) : String(next.prefix { $0 != " " })
        let joined = corpus[index].utf16.count > 0
            ? String(decoding: Array(corpus[index].utf16)[line.utf16Range.lowerBound..<(line.utf16Range.upperBound + pulled.utf16.count)], as: UTF16.self)
            : ""
        let width = measurer.layout(joined.trimmingCharacters(in: .whitespaces), attributes: attributes, width: nil, scale: 2).lines.first?.width ?? 0
        if width - 343 < closestMiss.excess { closestMiss = (width - 343, index, joined) }
    }
}
print(String(format: "closest fit: %.4f pt to spare (#%d: %@)", closestFit.slack, closestFit.paragraph, closestFit.line))
print(String(format: "closest miss: next word would overflow by %.4f pt (#%d: %@)", closestMiss.excess, closestMiss.paragraph, closestMiss.line))
