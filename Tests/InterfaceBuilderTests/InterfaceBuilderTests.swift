import AutoLayout
import Files
import Foundation
import Geometry
import InterfaceBuilder
import Layout
import Measure
import Pipeline
import Scenes
import TestSupport
import Testing

/// The project's own documents (`Documents/`, written in the format Xcode writes), laid out and checked against
/// frames computed by hand (`Documents/EXPECTED.md` gives the arithmetic).
@Suite struct InterfaceBuilderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Documents")

    static func document(_ name: String) throws -> IBDocument {
        try IBDocument.load(path: folder.appendingPathComponent(name).path)
    }

    /// Frames relative to the superview, by view id, of a document's only root laid out at `size` (designed size
    /// when nil) in the given size classes.
    static func frames(_ name: String, size: Size? = nil, sizeClasses: SizeClasses? = nil,
                       category: ContentSizeCategory = .large) throws -> [String: Rect] {
        let document = try document(name)
        let imported = try IBImporter(document: document, sizeClasses: sizeClasses ?? document.device.sizeClasses)
            .importRoot(try document.root(selectedBy: nil))
        var spec = imported.standaloneView(designed: true)
        spec.sizing = .fixed(size ?? imported.designedSize)
        let environment = LayoutEnvironment(width: (size ?? imported.designedSize).width, category: category, scale: document.device.scale)
        return FidelityCheck.frames(ViewLayout.scene(for: spec, in: environment, measurer: measurer))
    }

    @Test func constraintFormsAndDefaults() throws {
        let frames = try Self.frames("Constraints.xib")
        #expect(frames["8pm-aa-ae0"] == Rect(x: 20, y: 20, width: 90, height: 60))     // owner item, constant width, 3:2 ratio
        #expect(frames["PEy-OK-RFI"] == Rect(x: 20, y: 90.5, width: 45, height: 30))   // 1:2 multiplier, fractional constant
        #expect(frames["1Tv-hX-2Oj"] == Rect(x: 60, y: 150, width: 40, height: 40))    // decimal multiplier on centerX
        #expect(frames["KUb-Nj-sdn"] == Rect(x: 187.5, y: 80, width: 120, height: 40)) // required ≤ beats ≥ @750
    }

    @Test func simulatedSafeAreaOfTopLevelViews() throws {
        let frames = try Self.frames("SafeArea.xib")
        #expect(frames["LYs-zV-5Hz"] == Rect(x: 0, y: 20, width: 375, height: 50))  // pinned to the safe area: 20 on retina4_7
        #expect(frames["nLA-2J-4qo"] == Rect(x: 20, y: 0, width: 100, height: 10))  // pinned to the view itself
    }

    @Test func cellMarginsAndSeparatorDependOnTheXcodeVersion() throws {
        let old = try Self.frames("Margins.xib")          // tools 12118: margins 8, content view 0.5 pt shorter
        #expect(old["st0-RA-p1c"] == Rect(x: 0, y: 0, width: 320, height: 79.5))
        #expect(old["6sD-O2-KEn"] == Rect(x: 8, y: 11, width: 304, height: 57.5))
        let modern = try Self.frames("MarginsModern.xib") // tools 22505: margins 16, no separator subtracted
        #expect(modern["8eN-Kf-sUu"] == Rect(x: 0, y: 0, width: 320, height: 80))
        #expect(modern["0Sv-LP-Khm"] == Rect(x: 16, y: 11, width: 288, height: 58))
    }

    @Test func explicitDirectionalMargins() throws {
        #expect(try Self.frames("ExplicitMargins.xib")["8tN-eb-7e4"] == Rect(x: 24, y: 10, width: 284, height: 80))
    }

    @Test func sizeClassVariations() throws {
        // The device's configuration (an iPhone is compact wide) is what Interface Builder stored…
        #expect(try Self.frames("SizeClass.xib")["7sI-NZ-LnR"] == Rect(x: 20, y: 20, width: 200, height: 40))
        // …and the base configuration keeps the constraint the compact variation excludes.
        #expect(try Self.frames("SizeClass.xib", sizeClasses: .any)["7sI-NZ-LnR"] == Rect(x: 20, y: 20, width: 100, height: 40))
    }

    @Test func autoresizingMasksBecomeConstraints() throws {
        let designed = try Self.frames("Autoresizing.xib")
        #expect(designed["xJ9-yl-uFm"] == Rect(x: 10, y: 10, width: 300, height: 40))
        let grown = try Self.frames("Autoresizing.xib", size: Size(width: 400, height: 300))
        #expect(grown["xJ9-yl-uFm"] == Rect(x: 10, y: 10, width: 380, height: 40))   // widthSizable
        #expect(grown["2hr-pF-JoA"] == Rect(x: 330, y: 60, width: 60, height: 40))   // flexibleMinX keeps the right margin
        #expect(grown["hT0-zb-pvF"] == Rect(x: 10, y: 110, width: 100, height: 180)) // heightSizable
    }

    @Test func stackViewsAndTheirMargins() throws {
        let stack = try Self.frames("Stack.xib")
        #expect(stack["a2f-zf-Axz"] == Rect(x: 10, y: 10, width: 300, height: 80))
        #expect(stack["BLL-RR-gXJ"] == Rect(x: 0, y: 0, width: 93.5, height: 80))     // (300 − 20) / 3, edges on the pixel grid
        #expect(stack["YnI-od-JSR"] == Rect(x: 103.5, y: 0, width: 93, height: 80))
        #expect(stack["KKr-7l-aRq"] == Rect(x: 206.5, y: 0, width: 93.5, height: 80))
        let margins = try Self.frames("StackMargins.xib")
        #expect(margins["3nn-oV-WJN"] == Rect(x: 0, y: 0, width: 200, height: 56))
        #expect(margins["Hq4-lG-ZWG"] == Rect(x: 80, y: 8, width: 40, height: 40))
    }

    @Test func placeholderSizesAndConstraints() throws {
        let frames = try Self.frames("Placeholder.xib")
        #expect(frames["Sz1-kh-5X1"] == Rect(x: 10, y: 10, width: 120, height: 30))
        #expect(frames["wkY-9B-xif"] == Rect(x: 150, y: 10, width: 50, height: 30))
    }

    @Test func switchAlignmentRect() throws {
        #expect(try Self.frames("Switch.xib")["6Pb-q5-4SG"] == Rect(x: 255, y: 6.5, width: 51, height: 31))
    }

    /// Every document of the folder agrees with the frames Interface Builder would store: the fidelity check finds
    /// every view within one pixel.
    @Test func fidelityCheckOfTheProjectDocuments() throws {
        // CustomFont.xib stores the frames of its custom font, which the standard set lacks (CustomFontCommandTests).
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".xib") && $0 != "CustomFont.xib" }.sorted()
        #expect(names.count == 13)
        for name in names {
            for root in try FidelityCheck.check(try Self.document(name), measurer: measurer) {
                #expect(root.isTrustworthy, "\(name)")
                #expect(root.withinOnePixel == root.views.count, "\(name): \(root.views.filter { !$0.isWithinOnePixel })")
            }
        }
    }

    @Test func storyboardRootsAreChosenBySelector() throws {
        let document = try Self.document("Screens.storyboard")
        // A table view controller's prototype cell and a view controller's root view; the table itself is no root.
        #expect(document.roots.map { $0["id"] ?? "" } == ["Msg-cL-001", "Bnr-vW-001"])
        for selector in ["MessageCell", "Msg-cL-001", "MessageCell"] {
            #expect(try document.root(selectedBy: selector)["id"] == "Msg-cL-001")
        }
        for selector in ["Banner", "Scn-aa-002", "Bnr-vC-001"] {
            #expect(try document.root(selectedBy: selector)["id"] == "Bnr-vW-001")
        }
        #expect(throws: LocatedError.self) { try document.root(selectedBy: "Nope") }
        let results = try FidelityCheck.check(document, measurer: measurer)
        #expect(results.allSatisfy { $0.withinOnePixel == $0.views.count })
    }

    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (deprecated in iOS 11, whose lengths have since been
    /// the root view's safe area insets: Apple, "topLayoutGuide": "Use view.safeAreaLayoutGuide.topAnchor instead") and
    /// `keyboardLayoutGuide` (iOS 15; with the keyboard off screen, "the guide's top anchor matches the safe area's
    /// bottom"). On retina5_9 in Xcode 13's canvas (tools 19162) the safe area is inset 44 pt at the top and 34 at the bottom
    /// of 812.
    @Test func viewControllerLayoutGuidesFollowTheSafeArea() throws {
        let document = try Self.document("LayoutGuides.storyboard")
        let results = try FidelityCheck.check(document, measurer: measurer)
        let computed = Dictionary(results.flatMap(\.views).map { ($0.id, $0.computed) }, uniquingKeysWith: { first, _ in first })
        #expect(computed["Hdr-vw-001"] == Rect(x: 0, y: 44 + 8, width: 375, height: 40))   // top guide's bottom + 8
        #expect(computed["Ftr-vw-001"] == Rect(x: 0, y: 812 - 34 - 50, width: 375, height: 50)) // on the bottom guide's top
        #expect(computed["Fld-vw-001"] == Rect(x: 16, y: 812 - 34 - 44, width: 343, height: 44)) // on the keyboard guide's top
        #expect(results.allSatisfy { $0.isTrustworthy && $0.withinOnePixel == $0.views.count })
    }

    /// The project's settings row (saved by Xcode 15): the disclosure indicator narrows the content view by the
    /// cell's side margin (20 pt on a screen 414 pt wide) and 10.5 pt, to 383.5 of 414 points; beside the accessory the
    /// content view's trailing margin is UIView's default 8, where the switch sits on its alignment rect; the fixed
    /// 17-pt label keeps its size at AX5.
    @Test func settingsRowWithAccessoryAndSwitch() throws {
        let path = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Documents/SettingsRow.xib").path
        let document = try IBDocument.load(path: path)
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        #expect(imported.kind == .tableViewCell)
        #expect(imported.views.first { $0.outlet == "toggle" }?.element == "switch")
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let scene = ViewLayout.scene(for: imported.standaloneView(designed: false),
                                         in: LayoutEnvironment(width: 414, category: category, scale: 2), measurer: measurer)
            let frames = FidelityCheck.frames(scene)
            #expect(scene.contentSize == Size(width: 414, height: 44))
            #expect(frames["tLt-Dc-pou"] == Rect(x: 0, y: 0, width: 383.5, height: 44))     // content view: 414 − 20 − 10.5
            #expect(frames["7IN-cn-dk9"] == Rect(x: 326.5, y: 6.5, width: 51, height: 31)) // 383.5 − 8 − 49 = 326.5
            #expect(frames["KN8-dW-zre"]?.height == 20.5)                                  // system 17 at every category
            #expect(abs((frames["R0o-I8-QiH.accessoryView"]?.maxX ?? 0) - (414 - 16)) < 1e-9)
            #expect(scene.warnings.isEmpty)
        }
    }

    /// `style="IBUITableViewCellStyleSubtitle"`: the cell lays out its built-in labels (not their stored frames),
    /// so the row grows with the text: 11 + title + 1 + detail + 11.
    @Test func builtInSubtitleCellLaysOutItsLabels() throws {
        let path = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Documents/SubtitleCell.xib").path
        let document = try IBDocument.load(path: path)
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: false), in: LayoutEnvironment(width: 375, scale: 2),
                                     measurer: measurer)
        let frames = FidelityCheck.frames(scene)
        let title = try #require(frames["znR-GP-k0Z"]), detail = try #require(frames["VUx-uf-U7p"])
        #expect(title.minX == 16 && detail.minX == 16)
        #expect(title.height == 20.5 && detail.height == 14.5)
        #expect(detail.minY == title.maxY + 1)
        #expect(scene.contentSize.height == 11 + 20.5 + 1 + 14.5 + 11)
    }

    // MARK: Text

    static func labelDocument(_ font: String) -> Data {
        Data(InterfaceBuilderRuleTests.documentText(tools: "22505", InterfaceBuilderRuleTests.pinnedInRoot("""
            <label text="Body text" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-1">
                <rect key="frame" x="0.0" y="0.0" width="60" height="20.5"/>
                \(font)
            </label>
            """, id: "lab-el-1", root: "collectionReusableView", height: 40)).utf8)
    }

    static func labelHeight(_ font: String, category: ContentSizeCategory) throws -> Double {
        let document = try IBDocument.parse(labelDocument(font), file: "label.xib")
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: true),
                                     in: LayoutEnvironment(width: 320, category: category, scale: 2), measurer: measurer)
        return scene.elements[0].root.children[0].frame.height
    }

    /// A body label's single line is as tall as on iOS at Large on @2x: ceil(17 × 2444/2048) to the half point.
    @Test func systemFontLineHeight() throws {
        #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, category: .large) == 20.5)
        #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, category: .large) == 20.5)
        #expect(try Self.labelHeight(#"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#, category: .large) == 14.5)
    }

    /// A custom font that is not installed is set in the system font at the same size, and `ib-check` marks the view
    /// ("font missing") so its share can be read with and without it; an installed or system font is not marked.
    @Test func fidelityCheckMarksViewsWhoseFontIsMissing() throws {
        func missing(_ font: String) throws -> [String] {
            let document = try IBDocument.parse(Self.labelDocument(font), file: "label.xib")
            let root = try #require(try FidelityCheck.check(document, measurer: measurer).first)
            return try #require(root.views.first { $0.id == "lab-el-1" }).missingFonts
        }
        #expect(try missing(#"<fontDescription key="fontDescription" name="NoSuchFont-Heavy" family="No Such Font" pointSize="17"/>"#) != [])
        #expect(try missing(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#) == [])
        #expect(try missing(#"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#) == [])
    }

    /// Text styles resolve at the variant's category; fixed-size fonts keep their size, as on a device.
    @Test func textStylesGrowFixedSizesDoNot() throws {
        let style = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
        let fixed = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        // Body at AX5 is 53 pt: ceil(53 × 2444/2048) = 63.5.
        #expect(try Self.labelHeight(style, category: .accessibilityExtraExtraExtraLarge) == 63.5)
        #expect(try Self.labelHeight(fixed, category: .accessibilityExtraExtraExtraLarge) == 20.5)
    }

    // MARK: Bad documents

    static func error(_ name: String) -> LocatedError? {
        do {
            let document = try document("Bad/" + name)
            _ = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
            return nil
        } catch let error as LocatedError {
            return error
        } catch {
            return nil
        }
    }

    @Test func entityDeclarationsAreRefusedNeverResolved() throws {
        for name in ["EntityExpansion.xib", "ExternalEntity.xib"] {
            let error = try #require(Self.error(name))
            #expect(error.line == 2)
            #expect(error.message.contains("refused"))
        }
    }

    /// Found by FuzzDocument: FoundationXML traps on an invalid UTF-8 byte inside an attribute name, so bytes are
    /// checked before parsing; a NUL (UTF-16 text) is refused the same way.
    @Test func invalidUTF8IsRefusedBeforeParsing() throws {
        var bytes = [UInt8](Self.labelDocument(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#))
        let index = try #require(bytes.firstIndex(of: UInt8(ascii: "M")))  // in translatesAutoresizingMask…, an attribute name
        bytes.insert(0xE9, at: index)
        #expect(throws: LocatedError.self) { try IBDocument.parse(Data(bytes), file: "bytes.xib") }
        let utf16 = Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?><document/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(throws: LocatedError.self) { try IBDocument.parse(utf16, file: "utf16.xib") }
    }

    /// Named colours in `<resources>` that name each other are read as values, not followed: the import ends (it
    /// overflowed the stack before), and such a colour falls back to the label colour.
    @Test func coloursNamingEachOtherDoNotLoop() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionReusableView id="root-1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <color key="backgroundColor" name="A"/>
                    </collectionReusableView>
                </objects>
                <resources>
                    <namedColor name="A"><color name="B"/></namedColor>
                    <namedColor name="B"><color name="A"/></namedColor>
                </resources>
            </document>
            """
        let document = try IBDocument.parse(Data(text.utf8), file: "loop.xib")
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        #expect(imported.backgroundColor == SystemColor.label.color)
    }

    @Test func badDocumentsAreLocatedErrors() throws {
        let malformed = try #require(Self.error("Malformed.xib"))
        #expect(malformed.message.contains("malformed XML"))
        let duplicate = try #require(Self.error("DuplicateID.xib"))
        #expect(duplicate.message.contains("s83-hG-Vrk") && duplicate.line > 0)
        let missing = try #require(Self.error("MissingItem.xib"))
        #expect(missing.element == #"constraint id="yB5-Ez-Qyh""# && missing.message.contains("dq6-1F-FIG"))
        let absurd = try #require(Self.error("AbsurdNumber.xib"))
        #expect(absurd.message.contains("1e300"))
    }

    @Test func unknownElementsLayOutAsPlainViewsWithANote() throws {
        #expect(Self.error("UnknownElement.xib") == nil)
        let document = try Self.document("Bad/UnknownElement.xib")
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        #expect(imported.notes.map(\.element) == [#"mapView id="N2y-tZ-pnc""#])
        let frames = try Self.frames("Bad/UnknownElement.xib")
        #expect(frames["N2y-tZ-pnc"] == Rect(x: 10, y: 10, width: 300, height: 130))
        #expect(frames["qCs-sU-OOi"] == Rect(x: 10, y: 150, width: 300, height: 40))
    }
}

/// Attributed text in a document: each fragment of several is a run in its own font and colour.
@Suite struct AttributedLabelTests {
    static func node(_ id: String, in node: SceneNode) -> SceneNode? {
        if node.id == id { return node }
        for child in node.children { if let found = self.node(id, in: child) { return found } }
        return nil
    }

    @Test func fragmentsKeepTheirFontsAndColours() throws {
        let document = try InterfaceBuilderTests.document("AttributedLabel.xib")
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: true), in: LayoutEnvironment(width: 320, scale: 2),
                                     measurer: measurer)
        let root = try #require(scene.elements.first?.root)
        let label = try #require(Self.node("Atr-lB-001", in: root))
        guard case let .text(layout, color, runColors) = label.content else {
            Issue.record("the label has no text")
            return
        }
        // The label reports the first fragment's colour; each fragment draws in its own.
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(color == red)
        #expect(runColors == [red, blue])
        #expect(layout.lines.map(\.text) == ["Big small"])
        #expect(layout.runs.map(\.pointSize) == [34, 12])
        #expect(layout.runs.map(\.attributedRun) == [0, 1])
        // The line is as tall as the 34-pt run: SF's ascender and descender at 34 pt, on the pixel grid.
        let big = measurer.layout("Big", attributes: TextAttributes(font: FontSpec(pointSize: 34), numberOfLines: 1), width: nil)
        #expect(label.frame.height == big.size.height)
        #expect(imported.notes.allSatisfy { !$0.message.contains("attributed") })
    }
}
