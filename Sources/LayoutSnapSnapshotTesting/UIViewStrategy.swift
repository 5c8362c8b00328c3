import Foundation
import Layout
import LayoutSnapTesting
import LayoutSnapUIKit
import Scene
import Snapshot
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == Data {
    /// Snapshots a view written for UIKit in one variant, as UIKit would show it after moving into a window with the
    /// variant's traits: `assertSnapshot(of: cell, as: .layoutSnap(variant: Variant(width: 375, category: .accessibilityLarge)))`.
    ///
    /// The view already exists, so it was made in the traits current then (Large, light, left to right unless the
    /// test set others): it is laid out in the variant's traits and gets `traitCollectionDidChange(_:)` first, labels
    /// with `adjustsFontForContentSizeCategory` follow the variant's category and dynamic colours its appearance. To
    /// make the view in the variant's traits (fonts chosen in `init`), use `assertLayoutSnapshot(of: { Cell() })`.
    /// Sizing is `UIKitScene.defaultSizing` unless `sizing` is given. Snapshots must be taken on the main actor (as
    /// UIKit's are); elsewhere the assertion fails with a message and no snapshot is delivered.
    public static func layoutSnap(variant: Variant, sizing: RootSizing? = nil, tolerance: ComparisonTolerance = .exact) -> Snapshotting {
        Snapshotting<Scene, Data>.layoutSnap(scale: variant.scale, tolerance: tolerance).asyncPullback { view in
            Async { deliver in
                guard Thread.isMainThread else {
                    reportFailure("LayoutSnap: snapshot views on the main actor (UIKit's types are main-actor isolated)", attachments: [],
                                  at: AssertionLocation())
                    return
                }
                let scene: Scene? = MainActor.assumeIsolated {
                    guard let measurer = try? LayoutSnapshot.measurer() else { return nil }
                    return UIKitScene.scene(of: { view }, variant: variant, sizing: sizing, measurer: measurer)
                }
                guard let scene else {
                    reportFailure("LayoutSnap cannot load the standard fonts", attachments: [], at: AssertionLocation())
                    return
                }
                deliver(scene)
            }
        }
    }
}
