import AdaptedApp
import LayoutSnapUIKit
import SourceAdapter
import Testing

struct SourceAdapterTests {
    /// Attributes for the Objective-C runtime and Interface Builder go, with the spaces after them; lines stay.
    @Test func objectiveCAndInterfaceBuilderAttributesAreRemoved() {
        let source = """
            import UIKit
            @objcMembers final class Cell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
                @objc(tapWith:) dynamic func tap(_ sender: Any) {}
                @IBAction func reset() {}
                @IBInspectable var radius: CGFloat = 0
                @available(iOS 15, *) @objc
                func later() {}
            }
            """
        let adapted = SourceAdapter.adapt(source, fileName: "Cell.swift")
        #expect(adapted.text == """
            import LayoutSnapUIKit
            final class Cell: UITableViewCell {
                weak var title: UILabel!
                func tap(_ sender: Any) {}
                func reset() {}
                var radius: CGFloat = 0
                @available(iOS 15, *) 
                func later() {}
            }
            """)
        #expect(adapted.text.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(adapted.changes.filter { $0.kind == .removedAttribute }.map(\.line) == [2, 3, 4, 5, 6, 7])
        #expect(adapted.changes.contains(SourceAdapter.Change(kind: .removedModifier, line: 4, original: "dynamic", replacement: "")))
    }

    /// `#selector` becomes the selector Swift derives for Objective-C (Apple's "Using Objective-C Runtime Features in
    /// Swift"; the naming rules of "Importing Objective-C into Swift" backwards).
    @Test(arguments: [
        ("#selector(tap)", "Selector(\"tap\")"),
        ("#selector(tap(_:))", "Selector(\"tap:\")"),
        ("#selector(self.tap(_:))", "Selector(\"tap:\")"),
        ("#selector(Cell.handle(gesture:))", "Selector(\"handleWithGesture:\")"),
        ("#selector(move(_:to:))", "Selector(\"move:to:\")"),
        ("#selector(getter: Cell.isOn)", "Selector(\"isOn\")"),
        ("#selector(setter: Cell.isOn)", "Selector(\"setIsOn:\")"),
        ("#selector((tap(_:)) as (Cell) -> (Any) -> Void)", "Selector(\"tap:\")"),
    ])
    func selectorsBecomeTheirObjectiveCNames(source: String, expected: String) {
        #expect(SourceAdapter.adapt("import UIKit\nlet s = \(source)", fileName: "Cell.swift").text == "import LayoutSnapUIKit\nlet s = \(expected)")
    }

    /// `#keyPath` becomes its string, without a leading type name.
    @Test func keyPathsBecomeStrings() {
        #expect(SourceAdapter.adapt("import UIKit\nlet k = #keyPath(Cell.layer.cornerRadius)", fileName: "Cell.swift").text == "import LayoutSnapUIKit\nlet k = \"layer.cornerRadius\"")
        #expect(SourceAdapter.adapt("import UIKit\nlet k = #keyPath(contentView.alpha)", fileName: "Cell.swift").text == "import LayoutSnapUIKit\nlet k = \"contentView.alpha\"")
    }

    /// UIKit, SnapKit and Then imports name LayoutSnap's modules; a file using SnapKit or Then without importing
    /// it gets the import on a line after the last, so earlier lines keep their numbers.
    @Test func importsNameLayoutSnapsModules() {
        let adapted = SourceAdapter.adapt("import UIKit\nimport SnapKit\n@_implementationOnly import Then\nimport Foundation\n", fileName: "Cell.swift")
        #expect(adapted.text == "import LayoutSnapUIKit\nimport LayoutSnapSnapKit\n@_implementationOnly import LayoutSnapThen\nimport Foundation\n")
        let missing = SourceAdapter.adapt("import UIKit\nfunc f(v: UIView) { v.snp.makeConstraints { $0.edges.equalToSuperview() } }", fileName: "Cell.swift")
        #expect(missing.text == "import LayoutSnapUIKit\nfunc f(v: UIView) { v.snp.makeConstraints { $0.edges.equalToSuperview() } }\nimport LayoutSnapSnapKit\n")
        #expect(missing.changes.last == SourceAdapter.Change(kind: .addedImport, line: 3, original: "", replacement: "import LayoutSnapSnapKit"))
        let then = SourceAdapter.adapt("import UIKit\nlet l = UILabel().then { $0.text = \"a\" }\n", fileName: "Cell.swift")
        #expect(then.text.hasSuffix("\nimport LayoutSnapThen\n"))
    }

    /// `canImport(UIKit)` asks for LayoutSnap's module, and `import os.log` (a submodule) imports the module that
    /// has `os_log`.
    @Test func canImportAndTheUnifiedLog() {
        #expect(SourceAdapter.adapt("#if canImport(UIKit)\nimport UIKit\n#endif\n", fileName: "Cell.swift").text == "#if canImport(LayoutSnapUIKit)\nimport LayoutSnapUIKit\n#endif\n")
        #expect(SourceAdapter.adapt("import UIKit\nimport os.log\n", fileName: "Cell.swift").text == "import LayoutSnapUIKit\nimport LayoutSnapUIKit\n")
    }

    /// An `optional` requirement (an `@objc` protocol's) becomes a plain one with an empty default implementation,
    /// and calls through it lose their `?`, so the file compiles without the Objective-C runtime.
    @Test func optionalRequirementsGetDefaults() {
        let adapted = SourceAdapter.adapt("import UIKit\n@objc protocol D: AnyObject {\n    @objc optional func didChange(_ cell: UIView)\n}\nfunc f(d: D?, v: UIView) { d?.didChange?(v) }\n", fileName: "Cell.swift")
        #expect(adapted.text == "import LayoutSnapUIKit\nprotocol D: AnyObject {\n    func didChange(_ cell: UIView)\n}\nfunc f(d: D?, v: UIView) { d?.didChange(v) }\n"
            + "extension D { func didChange(_ cell: UIView) {} }\n")
        let callFirst = SourceAdapter.adapt("import UIKit\nfunc f(d: D?, v: UIView) { d?.didChange?(v) }\n@objc protocol D: AnyObject {\n    @objc optional func didChange(_ cell: UIView)\n}\n", fileName: "Cell.swift")
        #expect(callFirst.text.contains("d?.didChange(v)"), "a call before its protocol loses its ? too")
    }

    /// A file that does not import UIKit sees it anyway in an app target (the bridging header, or another file's
    /// `@_exported import UIKit`), so it gets the import too, after its last line.
    @Test func aFileWithoutUIKitGetsIt() {
        let adapted = SourceAdapter.adapt("import SnapKit\nfinal class Cell: UITableViewCell {}\n", fileName: "Cell.swift")
        #expect(adapted.text == "import LayoutSnapSnapKit\nfinal class Cell: UITableViewCell {}\nimport LayoutSnapUIKit\n")
        #expect(adapted.changes.last == SourceAdapter.Change(kind: .addedImport, line: 3, original: "", replacement: "import LayoutSnapUIKit"))
    }

    /// An override in an extension of a class the file declares moves into the class (on iOS an extension overrides
    /// what Objective-C sees; Swift without its runtime overrides only in the class), keeping its edits; its lines
    /// stay empty where it was, and `#sourceLocation` gives it and the lines after it their original numbers, so a
    /// diagnostic in the moved code or after it names the app's line, at its column. An extension may come before its
    /// class. Extensions of other classes, with a `where` clause or in another `#if` branch, and members that override
    /// nothing stay. A line added after the last (an import) is numbered after the file's last line.
    @Test func overridesInExtensionsMoveIntoTheirClass() throws {
        let unchanged = """
            extension UIView {
                func unrelated() {}
            }
            #if DEBUG
            extension MapView {
                override func layoutSubviews() {}
            }
            #endif
            final class Box<Content>: UIView {}
            extension Box where Content == Int {
                override func layoutSubviews() {}
            }
            """
        let source = """
            import UIKit
            final class MapView: UIView {
                let bars: [UIView] = []
            }
            extension MapView {
                @objc override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    bar(at: point)
                }
                private func bar(at point: CGPoint) -> UIView? { bars.first { $0.frame.contains(point) } }
                override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) };
            }
            extension Badge { override func layoutSubviews() {} }
            final class Badge: UIView {}

            """ + unchanged
        let adapted = SourceAdapter.adapt(source, fileName: "/app/Map View.swift")
        #expect(adapted.text == """
            import LayoutSnapUIKit
            final class MapView: UIView {
                let bars: [UIView] = []

            #sourceLocation(file: "/app/Map View.swift", line: 6)
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    bar(at: point)
                }
            #sourceLocation(file: "/app/Map View.swift", line: 10)
                override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) };
            #sourceLocation(file: "/app/Map View.swift", line: 4)
            }
            extension MapView {
                \n\n
                private func bar(at point: CGPoint) -> UIView? { bars.first { $0.frame.contains(point) } }
                
            }
            extension Badge {  }
            final class Badge: UIView {
            #sourceLocation(file: "/app/Map View.swift", line: 12)
                              override func layoutSubviews() {}
            #sourceLocation(file: "/app/Map View.swift", line: 13)
            }

            """ + unchanged)
        #expect(adapted.changes.filter { $0.kind == .movedOverride }.map(\.line) == [6, 10, 12])
        let withImport = SourceAdapter.adapt("import UIKit\nclass A: UIView {}\nextension A { override func layoutSubviews() { self.snp.removeConstraints() } }\n",
                                             fileName: "A.swift")
        #expect(withImport.changes.filter { $0.kind == .addedImport }.map(\.line) == [4])
        #expect(adapted.changes.contains(SourceAdapter.Change(kind: .removedAttribute, line: 6, original: "@objc", replacement: "")))
    }

    /// Everything else is left byte for byte: comments, strings that look like attributes, unknown attributes,
    /// and text the parser cannot read.
    @Test func everythingElseIsUnchanged() {
        let source = "import UIKit\n// @objc in a comment\nlet s = \"#selector(tap)\" // @IBOutlet\n@MainActor @discardableResult func f() -> Int { 1 }\nlet broken = (\n"
        #expect(SourceAdapter.adapt(source, fileName: "Cell.swift").text == source.replacingOccurrences(of: "import UIKit", with: "import LayoutSnapUIKit"))
    }
}

/// The app's files in `App/`, compiled unchanged through the adapter plugin (target `AdaptedApp`), lay out.
@MainActor
struct AdaptedAppTests {
    /// The settings cell: a 29-pt red icon 16 pt in, centred in the content view, its title 16 pt after it
    /// (16 + 29 + 16 = 61), the switch's alignment rect 16 pt from the trailing edge (its frame reaches 2 pt further:
    /// 375 − 16 + 2 = 361).
    @Test func adaptedSettingsCellLaysOut() throws {
        let cell = AdaptedApp.settingsIconCell(title: "Airplane Mode")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        let icon = try #require(cell.contentView.subviews.first)
        #expect(icon.frame.origin.x == 16 && icon.frame.size == CGSize(width: 29, height: 29))
        #expect(abs(icon.frame.midY - cell.contentView.bounds.midY) < 0.001)
        let title = try #require(cell.contentView.subviews.dropFirst().first)
        #expect(title.frame.minX == 61)
        let toggle = try #require(cell.contentView.subviews.last)
        #expect(abs(toggle.frame.maxX - 361) < 0.001)
    }

    /// `#selector(reset(sender:))` and `#keyPath(SettingsIconCell.isHighlightedRow)` in the app's file.
    @Test func adaptedSelectorsAndKeyPaths() {
        #expect(AdaptedApp.settingsNames == ("resetWithSender:", "isHighlightedRow"))
    }

    /// The header set up with Then: a 48-pt avatar inset 16, so the header is 16 + 48 + 16 = 80 tall.
    @Test func adaptedHeaderWithThenLaysOut() {
        let header = AdaptedApp.profileHeader(name: "Ada Lovelace")
        let size = header.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height == 80)
    }

    /// The header's `intrinsicContentSize`, overridden in an extension of the app's file, is the class's own.
    @Test func adaptedOverrideInAnExtensionIsTheClasss() {
        let header = AdaptedApp.profileHeader(name: "Ada Lovelace")
        #expect(header.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 80))
    }
}
