import AutoLayout
import Files
import FixtureFormat
import Foundation
import Geometry
import Layout
import Measure
import Pipeline
import Scenes
import Solver
import Testing

private let valid = """
name: demo
variants:
  widths: [375, 768]
  categories: all
  directions: [ltr, rtl]
table:
  style: grouped
  sections:
    - header: Hello
      cells:
        - labels:
            - {id: title, text: "Title", style: headline}
            - {text: "Detail", style: body, lines: 2, color: "#336699"}
"""

/// The error parsing `text` as a fixture gives, or nil when it parses.
func parseError(_ text: String) -> LocatedError? {
    do {
        _ = try Fixture.parse(text, file: "bad.yaml", defaultName: "bad")
        return nil
    } catch let error as LocatedError {
        return error
    } catch {
        return LocatedError(file: "", line: 0, column: 0, field: "", message: "unexpected \(error)")
    }
}

struct FixtureTests {
    /// `systemFont:` names a folder (relative to the fixture) whose fonts set the system font; a missing one is an
    /// error at the field.
    @Test func systemFontNamesAFolderBesideTheFixture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("SF"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("demo.yaml").path
        let fixture = try Fixture.parse("systemFont: SF\n" + valid, file: file, defaultName: "x")
        #expect(fixture.systemFontDirectory == folder.appendingPathComponent("SF").path)
        let error = parseError("systemFont: NoSuchFolder\n" + valid)
        #expect(error?.line == 1 && error?.field == "systemFont")
    }

    @Test func validFixtureParses() throws {
        let fixture = try Fixture.parse(valid, file: "demo.yaml", defaultName: "x")
        #expect(fixture.name == "demo")
        #expect(fixture.table?.style == .grouped)
        #expect(fixture.table?.sections[0].header == "Hello")
        let labels = fixture.table?.sections[0].cells[0].labels ?? []
        #expect(labels.map(\.id) == ["title", "label1"])
        #expect(labels[1].numberOfLines == 2)
        #expect(labels[1].color == Color(hex: "#336699"))
        #expect(fixture.variants.variants.count == 2 * 12 * 2)
    }

    @Test func variantNamesCarryWidthCategoryScaleAndDirection() {
        #expect(Variant(width: 375, category: .accessibilityExtraLarge, scale: 2).name == "w375-AX3@2x")
        #expect(Variant(width: 390.5, category: .large, scale: 3, direction: .rightToLeft).name == "w390.5-L@3x-rtl")
        let names = VariantSet(widths: [320, 375], categories: ContentSizeCategory.allCases, scales: [1, 2, 3],
                               directions: [.leftToRight, .rightToLeft]).variants.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func jsonFixturesUseTheSameFields() throws {
        let json = """
        {"name": "j", "table": {"sections": [{"cells": [{"labels": [{"text": "Hi", "style": "caption1"}]}]}]}}
        """
        let fixture = try Fixture.parse(json, file: "j.json", defaultName: "j")
        #expect(fixture.table?.sections[0].cells[0].labels[0].style == .caption1)
        #expect(fixture.variants.variants == [Variant(width: 375)])
    }

    @Test func unknownTextStyleNamesFileLineColumnAndField() {
        let error = parseError(valid.replacingOccurrences(of: "style: headline", with: "style: headlin"))
        #expect(error?.line == 12)
        #expect(error?.column == 49)
        #expect(error?.field == "table.sections[0].cells[0].labels[0].style")
        #expect(error?.description.hasPrefix("bad.yaml:12:49: table.sections[0].cells[0].labels[0].style: unknown text style 'headlin'") == true)
    }

    @Test func badInputsGiveOneClearLocatedMessage() {
        let cases: [(String, String, Int, String)] = [
            (valid.replacingOccurrences(of: "categories: all", with: "categories: [L, XXXXL]"), "unknown content size category 'XXXXL'", 4, "variants.categories[1]"),
            (valid.replacingOccurrences(of: "[375, 768]", with: "[375, -20]"), "width must be positive", 3, "variants.widths[1]"),
            (valid.replacingOccurrences(of: "      cells:\n", with: "      rows:\n"), "unknown field 'rows'", 10, "table.sections[0].rows"),
            (valid.replacingOccurrences(of: "lines: 2", with: "lines: -1"), "lines must be 0", 13, "table.sections[0].cells[0].labels[1].lines"),
            (valid.replacingOccurrences(of: "style: grouped", with: "style: fancy"), "unknown table style 'fancy'", 7, "table.style"),
            (valid.replacingOccurrences(of: "color: \"#336699\"", with: "color: mauve"), "unknown colour 'mauve'", 13, "table.sections[0].cells[0].labels[1].color"),
            ("table:\n  sections:\n    - header: Only a header\n", "missing field 'cells'", 3, "table.sections[0].cells"),
            ("table:\n  sections:\n    - cells:\n        - spacing: 4\n", "missing field 'labels'", 4, "table.sections[0].cells[0].labels"),
            ("table:\n  sections: [ {cells: [}\n", "invalid YAML", 2, ""),
            ("name: x\n", "missing field 'table'", 1, "table"),
            ("", "the fixture is empty", 1, ""),
        ]
        for (text, message, line, field) in cases {
            let error = parseError(text)
            #expect(error?.message.contains(message) == true, "\(String(describing: error)) should say \(message)")
            #expect(error?.line == line, "\(String(describing: error)) should be on line \(line)")
            #expect(error?.field == field)
        }
    }

    @Test func bundledFixturesLoadAndLayOut() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Fixtures").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 2)
        let measurer = TextMeasurer(fontSet: try FontSet.standard())
        for file in files {
            let fixture = try Fixture.load(path: folder + "/" + file)
            #expect(fixture.variants.categories == ContentSizeCategory.allCases)
            let scene = fixture.scene(for: Variant(width: 375), measurer: measurer)
            #expect(scene.elements.contains { $0.category == .cell })
            #expect(scene.warnings.isEmpty)
        }
    }

