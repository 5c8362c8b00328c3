import Foundation
import Geometry
import InterfaceBuilder
import Layout
import Measure
import Pipeline
import Testing
import TestSupport

/// Interface Builder rules found on the stored frames of the team's corpus of real documents (issue 26), each stated
/// on a small document written here in the format Xcode writes, with the evidence it rests on.
@Suite struct InterfaceBuilderRuleTests {
    /// The text of a document of `tools` with one root (`objects`, the XML of the root element) on `device`.
    static func documentText(tools: String, device: String = "retina6_1", resources: String = "", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// `documentText`, parsed.
    static func document(tools: String, device: String = "retina6_1", resources: String = "", _ objects: String) throws -> IBDocument {
        try IBDocument.parse(Data(documentText(tools: tools, device: device, resources: resources, objects).utf8), file: "rule.xib")
    }

    /// Frames of the document's only root laid out as `ib-check` lays it out, at `width` (the designed width and device
    /// when nil).
    static func frames(_ document: IBDocument, width: Double? = nil) throws -> [String: Rect] {
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let environment = LayoutEnvironment(width: width ?? imported.designedSize.width, category: document.canvasContentSizeCategory,
                                            scale: document.device.scale)
        var spec = imported.standaloneView(designed: true)
        if let width {
            // At another width the root is on a screen that wide, not on its document's device.
            spec.sizing = .fixed(Size(width: width, height: imported.designedSize.height))
            spec.screenWidth = nil
        }
        return FidelityCheck.frames(ViewLayout.scene(for: spec, in: environment, measurer: measurer))
    }

    /// The simulated metrics of a freeform `.xib` view.
    static let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#

    /// A root `roo-t0-001` (a top-level `view`, or the element `root` names) of `width` × `height` holding `subviews`,
    /// with `constraints` and `extra` elements (simulated metrics) after them; with `safeArea`, its safe area guide is
    /// `saf-ea-001`.
    static func root(_ root: String = "view", width: Double, height: Double, safeArea: Bool = false, subviews: String, constraints: String,
                     extra: String = "") -> String {
        """
        <\(root) id="roo-t0-001">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <subviews>
        \(subviews)
            </subviews>
            \(safeArea ? #"<viewLayoutGuide key="safeArea" id="saf-ea-001"/>"# : "")
            <constraints>
        \(constraints)
            </constraints>
            \(extra)
        </\(root)>
        """
    }

    /// A root `roo-t0-001` (a top-level `view`, or the element `root` names) of `width` × `height` holding `subview`,
    /// whose id is `id`, pinned to its leading and top edges.
    static func pinnedInRoot(_ subview: String, id: String, root: String = "view", width: Double = 320, height: Double = 100) -> String {
        Self.root(root, width: width, height: height, subviews: subview, constraints: """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="pin-leading"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="pin-top"/>
            """)
    }

    static func cell(width: Double, contentAttributes: String, margins: String, accessory: String = "") -> String {
        """
        <tableViewCell contentMode="scaleToFill" \(accessory) id="cel-l0-001">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="80"/>
            <tableViewCellContentView key="contentView" \(contentAttributes) tableViewCell="cel-l0-001" id="con-t0-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="80"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="pan-el-001">
                        <rect key="frame" x="16" y="16" width="100" height="48"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="pan-el-001" firstAttribute="leading" secondItem="con-t0-001" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="pan-el-001" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="pan-el-001" firstAttribute="top" secondItem="con-t0-001" secondAttribute="topMargin" id="c3"/>
                    <constraint firstAttribute="bottomMargin" secondItem="pan-el-001" secondAttribute="bottom" id="c4"/>
                </constraints>
                \(margins)
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// A top-level view's margins are a view controller's `systemMinimumLayoutMargins` (16 at the sides, none above
    /// and below) in documents saved since Xcode 9 (iOS 11 introduced them), and UIView's default 8 on every side in
    /// documents Xcode 8 saved (measured: a collection cell saved by tools 12120 in `../shared/xib-samples` has its
    /// margin-relative views at 8 + constant).
    @Test func rootViewMarginsDependOnTheXcodeVersion() throws {
        func boxOrigin(tools: String) throws -> Point? {
            let document = try Self.document(tools: tools, device: "retina4_7", """
                <collectionViewCell id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <view key="contentView" id="cont-1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="c3"/>
                                    <constraint firstAttribute="height" constant="40" id="c4"/>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="box-1" firstAttribute="leading" secondItem="cell-1" secondAttribute="leadingMargin" constant="5" id="c1"/>
                        <constraint firstItem="box-1" firstAttribute="top" secondItem="cell-1" secondAttribute="topMargin" constant="5" id="c2"/>
                    </constraints>
                </collectionViewCell>
                """)
            return try Self.frames(document)["box-1"]?.origin
        }
        #expect(try boxOrigin(tools: "12120") == Point(x: 13, y: 13))
        #expect(try boxOrigin(tools: "22505") == Point(x: 21, y: 5))
    }

    /// `preservesSuperviewLayoutMargins`: "the superview's margins are also considered" — a cell's content view with
    /// explicit margins of 16 keeps at least its cell's side margins, which the cell takes from its table
    /// (`ViewSpec.tableCellSideMargin`, resolved at the width laid out). Measured: explicit
    /// 16 became 20 in cells 414 pt wide (corona-warn-app's guide cells, 14 of 14 views once applied).
    @Test func contentViewsThatPreserveTheirCellsMarginsKeepAtLeastThem() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#
        let preserving = try Self.document(tools: "22505", Self.cell(width: 414, contentAttributes: #"preservesSuperviewLayoutMargins="YES""#,
                                                                      margins: margins))
        let wide = try Self.frames(preserving), narrow = try Self.frames(preserving, width: 375)
        #expect(wide["pan-el-001"] == Rect(x: 20, y: 16, width: 374, height: 48))
        #expect(narrow["pan-el-001"] == Rect(x: 16, y: 16, width: 343, height: 48))
        let own = try Self.document(tools: "22505", Self.cell(width: 414, contentAttributes: "", margins: margins))
        #expect(try Self.frames(own)["pan-el-001"] == Rect(x: 16, y: 16, width: 382, height: 48))
    }

    /// From Xcode 13 the disclosure indicator sits at the cell's side margin and the content view ends that margin plus
    /// 8.5 pt (Xcode 13) or 10.5 pt (Xcode 14 on) before the cell's edge; beside it the content view's trailing margin
    /// is UIView's default 8. Measured on the corpus' stored content views: 28.5 at 414 in tools 20037; 26.5 at 320
    /// and 343 and 30.33 at 430 in tools 22155–24506; trailing margin 8 in cells saved by tools 14113 and 22155.
    @Test func theDisclosureIndicatorNarrowsTheContentViewByTheSideMarginAndItsWidth() throws {
        for (tools, beside) in [("20037", 8.5), ("22505", 10.5)] {
            let document = try Self.document(tools: tools, Self.cell(width: 414, contentAttributes: "", margins: "",
                                                                     accessory: #"accessoryType="disclosureIndicator""#))
            let wide = try Self.frames(document), narrow = try Self.frames(document, width: 320)
            #expect(wide["con-t0-001"]?.width == 414 - 20 - beside)
            #expect(narrow["con-t0-001"]?.width == 320 - 16 - beside)
            #expect(narrow["pan-el-001"]?.maxX == 320 - 16 - beside - 8)
        }
    }

    /// A detail button or a checkmark stands 12 pt further in than a disclosure indicator in Xcode 13 and 13.5 pt from
    /// Xcode 14: the content view of a 414-pt cell ends 20 + 8.5 + 12 or 20 + 10.5 + 13.5 pt before the cell's edge.
    /// Measured: a detail button's 36.5 at 320 in tools 20037 and 44 at 414 and 374 on a 414-pt iPhone in three cells of
    /// two apps, tools 24506–32700; a checkmark's 36.5 at 320 in tools 20037 and 40 at 375 and 240 in six cells of
    /// another app, tools 23094–23504.
    @Test(arguments: [("20037", 40.5), ("24506", 44.0)] as [(String, Double)], ["detailButton", "checkmark"])
    func theDetailButtonAndTheCheckmarkStandFurtherIn(tools: (String, Double), accessory: String) throws {
        let document = try Self.document(tools: tools.0, Self.cell(width: 414, contentAttributes: "", margins: "",
                                                                   accessory: #"accessoryType="\#(accessory)""#))
        #expect(try Self.frames(document)["con-t0-001"]?.width == 414 - tools.1)
    }

    /// An iPhone table cell's side margins follow both the cell and the screen it is designed on
    /// (`ViewSpec.tableCellSideMargin`): 20 pt for a cell wider than 320 pt on a screen at least 393 pt wide, else 16 —
    /// a full-width cell on the iPhone 15 (393) has 20 where its view controller's root view has 16, a 374-pt cell on a
    /// 414-pt iPhone 20, a 414-pt cell on a 375-pt one 16, a 320-pt cell 16 everywhere. Measured on the stored content
    /// views of the corpus apps' documents (19 cells of 393, 207 of 414, 42 of 320 on a 414-pt screen, …). Laid out at
    /// another width the cell is on a screen that wide: the margin follows the layout's width.
    @Test(arguments: [("retina6_12", 393.0, 20.0), ("retina6_1", 374, 20), ("retina6_1", 320, 16), ("retina4_7", 414, 16),
                      ("retina4_7", 375, 16), ("retina5_5", 414, 20)] as [(String, Double, Double)])
    func tableCellMarginsFollowTheCellAndItsScreen(device: String, width: Double, margin: Double) throws {
        let document = try Self.document(tools: "22505", device: device, Self.cell(width: width, contentAttributes: "", margins: ""))
        #expect(try Self.frames(document)["pan-el-001"]?.minX == margin)
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        for (layoutWidth, expected) in [(375.0, 16.0), (393, 20)] {
            let scene = ViewLayout.scene(for: imported.standaloneView(designed: false), in: LayoutEnvironment(width: layoutWidth, scale: 2),
                                         measurer: measurer)
            #expect(FidelityCheck.frames(scene)["pan-el-001"]?.minX == expected)
        }
    }

    /// Interface Builder writes `adjustsFontSizeToFit="NO"` when a label's autoshrink is off ("Fixed Font Size") and
    /// leaves the attribute out when it is on, writing the minimum scale (`minimumScaleFactor`) or, in older documents,
    /// the minimum font size (`minimumFontSize`) instead. Measured: of 3,219 labels in the corpus and its apps' other
    /// documents none says YES; of the 357 that leave it out, 322 carry a minimum, which no label saying NO does.
    @Test func labelsShrinkUnlessTheDocumentSaysNo() throws {
        let labels = [
            #"adjustsFontSizeToFit="NO" id="fix-lb-001""#, #"minimumScaleFactor="0.5" id="scl-lb-001""#,
            #"minimumFontSize="10" id="min-lb-001""#, #"id="non-lb-001""#,
        ].enumerated().map { index, attributes in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A title long enough to shrink" \(attributes) translatesAutoresizingMaskIntoConstraints="NO">
                <rect key="frame" x="0.0" y="\(index * 30)" width="100" height="24"/>
                <fontDescription key="fontDescription" type="system" pointSize="20"/>
            </label>
            """
        }
        let document = try Self.document(tools: "22505", Self.root(width: 320, height: 120, subviews: labels.joined(separator: "\n"), constraints: ""))
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        var factors: [String: Double?] = [:]
        for case let .label(label) in imported.root.subviews.map(\.kind) { factors[label.id] = label.minimumScaleFactor }
        #expect(factors == ["fix-lb-001": nil, "scl-lb-001": 0.5, "min-lb-001": 0.5, "non-lb-001": nil])
    }

