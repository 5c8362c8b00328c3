import AssetCatalogs
import Files
import Foundation
import Geometry

/// A navigation controller's bars over its root controller's view, in screen coordinates
/// (`IBDocument.navigationBars(ofRootView:)`).
public struct NavigationBars: Hashable, Sendable {
    /// Where the navigation bar ends; nil without one.
    public var navigationBarBottom: Double?
    public var navigationBarIsTranslucent = true
    /// Where the toolbar begins; nil without one.
    public var toolbarTop: Double?
    public var toolbarIsTranslucent = true

    public init() {}
}

/// The device a document was designed on (`<device id=…>`): the canvas size, pixel grid and simulated safe area
/// Interface Builder computed the stored frames with.
public struct IBDevice: Hashable, Sendable {
    public var id: String
    public var width: Double
    public var height: Double
    public var scale: Double
    /// The status bar or notch inset a top-level view gets in the canvas (`interface-builder.md` §6).
    public var safeAreaTop: Double
    public var isPad: Bool

    /// Whether the canvas counts the screen's insets twice (`simulated(byTools:)`).
    public var countsInsetsTwice = false
    /// Whether the document shows the device in landscape (`<device orientation="landscape">`, `inLandscape`).
    public var isLandscape = false
    /// The inset of a full-screen view at each side: a notched iPhone's in landscape, the Apple TV's 80 pt, else 0.
    public var safeAreaSide = 0.0

    /// Whether the device is an Apple TV (tvOS: its own safe area and text style sizes).
    public var isTV: Bool { Self.namesAppleTV(id) }

    /// Whether a device id names an Apple TV (`appleTV`, and any other id Xcode may write for one).
    static func namesAppleTV(_ id: String) -> Bool { id.lowercased().hasPrefix("appletv") }

    /// The home indicator's inset of a full-screen view: 34 pt on iPhones with a notch or Dynamic Island (twice that
    /// where the canvas counts insets twice), 20 on iPads with rounded corners; the Apple TV's 60 pt.
    public var safeAreaBottom: Double {
        if isTV { return Self.tvSafeArea.bottom }
        if isPad { return id.hasSuffix("rounded") ? 20 : 0 }
        if isLandscape { return safeAreaSide > 0 ? 21 : 0 }
        return safeAreaTop > 20 ? (countsInsetsTwice ? 68 : 34) : 0
    }

    /// The home indicator's inset counted once: 34 pt on iPhones with a notch or Dynamic Island, 20 on iPads with
    /// rounded corners; none on the Apple TV, which has no home indicator.
    public var homeIndicatorInset: Double {
        if isTV { return 0 }
        return countsInsetsTwice ? safeAreaBottom / 2 : safeAreaBottom
    }

    /// The height of a toolbar, or of a tab bar with `tabBar`, at the bottom of the screen: 50 pt on an iPad, 49 on an
    /// iPhone with a home indicator and for a tab bar, else 44 (UIKit's bar heights).
    public func bottomBarHeight(tabBar: Bool) -> Double {
        isPad ? 50 : (safeAreaBottom > 0 || tabBar ? 49 : 44)
    }

    /// The height of a navigation bar in the canvas of the Xcode that wrote `tools`: 44 pt (UIKit's), 54 in Xcode 16
    /// (tools 24093 to 32699); 52 more with large titles, 30 more with a prompt. Measured on the navigation bars
    /// navigation controllers store: 54 pt high in 18 controllers of three apps' documents saved by tools 24093–24765, on
    /// iPhones with and without a notch and on iPads, 44 in those saved by tools 23090–23727 and 32700; large-title
    /// bars 106 pt high in three documents of tools 24128–24506 and 96 before; a view pinned below a simulated bar of
    /// a tools 24765 document sits 54 pt below the status bar. The prompted bar is assumed to grow alike (unmeasured).
    public static func navigationBarHeight(byTools tools: Int, largeTitles: Bool = false, prompted: Bool = false) -> Double {
        let bar: Double = (24093..<32700).contains(tools) ? 54 : 44
        return bar + (largeTitles ? 52 : 0) + (prompted ? 30 : 0)
    }