    @Test func commandLineListsParseLikeFixtures() throws {
        #expect(try VariantArguments.categories("all").count == 12)
        #expect(try VariantArguments.categories("L,AX5") == [.large, .accessibilityExtraExtraExtraLarge])
        #expect(throws: LocatedError.self) { try VariantArguments.categories("L,huge") }
        #expect(try VariantArguments.widths("375,768") == [375, 768])
        #expect(throws: LocatedError.self) { try VariantArguments.widths("-3") }
    }

    // MARK: Views and constraints

    static let prototypeFixture = """
    table:
      prototypes:
        pair:
          views:
            - {id: name, type: label, text: "", hugging: 251}
            - {id: value, type: label, text: "", color: secondaryLabel}
            - {id: badge, intrinsicSize: {width: 20, height: 20}}
          constraints:
            - "H:|-pad-[name]-8-[value]-(>=8)-[badge(20@750)]-pad-|"
            - "V:|-[name]-|"
            - "value.firstBaseline = name.firstBaseline"
            - "badge.centerY = contentView.centerY"
          metrics: {pad: 16}
      sections:
        - cells:
            - prototype: pair
              text: {name: "Wi-Fi", value: "Home"}
              hidden: [badge]
    """

    @Test func prototypesGiveRowsTheirViewsAndConstraints() throws {
        let fixture = try Fixture.parse(Self.prototypeFixture, file: "p.yaml", defaultName: "p")
        let cell = try #require(fixture.table?.sections[0].cells[0])
        #expect(cell.labels.map(\.text) == ["Wi-Fi", "Home"])
        #expect(cell.contentView.subviews.map(\.isHidden) == [false, false, true])
        #expect(cell.contentView.subviews[0].hugging.horizontal == LayoutPriority(251))
        let constraints = cell.contentView.constraints
        #expect(constraints.first?.constant == 16)
        #expect(constraints.contains { $0.first == LayoutAnchor(.view("badge"), .width) && $0.constant == 20 && $0.priority == .defaultHigh })
        #expect(constraints.contains { $0.first.attribute == .firstBaseline && $0.second?.item == .view("name") })
    }

    @Test func constraintErrorsPointAtTheColumnInsideTheString() {
        let badVFL = Self.prototypeFixture.replacingOccurrences(of: "(>=8)-[badge", with: "(>=8-[badge")
        let error = parseError(badVFL)
        // Line 9 holds the VFL string; its text starts after the opening quote at column 12.
        #expect(error?.line == 9)
        #expect((error?.column ?? 0) > 12 + 20)
        #expect(error?.field == "table.prototypes.pair.constraints[0]")
        let badEquation = Self.prototypeFixture.replacingOccurrences(of: "name.firstBaseline\"", with: "name.firstbaseline\"")
        let equationError = parseError(badEquation)
        #expect(equationError?.line == 11)
        #expect(equationError?.message.contains("firstBaseline") == true)
        let unknownView = Self.prototypeFixture.replacingOccurrences(of: "badge.centerY", with: "bagde.centerY")
        #expect(parseError(unknownView)?.message.contains("'bagde' that does not exist") == true)
        let unknownPrototype = Self.prototypeFixture.replacingOccurrences(of: "prototype: pair", with: "prototype: pear")
        #expect(parseError(unknownPrototype)?.message.contains("unknown prototype 'pear'") == true)
    }

    @Test func aViewFixtureLaysOutOneRootView() throws {
        let text = """
        view:
          height: 100
          views:
            - {id: box, intrinsicSize: {width: 40, height: 30}, backgroundColor: systemRed}
          constraints: ["box.leading = root.leading + 10", "box.top = root.top + 10"]
        """
        let fixture = try Fixture.parse(text, file: "v.yaml", defaultName: "v")
        let scene = fixture.scene(for: Variant(width: 320), measurer: TextMeasurer(fontSet: try FontSet.standard()))
        #expect(scene.contentSize == Size(width: 320, height: 100))
        #expect(scene.elements.first?.root.children.first?.frame == Rect(x: 10, y: 10, width: 40, height: 30))
        #expect(parseError(text.replacingOccurrences(of: "view:", with: "view:\n  type: table")) != nil)
    }
}


