import AutoLayout
import Files

/// The intrinsic content sizes of UIKit controls as the Interface Builder canvas of each Xcode version gives them.
///
/// Measured on stored frames of real documents where nothing else fixes the control's size on an axis (no size
/// constraint, at most one edge pinned on that axis, not stretched by a stack): the corpus and the other documents of
/// its apps' repositories and of public UIKit samples. Sizes are of the alignment rect; where the frame reaches beyond
/// it the importer sets the control's `alignmentRectInsets`. Xcode versions are tools versions: 14868 is the first with
/// iOS 13's controls (Xcode 11), 17000 stands for Xcode 12 (iOS 14).
enum IBControlSizes {
    /// The tools versions whose canvas draws iOS 26's controls (its switch, its slider): 24128 to 32699. Documents
    /// of tools 24127 and of 32700 store the earlier controls' sizes.
    static let iOS26Canvases = 24128..<32700

    /// The intrinsic size of a control `element` of `document` (saved by its tools version on its device); nil for
    /// elements without one here.
    static func intrinsicSize(of element: XMLElement, in document: IBDocument) throws(LocatedError) -> IntrinsicSize? {
        let tools = document.toolsVersion, device = document.device
        switch element.name {
        case "datePicker":
            // UIDatePicker in the wheels style: 320 × 216 (centred only, 320 wide, tools 13196–15705; pinned at the top
            // only, 216 high). The compact and inline styles are not measured.
            return (element["style"] ?? "wheels") == "wheels" ? IntrinsicSize(width: 320, height: 216) : nil
        case "pickerView":
            // UIPickerView: 320 × 216 (centred only: 320 × 216; height free in documents of four apps).
            return IntrinsicSize(width: 320, height: 216)
        case "segmentedControl":
            // UISegmentedControl: 28 pt high before iOS 13, 31 from it (frames 29 and 32 with the 1 pt below the alignment
            // rect: 14 documents of 8 apps, and 13 of 6 apps). Its width follows its segments' titles: not measured here.
            return IntrinsicSize(width: nil, height: tools >= 14868 ? 31 : 28)
        case "stepper":
            // UIStepper: 94 × 29 before iOS 13, 94 × 32 from it (centred only: 94 × 29 to tools 14490 in two apps, 94 × 32
            // from tools 15702 in three).
            return IntrinsicSize(width: 94, height: tools >= 14868 ? 32 : 29)
        case "pageControl":
            // UIPageControl: before iOS 14 37 pt high and 16 pt a page less 9 (3 pages: 39, five apps for the height);
            // from it 26 pt high and 19 pt a page plus 58.5 (3 pages 115.5, 4 pages 134.5, two apps).
            let pages = max(0, try document.number(element, "numberOfPages", default: 3).rounded())
            guard pages <= 10_000 else { return nil }
            return tools >= 17000 ? IntrinsicSize(width: 19 * pages + 58.5, height: 26) : IntrinsicSize(width: max(0, 16 * pages - 9), height: 37)
        case "searchBar":
            // UISearchBar: 44 pt high before Xcode 9 (tools 13000), 56 from it, the minimal style too (eight apps).
            return IntrinsicSize(width: nil, height: tools >= 13000 ? 56 : 44)
        case "toolbar":
            // UIToolbar on its own: as a simulated one (`IBDevice.bottomBarHeight`): 44 pt high, 49 on iPhones with a home
            // indicator, 50 on iPads (six apps for 44, two for 49).
            return IntrinsicSize(width: nil, height: device.bottomBarHeight(tabBar: false))
        case "tabBar":
            // UITabBar on its own: 49 pt high (standalone bars in one app; every tab bar controller's bar stores 49).
            return IntrinsicSize(width: nil, height: 49)
        case "navigationBar":
            // UINavigationBar on its own: 44 pt high, 96 with large titles, 10 pt more in Xcode 16's canvas
            // (`IBDevice.navigationBarHeight`). Measured: a standalone bar with large titles is stored 96 high.
            return IntrinsicSize(width: nil, height: IBDevice.navigationBarHeight(byTools: tools, largeTitles: element["largeTitles"] == "YES"))
        case "slider":
            // UISlider: its alignment rect is 30 pt high (four sliders, three apps; the frame reaches 1 pt below); iOS 26's,
            // in the canvas of tools 24128–32699, is 34 pt high and its frame is its alignment rect (a centred slider
            // stored 34 high; four sliders of two apps pinned at their sides stand where the constraints say).
            return IntrinsicSize(width: nil, height: iOS26Canvases.contains(tools) ? 34 : 30)
        case "progressView":
            // UIProgressView: its bar is 2 pt high before iOS 14 and 4 from it, when the bar became rounded (pinned at
            // one edge only: 2 high in a document of tools 14313; 4 in nine of five apps from tools 20037).
            return IntrinsicSize(width: nil, height: tools >= 17000 ? 4 : 2)
        default:
            return nil
        }
    }
}