    /// A table cell of a built-in `style` (`Value1`, `Subtitle`, …) whose `textLabel` (`tex-tl-001`) and
    /// `detailTextLabel` (`det-ai-001`) show `text` and `detail` in the system font at their sizes.
    static func builtInStyleCell(_ style: String, width: Double, height: Double, text: (String, Double), detail: (String, Double)?) -> String {
        func label(_ id: String, _ content: (String, Double)) -> String {
            """
            <label text="\(content.0)" id="\(id)">
                <rect key="frame" x="16" y="0" width="40" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="\(content.1)"/>
            </label>
            """
        }
        return """
            <tableViewCell contentMode="scaleToFill" textLabel="tex-tl-001" \(detail == nil ? "" : #"detailTextLabel="det-ai-001""#) style="IBUITableViewCellStyle\(style)" id="cel-l0-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <tableViewCellContentView key="contentView" tableViewCell="cel-l0-001" id="con-t0-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
            \(label("tex-tl-001", text))
            \(detail.map { label("det-ai-001", $0) } ?? "")
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// Interface Builder sizes the empty built-in labels of a cell style by the texts a new cell of the style shows:
    /// "Title" for `textLabel`, "Detail" for a Value1 or Value2 `detailTextLabel`, "Subtitle" for a Subtitle one, and
    /// draws nothing. Measured: empty detail labels of Value1 cells in system 17 are stored 44 × 20.5 at the trailing
    /// margin in 18 cells of two apps.
    @Test func emptyBuiltInLabelsTakeTheSizeOfTheirStylesTexts() throws {
        let document = try Self.document(tools: "22505", device: "retina4_7",
                                         Self.builtInStyleCell("Value1", width: 320, height: 44, text: ("Username", 17), detail: ("", 17)))
        let detail = try #require(try Self.frames(document)["det-ai-001"])
        #expect(abs(detail.width - 44) <= 0.5)
        #expect(detail.height == 20.5 && detail.maxX == 304)
    }

    /// A Subtitle cell's labels keep their line heights in a row too short for 11 pt above and below them: they touch
    /// and are centred as one block (UIKit gives way on the space around them, not on the text). Measured: in 44-pt
    /// rows, System 16 over System 11 is stored at 6 and 25.33 (19.33 and 13.33 high, 3x), System 17 over 13 at 4
    /// and 24.5, in four apps' documents. In a row with room the pair, 1 pt apart, is centred too.
    @Test(arguments: [(44.0, 16.0, 11.0), (44, 17, 13), (100, 17, 12)])
    func subtitleLabelsKeepTheirHeightsCentredInAShortRow(rowHeight: Double, title: Double, subtitle: Double) throws {
        let document = try Self.document(tools: "22505", device: "retina4_7", Self.builtInStyleCell(
            "Subtitle", width: 375, height: rowHeight, text: ("Title", title), detail: ("Subtitle", subtitle)))
        func lineHeight(_ size: Double) -> Double {
            (measurer.layout("Title", attributes: TextAttributes(font: FontSpec(pointSize: size)), width: nil, scale: 2).size.height * 2).rounded(.up) / 2
        }
        let frames = try Self.frames(document)
        let text = try #require(frames["tex-tl-001"]), detail = try #require(frames["det-ai-001"])
        #expect(text.height == lineHeight(title) && detail.height == lineHeight(subtitle))
        let room = rowHeight - text.height - detail.height
        if room >= 23 {
            #expect(detail.minY == text.maxY + 1)
            #expect(abs(text.minY - (room - 1) / 2) <= 0.5)
        } else {
            #expect(detail.minY == text.maxY)
            #expect(abs(text.minY - room / 2) <= 0.5 && abs(rowHeight - detail.maxY - room / 2) <= 0.5)
        }
    }

    /// A Subtitle cell showing only its title centres it too, at its line height, in a short row and a tall one.
    @Test(arguments: [30.0, 100])
    func aSubtitleCellWithOnlyItsTitleCentresIt(rowHeight: Double) throws {
        let document = try Self.document(tools: "22505", device: "retina4_7", Self.builtInStyleCell(
            "Subtitle", width: 375, height: rowHeight, text: ("Title", 17), detail: nil))
        let text = try #require(try Self.frames(document)["tex-tl-001"])
        #expect(text.height == 20.5)
        #expect(abs(text.minY - (rowHeight - 20.5) / 2) <= 0.5)
    }

    /// Before Xcode 13 the disclosure indicator took a width of its own from the content view: 34 pt in Xcode 9.4–10
    /// (tools 14113–14490: 21 cells in five documents of the corpus' apps), the device's side margin and 11 pt in Xcode
    /// 11–12 (tools 15505–16097: 27 at 320 on a 375-pt iPhone, 31 on a 414-pt one), 31 pt otherwise.
    @Test(arguments: [("14113", "retina4_7", 375.0, 34.0), ("15505", "retina4_7", 320, 27), ("16096", "retina6_1", 375, 31),
                      ("12121", "retina4_7", 375, 31)])
    func olderCanvasesNarrowTheContentViewByTheirDisclosureIndicator(tools: String, device: String, width: Double, reduction: Double) throws {
        let document = try Self.document(tools: tools, device: device, Self.cell(width: width, contentAttributes: "", margins: "",
                                                                                 accessory: #"accessoryType="disclosureIndicator""#))
        #expect(try Self.frames(document)["con-t0-001"]?.width == width - reduction)
    }

    /// Xcode 12.2–13.4 (tools 17000–21499) laid text styles out at Extra Small in the canvas: Body is 14 pt there, so a
    /// single-line Body label is ceil(14 × 2444/2048) = 17 pt high at @2x, where later versions store Large's 20.5
    /// (in the corpus, 13 trusted documents of those versions with text styles; 14 views gained, none lost).
    @Test func xcode12And13CanvasesLayTextStylesOutAtExtraSmall() throws {
        func bodyLabelHeight(tools: String) throws -> Double? {
            let document = try Self.document(tools: tools, device: "retina4_7", Self.pinnedInRoot("""
                <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """, id: "lab-el-001", height: 40))
            #expect(document.canvasContentSizeCategory == ((17000..<21500).contains(Int(tools) ?? 0) ? .extraSmall : .large))
            return try Self.frames(document)["lab-el-001"]?.height
        }
        #expect(try bodyLabelHeight(tools: "16097") == 20.5)
        #expect(try bodyLabelHeight(tools: "20037") == 17)
        #expect(try bodyLabelHeight(tools: "22505") == 20.5)
    }

    /// Interface Builder keeps the designed cross-axis length of a plain arranged view that only UIStackView's
    /// ambiguity suppression (priority 25) would size: a spacer 240 wide in a centre-aligned vertical stack stays 240
    /// (covpass' result screen stores 240 and 390 where the suppression alone gives 0 and 350), while a view whose
    /// own constraints set its width keeps those.
    @Test func plainArrangedViewsKeepTheirDesignedCrossLength() throws {
        let document = try Self.document(tools: "22505", """
            <view id="roo-t0-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <stackView axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sta-ck-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="spa-ce-001">
                                <rect key="frame" x="87" y="0.0" width="240" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="c1"/>
                                </constraints>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="fix-ed-001">
                                <rect key="frame" x="157" y="48" width="100" height="52"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="52" id="c2"/>
                                    <constraint firstAttribute="width" constant="100" id="c3"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sta-ck-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c4"/>
                    <constraint firstItem="sta-ck-001" firstAttribute="trailing" secondItem="roo-t0-001" secondAttribute="trailing" id="c5"/>
                    <constraint firstItem="sta-ck-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c6"/>
                </constraints>
            </view>
            """)
        let frames = try Self.frames(document)
        #expect(frames["spa-ce-001"] == Rect(x: 87, y: 0, width: 240, height: 40))
        #expect(frames["fix-ed-001"] == Rect(x: 157, y: 48, width: 100, height: 52))
    }

    /// An SF Symbol's size: the symbol's aspect (its `<resources>` entry, normalised to 128) with the longer side 1.2 ×
    /// the point size at the medium scale, about 30 % more at the large one and 20 % less at the small one (Apple's
    /// `NSImage.SymbolScale`; stored: `xmark.circle` at 17 pt large is 26 pt); UIKit's default configuration is Body's 17 pt.
    @Test func symbolImagesAreSizedByTheirConfiguration() throws {
        let shape = Size(width: 128, height: 123)
        #expect(SymbolImage().size(shape: shape) == Size(width: 20.4, height: 20.4 * 123 / 128))
        #expect(SymbolImage(pointSize: 74).size(shape: shape).width == 1.2 * 74)
        #expect(abs(SymbolImage(scale: .large).size(shape: Size(width: 128, height: 121)).width - 26) < 0.25)
        #expect(SymbolImage(scale: .small).size(shape: Size(width: 94, height: 128)).height == 1.2 * 0.8 * 17)
        #expect(SymbolImage().size(shape: .zero) == .zero)
        let document = try Self.document(tools: "22505", resources: #"<image name="xmark.circle" catalog="system" width="128" height="123"/>"#,
                                         Self.pinnedInRoot("""
            <imageView image="xmark.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="ima-ge-001">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="40"/>
            </imageView>
            """, id: "ima-ge-001"))
        #expect(document.imageSizes["xmark.circle"] == nil)
        let image = try #require(try Self.frames(document)["ima-ge-001"])
        // Frames snap to the device's pixel grid (@2x on retina6_1).
        #expect(abs(image.width - 48) < 0.25 && abs(image.height - 48 * 123 / 128) < 0.25)
    }

    /// From Xcode 13 an image view may name its image in a child `<imageReference key="image" image= catalog=
    /// symbolScale=>` instead of its `image=` and `catalog=` attributes; the image, and its size, are the same
    /// (stored: an image view of `plus.circle.fill` written so, at the large scale, 26 pt wide beside its label).
    @Test func imageViewsReadTheirImageReference() throws {
        let document = try Self.document(tools: "22505", resources: #"<image name="plus.circle.fill" catalog="system" width="128" height="121"/>"#,
                                         Self.pinnedInRoot("""
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="ima-ge-001">
                <rect key="frame" x="0.0" y="0.0" width="26" height="26"/>
                <imageReference key="image" image="plus.circle.fill" catalog="system" symbolScale="large"/>
            </imageView>
            """, id: "ima-ge-001"))
        let image = try #require(try Self.frames(document)["ima-ge-001"])
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let kind = try #require(imported.root.subviews.first { $0.id == "ima-ge-001" }?.kind)
        guard case let .symbol(name, _, _, _) = kind else {
            Issue.record("the image view is not drawn as its symbol: \(kind)")
            return
        }
        #expect(name == "plus.circle.fill")
        let expected = SymbolImage(scale: .large).size(shape: Size(width: 128, height: 121))
        #expect(abs(image.width - expected.width) < 0.5 && abs(image.height - expected.height) < 0.5)
        #expect(abs(image.width - 26) < 0.5)
    }

    /// A detail disclosure, info or contact add button without an image of its own shows UIKit's: 22 × 22 before iOS 13,
    /// from it an SF Symbol (`info.circle` at the large scale: info buttons stored 25.67 pt square by tools 21701 and
    /// 23727 in two apps; `plus.circle` at the medium one: contact add buttons 21 wide, tools 20037), held at the button's
    /// priorities like any button image.
    @Test(arguments: [("infoLight", "14460", "retina4_7", 22.0, 22.0), ("infoLight", "23727", "retina6_12", 25.67, 25.67),
                      ("infoDark", "21701", "retina6_12", 25.67, 25.67), ("detailDisclosure", "23727", "retina6_12", 25.67, 25.67),
                      ("contactAdd", "20037", "retina6_1", 21, 21), ("detailDisclosure", "11762", "retina4_7", 22, 22)]
          as [(String, String, String, Double, Double)])
    func builtInImageButtonsShowUIKitsImage(type: String, tools: String, device: String, width: Double, height: Double) throws {
        let document = try Self.document(tools: tools, device: device, Self.pinnedInRoot("""
            <button buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="but-in-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            </button>
            """, id: "but-in-001"))
        let button = try #require(try Self.frames(document)["but-in-001"])
        #expect(abs(button.width - width) <= 0.5 && abs(button.height - height) <= 0.5)
    }

    /// UIKit's image shows beside a built-in image button's title too, as in `LayoutSnapUIKit` (one rule,
    /// `ControlAnatomy.BuiltInImageButton.shown`), and not when the button names an image or has a configuration.
    @Test func aTitledInfoButtonShowsItsImageBesideTheTitle() throws {
        func parts(_ button: String) throws -> [String] {
            let document = try Self.document(tools: "14460", device: "retina4_7", Self.pinnedInRoot(button, id: "but-in-001"))
            let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
            return imported.root.subviews.first { $0.id == "but-in-001" }?.subviews.map(\.id) ?? []
        }
        let titled = try parts("""
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="but-in-001">
                <rect key="frame" x="0.0" y="0.0" width="60" height="22"/>
                <state key="normal" title="Info"/>
            </button>
            """)
        #expect(titled == ["but-in-001.imageView", "but-in-001.titleLabel"])
        let configured = try parts("""
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="but-in-001">
                <rect key="frame" x="0.0" y="0.0" width="60" height="22"/>
                <buttonConfiguration key="configuration" style="plain" title="Info"/>
            </button>
            """)
        #expect(configured == ["but-in-001.titleLabel"])
    }

    /// A button's image is held at the button's own priorities (UIKit installs one content-size constraint pair on the
    /// button: hugging 250, compression resistance 750), so a required width narrower than the image wins, and an
    /// equal-width title button keeps its own larger intrinsic width through its compression resistance.
    @Test func buttonImagesAreHeldAtTheButtonsPriorities() throws {
        let document = try Self.document(tools: "22505", resources: #"<image name="dot" width="60" height="60"/>"#, Self.pinnedInRoot("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="but-im-001">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="wid-th-001"/>
                </constraints>
                <state key="normal" image="dot"/>
            </button>
            """, id: "but-im-001"))
        let frames = try Self.frames(document)
        // The required 40-pt width beats the image's 60 (held only at 750); the height stays the image's 60.
        #expect(frames["but-im-001"]?.width == 40)
        #expect(frames["but-im-001"]?.height == 60)
    }

    /// A legacy system button with a title is at least 30 pt wide (measured: "OK" in Body, "+" and "✕" buttons in three
    /// apps are stored 30 pt wide where their titles are 18–20 pt); a custom button is its title's width.
    @Test(arguments: ["system", "custom"])
    func legacySystemButtonsWithATitleAreAtLeastThirtyWide(type: String) throws {
        let document = try Self.document(tools: "22505", Self.pinnedInRoot("""
            <button buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="but-ok-001">
                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                <state key="normal" title="OK"/>
            </button>
            """, id: "but-ok-001"))
        let button = try #require(try Self.frames(document)["but-ok-001"])
        // "OK" in the legacy button's 15-pt system font, rounded up to whole points: well under 30.
        let text = measurer.layout("OK", attributes: TextAttributes(font: FontSpec(pointSize: 15)), width: nil, scale: 2)
        #expect(text.size.width.rounded(.up) < 30)
        #expect(button.width == (type == "system" ? 30 : text.size.width.rounded(.up)))
    }

    /// A Default-style cell's built-in `textLabel` fills the content view's height and reaches its trailing margin, its
    /// text centred, after the `imageView` (16 pt) or at the leading margin, both moved in by `indentationLevel` ×
    /// `indentationWidth` (Apple, `UITableViewCell.indentationLevel`); an image taller than the row is scaled down to
    /// the row's height, keeping its aspect. Measured: every Default-style `textLabel` of the corpus (7 cells, 3 apps)
    /// is stored at y 0 with its content view's height and reaches the trailing margin; one indented 2 × 10 starts
    /// 20 pt further in; a 100 × 100 image in a 60-pt row is stored 60 × 60 at y 0.
    @Test(arguments: [("", 0.0, false), (#"indentationLevel="2" indentationWidth="10""#, 20, false), ("", 0, true)])
    func defaultStyleTextLabelsFillTheRow(indentation: String, indent: Double, withImage: Bool) throws {
        let image = withImage ? #"imageView="ima-ge-001""# : ""
        let document = try Self.document(tools: "22505", resources: #"<image name="avatar" width="100" height="100"/>"#, """
            <tableViewCell contentMode="scaleToFill" \(indentation) textLabel="tex-tl-001" \(image) rowHeight="60" style="IBUITableViewCellStyleDefault" id="cel-l0-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                <tableViewCellContentView key="contentView" tableViewCell="cel-l0-001" id="con-t0-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    <subviews>
                        <label text="Title" id="tex-tl-001">
                            <rect key="frame" x="20" y="0.0" width="374" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        \(withImage ? """
                        <imageView image="avatar" id="ima-ge-001">
                            <rect key="frame" x="20" y="0.0" width="60" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </imageView>
                        """ : "")
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let frames = try Self.frames(document)
        // Margins 20 at 414 pt; the text starts at the margin, or 16 pt after the 60-pt image.
        let leading = withImage ? 20 + 60 + 16 : 20 + indent
        #expect(frames["tex-tl-001"] == Rect(x: leading, y: 0, width: 394 - leading, height: 60))
        if withImage { #expect(frames["ima-ge-001"] == Rect(x: 20, y: 0, width: 60, height: 60)) }
    }

    /// A legacy button with a title and an image is as tall as the taller of the two, without the 6-pt padding above
    /// and below a title alone gets (measured: three buttons sized by their content in two apps, "PAT" in 14 pt stored
    /// 17 high, two more 16 and 22 high beside images).
    @Test func legacyButtonsWithAnImageDoNotPadTheirTitle() throws {
        let document = try Self.document(tools: "22505", resources: #"<image name="dot" width="10" height="10"/>"#, Self.pinnedInRoot("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="but-ti-001">
                <rect key="frame" x="0.0" y="0.0" width="40" height="18"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="PAT" image="dot"/>
            </button>
            """, id: "but-ti-001"))
        // The 15-pt title is 18 pt high once rounded up; the 10-pt image is shorter.
        #expect(try Self.frames(document)["but-ti-001"]?.height == 18)
    }

    /// A legacy button is at least as large as its background image, and its title is then neither padded 6 pt above and
    /// below nor widened to a system button's 30 pt (`UIButton.sizeThatFits(_:)` takes the larger of content and
    /// background image). Measured: buttons with a 341 × 60 background image and a 56-pt minimum height are stored 60 pt
    /// high (two documents of one app), a system button with a 22 × 22 badge image and a 14-pt title "99" 22 × 22
    /// (another app), where the padded title alone is 29 high and 30 wide.
    @Test(arguments: [("", 22.0, 22.0), (#"<constraint firstAttribute="height" relation="greaterThanOrEqual" constant="16" id="min-he-001"/>"#, 22, 22),
                      (#"<constraint firstAttribute="height" constant="18" id="fix-he-001"/>"#, 22, 18)])
    func legacyButtonsAreAtLeastTheirBackgroundImagesSize(constraint: String, width: Double, height: Double) throws {
        let button = """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="but-bg-001">
                <rect key="frame" x="0.0" y="0.0" width="22" height="22"/>
                <constraints>\(constraint)</constraints>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <state key="normal" title="99" backgroundImage="badge"/>
            </button>
            """
        let document = try Self.document(tools: "22505", resources: #"<image name="badge" width="22" height="22"/>"#,
                                         Self.pinnedInRoot(button, id: "but-bg-001"))
        let frame = try #require(try Self.frames(document)["but-bg-001"])
        #expect(frame.width == width)
        #expect(frame.height == height)
        // Without the background image the same button is its padded title: 6 + 17 + 6 high, at least 30 wide.
        let plain = try Self.document(tools: "22505", Self.pinnedInRoot(button.replacingOccurrences(of: #" backgroundImage="badge""#, with: ""),
                                                                       id: "but-bg-001"))
        let padded = try #require(try Self.frames(plain)["but-bg-001"])
        #expect(padded.height == (constraint.contains("fix-he") ? 18 : 29))
        #expect(padded.width == 30)
    }

    /// An attributed label's first paragraph style gives its `lineSpacing`, between lines only (`LineSpacingTests`).
    @Test func attributedParagraphStyleSetsLineSpacing() throws {
        func label(_ spacing: String) -> String {
            """
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <attributedString key="attributedText">
                    <fragment content="First line&#10;Second line">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="20"/>
                            <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" \(spacing) baseWritingDirection="natural"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        }
        let spaced = try #require(try Self.frames(try Self.document(tools: "22505", Self.pinnedInRoot(label(#"lineSpacing="6""#), id: "lab-el-001")))["lab-el-001"])
        let plain = try #require(try Self.frames(try Self.document(tools: "22505", Self.pinnedInRoot(label(""), id: "lab-el-001")))["lab-el-001"])
        #expect(spaced.height == plain.height + 6)
    }

    /// Hidden arranged views (UIKit's `_UIOrderedLayoutArrangement`): they collapse at priority 999.999, so a required
    /// width of their own holds, and sit at priority 50 where they would be — before the first visible view (trailing
    /// edge on its leading edge, so at x = −28), or after the previous visible one with half the spacing when a visible
    /// view follows. Stored in the corpus: a required 28-pt hidden view at x = −28; a required 68-pt one at 38 + 4 / 2.
    @Test func hiddenArrangedViewsKeepRequiredLengthsWhereTheyWouldBe() throws {
        let document = try Self.document(tools: "22505", Self.pinnedInRoot("""
            <stackView spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="sta-ck-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <subviews>
                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hid-de-001">
                        <rect key="frame" x="-28" y="0.0" width="28" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="28" id="wid-th-001"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="vis-ib-001">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="wid-th-002"/>
                            <constraint firstAttribute="height" constant="20" id="hei-gh-002"/>
                        </constraints>
                    </view>
                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hid-de-002">
                        <rect key="frame" x="45" y="0.0" width="0.0" height="20"/>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="vis-ib-002">
                        <rect key="frame" x="50" y="0.0" width="50" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="50" id="wid-th-003"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """, id: "sta-ck-001"))
        let frames = try Self.frames(document)
        #expect(frames["hid-de-001"]?.minX == -28 && frames["hid-de-001"]?.width == 28)
        #expect(frames["vis-ib-001"]?.minX == 0)
        // Between the two visible views (40 + 10 = 50): collapsed, half the spacing after the first, at 45.
        #expect(frames["hid-de-002"]?.minX == 45 && frames["hid-de-002"]?.width == 0)
        #expect(frames["vis-ib-002"]?.minX == 50)
        #expect(frames["sta-ck-001"]?.width == 100)
    }

    /// A button with a configuration shows the configuration's title (Interface Builder also writes a placeholder
    /// `<state title="Button">`), in Body — Headline for a button whose role is primary (`UIButton.Role.primary`) —,
    /// inset 12 pt at the sides of a plain one as `UIButton.Configuration`'s default `contentInsets` (15 for the styles
    /// with a background), and ignores `contentEdgeInsets` ("ignored when using UIButtonConfiguration", UIButton.h).
    /// Measured: plain titled buttons are their Body title + 23–24.5 in nine buttons of four apps; one app's 15
    /// primary-role buttons their Headline title + 24. The title's height is on the pixel grid, not rounded up to whole
    /// points as a legacy button's: plain configured buttons with Body titles are stored 34.5 pt high on 2x screens and
    /// 34.33 on 3x ones (seven buttons of three apps; one filled button of a fourth app is stored 35).
    @Test(arguments: [("retina6_1", "", TextStyle.body, 34.5), ("retina6_12", "", .body, 34 + 1.0 / 3),
                      ("retina6_1", #"role="primary""#, .headline, 34.5)])
    func configurationButtonsShowTheConfigurationsTitle(device: String, role: String, style: TextStyle, height: Double) throws {
        let document = try Self.document(tools: "22505", device: device, Self.pinnedInRoot("""
            <button \(role) translatesAutoresizingMaskIntoConstraints="NO" id="but-to-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <inset key="contentEdgeInsets" minX="40" minY="0.0" maxX="40" maxY="0.0"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="Configure Bridges"/>
            </button>
            """, id: "but-to-001"))
        let frames = try Self.frames(document)
        let button = try #require(frames["but-to-001"]), title = try #require(frames["but-to-001.titleLabel"])
        let scale = IBDevice.named(device).scale
        let text = measurer.layout("Configure Bridges", attributes: TextAttributes(font: .preferred(style, category: .large)), width: nil, scale: scale)
        #expect(abs(title.width - text.size.width) < 0.001)
        #expect(abs(button.width - (title.width + 24)) < 0.001)
        #expect(abs(button.height - (7 + title.height + 7)) < 0.001)
        #expect(abs(button.height - height) < 0.001)
    }

    /// A configured button with neither title nor image lays out no title line: it is its content insets' size, 24 × 14
    /// for a plain one (`ControlAnatomy.emptyConfiguredButtonSize`). Measured: two empty plain configured
    /// buttons stored 24 pt wide, an empty filled one 14 pt high.
    @Test func emptyConfiguredButtonsAreTheirInsets() throws {
        let document = try Self.document(tools: "22505", Self.pinnedInRoot("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="but-em-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain"/>
            </button>
            """, id: "but-em-001"))
        #expect(try Self.frames(document)["but-em-001"] == Rect(x: 0, y: 0, width: 24, height: 14))
    }

    /// An `@IBDesignable` label of several lines: `<designables>` holds the one-line intrinsic size Interface Builder's
    /// agent reported, and the canvas wraps the label at its width as the designable's font would, each line as tall as
    /// the reported one (`LabelSpec.designedSingleLineSize`). Reported at the document font's own one-line width, the
    /// label wraps as that font does: as many lines as the plain label takes at 200 pt, 20.29 pt each (the font's
    /// line, within a pixel below the reported 20.5) rounded up to the pixel grid once, or 18 pt each for a line
    /// reported 18 pt high. Measured: five and six lines of labels reported 20.5 pt high stored 101.5 and 122 pt high,
    /// five of labels reported 18 pt high stored 90, in documents of one app.
    @Test(arguments: [20.5, 18.0])
    func designableLabelsWrapAtTheirWidth(reportedHeight: Double) throws {
        let text = "Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore."
        let attributes = TextAttributes(font: FontSpec(pointSize: 17))
        let single = measurer.layout(text, attributes: attributes, width: nil, scale: 2)
        let wrapped = measurer.layout(text, attributes: attributes, width: 200, scale: 2)
        let label = """
            <label opaque="NO" text="\(text)" numberOfLines="0" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="des-lb-001" customClass="StyledLabel">
                <rect key="frame" x="0.0" y="0.0" width="200" height="90"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="c01-dl-001"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let designables = """
            <designables>
                <designable name="des-lb-001"><size key="intrinsicContentSize" width="\(single.size.width)" height="\(reportedHeight)"/></designable>
            </designables>
            """
        let source = Self.documentText(tools: "17701", Self.pinnedInRoot(label, id: "des-lb-001"))
            .replacingOccurrences(of: "</document>", with: designables + "</document>")
        let document = try IBDocument.parse(Data(source.utf8), file: "designable.xib")
        let lines = Double(wrapped.lines.count)
        #expect(lines > 2)
        let line = reportedHeight == 20.5 ? try #require(single.lines.first).height : reportedHeight
        #expect(try Self.frames(document)["des-lb-001"]?.height == (lines * line * 2).rounded(.up) / 2)
    }

    /// A text field has an intrinsic height (Auto Layout Guide: "Labels, buttons, switches, and text fields define
    /// both the height and the width"): a rounded-rect field 34 pt whatever its font; otherwise its font's line height
    /// rounded up to whole points, plus 1 pt without a border and 9 pt with a line border. Measured on Interface
    /// Builder's stored frames: borderless System 17 fields are 22 pt high in two apps' documents, a line-bordered Body
    /// field 30 pt; System 14, Body, Callout and Menlo 16 rounded fields are 34. An empty field keeps the line height.
    @Test(arguments: [("", 22.0), ("borderStyle=\"line\"", 30), ("borderStyle=\"bezel\"", 30), ("borderStyle=\"roundedRect\"", 34)])
    func textFieldsAreAsTallAsTheirTextAndBorder(border: String, height: Double) throws {
        for text in ["text=\"Name\"", ""] {
            let document = try Self.document(tools: "22505", Self.pinnedInRoot("""
                <textField \(border) \(text) translatesAutoresizingMaskIntoConstraints="NO" id="tex-tf-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="0"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="w1"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </textField>
                """, id: "tex-tf-001"))
            // System 17's line height (SF's metrics: 20.29 pt) rounds up to 21.
            let line = measurer.layout(" ", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil, scale: 2).size.height
            #expect(line.rounded(.up) == 21)
            #expect(try Self.frames(document)["tex-tf-001"]?.height == height, "\(border) \(text)")
        }
    }

    /// A field taller than its text keeps the text at its line's height, centred: UIKit draws the text in
    /// `textRect(forBounds:)`, outside Auto Layout, so nothing is left for the engine to choose (before, the text's
    /// height was traded against the field's intrinsic height at one priority, an ambiguous layout).
    @Test func aTallTextFieldKeepsItsTextAtItsLineHeight() throws {
        let document = try Self.document(tools: "22505", Self.pinnedInRoot("""
            <textField text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="tex-tf-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                <constraints>
                    <constraint firstAttribute="height" constant="44" id="h1"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """, id: "tex-tf-001"))
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: nil))
        let environment = LayoutEnvironment(width: imported.designedSize.width, category: document.canvasContentSizeCategory,
                                            scale: document.device.scale)
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: true), in: environment, measurer: measurer)
        #expect(scene.warnings.filter { "\($0)".contains("ambiguous") }.isEmpty, "\(scene.warnings)")
        let frames = FidelityCheck.frames(scene)
        let field = try #require(frames["tex-tf-001"]), text = try #require(frames["tex-tf-001.text"])
        #expect(field.height == 44)
        #expect(text.height == 21 && text.minY + text.height / 2 == field.minY + field.height / 2)
    }

    /// A text field hugs its text's width at its own hugging priority: a field at 249 beside a label at 250 takes the
    /// room the two do not fill, the label keeps its text's width (measured: a Headline label and a 249 field in one
    /// row of a cell, stored at the label's minimum and the field's rest). Before, the field's text hugged at 250
    /// whatever the field's priority, tied with the label: an ambiguous layout that gave the room to the label.
    @Test func aTextFieldHugsItsTextAtItsOwnPriority() throws {
        let document = try Self.document(tools: "22505", Self.root(width: 320, height: 44, subviews: """
            <label text="Name" horizontalHuggingPriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-001">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField placeholder="Value" horizontalHuggingPriority="249" translatesAutoresizingMaskIntoConstraints="NO" id="tex-tf-001">
                <rect key="frame" x="48" y="0.0" width="272" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """, constraints: """
            <constraint firstItem="lab-el-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c01-tf-001"/>
            <constraint firstItem="lab-el-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c02-tf-001"/>
            <constraint firstItem="tex-tf-001" firstAttribute="leading" secondItem="lab-el-001" secondAttribute="trailing" constant="8" id="c03-tf-001"/>
            <constraint firstItem="tex-tf-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c04-tf-001"/>
            <constraint firstAttribute="trailing" secondItem="tex-tf-001" secondAttribute="trailing" id="c05-tf-001"/>
            """))
        let frames = try Self.frames(document)
        let text = measurer.layout("Name", attributes: TextAttributes(font: FontSpec(pointSize: 17)), width: nil, scale: 2).size.width
        let label = try #require(frames["lab-el-001"]), field = try #require(frames["tex-tf-001"])
        #expect(abs(label.width - text) <= 0.5)
        #expect(field.minX == label.maxX + 8 && field.maxX == 320)
    }

    /// A placeholder intrinsic height stands for the field's own (Interface Builder lays the field out at it), in place of
    /// the height its text and border give, even below it (16 pt here, where System 17 text gives 22 or 34).
    @Test(arguments: ["", "borderStyle=\"roundedRect\""])
    func textFieldsKeepADeclaredIntrinsicHeight(border: String) throws {
        let document = try Self.document(tools: "22505", Self.pinnedInRoot("""
            <textField \(border) text="Name" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="16" translatesAutoresizingMaskIntoConstraints="NO" id="tex-tf-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="16"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """, id: "tex-tf-001"))
        #expect(try Self.frames(document)["tex-tf-001"]?.height == 16)
    }

    /// A storyboard on `device` whose `<scenes>` hold `scenes` (the XML of `<scene>` elements), parsed.
    static func storyboard(device: String, scenes: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        return try IBDocument.parse(Data(text.utf8), file: "rule.storyboard")
    }

    /// A storyboard controller shown by a navigation controller, its view holding a view pinned to the safe area's top
    /// and bottom; `bars` are the navigation controller's attributes and bars as Xcode writes them. With `pushed`, the
    /// navigation controller's root is another controller, which pushes this one (a show segue).
    static func navigationStoryboard(device: String, rootHeight: Double, navigationAttributes: String, bars: String,
                                     pushed: Bool = false, sourceMetrics: String = "", rootMetrics: String = "") throws -> IBDocument {
        try storyboard(device: device, scenes: """
                    <scene sceneID="nav-sc-001">
                        <objects>
                            <navigationController id="nav-co-001" \(navigationAttributes) sceneMemberID="viewController">
                                \(bars)
                                <connections>
                                    <segue destination="\(pushed ? "src-vc-001" : "roo-vc-001")" kind="relationship" relationship="rootViewController" id="seg-ro-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(pushed ? """
                    <scene sceneID="src-sc-001">
                        <objects>
                            <viewController id="src-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="src-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                </view>
                                \(sourceMetrics)
                                <connections>
                                    <segue destination="roo-vc-001" kind="show" id="seg-sh-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    """ : "")
                    <scene sceneID="roo-sc-001">
                        <objects>
                            <viewController id="roo-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fil-vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="fil-vw-001" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" id="c01-nv-001"/>
                                        <constraint firstItem="saf-gd-001" firstAttribute="bottom" secondItem="fil-vw-001" secondAttribute="bottom" id="c02-nv-001"/>
                                        <constraint firstItem="fil-vw-001" firstAttribute="leading" secondItem="roo-vw-001" secondAttribute="leading" id="c03-nv-001"/>
                                        <constraint firstAttribute="trailing" secondItem="fil-vw-001" secondAttribute="trailing" id="c04-nv-001"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
                                </view>
                                \(rootMetrics)
                            </viewController>
                        </objects>
                    </scene>
            """)
    }

    /// The safe area "reflects the portion of the view that is not covered by navigation bars, tab bars, toolbars"
    /// (Apple, `UIView.safeAreaLayoutGuide`). A translucent navigation bar and toolbar cover the controller's view, so
    /// its safe area ends where the bar ends (20 + 44 on a 4.7-inch iPhone) and begins where the toolbar begins (at
    /// 623 of 667); under an opaque bar the view starts at the bar (`extendedLayoutIncludesOpaqueBars` is false by
    /// default: 896 − 88 = 808 tall) and only the home indicator's 34 pt remain. Measured on the corpus' stored frames
    /// (a drawing screen with both bars, views at y 64, 559 tall; a chat screen under an opaque bar, its container at
    /// y 0); a hidden bar covers nothing.
    @Test func navigationBarsAndToolbarsBoundTheSafeArea() throws {
        let translucent = try Self.navigationStoryboard(device: "retina4_7", rootHeight: 667, navigationAttributes: "toolbarHidden=\"NO\"", bars: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nv-001"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="bar-tb-001"><rect key="frame" x="0.0" y="623" width="375" height="44"/></toolbar>
            """)
        #expect(try Self.frames(translucent)["fil-vw-001"] == Rect(x: 0, y: 64, width: 375, height: 559))
        let opaque = try Self.navigationStoryboard(device: "retina6_1", rootHeight: 808, navigationAttributes: "", bars: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar-nv-001"><rect key="frame" x="0.0" y="44" width="414" height="44"/></navigationBar>
            """)
        #expect(try Self.frames(opaque)["fil-vw-001"] == Rect(x: 0, y: 0, width: 375, height: 808 - 34))
        let hidden = try Self.navigationStoryboard(device: "retina4_7", rootHeight: 667, navigationAttributes: "navigationBarHidden=\"YES\"", bars: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nv-001"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="bar-tb-001"><rect key="frame" x="0.0" y="623" width="375" height="44"/></toolbar>
            """)
        #expect(try Self.frames(hidden)["fil-vw-001"] == Rect(x: 0, y: 20, width: 375, height: 647), "the status bar only; the toolbar is hidden by default")
    }

    /// A controller pushed (a show segue) from one a navigation controller shows is shown by that navigation controller
    /// too, so the canvas gives it the same bars ("Inferred" simulated metrics). Measured on the corpus apps' other
    /// documents: views of pushed controllers pinned to the safe area sit under the navigation bar in five apps
    /// (22 views better, 2 worse).
    @Test func pushedControllersHaveTheirNavigationControllersBars() throws {
        let pushed = try Self.navigationStoryboard(device: "retina4_7", rootHeight: 667, navigationAttributes: "", bars: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nv-001"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            """, pushed: true)
        let imported = try IBImporter(document: pushed).importRoot(try pushed.root(selectedBy: "roo-vc-001"))
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: true), in: LayoutEnvironment(width: 375, scale: 2), measurer: measurer)
        #expect(FidelityCheck.frames(scene)["fil-vw-001"] == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A controller's own simulated top bar ("Top Bar: Opaque Navigation Bar" in the simulated metrics) overrides the
    /// bar it would infer from its navigation controller, and the controllers pushed from it infer it in turn: under an
    /// opaque bar the view starts at the bar, so nothing covers its top. Measured on the corpus apps' other documents:
    /// a table and a collection view pinned to the top layout guide of two such controllers (one simulating the opaque
    /// bar, one pushed from it), both under a translucent navigation controller's bar, stored at y 0 in 504-pt views of
    /// a 568-pt screen.
    @Test(arguments: [false, true])
    func aControllersOwnSimulatedTopBarOverridesTheInferredOne(pushed: Bool) throws {
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let document = try Self.navigationStoryboard(device: "retina4_7", rootHeight: 603, navigationAttributes: "", bars: """
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nv-001"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
            """, pushed: pushed, sourceMetrics: pushed ? opaque : "", rootMetrics: pushed ? "" : opaque)
        let imported = try IBImporter(document: document).importRoot(try document.root(selectedBy: "roo-vc-001"))
        let scene = ViewLayout.scene(for: imported.standaloneView(designed: true), in: LayoutEnvironment(width: 375, scale: 2), measurer: measurer)
        #expect(FidelityCheck.frames(scene)["fil-vw-001"] == Rect(x: 0, y: 0, width: 375, height: 603))
    }

    /// A root's frames are in its own coordinates. Xcode stores a storyboard prototype cell's frame at its row in the
    /// table (here y 50), but that place gives the cell's content view no safe-area inset: a view centred on the
    /// content view's safe area sits in the middle of the 80-pt cell. Measured: a storyboard prototype cell at y 50
    /// whose switch and labels are centred on that guide, stored at the cell's middle (and 25 pt higher, off by the
    /// bottom inset its place would give, before this rule).
    @Test func aRootsPlaceInItsDocumentGivesItNoSafeAreaInset() throws {
        let document = try Self.document(tools: "22505", """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="80" id="roo-t0-001">
                <rect key="frame" x="0.0" y="50" width="414" height="80"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="scaleToFill" tableViewCell="roo-t0-001" id="con-cv-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="80"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                            <rect key="frame" x="13" y="24.5" width="51" height="31"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="51" id="c01-bx-001"/>
                                <constraint firstAttribute="height" constant="31" id="c02-bx-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
                    <constraints>
                        <constraint firstItem="box-vw-001" firstAttribute="centerY" secondItem="saf-gd-001" secondAttribute="centerY" id="c03-bx-001"/>
                        <constraint firstItem="box-vw-001" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" constant="13" id="c04-bx-001"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        #expect(try Self.frames(document)["box-vw-001"] == Rect(x: 13, y: 24.5, width: 51, height: 31))
    }

    /// A storyboard with a 200 × 65 controller (`pop-vc-001`) holding a view pinned 8 pt below its safe area's top,
    /// and a second controller whose button shows it by a segue of `kind`.
    static func presentedStoryboard(kind: String) throws -> IBDocument {
        try storyboard(device: "retina4_7", scenes: """
                    <scene sceneID="pop-sc-001">
                        <objects>
                            <viewController id="pop-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="pop-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="65"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                                            <rect key="frame" x="8" y="8" width="184" height="16"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="16" id="c01-pp-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
                                    <constraints>
                                        <constraint firstItem="box-vw-001" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" constant="8" id="c02-pp-001"/>
                                        <constraint firstItem="box-vw-001" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" constant="8" id="c03-pp-001"/>
                                        <constraint firstItem="saf-gd-001" firstAttribute="trailing" secondItem="box-vw-001" secondAttribute="trailing" constant="8" id="c04-pp-001"/>
                                    </constraints>
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="200" height="65"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="pre-sc-001">
                        <objects>
                            <viewController id="pre-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="pre-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-bt-001">
                                            <rect key="frame" x="16" y="40" width="60" height="30"/>
                                            <state key="normal" title="Show"/>
                                            <connections>
                                                <segue destination="pop-vc-001" kind="\(kind)" id="seg-pp-001"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
    }

    /// A controller presented as a popover (`UIModalPresentationStyle.popover`) shows its view inside the popover, away
    /// from the screen's edges, so the status bar does not cover it: a view pinned 8 pt below the safe area's top is at
    /// y 8. Shown any other way, the same freeform view keeps the status bar's 20 pt (y 28 on a 4.7-inch iPhone).
    /// Measured: three popover scenes of one storyboard, their views' subviews pinned 8 pt below the safe area stored
    /// at y 8 (and at 28 before this rule).
    @Test func aPopoversViewHasNoStatusBarInset() throws {
        #expect(try Self.frames(Self.presentedStoryboard(kind: "popoverPresentation"))["box-vw-001"] == Rect(x: 8, y: 8, width: 184, height: 16))
        #expect(try Self.frames(Self.presentedStoryboard(kind: "show"))["box-vw-001"] == Rect(x: 8, y: 28, width: 184, height: 16))
    }

    /// Xcode 11.3–14.1 (tools 15600–21700) draw no status bar on devices whose status bar is 20 pt, iPhones and iPads
    /// alike; earlier and later versions do, and devices with a notch or rounded corners keep their safe area.
    /// Measured: views pinned to the top of the safe area at y 0 in documents of two apps saved by tools 21507, at y 20
    /// in documents of five apps from tools 21701.
    @Test func xcode11To14DrawNoTwentyPointStatusBar() {
        for id in ["retina4_7", "ipad9_7"] {
            #expect(IBDevice.named(id).simulated(byTools: 16097).safeAreaTop == 0)
            #expect(IBDevice.named(id).simulated(byTools: 21507).safeAreaTop == 0)
            #expect(IBDevice.named(id).simulated(byTools: 21701).safeAreaTop == 20)
            #expect(IBDevice.named(id).simulated(byTools: 14313).safeAreaTop == 20)
            #expect(IBDevice.named(id).simulated(byTools: 22505).safeAreaTop == 20)
        }
        #expect(IBDevice.named("ipad11_0rounded").simulated(byTools: 16097).safeAreaTop == 24)
        #expect(IBDevice.named("retina5_9").simulated(byTools: 16097).safeAreaTop == 44)
    }

    /// Devices by the ids Xcode writes, iPads whatever the case of their id's first letters: the 10.9-inch iPad Air
    /// (`ipad10_9rounded`, 820 × 1180) and the 13-inch iPad Pro of 2024 (`iPad13_0rounded`, 1032 × 1376) have rounded
    /// corners, a 24-pt status bar and a 20-pt home indicator inset; the Apple TV's screen is 1920 × 1080 at 1x. Measured:
    /// a container view pinned to the safe area of a 10.9-inch iPad's scene stored at y 24, where the 6.1-inch
    /// iPhone an unknown id stood for put it at 44.
    @Test func devicesOfEveryFamilyHaveTheirScreens() {
        let air = IBDevice.named("ipad10_9rounded"), pro = IBDevice.named("iPad13_0rounded"), tv = IBDevice.named("appleTV")
        #expect([air.width, air.height, air.scale, air.safeAreaTop, air.safeAreaBottom] == [820, 1180, 2, 24, 20])
        #expect([pro.width, pro.height, pro.scale, pro.safeAreaTop, pro.safeAreaBottom] == [1032, 1376, 2, 24, 20])
        #expect(air.isPad && pro.isPad && IBDevice.named("iPad99_9rounded").isPad)
        #expect([tv.width, tv.height, tv.scale] == [1920, 1080, 1])
    }

    /// An Apple TV scene is laid out as tvOS lays it out: a full-screen view's safe area is 60 pt in from the top and
    /// bottom and 80 from the sides (Apple's Human Interface Guidelines, tvOS layout), a simulated bottom bar covers
    /// nothing (`UIToolbar` is unavailable on tvOS; its tab bar is at the top), and text styles have tvOS's one size each,
    /// medium weight (Headline 38 pt, Caption 2 23; measured: such labels stored 46 and 28 pt high).
    @Test func appleTVScenesHaveTVOSsSafeAreaAndTextStyles() throws {
        // Tools 24128 is among the Xcodes that count an iPhone's insets twice: an Apple TV's are counted once.
        let tv = IBDevice.named("appleTV").simulated(byTools: 24128)
        #expect([tv.safeAreaTop, tv.safeAreaSide, tv.safeAreaBottom, tv.homeIndicatorInset] == [60, 80, 60, 0])
        #expect(tv.isTV && !IBDevice.named("retina6_1").isTV && IBDevice.named("appleTV4K").safeAreaSide == 80)
        let subviews = """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box-tv-001">
                <rect key="frame" x="100" y="49" width="1720" height="946"/>
            </view>
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lab-tv-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="46"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
            </label>
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lab-tv-002">
                <rect key="frame" x="0.0" y="46" width="100" height="28"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="box-tv-001" firstAttribute="leading" secondItem="saf-ea-001" secondAttribute="leading" constant="20" id="c01-tv-001"/>
            <constraint firstItem="saf-ea-001" firstAttribute="trailing" secondItem="box-tv-001" secondAttribute="trailing" constant="20" id="c02-tv-001"/>
            <constraint firstItem="saf-ea-001" firstAttribute="top" secondItem="box-tv-001" secondAttribute="top" constant="11" id="c03-tv-001"/>
            <constraint firstItem="saf-ea-001" firstAttribute="bottom" secondItem="box-tv-001" secondAttribute="bottom" constant="25" id="c04-tv-001"/>
            <constraint firstItem="lab-tv-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c05-tv-001"/>
            <constraint firstItem="lab-tv-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c06-tv-001"/>
            <constraint firstItem="lab-tv-002" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c07-tv-001"/>
            <constraint firstItem="lab-tv-002" firstAttribute="top" secondItem="lab-tv-001" secondAttribute="bottom" id="c08-tv-001"/>
            """
        let document = try Self.document(tools: "24128", device: "appleTV", Self.root(
            width: 1920, height: 1080, safeArea: true, subviews: subviews, constraints: constraints,
            extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#))
        let frames = try Self.frames(document)
        #expect(frames["box-tv-001"] == Rect(x: 100, y: 49, width: 1720, height: 946))
        #expect(frames["lab-tv-001"]?.height == 46)
        #expect(frames["lab-tv-002"]?.height == 28)
        #expect(IBDocument.tvFont(.body) == .system(pointSize: 29, weight: .medium))
    }

    /// A document shown in landscape (`<device orientation="landscape">`) is laid out on the turned screen. A notched
    /// iPhone hides its status bar there and insets a full-screen view by its notch at both sides (as deep as its
    /// portrait status bar) and by the home indicator's 21 pt at the bottom, UIKit's landscape `safeAreaInsets`; an
    /// iPhone is compact high in landscape, and regular wide if it is a Plus or Max (portrait width 414 or more); an
    /// iPad keeps its status bar. Measured: a launch screen's image view centred on the safe area of a 6.7-inch iPhone
    /// in landscape stored 10.33 pt above the screen's middle ((0 − 21) / 2).
    @Test func landscapeDevicesTurnTheScreenAndItsInsets() throws {
        let phone = IBDevice.named("retina6_12").simulated(byTools: 24506).inLandscape
        #expect([phone.width, phone.height, phone.safeAreaTop, phone.safeAreaSide, phone.safeAreaBottom] == [852, 393, 0, 59, 21])
        #expect(phone.sizeClasses == SizeClasses(width: .compact, height: .compact))
        #expect(IBDevice.named("retina6_72").inLandscape.sizeClasses == SizeClasses(width: .regular, height: .compact))
        let pad = IBDevice.named("ipad12_9rounded").inLandscape
        #expect([pad.width, pad.height, pad.safeAreaTop, pad.safeAreaSide, pad.safeAreaBottom] == [1366, 1024, 24, 0, 20])
        let centred = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="c01-ls-001"/>
                    <constraint firstAttribute="height" constant="100" id="c02-ls-001"/>
                </constraints>
            </view>
            """
        let constraints = """
            <constraint firstItem="box-vw-001" firstAttribute="centerX" secondItem="saf-ea-001" secondAttribute="centerX" id="c03-ls-001"/>
            <constraint firstItem="box-vw-001" firstAttribute="centerY" secondItem="saf-ea-001" secondAttribute="centerY" id="c04-ls-001"/>
            <constraint firstItem="box-vw-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="saf-ea-001" secondAttribute="leading" id="c05-ls-001"/>
            """
        let text = Self.documentText(tools: "24506", device: "retina6_12",
                                     Self.root(width: 852, height: 393, safeArea: true, subviews: centred, constraints: constraints))
            .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        let document = try IBDocument.parse(Data(text.utf8), file: "landscape.xib")
        #expect(document.device.isLandscape)
        #expect(try Self.frames(document)["box-vw-001"] == Rect(x: 376, y: 136, width: 100, height: 100))
    }

    /// The notched iPhones' simulated status bars grew with the iOS versions the canvases simulate: the 5.8-inch one
    /// 44 pt before Xcode 14, 47 in Xcode 14, 50 from Xcode 15; the iPhone 12's 44 before Xcode 14 and 47 from it
    /// (measured on stored frames: one document's stack pinned below the safe area is 3 pt lower as saved by tools 23094
    /// than as saved by 21507; documents of tools up to 19162 give 44, three of tools 21507 and later on the iPhone 12
    /// give 47).
    @Test func notchedStatusBarsGrewWithTheSimulatedIOS() {
        #expect([19162, 21507, 23094].map { IBDevice.named("retina5_9").simulated(byTools: $0).safeAreaTop } == [44, 47, 50])
        #expect([20037, 21507, 23094].map { IBDevice.named("retina6_0").simulated(byTools: $0).safeAreaTop } == [44, 47, 47])
    }

    /// Before Xcode 11.3 the canvas of an iPhone with a 20-pt status bar drew it over a freeform `.xib` view only when
    /// the view is taller than wide (measured: 17 such views in the corpus' apps saved by tools 14113–14490, 8 taller
    /// than wide with their safe area 20 pt down, 9 wide or square with none).
    @Test(arguments: [(178.0, 111.0, 0.0), (178, 300, 20)] as [(Double, Double, Double)])
    func olderCanvasesDrawNoStatusBarOverWideFreeformViews(width: Double, height: Double, top: Double) throws {
        let document = try Self.document(tools: "14490", device: "retina4_7", Self.root(width: width, height: height, safeArea: true, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="pin-ne-001">
                <rect key="frame" x="0.0" y="\(top)" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="c01-wf-001"/>
                    <constraint firstAttribute="height" constant="20" id="c02-wf-001"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="pin-ne-001" firstAttribute="top" secondItem="saf-ea-001" secondAttribute="top" id="c03-wf-001"/>
            <constraint firstItem="pin-ne-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c04-wf-001"/>
            """))
        #expect(try Self.frames(document)["pin-ne-001"]?.minY == top)
    }

    /// A top-level view that simulates a toolbar or tab bar (`simulatedBottomBarMetrics`) has it above the home
    /// indicator, 49 pt on an iPhone that has one (44 on one that has not), and its safe area ends there; one that
    /// simulates a navigation bar (`simulatedTopBarMetrics`) has it 44 pt under the status bar (none in Xcode 11.3–13's
    /// canvas of such iPhones). Measured: a container pinned to the bottom of the safe area ends 83 pt above the bottom
    /// of a 414 × 896 iPhone under a simulated toolbar; a table pinned to the top of the safe area starts 44 pt down.
    /// From tools 21701 a freeform view smaller than the screen also gets the home indicator's inset, counted once where a
    /// full-screen view's is counted twice; before, only full-screen and wider views did. Measured: views pinned to the
    /// bottom of such roots' safe area or margins stored 34 pt above the bottom in eight documents of five apps (tools
    /// 21701–32700), flush with it in 14 documents of five apps (17506–21507).
    @Test(arguments: [("retina6_1", "22505", #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#, 896.0, 48.0, 813.0),
                      ("retina6_1", "20037", Self.freeform, 165, 44, 165), ("retina6_1", "21507", Self.freeform, 165, 48, 165),
                      ("retina6_1", "21701", Self.freeform, 165, 48, 131), ("retina6_1", "24093", Self.freeform, 165, 96, 131),
                      ("retina6_1", "32700", Self.freeform, 165, 48, 131),
                      ("retina4_7", "22505", #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#, 667.0, 20.0, 618.0),
                      ("retina4_0", "15705", #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 568.0, 44.0, 568.0)]
                     as [(String, String, String, Double, Double, Double)])
    func simulatedBarsBoundTheSafeArea(device: String, tools: String, metrics: String, height: Double, top: Double, bottom: Double) throws {
        // A root 320 pt wide: full-screen at the device's height, smaller than the screen at 165 pt.
        let document = try Self.document(tools: tools, device: device, Self.root(width: 320, height: height, safeArea: true, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="fil-ls-001">
                <rect key="frame" x="0.0" y="\(top)" width="320" height="\(bottom - top)"/>
            </view>
            """, constraints: """
            <constraint firstItem="fil-ls-001" firstAttribute="top" secondItem="saf-ea-001" secondAttribute="top" id="c01-sb-001"/>
            <constraint firstItem="fil-ls-001" firstAttribute="bottom" secondItem="saf-ea-001" secondAttribute="bottom" id="c02-sb-001"/>
            <constraint firstItem="fil-ls-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c03-sb-001"/>
            <constraint firstAttribute="trailing" secondItem="fil-ls-001" secondAttribute="trailing" id="c04-sb-001"/>
            """, extra: metrics))
        #expect(try Self.frames(document)["fil-ls-001"] == Rect(x: 0, y: top, width: 320, height: bottom - top))
    }

    /// Xcode 15.4 to 16 (tools 23727–32699) count a notched iPhone's status bar and home indicator twice in a top-level
    /// view's safe area, and Xcode 16 (tools 24093 on) draws a navigation bar 54 pt high (`IBDevice.simulated(byTools:)`,
    /// `IBDevice.navigationBarHeight`). Measured: views pinned to the safe area twice the status bar below the top (118 pt
    /// on the 6.1-inch iPhone 15) and 68 above the bottom in documents of seven apps saved by these Xcodes, 59 and 34 by
    /// Xcode 15.3 and Xcode 26; navigation controllers' bars stored 54 pt high at y 96 on the iPhone 11 (Xcode 16), 44 high at y 118
    /// on the iPhone 15 (Xcode 15.4); a view under a simulated navigation bar 150 pt down on the iPhone 11 (Xcode 16).
    @Test(arguments: [("retina6_12", "23727", "", 852.0, 118.0, 784.0),
                      ("retina6_12", "23504", "", 852.0, 59.0, 818.0),
                      ("retina6_12", "32700.99.1234", "", 852.0, 59.0, 818.0),
                      ("retina4_7", "24127", "", 667.0, 20.0, 667.0),
                      ("retina6_1", "24765", #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 896.0, 150.0, 828.0),
                      ("retina4_7", "24128", #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#, 667.0, 74.0, 667.0)]
                     as [(String, String, String, Double, Double, Double)])
    func xcode16CanvasesCountANotchedIPhonesInsetsTwice(device: String, tools: String, metrics: String, height: Double, top: Double,
                                                       bottom: Double) throws {
        let width = IBDevice.named(device).width
        let document = try Self.document(tools: tools, device: device, Self.root(width: width, height: height, safeArea: true, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="fil-ls-001">
                <rect key="frame" x="0.0" y="\(top)" width="\(width)" height="\(bottom - top)"/>
            </view>
            """, constraints: """
            <constraint firstItem="fil-ls-001" firstAttribute="top" secondItem="saf-ea-001" secondAttribute="top" id="c01-db-001"/>
            <constraint firstItem="fil-ls-001" firstAttribute="bottom" secondItem="saf-ea-001" secondAttribute="bottom" id="c02-db-001"/>
            <constraint firstItem="fil-ls-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c03-db-001"/>
            <constraint firstAttribute="trailing" secondItem="fil-ls-001" secondAttribute="trailing" id="c04-db-001"/>
            """, extra: metrics))
        #expect(try Self.frames(document)["fil-ls-001"] == Rect(x: 0, y: top, width: width, height: bottom - top))
    }

    /// A view that preserves its superview's margins takes the larger of its own margin (grown by the safe area it
    /// overlaps) and the part of its superview's margin that reaches into it, never their sum ("The amount of the
    /// adjustment is the smallest amount needed to ensure that content is also inside the superview's margins", Apple,
    /// `preservesSuperviewLayoutMargins`). Measured: a bar at the bottom of a notched iPhone whose inner view, pinned to
    /// the bar's safe area, holds a 48-pt button 8 pt inside its margins is stored 64 pt high, the bar 64 + the inset.
    @Test func preservedMarginsTakeTheLargerMarginNotTheSum() throws {
        let document = try Self.document(tools: "22155", device: "retina6_12", Self.root(width: 393, height: 852, safeArea: true, subviews: """
            <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar-vw-001">
                <rect key="frame" x="0.0" y="754" width="393" height="98"/>
                <subviews>
                    <view preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="inn-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="64"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="btn-vw-001">
                                <rect key="frame" x="16" y="8" width="361" height="48"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="48" id="c01-pm-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="btn-vw-001" firstAttribute="top" secondItem="inn-vw-001" secondAttribute="topMargin" id="c02-pm-001"/>
                            <constraint firstAttribute="bottomMargin" secondItem="btn-vw-001" secondAttribute="bottom" id="c03-pm-001"/>
                            <constraint firstItem="btn-vw-001" firstAttribute="leading" secondItem="inn-vw-001" secondAttribute="leadingMargin" id="c04-pm-001"/>
                            <constraint firstAttribute="trailingMargin" secondItem="btn-vw-001" secondAttribute="trailing" id="c05-pm-001"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="bar-sa-001"/>
                <constraints>
                    <constraint firstItem="inn-vw-001" firstAttribute="top" secondItem="bar-vw-001" secondAttribute="top" id="c06-pm-001"/>
                    <constraint firstItem="bar-sa-001" firstAttribute="bottom" secondItem="inn-vw-001" secondAttribute="bottom" id="c07-pm-001"/>
                    <constraint firstItem="inn-vw-001" firstAttribute="leading" secondItem="bar-vw-001" secondAttribute="leading" id="c08-pm-001"/>
                    <constraint firstAttribute="trailing" secondItem="inn-vw-001" secondAttribute="trailing" id="c09-pm-001"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstAttribute="bottom" secondItem="bar-vw-001" secondAttribute="bottom" id="c10-pm-001"/>
            <constraint firstItem="bar-vw-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c11-pm-001"/>
            <constraint firstAttribute="trailing" secondItem="bar-vw-001" secondAttribute="trailing" id="c12-pm-001"/>
            """))
        let frames = try Self.frames(document)
        #expect(frames["inn-vw-001"]?.height == 64)
        #expect(frames["bar-vw-001"] == Rect(x: 0, y: 754, width: 393, height: 98))
    }

    /// UIKit controls have their intrinsic sizes of the Xcode version and device (`IBControlSizes`): a control pinned only
    /// at its top and leading edges (and trailing where it has no intrinsic width) is stored at that size. Measured on
    /// documents of the corpus apps' repositories and public UIKit samples, each size in two or more apps (see
    /// `IBControlSizes` for the counts); the frames include the segmented control's 1 pt below its alignment rect and the
    /// switch's 2 pt beyond its trailing edge. A system button with neither title nor image keeps its empty title's
    /// line (System 15: 18 pt in whole points) and the 6 pt above and below it, 30 pt wide as every legacy system
    /// button is at least (stored 30 × 30 in two apps' documents, 30 × 29 in System 14), as `LayoutSnapUIKit`'s does.
    @Test(arguments: [
        ("segmentedControl", "", "13196", "retina4_7", nil, 29.0), ("segmentedControl", "", "22155", "retina6_1", nil, 32),
        ("stepper", "", "14490", "retina4_7", 94, 29), ("stepper", "", "17156", "retina6_1", 94, 32),
        ("pageControl", #"numberOfPages="3""#, "14810", "retina4_7", 39, 37), ("pageControl", #"numberOfPages="4""#, "21701", "retina6_1", 134.5, 26),
        ("searchBar", "", "12121", "retina4_7", nil, 44), ("searchBar", "", "17506", "retina6_1", nil, 56),
        ("toolbar", "", "19162", "retina4_7", nil, 44), ("toolbar", "", "19162", "retina6_1", nil, 49),
        ("tabBar", "", "18122", "retina4_7", nil, 49), ("pickerView", "", "14868", "retina4_7", 320, 216),
        ("datePicker", #"style="wheels""#, "18122", "retina6_1", 320, 216),
        ("switch", "", "23727", "retina6_1", 51, 31), ("switch", "", "24128", "retina6_1", 63, 28), ("switch", "", "24506", "retina6_12", 63, 28),
        ("slider", "", "24128", "retina4_7", nil, 34),
        ("progressView", "", "14313", "retina4_7", nil, 2), ("progressView", "", "20037", "retina6_1", nil, 4),
        ("button", #"buttonType="system""#, "22505", "retina4_7", 30, 30), ("button", #"buttonType="system""#, "23727", "retina6_12", 30, 30),
    ] as [(String, String, String, String, Double?, Double)])
    func controlsHaveTheirIntrinsicSizes(element: String, attributes: String, tools: String, device: String, width: Double?,
                                         height: Double) throws {
        let rootWidth = IBDevice.named(device).width
        let document = try Self.document(tools: tools, device: device, Self.root(width: rootWidth, height: 400, subviews: """
            <\(element) \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="con-tr-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width ?? rootWidth)" height="\(height)"/>
            </\(element)>
            """, constraints: """
            <constraint firstItem="con-tr-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c01-cs-001"/>
            <constraint firstItem="con-tr-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c02-cs-001"/>
            \(width == nil ? #"<constraint firstAttribute="trailing" secondItem="con-tr-001" secondAttribute="trailing" id="c03-cs-001"/>"# : "")
            """))
        #expect(try Self.frames(document)["con-tr-001"] == Rect(x: 0, y: 0, width: width ?? rootWidth, height: height))
    }

    /// A view laid out by its frame (`translatesAutoresizingMaskIntoConstraints`) keeps exactly that frame, whatever its
    /// alignment rect: UIKit's autoresizing constraints hold the alignment rect of the frame it was given
    /// (`alignmentRect(forFrame:)`). Measured: switches laid out by their frames are stored 51 pt wide in documents of
    /// five apps (their constraints had held the 51 pt as the alignment rect, 2 pt narrower than the frame).
    @Test func viewsLaidOutByTheirFramesKeepThemWhateverTheirAlignmentRect() throws {
        let document = try Self.document(tools: "22155", device: "retina4_7", Self.root(width: 375, height: 100, subviews: """
            <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" on="YES" id="swi-tc-001">
                <rect key="frame" x="316" y="11" width="51" height="31"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </switch>
            """, constraints: ""))
        #expect(try Self.frames(document)["swi-tc-001"] == Rect(x: 316, y: 11, width: 51, height: 31))
    }

    /// Forms Interface Builder writes that a document is not refused for: a multiplier kept as the fraction it was typed
    /// as (`multiplier="1/3"`, in Xcode's own launch screen template, as well as the ratio "1:3"), and a font of size 0,
    /// which stands for the default font where the text is (written for a built-in cell style's text label, whose font
    /// the cell sets): a label's is the system font at 17 pt. Found in launch screens of four of the corpus apps'
    /// repositories and a settings storyboard of a fifth, which `ib-check` refused.
    @Test func fractionMultipliersAndFontsOfSizeZeroAreRead() throws {
        let document = try Self.document(tools: "17701", device: "retina4_7", Self.root(width: 375, height: 667, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="thi-rd-001">
                <rect key="frame" x="0.0" y="0.0" width="125" height="10"/>
                <constraints>
                    <constraint firstAttribute="height" constant="10" id="c01-fr-001"/>
                </constraints>
            </view>
            <label text="Open" translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-001">
                <rect key="frame" x="0.0" y="10" width="39" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
            </label>
            """, constraints: """
            <constraint firstItem="thi-rd-001" firstAttribute="width" secondItem="roo-t0-001" secondAttribute="width" multiplier="1/3" id="c02-fr-001"/>
            <constraint firstItem="thi-rd-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c03-fr-001"/>
            <constraint firstItem="thi-rd-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c04-fr-001"/>
            <constraint firstItem="lab-el-001" firstAttribute="top" secondItem="thi-rd-001" secondAttribute="bottom" id="c05-fr-001"/>
            <constraint firstItem="lab-el-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c06-fr-001"/>
            """))
        let frames = try Self.frames(document)
        #expect(frames["thi-rd-001"]?.width == 125)
        #expect(frames["lab-el-001"]?.height == 20.5)
    }

    /// A scroll view that adjusts its content for the safe area (`contentInsetAdjustmentBehavior` other than never; "UIScrollView
    /// may incorporate its safeAreaInsets into the adjustedContentInset", UIScrollView.h) passes none of it on to its
    /// content: a view inside, under a simulated navigation bar, keeps margins of its own only. Measured: a stack in a
    /// scroll view under a simulated navigation bar is stored with its arranged views at its own margins, 44 pt higher
    /// than the bar's safe area would put them.
    @Test(arguments: [("", 8.0), (#"contentInsetAdjustmentBehavior="never""#, 52.0)] as [(String, Double)])
    func scrollViewsKeepTheSafeAreaFromTheirContent(behavior: String, top: Double) throws {
        let document = try Self.document(tools: "19455", device: "retina4_7", Self.root(width: 375, height: 667, subviews: """
            <scrollView \(behavior) translatesAutoresizingMaskIntoConstraints="NO" id="scr-ol-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="con-te-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="mar-gi-001">
                                <rect key="frame" x="8" y="\(top)" width="359" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="c01-sv-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="mar-gi-001" firstAttribute="top" secondItem="con-te-001" secondAttribute="topMargin" id="c02-sv-001"/>
                            <constraint firstItem="mar-gi-001" firstAttribute="leading" secondItem="con-te-001" secondAttribute="leadingMargin" id="c03-sv-001"/>
                            <constraint firstAttribute="trailingMargin" secondItem="mar-gi-001" secondAttribute="trailing" id="c04-sv-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="con-te-001" firstAttribute="top" secondItem="scr-ol-001" secondAttribute="top" id="c05-sv-001"/>
                    <constraint firstItem="con-te-001" firstAttribute="leading" secondItem="scr-ol-001" secondAttribute="leading" id="c06-sv-001"/>
                    <constraint firstAttribute="trailing" secondItem="con-te-001" secondAttribute="trailing" id="c07-sv-001"/>
                    <constraint firstAttribute="bottom" secondItem="con-te-001" secondAttribute="bottom" id="c08-sv-001"/>
                    <constraint firstItem="con-te-001" firstAttribute="width" secondItem="scr-ol-001" secondAttribute="width" id="c09-sv-001"/>
                    <constraint firstItem="con-te-001" firstAttribute="height" constant="100" id="c10-sv-001"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scr-ol-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c11-sv-001"/>
            <constraint firstItem="scr-ol-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c12-sv-001"/>
            <constraint firstAttribute="trailing" secondItem="scr-ol-001" secondAttribute="trailing" id="c13-sv-001"/>
            <constraint firstAttribute="bottom" secondItem="scr-ol-001" secondAttribute="bottom" id="c14-sv-001"/>
            """, extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#))
        #expect(try Self.frames(document)["mar-gi-001"] == Rect(x: 8, y: top, width: 359, height: 20))
    }

    /// A navigation bar placed on its own is 44 pt high, 96 with large titles (UIKit's standard bar and its large-title
    /// extension of 52 pt; measured: a standalone large-title bar without a height constraint is stored 96 high).
    @Test(arguments: [("", 44.0), (#"largeTitles="YES""#, 96)])
    func standaloneNavigationBarsHaveTheirStandardHeight(attributes: String, height: Double) throws {
        let document = try Self.document(tools: "22505", Self.root(width: 320, height: 200, subviews: """
            <navigationBar contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="nav-ba-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                <items>
                    <navigationItem title="Title" id="nav-it-001"/>
                </items>
            </navigationBar>
            """, constraints: """
            <constraint firstItem="nav-ba-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" id="c01-nb-001"/>
            <constraint firstItem="nav-ba-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" id="c02-nb-001"/>
            <constraint firstAttribute="trailing" secondItem="nav-ba-001" secondAttribute="trailing" id="c03-nb-001"/>
            """))
        #expect(try Self.frames(document)["nav-ba-001"] == Rect(x: 0, y: 0, width: 320, height: height))
    }

    /// A slider's frame reaches 2 pt beyond its alignment rect at the sides and 1 pt below it, and the alignment rect is
    /// 30 pt high: pinned 16 pt from the sides of a 320-pt view and centred it is stored at x 14, 292 wide and 31 high
    /// (measured on the corpus' stored frames: four sliders in three apps; Apple does not publish the insets).
    @Test func slidersReachBeyondTheirAlignmentRect() throws {
        let document = try Self.document(tools: "22505", Self.root(width: 320, height: 52, subviews: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sli-de-001">
                <rect key="frame" x="14" y="11" width="292" height="31"/>
            </slider>
            """, constraints: """
            <constraint firstItem="sli-de-001" firstAttribute="centerY" secondItem="roo-t0-001" secondAttribute="centerY" id="c01-sl-001"/>
            <constraint firstItem="sli-de-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" constant="16" id="c02-sl-001"/>
            <constraint firstAttribute="trailing" secondItem="sli-de-001" secondAttribute="trailing" constant="16" id="c03-sl-001"/>
            """))
        // The alignment rect, 288 × 30, is centred in the 52-pt view: y 11; the frame adds 2 + 2 and 1.
        #expect(try Self.frames(document)["sli-de-001"] == Rect(x: 14, y: 11, width: 292, height: 31))
    }

    /// A segmented control's frame reaches 1 pt below its alignment rect, which is what constraints place: pinned 8 pt
    /// from the top and bottom of a 44-pt view it is 29 tall, and under a 60-pt height constraint 61 (measured on the
    /// corpus' stored frames in three apps; Apple does not publish the inset).
    @Test(arguments: [(8.0, 29.0), (0.0, 45.0)])
    func segmentedControlsReachAPointBelowTheirAlignmentRect(inset: Double, height: Double) throws {
        let document = try Self.document(tools: "22505", Self.root(width: 320, height: 44, subviews: """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-sc-001">
                <rect key="frame" x="16" y="\(inset)" width="288" height="\(height)"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            """, constraints: """
            <constraint firstItem="seg-sc-001" firstAttribute="top" secondItem="roo-t0-001" secondAttribute="top" constant="\(inset)" id="c01-sg-001"/>
            <constraint firstAttribute="bottom" secondItem="seg-sc-001" secondAttribute="bottom" constant="\(inset)" id="c02-sg-001"/>
            <constraint firstItem="seg-sc-001" firstAttribute="leading" secondItem="roo-t0-001" secondAttribute="leading" constant="16" id="c03-sg-001"/>
            <constraint firstAttribute="trailing" secondItem="seg-sc-001" secondAttribute="trailing" constant="16" id="c04-sg-001"/>
            """))
        #expect(try Self.frames(document)["seg-sc-001"] == Rect(x: 16, y: inset, width: 288, height: height))
    }
}
