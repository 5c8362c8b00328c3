import AutoLayout
import Foundation
import Geometry
import AssetCatalogs
import Measure
import Scenes

/// `UIImage`: an image an app ships, found by name in the folders and asset catalogues registered with
/// `UIImage.registerImages(at:)`, or an SF Symbol (`systemName:`), drawn as a placeholder box of the symbol's size.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
    /// `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

    /// `UIImage.SymbolConfiguration`: the point size (or text style) and weight a symbol is drawn at.
    public final class SymbolConfiguration: Hashable, Sendable {
        public typealias Scale = UIImage.SymbolScale
        public typealias Weight = UIImage.SymbolWeight

        let pointSize: CGFloat?
        let textStyle: UIFont.TextStyle?
        let scale: Scale
        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, scale: Scale) {
            self.pointSize = pointSize; self.textStyle = textStyle; self.scale = scale
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, textStyle: nil, scale: .default) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, textStyle: nil, scale: .default) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) { self.init(pointSize: pointSize, textStyle: nil, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle, scale: .default) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) { self.init(pointSize: nil, textStyle: textStyle, scale: scale) }
        public convenience init(scale: Scale) { self.init(pointSize: nil, textStyle: nil, scale: scale) }
        public convenience init(weight: Weight) { self.init(pointSize: nil, textStyle: nil, scale: .default) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, textStyle: nil, scale: .default) }

        /// `applying(_:)`: the other configuration's size, text style and scale where it sets them, else this one's.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            return SymbolConfiguration(pointSize: configuration.pointSize ?? (configuration.textStyle == nil ? pointSize : nil),
                                       textStyle: configuration.textStyle ?? (configuration.pointSize == nil ? textStyle : nil),
                                       scale: configuration.scale == .default || configuration.scale == .unspecified ? scale : configuration.scale)
        }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.textStyle == rhs.textStyle && lhs.scale == rhs.scale
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(textStyle) }
    }

    /// The files of a named image; nil for a symbol.
    let source: ImageSource?
    /// The symbol's name for `systemName:` images.
    public let symbolName: String?
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode

    init(source: ImageSource?, symbolName: String?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic) {
        self.source = source; self.symbolName = symbolName; self.size = size; self.scale = scale; self.renderingMode = renderingMode
    }

    /// `UIImage(named:)`: from the registered folders and catalogues; nil when none has the name (as on iOS), or a
    /// placeholder of `missingNamedImageSize` when that is set.
    @preconcurrency @MainActor public convenience init?(named name: String) {
        if let found = UIImage.lookUp(name) {
            self.init(source: found.source, symbolName: nil, size: found.size, scale: found.scale)
        } else if let size = UIImage.missingNamedImageSize {
            self.init(source: nil, symbolName: nil, size: size, scale: 1)
        } else {
            return nil
        }
    }

    /// When set, `UIImage(named:)` gives a placeholder image of this size for a name no registered folder or catalogue
    /// has, instead of nil: for laying out an app's code without its asset catalogues (code that force-unwraps its
    /// images would stop otherwise). Nil by default, as iOS answers.
    @preconcurrency @MainActor public static var missingNamedImageSize: CGSize?

    /// `UIImage(named:in:with:)`: as `UIImage(named:)` (the bundle and configuration are not consulted).
    @preconcurrency @MainActor public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
    }

    /// `UIImage(data:)`: PNG data of a valid size gives an image of that size in points at scale 1, drawn as the
    /// placeholder (LayoutSnap draws images from files); other data gives nil.
    public convenience init?(data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func big(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = big(16), height = big(20)
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else { return nil }
        self.init(source: nil, symbolName: nil, size: CGSize(width: width, height: height), scale: 1)
    }

    /// `UIImage(named:in:compatibleWith:)`: the bundle is not consulted (register the folders with
    /// `registerImages(at:)`).
    @preconcurrency @MainActor public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// `UIImage(systemName:)`: the symbol at Body's size and the medium scale (`SymbolImage`: the longer side 1.2 × the
    /// point size, about 30 % more at the large scale and 20 % less at the small one); its glyph's shape is square.
    @preconcurrency @MainActor public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    @preconcurrency @MainActor public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        let scale: SymbolImage.Scale = configuration?.scale == .small ? .small : (configuration?.scale == .large ? .large : .medium)
        let size = SymbolImage(pointSize: Double(UIImage.symbolPointSize(configuration)), scale: scale).size(shape: Size(width: 1, height: 1))
        self.init(source: nil, symbolName: name, size: CGSize(width: size.width, height: size.height), scale: 1, renderingMode: .alwaysTemplate)
    }

    @preconcurrency @MainActor public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// `UIImage(contentsOfFile:)`: a PNG file (its size from its header, at the scale its `@2x`/`@3x` name gives).
    public convenience init?(contentsOfFile path: String) {
        guard let size = UIImage.pngSize(path) else { return nil }
        let scale = UIImage.scale(ofFileName: (path as NSString).lastPathComponent)
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(source: ImageSource(name: name, format: .png, files: [Double(scale): path]), symbolName: nil,
                  size: CGSize(width: size.width / scale, height: size.height / scale), scale: scale)
    }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, symbolName: symbolName, size: size, scale: scale, renderingMode: renderingMode)
    }
    /// Accepted; images are drawn in their own colours.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    @preconcurrency @MainActor public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let symbolName else { return self }
        let side = (UIImage.symbolPointSize(configuration) * 1.2).rounded()
        return UIImage(source: nil, symbolName: symbolName, size: CGSize(width: side, height: side), scale: 1, renderingMode: renderingMode)
    }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.source == rhs.source && lhs.symbolName == rhs.symbolName && lhs.size == rhs.size && lhs.renderingMode == rhs.renderingMode
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(source); hasher.combine(symbolName) }
    public var description: String { "<UIImage \(symbolName ?? source?.name ?? "") \(size.width)×\(size.height)>" }

    // MARK: Lookup

    private struct Registered: Sendable {
        var folder: String?
        var catalog: AssetCatalog?
    }
    @preconcurrency @MainActor private static var registered: [Registered] = []

    /// Makes the images of a folder (`name.png`, `name@2x.png`, `name@3x.png`) or an asset catalogue (`.xcassets`)
    /// available to `UIImage(named:)`; later registrations are searched first.
    @preconcurrency @MainActor public static func registerImages(at path: String) throws {
        if path.hasSuffix(".xcassets") {
            registered.insert(Registered(folder: nil, catalog: try AssetCatalog.load(path: path)), at: 0)
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            registered.insert(Registered(folder: path, catalog: nil), at: 0)
        }
    }

    /// Forgets every registered folder and catalogue.
    @preconcurrency @MainActor public static func removeRegisteredImages() { registered = [] }

    @preconcurrency @MainActor private static func lookUp(_ name: String) -> (source: ImageSource, size: CGSize, scale: CGFloat)? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        for entry in registered {
            if let catalog = entry.catalog, let set = catalog.images[name] {
                let scale = set.files.keys.max() ?? 1
                let size = set.size ?? Size(width: 0, height: 0)
                return (ImageSource(name: name, format: set.format, files: set.files), CGSize(width: size.width, height: size.height), CGFloat(scale))
            }
            if let folder = entry.folder {
                var files: [Double: String] = [:]
                for (suffix, scale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
                    let path = (folder as NSString).appendingPathComponent("\(name)\(suffix).png")
                    if FileManager.default.fileExists(atPath: path) { files[scale] = path }
                }
                guard let best = files.max(by: { $0.key < $1.key }), let pixels = pngSize(best.value) else { continue }
                return (ImageSource(name: name, format: .png, files: files),
                        CGSize(width: pixels.width / CGFloat(best.key), height: pixels.height / CGFloat(best.key)), CGFloat(best.key))
            }
        }
        return nil
    }

    /// The pixel size in a PNG's header, read from its first 24 bytes.
    static func pngSize(_ path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24), header.count == 24,
              Array(header.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        let bytes = Array(header)
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = uint32(16), height = uint32(20)
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else { return nil }
        return CGSize(width: width, height: height)
    }

    static func scale(ofFileName name: String) -> CGFloat {
        if name.contains("@3x") { return 3 }
        if name.contains("@2x") { return 2 }
        return 1
    }

    @preconcurrency @MainActor static func symbolPointSize(_ configuration: SymbolConfiguration?) -> CGFloat {
        if let pointSize = configuration?.pointSize { return pointSize }
        let style = configuration?.textStyle ?? .body
        return CGFloat(DynamicTypeRamp.entry(style.textStyle, UITraitCollection.current.category).pointSize)
    }
}