    /// The size classes of the device in portrait: iPhones are compact wide and regular high, iPads regular in both.
    public var sizeClasses: SizeClasses {
        if isPad { return SizeClasses(width: .regular, height: .regular) }
        // In landscape an iPhone is compact high, and regular wide where its portrait width is 414 pt or more (the Plus
        // and Max iPhones, Apple's "Device size classes" table).
        guard isLandscape else { return SizeClasses(width: .compact, height: .regular) }
        return SizeClasses(width: height >= 414 ? .regular : .compact, height: .compact)
    }

    /// The device as the Xcode that wrote `tools` simulates it (measured on the corpus' stored frames): Xcode 11.3 to
    /// 14.1 (tools 15600–21700) show no status bar on devices whose status bar is 20 pt (iPhones without a notch, iPads
    /// without rounded corners: a view pinned 0.1 × 20 pt below an iPad's safe area is stored at y 2 by tools 14313 and
    /// at y 0 by tools 16097; views pinned to the safe area's top at y 0 in documents of two apps saved by tools 21507,
    /// at y 20 in five apps' from 21701), so their top-level views get no top safe area; from Xcode 14 (tools 21500) the 6.1-inch
    /// iPhone's (retina6_1) is 48 pt, as on the iPhone 12 and later. The notched iPhones' status bars grew with the
    /// iOS versions the canvases simulate: the 5.8-inch one (retina5_9) 44 pt before Xcode 14, 47 in Xcode 14, 50
    /// from Xcode 15 (tools 23000); the 6.1-inch iPhone 12's (retina6_0) 44 before Xcode 14 and 47 from it (measured:
    /// one document stored 3 pt lower after Xcode 15 saved it again; three more documents of each device and era).
    /// Xcode 15.4 to 16 (tools 23727–32699) count a notched iPhone's insets twice: a top-level view's safe area starts
    /// twice the status bar's height down and ends twice the home indicator's above the bottom, and a navigation
    /// controller's bar sits twice the status bar's height down (measured: navigation bars stored at y 118 on the
    /// 6.1-inch iPhone 15, 96 on the iPhone 11, 100 on the 5.8-inch iPhone, in 13 controllers of two apps; views pinned
    /// to the safe area 118, 96 or 100 pt below the top and 68 above the bottom in 14 documents of seven apps; insets
    /// counted once in every document of tools 23504 and earlier and of 32700). iPhones with a 20-pt status bar and
    /// iPads are not affected (their bars are stored at y 20 and 24 by the same Xcodes).
    public func simulated(byTools tools: Int) -> IBDevice {
        var device = self
        if safeAreaTop == 20, (15600..<21701).contains(tools) { device.safeAreaTop = 0 }
        if id == "retina6_1", tools >= 21500 { device.safeAreaTop = 48 }
        if id == "retina5_9" { device.safeAreaTop = tools >= 23000 ? 50 : tools >= 21500 ? 47 : 44 }
        if id == "retina6_0", tools < 21500 { device.safeAreaTop = 44 }
        if !isPad, !isTV, device.safeAreaTop > 20, (23727..<32700).contains(tools) {
            device.safeAreaTop *= 2
            device.countsInsetsTwice = true
        }
        return device
    }

    /// The device turned to landscape: its width and height swapped. An iPhone hides its status bar in landscape, so a
    /// top-level view gets no top inset; a notched iPhone's full-screen view is inset at both sides by the notch (as
    /// deep as its portrait status bar) and 21 pt at the bottom by the home indicator (UIKit's landscape
    /// `safeAreaInsets`), counted once (whether the Xcodes that count a portrait iPhone's insets twice do so in landscape
    /// is unmeasured). iPads keep their insets.
    public var inLandscape: IBDevice {
        var device = self
        (device.width, device.height) = (height, width)
        device.isLandscape = true
        if !isPad, !isTV {
            device.safeAreaSide = safeAreaTop > 20 ? (countsInsetsTwice ? safeAreaTop / 2 : safeAreaTop) : 0
            device.safeAreaTop = 0
            device.countsInsetsTwice = false
        }
        return device
    }