/// Labels in view fixtures: attributed text, line break modes and autoshrink.
@Suite struct LabelFieldTests {
    static let fixture = """
    variants: {widths: [320]}
    view:
      id: root
      views:
        - id: message
          attributedText:
            - {text: "Maya ", style: headline}
            - {text: "9:41", style: caption1, color: "#FF0000"}
        - {id: cut, text: "Quarterly report final version", lineBreakMode: byTruncatingHead}
        - {id: badge, text: "Limited offer today", style: headline, minimumScaleFactor: 0.5}
        - {id: spaced, text: "One\\nTwo", lines: 0, lineSpacing: 6}
      constraints:
        - "message.leading = root.leading"
        - "message.top = root.top"
        - "cut.leading = root.leading"
        - "cut.width = 120"
        - "cut.top = message.bottom"
        - "badge.leading = root.leading"
        - "badge.width = 100"
        - "badge.top = cut.bottom"
        - "spaced.leading = root.leading"
        - "spaced.top = badge.bottom"
        - "spaced.bottom = root.bottom"
    """

    static func node(_ id: String, in node: SceneNode) -> SceneNode? {
        if node.id == id { return node }
        for child in node.children { if let found = self.node(id, in: child) { return found } }
        return nil
    }

    static func text(_ id: String) throws -> (TextLayout, Color, [Color]) {
        let fixture = try Fixture.parse(Self.fixture, file: "labels.yaml", defaultName: "labels")
        let scene = fixture.scene(for: fixture.variants.variants[0], measurer: TextMeasurer(fontSet: try FontSet.standard()))
        let root = try #require(scene.elements.first?.root)
        guard case let .text(layout, color, runColors)? = Self.node(id, in: root)?.content else {
            throw LocatedError(file: "", line: 0, column: 0, field: id, message: "no text")
        }
        return (layout, color, runColors)
    }

    @Test func attributedRunsKeepTheirStylesAndColours() throws {
        let (layout, color, runColors) = try Self.text("message")
        #expect(layout.lines.map(\.text) == ["Maya 9:41"])
        #expect(layout.runs.map(\.pointSize) == [17, 12])
        #expect(runColors == [color, Color(red: 1, green: 0, blue: 0, alpha: 1)])
    }

    @Test func lineBreakModeAndAutoshrinkAreRead() throws {
        let (cut, _, _) = try Self.text("cut")
        #expect(cut.lines.first?.text.hasPrefix("…") == true)
        let (badge, _, _) = try Self.text("badge")
        // Shrunk below the headline's 17 pt, in half-point steps, to no less than 8.5 pt.
        let size = try #require(badge.runs.first?.pointSize)
        #expect(size < 17 && size >= 8.5 && (size * 2).rounded() == size * 2)
    }

    /// `lineSpacing` goes between the two lines (`LineSpacingTests`).
    @Test func lineSpacingIsRead() throws {
        let (spaced, _, _) = try Self.text("spaced")
        #expect(spaced.lines.count == 2)
        #expect(abs(spaced.lines[1].top - spaced.lines[0].top - spaced.lines[0].height - 6) < 0.001)
    }

    @Test func badLabelFieldsAreLocated() {
        let both = Self.fixture.replacingOccurrences(of: "    - id: message\n", with: "    - id: message\n      text: x\n")
        #expect(parseError(both)?.message.contains("'text' or 'attributedText', not both") == true)
        let mode = Self.fixture.replacingOccurrences(of: "byTruncatingHead", with: "byTruncatingSideways")
        #expect(parseError(mode)?.message.contains("unknown line break mode 'byTruncatingSideways'") == true)
        #expect(parseError(mode)?.field == "view.views[1].lineBreakMode")
        let factor = Self.fixture.replacingOccurrences(of: "minimumScaleFactor: 0.5", with: "minimumScaleFactor: 1.5")
        #expect(parseError(factor)?.message.contains("minimumScaleFactor must be above 0 and at most 1") == true)
        let spacing = Self.fixture.replacingOccurrences(of: "lineSpacing: 6", with: "lineSpacing: -1")
        #expect(parseError(spacing)?.message.contains("lineSpacing must be between 0 and 1000 points") == true)
        #expect(parseError(spacing)?.field == "view.views[3].lineSpacing")
        let run = Self.fixture.replacingOccurrences(of: "{text: \"Maya \", style: headline}", with: "{style: headline}")
        #expect(parseError(run)?.message.contains("missing field 'text'") == true)
        #expect(parseError(run)?.line == 7)
    }
}