/// `UIImageView`: an image drawn by its content mode; its intrinsic size is the image's.
@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage? { didSet { if oldValue != image { Self.layoutDidChange() } } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// `init(image:)`: sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    override var usesDeclaredIntrinsicSize: Bool { image == nil }

    override func hostedKind(_ builder: HierarchyBuilder) -> ViewKind {
        guard let image else { return .plain }
        let size = Size(width: Double(image.size.width), height: Double(image.size.height))
        if var source = image.source {
            source.contentMode = contentMode.imageContentMode
            return .image(source, size: size)
        }
        let tint = (tintColor ?? .systemBlue).color
        if let symbol = image.symbolName { return .symbol(name: symbol, size: size, color: tint, contentMode: contentMode.imageContentMode) }
        return .imagePlaceholder(size: size, color: tint)
    }
}

extension UIViewContentMode {
    var imageContentMode: ImageSource.ContentMode {
        switch self {
        case .scaleToFill, .redraw: return .scaleToFill
        case .scaleAspectFit: return .scaleAspectFit
        case .scaleAspectFill: return .scaleAspectFill
        default: return .center
        }
    }
}

/// `#imageLiteral(resourceName:)`: the named image (`UIImage(named:)`), or an empty image when no registered folder or
/// catalogue has it (iOS would stop the app; a snapshot shows the view without the image).
extension UIImage: _ExpressibleByImageLiteral {
    public convenience init(imageLiteralResourceName path: String) {
        let found: (source: ImageSource?, size: CGSize, scale: CGFloat)? = Thread.isMainThread
            ? MainActor.assumeIsolated { UIImage.lookUp(path).map { ($0.source, $0.size, $0.scale) } } : nil
        self.init(source: found?.source, symbolName: nil, size: found?.size ?? .zero, scale: found?.scale ?? 1)
    }
}

/// The type `#imageLiteral` makes when nothing else is asked for, as in UIKit.
public typealias _ImageLiteralType = UIImage
