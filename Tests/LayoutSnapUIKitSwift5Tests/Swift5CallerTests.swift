import LayoutSnapSnapKit
import LayoutSnapUIKit
import XCTest

// This target compiles in Swift 5 language mode, as most apps still do. UIKit's main-actor annotations come from
// Objective-C, which Swift imports as `@preconcurrency`: a Swift 5-mode caller may build and configure views from
// nonisolated code (free functions, static factories, XCTest methods) without a diagnostic, and a Swift 6 caller is
// warned. LayoutSnapUIKit, LayoutSnapSnapKit and LayoutSnapTesting declare their isolation `@preconcurrency` for the
// same behaviour; that this file compiles is the first half of the test, the frames below are the second.

/// A free function configuring a built-in cell, the way apps write them.
func makeSubtitleCell(title: String, detail: String) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
    cell.textLabel?.text = title
    cell.detailTextLabel?.text = detail
    cell.accessoryType = .disclosureIndicator
    return cell
}

/// A settings-style icon: a 29 × 29 rounded square, built by a nonisolated free function.
func makeIconView(color: UIColor) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = color
    view.layer.cornerRadius = 7
    NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 29),
        view.heightAnchor.constraint(equalToConstant: 29),
    ])
    return view
}

/// A free function that sets up a text field's keyboard, as sign-in cells do.
func makeEmailField() -> UITextField {
    let field = UITextField()
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.textContentType = .emailAddress
    return field
}

/// A cell subclass whose set-up runs in a static factory and whose constraints come from SnapKit.
final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    let icon = makeIconView(color: .systemRed)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(icon)
        contentView.addSubview(badge)
        icon.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.bottom.equalToSuperview().inset(8)
        }
        badge.snp.makeConstraints { make in
            make.leading.equalTo(icon.snp.trailing).offset(12)
            make.centerY.equalTo(icon)
        }
    }

    required init?(coder: NSCoder) { nil }

    static func make(count: Int) -> BadgeCell {
        let cell = BadgeCell(style: .default, reuseIdentifier: nil)
        cell.badge.text = "\(count) new"
        return cell
    }
}

enum Factory {
    static func row(_ title: String) -> UIStackView {
        let label = UILabel()
        label.text = title
        let stack = UIStackView(arrangedSubviews: [makeIconView(color: .systemBlue), label])
        stack.axis = .horizontal
        stack.spacing = 12
        stack.alignment = .center
        return stack
    }
}

/// Nonisolated XCTest methods, as Swift 5-mode test targets have them, lay the views out.
final class Swift5CallerTests: XCTestCase {
    func testFreeFunctionBuildsAndConfiguresABuiltInCell() {
        let cell = makeSubtitleCell(title: "Wi-Fi", detail: "Home")
        XCTAssertEqual(cell.textLabel?.text, "Wi-Fi")
        XCTAssertEqual(cell.detailTextLabel?.text, "Home")
        XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
    }

    func testTextInputTraitsAreKept() {
        let field = makeEmailField()
        XCTAssertEqual(field.keyboardType, .emailAddress)
        XCTAssertEqual(field.autocapitalizationType, UITextAutocapitalizationType.none)
        XCTAssertEqual(field.textContentType, .emailAddress)
        XCTAssertEqual(UITextView().returnKeyType, .default)
    }

    func testStaticFactoryCellLaysOutWithSnapKitConstraints() {
        let cell = BadgeCell.make(count: 3)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 45)
        cell.layoutIfNeeded()
        // The icon: 16 from the content view's leading edge, 8 from its top and bottom: 45 − 16 = 29 tall.
        XCTAssertEqual(cell.icon.frame, CGRect(x: 16, y: 8, width: 29, height: 29))
        // The badge starts 12 after the icon: 16 + 29 + 12 = 57, centred on it.
        XCTAssertEqual(cell.badge.frame.minX, 57)
        XCTAssertEqual(cell.badge.frame.midY, cell.icon.frame.midY, accuracy: 0.5)
    }

    func testStaticFactoryStackFitsItsArrangedViews() {
        let stack = Factory.row("Notifications")
        let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // 29 pt icon, 12 pt spacing, then the label; the stack is as tall as its tallest view (the 29-pt icon).
        XCTAssertEqual(size.height, 29)
        XCTAssertGreaterThan(size.width, 29 + 12)
    }
}
