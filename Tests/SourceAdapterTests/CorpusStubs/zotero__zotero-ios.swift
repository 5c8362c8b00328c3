// Stand-ins for Zotero's own helpers and the libraries its cells use, so the corpus files compile (test data; not LayoutSnap API).
import LayoutSnapUIKit

// RxSwift
class Observable<Element> {}
final class DisposeBag {}

// Zotero
class RxTableViewCell: UITableViewCell {
    var disposeBag = DisposeBag()
    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag = DisposeBag()
    }
}

enum L10n {
    enum Pdf { enum AnnotationPopover { static let lineWidth = "pdf.annotation_popover.line_width" } }
}

enum PDFThumbnailsLayout {
    static let cellImageHeight: CGFloat = 100
    static let cellImageHorizontalMinInset: CGFloat = 15
    static let cellImageTopInset: CGFloat = 15
    static let cellLabelTopInset: CGFloat = 8
}

/// A titled line-width picker: the title, then the value (the app's slider is drawn as a bar).
final class LineWidthView: UIView {
    enum Settings { case lineWidth, fontSize }
    enum Layout { case inline, stacked }

    var value: Float = 1 { didSet { valueLabel.text = String(format: "%0.1f", value) } }
    let valueObservable = Observable<Float>()
    private let valueLabel = UILabel()

    init(title: String, settings: Settings, contentInsets: UIEdgeInsets, layout: Layout) {
        super.init(frame: .zero)
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.textAlignment = .right
        valueLabel.text = String(format: "%0.1f", value)
        let track = UIView()
        track.backgroundColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        track.layer.cornerRadius = 2
        track.heightAnchor.constraint(equalToConstant: 4).isActive = true
        let stack = UIStackView(arrangedSubviews: [titleLabel, track, valueLabel])
        stack.axis = layout == .inline ? .horizontal : .vertical
        stack.alignment = layout == .inline ? .center : .fill
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.setContentHuggingPriority(.required, for: .horizontal)
        valueLabel.setContentHuggingPriority(.required, for: .horizontal)
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: contentInsets.top),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: contentInsets.left),
            bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: contentInsets.bottom),
            trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: contentInsets.right),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