    /// Devices by the ids Xcode writes; an unknown Apple TV id is treated as the 1080p Apple TV, any other unknown id
    /// as the 6.1-inch iPhone, Xcode's default canvas.
    public static func named(_ id: String) -> IBDevice {
        if let device = known[id] { return device }
        if namesAppleTV(id) {
            var device = tv
            device.id = id
            return device
        }
        return IBDevice(id: id, width: 414, height: 896, scale: 2, safeAreaTop: 44, isPad: id.lowercased().hasPrefix("ipad"))
    }

    static let known: [String: IBDevice] = Dictionary(uniqueKeysWithValues: [
        IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2, safeAreaTop: 20, isPad: false),
        IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, safeAreaTop: 20, isPad: false),
        IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2, safeAreaTop: 20, isPad: false),
        IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3, safeAreaTop: 20, isPad: false),
        IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3, safeAreaTop: 44, isPad: false),
        IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, safeAreaTop: 44, isPad: false),
        IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3, safeAreaTop: 44, isPad: false),
        IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3, safeAreaTop: 59, isPad: false),
        IBDevice(id: "retina6_72", width: 430, height: 932, scale: 3, safeAreaTop: 59, isPad: false),
        IBDevice(id: "retina6_7", width: 428, height: 926, scale: 3, safeAreaTop: 47, isPad: false),
        IBDevice(id: "retina6_0", width: 390, height: 844, scale: 3, safeAreaTop: 47, isPad: false),
        IBDevice(id: "retina5_4", width: 375, height: 812, scale: 3, safeAreaTop: 50, isPad: false),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, safeAreaTop: 20, isPad: true),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, safeAreaTop: 20, isPad: true),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, safeAreaTop: 20, isPad: true),
        IBDevice(id: "ipad11_0rounded", width: 834, height: 1194, scale: 2, safeAreaTop: 24, isPad: true),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, safeAreaTop: 20, isPad: true),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, safeAreaTop: 24, isPad: true),
        IBDevice(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, safeAreaTop: 24, isPad: true),
        IBDevice(id: "iPad13_0rounded", width: 1032, height: 1376, scale: 2, safeAreaTop: 24, isPad: true),
        tv,
    ].map { ($0.id, $0) })

    /// The safe area of a full-screen view on tvOS: 60 pt above and below, 80 at the sides (Apple's Human Interface
    /// Guidelines, tvOS layout: "Include 60 points of padding at the top and bottom of the screen, and 80 points of
    /// padding at the sides"; measured: views pinned 20 pt inside the safe area of a 1920 × 1080 scene stored at x 100,
    /// and 11 pt above its top at y 49).
    static let tvSafeArea = EdgeInsets(top: 60, leading: 80, bottom: 60, trailing: 80)

    /// The 1080p Apple TV: 1920 × 1080 at 1x, with tvOS's safe area.
    static var tv: IBDevice {
        var device = IBDevice(id: "appleTV", width: 1920, height: 1080, scale: 1, safeAreaTop: tvSafeArea.top, isPad: false)
        device.safeAreaSide = tvSafeArea.leading
        return device
    }
}

/// `UIUserInterfaceSizeClass` for both axes: which `<variation>`s of a document apply.
public struct SizeClasses: Hashable, Sendable {
    public enum SizeClass: String, Hashable, Sendable { case compact, regular }
    public var width: SizeClass?
    public var height: SizeClass?
    public init(width: SizeClass?, height: SizeClass?) { self.width = width; self.height = height }

    /// The base configuration (Interface Builder's "Any/Any"): only `default` variations apply.
    public static let any = SizeClasses(width: nil, height: nil)

    /// Whether a variation key such as `widthClass=compact` or `heightClass=regular-widthClass=regular` applies.
    func matches(_ key: String) -> Bool {
        guard key != "default" else { return false }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if width?.rawValue != pair[1] { return false }
            case "heightClass": if height?.rawValue != pair[1] { return false }
            default: return false
            }
        }
        return true
    }
}

/// What a root of a document is, which decides how it is sized (README, "Interface Builder documents").
public enum IBRootKind: String, Hashable, Sendable, CaseIterable {
    case tableViewCell, collectionViewCell, collectionReusableView, tableViewHeaderFooterView, view

    /// Whether Interface Builder gives the root a view controller's root view margins (its system minimum margins):
    /// a top-level view, a collection cell or a reusable view, as the corpus' stored frames show (a table cell's
    /// content view has margins of its own).
    public var hasRootViewMargins: Bool { self == .view || self == .collectionReusableView || self == .collectionViewCell }
}

