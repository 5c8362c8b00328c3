// Stand-ins for Go Map!!'s own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

enum UnitType { case metric, imperial }

final class UnitFormatter {
    static let shared = UnitFormatter()
    func stringFor(meters: Double, unitType: UnitType) -> String {
        switch unitType {
        case .metric: return meters >= 1000 ? "\(Int(meters / 1000)) km" : "\(Int(meters)) m"
        case .imperial: return "\(Int(meters * 3.28084)) ft"
        }
    }
}

/// A list of callbacks run when something changes.
final class ChangeNotifier {
    private var callbacks: [(AnyObject?, () -> Void)] = []
    func subscribe(_ object: AnyObject, callback: @escaping () -> Void) {
        callbacks.append((object, callback))
    }
    func notify() { callbacks.forEach { $0.1() } }
}

final class MapTransform {
    let onChange = ChangeNotifier()
    var metersPerPoint = 10.0
    func meters(from p1: CGPoint, to p2: CGPoint) -> Double {
        Double(hypot(p2.x - p1.x, p2.y - p1.y)) * metersPerPoint
    }
}

final class MapViewPort {
    let mapTransform = MapTransform()
}

class MapView: UIView {
    let viewPort = MapViewPort()
}
