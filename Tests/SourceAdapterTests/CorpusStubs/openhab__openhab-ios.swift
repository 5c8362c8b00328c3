// Stand-ins for openHAB's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// Alamofire (the file spells the module name: `Alamofire.Request`)
enum Alamofire {
    class Request {
        func cancel() {}
        func resume() {}
    }
}
enum AFError: Error { case explicitlyCancelled }
struct AFDataResponse<Success> {
    var data: Data?
    var result: Result<Success, AFError>
}
final class DataRequest: Alamofire.Request {
    func validate<S: Sequence>(statusCode: S) -> Self where S.Element == Int { self }
    func responseData(completionHandler: @escaping (AFDataResponse<Data>) -> Void) -> Self { self }
}
final class Session {
    func request<Request>(_ urlRequest: Request) -> DataRequest { DataRequest() }
}
final class NetworkConnection {
    static let shared = NetworkConnection()
    let manager = Session()
}

// OpenHABCore
enum ChartStyle { case light, dark }
enum OHInterfaceStyle {
    case light, dark
    static var current: OHInterfaceStyle { .light }
}
final class OpenHABDataObject { var openHABRootUrl = "http://localhost:8080" }
final class AppDelegate {
    static let appDelegate = AppDelegate()
    var appData: OpenHABDataObject? = OpenHABDataObject()
}
final class OpenHABItem {
    enum ItemType { case image, stringItem, number, switchItem }
    var type: ItemType?
    var name = ""
    var state: String?
}
final class OpenHABWidget {
    enum WidgetType { case chart, image, text, frame }
    var type: WidgetType?
    var item: OpenHABItem?
    var period = "D"
    var service = ""
    var legend: Bool?
    var forceAsItem: Bool?
    var url = ""
    var refresh = 0
    var image: UIImage?
}
struct Endpoint {
    var url: URL?
    static func chart(rootUrl: String, period: String, type: OpenHABItem.ItemType?, service: String, name: String?,
                      legend: Bool?, theme: ChartStyle, forceAsItem: Bool?) -> Endpoint {
        Endpoint(url: URL(string: rootUrl + "/chart?period=" + period))
    }
}
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}

protocol GenericCellCacheProtocol { func invalidateCache() }
class ScaleAspectFitImageView: UIImageView {}
class GenericUITableViewCell: UITableViewCell {
    var widget: OpenHABWidget! { didSet { displayWidget() } }
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func displayWidget() {}
}

extension OSLog {
    static let viewCycle = OSLog(subsystem: "org.openhab", category: "viewCycle")
    static let urlComposition = OSLog(subsystem: "org.openhab", category: "urlComposition")
}
