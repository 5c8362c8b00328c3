import Foundation

/// `UIConfigurationState`: the state a configuration is updated for (`UICellConfigurationState` is one).
public protocol UIConfigurationState {}
extension UICellConfigurationState: UIConfigurationState {}

/// `UIContentConfiguration`: a value that makes the view showing it. Setting a cell's `contentConfiguration` puts
/// that view in the cell's content view, pinned to its edges, as UIKit does.
@preconcurrency @MainActor public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`: the view a content configuration makes, which keeps its configuration.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}

/// What a cell's configurations put in place: the view its `contentConfiguration` made, in the content view and
/// pinned to its edges (a new configuration replaces it), and its `backgroundConfiguration`'s colour as the cell's
/// background (the configuration's other properties are accepted).
@preconcurrency @MainActor struct CellConfigurations {
    private weak var installed: UIView?

    mutating func apply(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        installed?.removeFromSuperview()
        installed = nil
        guard let configuration else { return }
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: contentView.topAnchor), view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        installed = view
    }

    func apply(_ configuration: UIBackgroundConfiguration?, to cell: UIView) {
        if let color = configuration?.backgroundColor { cell.backgroundColor = color }
    }
}

/// `UICollectionViewListCell`: a collection cell for list layouts (its accessories are accepted, not drawn).
@preconcurrency @MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true
}
