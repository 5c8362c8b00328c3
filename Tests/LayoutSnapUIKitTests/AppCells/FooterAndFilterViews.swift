#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A collection footer while the next page loads: a spinning indicator beside a caption, centred.
final class LoadingFooterView: UICollectionReusableView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.startAnimating()
        caption.text = "Loading more recipes…"
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        caption.numberOfLines = 0
        let row = UIStackView(arrangedSubviews: [spinner, caption])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            row.centerXAnchor.constraint(equalTo: centerXAnchor),
            row.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
            row.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            widthAnchor.constraint(equalToConstant: 375),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A filter bar: a segmented control, a rounded search field and a filled button, stacked.
final class FilterBarView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let segments = UISegmentedControl(items: ["All", "Baking", "Quick"])
        segments.selectedSegmentIndex = 1
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Search recipes"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Apply filters"
        let apply = UIButton(configuration: configuration)
        let stack = UIStackView(arrangedSubviews: [segments, field, apply])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    }

    required init?(coder: NSCoder) { nil }
}
