// Stand-ins for WireGuard's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

func tr(_ key: String) -> String { key }

enum TunnelStatus: Int {
    case inactive, activating, active, deactivating, reasserting, restarting, waiting
}

final class TunnelContainer: NSObject {
    var name: String
    var status: TunnelStatus
    var isActivateOnDemandEnabled: Bool
    var hasOnDemandRules: Bool

    init(name: String, status: TunnelStatus = .inactive, isActivateOnDemandEnabled: Bool = false, hasOnDemandRules: Bool = false) {
        self.name = name
        self.status = status
        self.isActivateOnDemandEnabled = isActivateOnDemandEnabled
        self.hasOnDemandRules = hasOnDemandRules
        super.init()
    }
}
