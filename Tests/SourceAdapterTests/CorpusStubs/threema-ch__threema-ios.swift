// Stand-ins for Threema's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// ThreemaFramework: theme colours
enum Colors {
    enum Theme { case light, dark }
    static var theme: Theme = .light
    static var backgroundChatBar: UIColor { UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1) }
}
extension UIColor {
    static var secondary: UIColor { UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1) }
}
extension UIImage {
    func applying(symbolWeight: UIImage.SymbolWeight, symbolScale: UIImage.SymbolScale) -> UIImage? {
        withConfiguration(UIImage.SymbolConfiguration(weight: symbolWeight)
            .applying(UIImage.SymbolConfiguration(scale: symbolScale)))
    }
}

protocol Reusable {}

// Chat view metrics
enum ChatViewConfiguration {
    enum MessageMetadata {
        static let symbolConfiguration = UIImage.SymbolConfiguration(textStyle: .caption2)
    }
    enum SectionHeader {
        static let blurEffectStyle: UIBlurEffect.Style = .systemThinMaterial
        static let defaultTopAndBottomInset: CGFloat = 8
        static let cornerRadius: CGFloat = 12
        enum DateLabel {
            static var font: UIFont { .preferredFont(forTextStyle: .footnote) }
            static let defaultTopBottomInset: CGFloat = 4
            static let defaultLeadingTrailingInset: CGFloat = 10
        }
    }
}

final class BaseMessageEntity {
    var hasMarkers = false
}

// ThreemaFramework: copyable label and the stack-based base cell
final class CopyLabel: UILabel {}
class ThemedCodeStackTableViewCell: ThemedCodeTableViewCell {
    let contentStack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()
    override func configureCell() {
        super.configureCell()
        contentView.addSubview(contentStack)
        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            contentStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