/// An Interface Builder document (`.xib`) or storyboard, parsed: the device, the tools version, its roots, the
/// resources, and every object by id.
public struct IBDocument: Sendable {
    public var file: String
    public var toolsVersion: Int
    public var device: IBDevice
    public var root: XMLElement
    /// Image sizes from `<resources>` (`<image name= width= height=>`), in points.
    public var imageSizes: [String: Size]
    /// The shapes of the SF Symbols `<resources>` lists (`<image name= catalog="system" width= height=>`): their
    /// aspect only, normalised so the longer side is 128; `SymbolImage` gives their size in points.
    public var symbolShapes: [String: Size] = [:]
    /// Named colours from `<resources>` (`<namedColor>`), as the document resolved them.
    public var namedColors: [String: XMLElement]
    /// The app's asset catalogue, when one is given: its colours (with their dark appearance) win over the
    /// document's resolved ones, and its images are drawn instead of placeholders.
    public var assets: AssetCatalog?
    /// `<designables>`: the intrinsic content size Interface Builder computed for each `@IBDesignable` custom view
    /// by running its code (keyed by the view's id). Xcode lays the canvas out with it, and the app's view reports
    /// it at run time.
    public var designableSizes: [String: Size] = [:]
    /// The ids of the storyboard controllers a segue presents as a popover (`kind="popoverPresentation"`).
    public var popoverDestinations: Set<String> = []
    /// For each storyboard controller a segue pushes (`kind="show"` or `"push"`), the id of the controller whose scene
    /// holds the segue (the first such segue in document order).
    public var pushSources: [String: String] = [:]

    /// The content size category Interface Builder's canvas laid text styles out at when it stored the frames:
    /// Large, except in the Xcode versions whose canvas used Extra Small (tools 17000–21499, Xcode 12.2–13.4: in the
    /// corpus, single-line text-style labels of those versions have Extra Small's heights — Body 14 pt — and those
    /// of earlier and later versions Large's). `ib-check` and designed sizing lay documents out at it.
    public var canvasContentSizeCategory: ContentSizeCategory {
        (17000..<21500).contains(toolsVersion) ? .extraSmall : .large
    }

    /// The largest document read (`XMLTree.maximumFileSize`).
    public static let maximumFileSize = XMLTree.maximumFileSize

