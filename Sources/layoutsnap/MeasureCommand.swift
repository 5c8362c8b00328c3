import ArgumentParser
import Files
import Foundation
import Geometry
import Measure
import Scenes

extension LayoutSnapCommand {
    /// `layoutsnap measure TEXT`: the text layout of one label.
    struct MeasureCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "measure", abstract: "Measure a text as a label would lay it out.")

        @Argument(help: "The text to measure (or --file).") var text: String?
        @Option(help: "Read the text from this UTF-8 file; - reads standard input.") var file: String?
        @Option(help: "Text style.") var style: TextStyle = .body
        @Option(help: "Content size category.") var category: ContentSizeCategory = .large
        @Option(parsing: .unconditional, help: "Wrapping width in points (default: unlimited, one line per paragraph).") var width: Double?
        @Option(parsing: .unconditional, help: "Maximum number of lines; 0 = unlimited.") var lines: Int = 0
        @Option(help: "Alignment.") var alignment: TextAlignment = .natural
        @Option(help: "Layout direction.") var direction: LayoutDirection = .leftToRight
        @Option(parsing: .unconditional, help: "Screen scale the size is rounded to: 1, 2 or 3.") var scale: Double = 2
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var fonts: FontOptions

        /// The largest text measured: 16 MiB of UTF-8.
        static let maximumTextSize = 16 << 20

        /// The text, from the argument, the file or standard input: exactly one of them.
        func readText() throws -> String {
            switch (text, file) {
            case let (text?, nil):
                return text
            case let (nil, path?):
                let bytes: [UInt8]
                if path == "-" {
                    let data = FileHandle.standardInput.readData(ofLength: Self.maximumTextSize + 1)
                    guard data.count <= Self.maximumTextSize else {
                        throw CLIError.badInput("--file -: standard input holds more than \(Self.maximumTextSize) bytes")
                    }
                    bytes = [UInt8](data)
                } else {
                    bytes = try RegularFile.read(path, limit: Self.maximumTextSize)
                }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw CLIError.badInput("--file \(path): the text is not UTF-8")
                }
                return text
            case (nil, nil):
                throw CLIError.badInput("give the text to measure, or --file PATH (- for standard input)")
            case (_?, _?):
                throw CLIError.badInput("give the text to measure or --file, not both")
            }
        }

        func run() throws {
            let text = try readText()
            if let width, !(width >= 0 && width <= 1_000_000) {
                throw CLIError.badInput("--width must be between 0 and 1000000 points, found \(width)")
            }
            guard lines >= 0 else { throw CLIError.badInput("--lines must be 0 or more, found \(lines)") }
            guard ScreenScale(exactly: scale) != nil else { throw CLIError.badInput("--scale must be \(ScreenScale.allowedValues), found \(scale)") }
            let fontSet = try fonts.loadFontSet()
            let measurer = TextMeasurer(fontSet: fontSet)
            let attributes = TextAttributes.style(style, category: category, numberOfLines: lines,
                                                  alignment: alignment, direction: direction)
            let layout = measurer.layout(text, attributes: attributes, width: width, scale: scale)
            report(warnings: layout.missingCharacters.map { LayoutWarning(.missingCharacter($0)) }, context: "measure", fontSet: fontSet)
            if json {
                print(JSONReports.textLayout(layout, fontSet: fontSet).serialized())
                return
            }
            print("size \(layout.size.width) × \(layout.size.height) pt, \(layout.lines.count) line(s), baselines \(layout.firstBaseline) … \(layout.lastBaseline)")
            for line in layout.lines {
                print(String(format: "  %8.3f  %8.3f  ", line.baseline, line.width) + line.text)
            }
            for face in layout.fonts { print("  font \(face.family): \(face.file)") }
        }
    }
}