    /// Reads a `.xib` or `.storyboard` file: a regular file of at most `maximumFileSize` bytes.
    public static func load(path: String) throws(LocatedError) -> IBDocument {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(path, limit: maximumFileSize)
        } catch {
            throw LocatedError(file: path, line: 0, column: 0, element: "", message: "cannot read the document (\(error))")
        }
        return try parse(Data(bytes), file: path)
    }

    public static func parse(_ data: Data, file: String) throws(LocatedError) -> IBDocument {
        let root = try XMLTree.parse(data, file: file)
        guard root.name == "document" else {
            throw LocatedError(file: file, line: root.line, column: root.column, element: root.name,
                                message: "not an Interface Builder document (the root element is not <document>)")
        }
        let tools = Int(root["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
        let deviceElement = root.child("device")
        var device = (deviceElement.flatMap { $0["id"] }.map(IBDevice.named) ?? IBDevice.named("retina6_1")).simulated(byTools: tools)
        if deviceElement?["orientation"] == "landscape" { device = device.inLandscape }
        var images: [String: Size] = [:]
        var symbols: [String: Size] = [:]
        var colors: [String: XMLElement] = [:]
        if let resources = root.child("resources") {
            for image in resources.children("image") {
                guard let name = image["name"] else { continue }
                let width = try number(image, "width", file: file, default: 0)
                let height = try number(image, "height", file: file, default: 0)
                if image["catalog"] == "system" {
                    symbols[name] = Size(width: width, height: height)
                } else {
                    images[name] = Size(width: width, height: height)
                }
            }
            for named in resources.children("namedColor") {
                guard let name = named["name"], let color = named.child("color") else { continue }
                colors[name] = color
            }
        }
        var document = IBDocument(file: file, toolsVersion: tools, device: device, root: root, imageSizes: images, namedColors: colors,
                                  assets: nil)
        document.symbolShapes = symbols
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            document.designableSizes[id] = Size(width: try number(size, "width", file: file, default: 0),
                                                height: try number(size, "height", file: file, default: 0))
        }
        for scene in root.child("scenes")?.children("scene") ?? [] {
            let sourceID = scene.child("objects")?.children.first?["id"]
            var pending = [scene]
            while let element = pending.popLast() {
                if element.name == "segue", let destination = element["destination"] {
                    if element["kind"] == "popoverPresentation" { document.popoverDestinations.insert(destination) }
                    if ["show", "push"].contains(element["kind"] ?? ""), let sourceID, document.pushSources[destination] == nil {
                        document.pushSources[destination] = sourceID
                    }
                }
                pending.append(contentsOf: element.children.reversed())
            }
        }
        try document.checkIDs()
        return document
    }

    /// Whether the document is a `.xib` (top-level `<objects>`) rather than a storyboard (`<scenes>`).
    public var isXIB: Bool { root.child("objects") != nil }

    /// The layout roots: the `<objects>` of a `.xib` other than placeholders; for a storyboard, every scene's
    /// view controller root view and every prototype cell.
    public var roots: [XMLElement] {
        guard let objects = root.child("objects") else {
            return storyboardRoots
        }
        return objects.children.filter { IBRootKind(rawValue: $0.name) != nil }
    }

    var storyboardRoots: [XMLElement] {
        var found: [XMLElement] = []
        func visit(_ element: XMLElement, depth: Int) {
            guard depth < XMLTree.maximumDepth else { return }
            if element.name == "tableViewCell" || element.name == "collectionViewCell" || element.name == "collectionReusableView" {
                found.append(element)
            }
            for child in element.children { visit(child, depth: depth + 1) }
        }
        guard let scenes = root.child("scenes") else { return [] }
        for scene in scenes.children("scene") {
            for controller in scene.child("objects")?.children ?? [] where controller.name.hasSuffix("Controller") {
                // A controller's root view is a root when it is a plain view (a table view controller's is its table,
                // whose prototype cells are the roots).
                if let view = controller.child("view", key: "view") { found.append(view) }
                visit(controller, depth: 0)
            }
        }
        return found
    }

    /// The `<viewControllerLayoutGuide>`s of the storyboard controller whose root view has the id given: the
    /// controller's top and bottom layout guides (id and whether it is the top one). Empty for a `.xib` or a view no
    /// controller owns.
    public func viewControllerLayoutGuides(ofRootView id: String) -> [(id: String, isTop: Bool)] {
        (controller(ofRootView: id)?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []).compactMap { guide in
            guard let guideID = guide["id"], let type = guide["type"], type == "top" || type == "bottom" else { return nil }
            return (guideID, type == "top")
        }
    }

    /// The storyboard's scene objects (controllers and placeholders), scene after scene; empty for a `.xib`.
    var sceneObjects: [XMLElement] {
        (root.child("scenes")?.children("scene") ?? []).flatMap { $0.child("objects")?.children ?? [] }
    }

    /// The storyboard controller whose root view has the id given; nil for a `.xib` or a view no controller owns.
    func controller(ofRootView id: String) -> XMLElement? {
        sceneObjects.first { $0.child("view", key: "view")?["id"] == id }
    }

    /// Whether a storyboard segue presents the controller whose root view has this id as a popover
    /// (`kind="popoverPresentation"`, `UIModalPresentationStyle.popover`); false for a `.xib`.
    public func isPresentedAsPopover(rootView id: String) -> Bool {
        guard !popoverDestinations.isEmpty, let controllerID = controller(ofRootView: id)?["id"] else { return false }
        return popoverDestinations.contains(controllerID)
    }

    /// The element's stored frame (`<rect key="frame">`); nil when it stores none.
    /// - Throws: when a number does not read or the width or height is negative.
    func frame(of element: XMLElement) throws(LocatedError) -> Rect? {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }) else { return nil }
        let frame = Rect(x: try number(rect, "x", default: 0), y: try number(rect, "y", default: 0),
                         width: try number(rect, "width", default: 0), height: try number(rect, "height", default: 0))
        guard frame.width >= 0, frame.height >= 0 else { throw error(rect, "a frame's width and height must not be negative") }
        return frame
    }

    /// The bars a storyboard navigation controller shows over the controller whose root view has the id given, when
    /// that controller is its root (`relationship="rootViewController"`): where the navigation bar ends and the
    /// toolbar begins on the screen (from the frames Interface Builder stores for them) and whether each is
    /// translucent. Nil parts for a bar the controller hides (`navigationBarHidden`, `toolbarHidden`, a toolbar is
    /// hidden unless `toolbarHidden="NO"`); a controller that simulates a toolbar or tab bar its navigation controller
    /// does not show gets that one. A controller no navigation controller shows, and a `.xib`'s top-level view, get
    /// the bars they simulate (`simulatedBarMetrics(of:)`).
    public func navigationBars(ofRootView id: String) throws(LocatedError) -> NavigationBars {
        guard let controller = controller(ofRootView: id), let controllerID = controller["id"] else {
            return roots.first { $0["id"] == id }.map(simulatedBarMetrics(of:)) ?? NavigationBars()
        }
        // A controller pushed (a show or push segue) from one a navigation controller shows is shown by that navigation
        // controller too: the canvas infers its bars ("Inferred" simulated metrics).
        // A controller's own simulated top bar ("Opaque Navigation Bar" in the simulated metrics) overrides the inferred
        // one, and is inferred in turn by the controllers pushed from it (measured: a controller pushed from one that
        // simulates an opaque bar, both under a translucent navigation controller's bar, has its view start at the bar).
        var shown = controllerID
        var visited: Set<String> = [shown]
        var simulatedTopBar = controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
        var navigation = navigationController(withRoot: shown)
        while navigation == nil, let source = pushSources[shown], visited.insert(source).inserted {
            shown = source
            if simulatedTopBar == nil, let sourceController = sceneObjects.first(where: { $0["id"] == source }) {
                simulatedTopBar = sourceController.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")
            }
            navigation = navigationController(withRoot: shown)
        }
        if let navigation {
            var bars = NavigationBars()
            if navigation["navigationBarHidden"] != "YES", let bar = navigation.child("navigationBar", key: "navigationBar"),
               let frame = try frame(of: bar) {
                bars.navigationBarBottom = frame.maxY
                bars.navigationBarIsTranslucent = (simulatedTopBar ?? bar)["translucent"] != "NO"
            }
            if navigation["toolbarHidden"] == "NO", let toolbar = navigation.child("toolbar", key: "toolbar"), let frame = try frame(of: toolbar) {
                bars.toolbarTop = frame.minY
                bars.toolbarIsTranslucent = toolbar["translucent"] != "NO"
            } else {
                let simulated = simulatedBarMetrics(of: controller)
                (bars.toolbarTop, bars.toolbarIsTranslucent) = (simulated.toolbarTop, simulated.toolbarIsTranslucent)
            }
            return bars
        }
        return simulatedBarMetrics(of: controller)
    }

    /// The navigation controller whose root (`relationship="rootViewController"`) is the controller with this id.
    func navigationController(withRoot controllerID: String) -> XMLElement? {
        sceneObjects.first { navigation in
            navigation.name == "navigationController" && (navigation.child("connections")?.children("segue") ?? []).contains {
                $0["relationship"] == "rootViewController" && $0["destination"] == controllerID
            }
        }
    }

    /// The bars Interface Builder's canvas draws over a controller's (or a `.xib` top-level view's) view when its
    /// simulated metrics say so: a navigation bar (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`)
    /// 44 pt high under the status bar, 74 with a prompt; a toolbar or tab bar (`simulatedToolbarMetrics`,
    /// `simulatedTabBarMetrics`, key `simulatedBottomBarMetrics`) above the home indicator: 50 pt on an iPad, 49 on an
    /// iPhone with a home indicator and for a tab bar, else 44 (UIKit's bar heights; measured: views pinned to the
    /// bottom of the safe area end 83 pt above the bottom of a 414 × 896 iPhone under a simulated toolbar, 44 above a
    /// 375 × 667 one's; a table pinned to the top of the safe area starts 44 pt down where the canvas shows no status
    /// bar). Each is translucent unless `translucent="NO"`. An Apple TV scene's simulated navigation bar is taken as
    /// iOS's, below its safe area's top (tvOS's bar height is not measured; navigation controllers store their bars'
    /// frames, which are used instead). tvOS has no bar at the bottom of the screen (`UIToolbar` is
    /// unavailable there and its tab bar is at the top), so an Apple TV scene's simulated bottom bar covers nothing
    /// (measured: a view pinned 25 pt above the safe area's bottom under a simulated toolbar stored 85 pt above the
    /// bottom of a 1920 × 1080 scene).
    func simulatedBarMetrics(of host: XMLElement) -> NavigationBars {
        var bars = NavigationBars()
        if let top = host.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") {
            bars.navigationBarBottom = device.safeAreaTop + IBDevice.navigationBarHeight(byTools: toolsVersion, prompted: top["prompted"] == "YES")
            bars.navigationBarIsTranslucent = top["translucent"] != "NO"
        }
        if !device.isTV, let bottom = host.children.first(where: { $0["key"] == "simulatedBottomBarMetrics"
            && ($0.name == "simulatedToolbarMetrics" || $0.name == "simulatedTabBarMetrics") }) {
            bars.toolbarTop = device.height - device.safeAreaBottom - device.bottomBarHeight(tabBar: bottom.name == "simulatedTabBarMetrics")
            bars.toolbarIsTranslucent = bottom["translucent"] != "NO"
        }
        return bars
    }

    /// The root a selector names: a storyboard identifier, a scene or object id, a cell's reuse identifier, or a
    /// custom class; nil selects the only root (an error when there are several).
    public func root(selectedBy selector: String?) throws(LocatedError) -> XMLElement {
        let roots = self.roots
        guard let selector else {
            guard let first = roots.first else {
                throw LocatedError(file: file, line: root.line, column: root.column, element: "document",
                                    message: "the document has no view, cell or reusable view to lay out")
            }
            return first
        }
        if let scenes = root.child("scenes") {
            for scene in scenes.children("scene") {
                for controller in scene.child("objects")?.children ?? [] where scene["sceneID"] == selector
                    || controller["storyboardIdentifier"] == selector || controller["id"] == selector {
                    if let view = controller.child("view", key: "view") { return view }
                }
            }
        }
        if let match = roots.first(where: { $0["id"] == selector || $0["reuseIdentifier"] == selector || $0["customClass"] == selector
            || $0["userLabel"] == selector }) {
            return match
        }
        let names = roots.compactMap { $0["reuseIdentifier"] ?? $0["customClass"] ?? $0["id"] }
        throw LocatedError(file: file, line: 0, column: 0, element: "",
                            message: "no root is selected by '\(selector)'; the document has \(names.isEmpty ? "none" : names.joined(separator: ", "))")
    }

    /// Every id is given once (placeholders' negative ids included).
    func checkIDs() throws(LocatedError) {
        var seen: [String: XMLElement] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element["id"], element.name != "variation" {
                if let first = seen[id] {
                    throw LocatedError(file: file, line: element.line, column: element.column, element: element.label,
                                        message: "the id '\(id)' is also given to <\(first.name)> at line \(first.line)")
                }
                seen[id] = element
            }
            pending.append(contentsOf: element.children.reversed())
        }
    }

    /// A number attribute, bounded: finite and within ±1,000,000 (as numbers in fixtures are).
    static func number(_ element: XMLElement, _ attribute: String, file: String, default value: Double) throws(LocatedError) -> Double {
        guard let text = element[attribute] else { return value }
        guard let parsed = Double(text), parsed.isFinite, abs(parsed) <= 1_000_000 else {
            throw LocatedError(file: file, line: element.line, column: element.column, element: element.label,
                                message: "\(attribute)=\"\(text.prefix(40))\" is not a number between -1000000 and 1000000")
        }
        return parsed
    }

    func number(_ element: XMLElement, _ attribute: String, default value: Double) throws(LocatedError) -> Double {
        try Self.number(element, attribute, file: file, default: value)
    }

    func error(_ element: XMLElement, _ message: String) -> LocatedError {
        LocatedError(file: file, line: element.line, column: element.column, element: element.label, message: message)
    }
}
