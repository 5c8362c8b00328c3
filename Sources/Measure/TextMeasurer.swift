import Geometry
import Synchronization

/// Measures and lays out paragraphs: font fallback by coverage, HarfBuzz shaping, ICU line breaking
/// (UAX #14), greedy wrapping to a width, `numberOfLines` with tail truncation, alignment and baselines.
///
/// `layout(_:attributes:width:scale:)` is a pure function of its arguments and the font set; results are
/// cached by all of them, and shaped words by face, script and direction (`WordShapeCache`), so the caches only make
/// repeated measurements faster. Safe to share between threads (the shaping buffer, ICU iterators, scratch buffers
/// and caches are behind one lock).
public final class TextMeasurer: Sendable {
    public let fontSet: FontSet
    /// The letter spacing the system font is set with (`SystemFontTracking`).
    public let tracking: SystemFontTracking
    private let state: Mutex<EngineState>

    /// Counts of cache hits and misses since creation (for tests and benchmarks).
    public struct CacheStatistics: Hashable, Sendable {
        /// Layouts answered from the layout cache, and layouts computed.
        public var hits: Int
        public var misses: Int
        /// Words taken from the word shape cache, and words shaped by HarfBuzz.
        public var wordHits: Int
        public var wordMisses: Int
        public init(hits: Int, misses: Int, wordHits: Int = 0, wordMisses: Int = 0) {
            self.hits = hits
            self.misses = misses
            self.wordHits = wordHits
            self.wordMisses = wordMisses
        }
    }

    /// - Parameters:
    ///   - cacheLimit: the most layouts kept.
    ///   - shapingCacheLimit: the most shaped words kept (`WordShapeCache`); 0 shapes each font run whole.
    public init(fontSet: FontSet, cacheLimit: Int = 100_000, shapingCacheLimit: Int = 100_000,
                tracking: SystemFontTracking = .systemFont) {
        self.fontSet = fontSet
        self.tracking = tracking
        self.state = Mutex(EngineState(cacheLimit: cacheLimit, shapingCacheLimit: shapingCacheLimit))
    }

    /// Lays out `text`.
    /// - Parameters:
    ///   - width: the wrapping width in points (`preferredMaxLayoutWidth`); nil lays every paragraph on one line.
    ///   - scale: the screen scale whose pixel grid the reported size is rounded up to.
    ///   - pseudoLocale: when given, the text (and its attributed runs) is rewritten in it first, and the layout is
    ///     of the pseudo text.
    public func layout(_ text: String, attributes: TextAttributes, width: Double?, scale: Double = 2,
                       pseudoLocale: PseudoLocale?) -> TextLayout {
        guard let pseudoLocale else { return layout(text, attributes: attributes, width: width, scale: scale) }
        let rewritten = pseudoLocale.rewritten(text, attributes: attributes)
        return layout(rewritten.text, attributes: rewritten.attributes, width: width, scale: scale)
    }

    /// Lays out `text` as written.
    public func layout(_ text: String, attributes: TextAttributes, width: Double?, scale: Double = 2) -> TextLayout {
        let key = CacheKey(text: text, attributes: attributes, width: width ?? -1, scale: scale)
        return state.withLock { state in
            if let cached = state.cache[key] {
                state.hits += 1
                return cached
            }
            state.misses += 1
            let result = state.compute(text, attributes: attributes, width: width, scale: scale, fontSet: fontSet, tracking: tracking,
                                       scratch: &state.scratch)
            if state.cache.count >= state.cacheLimit { state.cache.removeAll(keepingCapacity: true) }
            state.cache[key] = result
            return result
        }
    }

    public var cacheStatistics: CacheStatistics {
        state.withLock { CacheStatistics(hits: $0.hits, misses: $0.misses, wordHits: $0.wordHits, wordMisses: $0.wordMisses) }
    }

    /// Empties the layout and word caches, keeping their storage (benchmarks use it to measure cold layouts).
    public func removeAllCachedLayouts() {
        state.withLock { state in
            state.cache.removeAll(keepingCapacity: true)
            state.wordCache.removeAll()
        }
    }
}

/// A cache key that hashes its text once, although a miss both looks the key up and inserts it.
struct CacheKey: Hashable {
    let text: String
    let attributes: TextAttributes
    let width: Double
    let scale: Double
    let hash: Int

    init(text: String, attributes: TextAttributes, width: Double, scale: Double) {
        self.text = text
        self.attributes = attributes
        self.width = width
        self.scale = scale
        var hasher = Hasher()
        hasher.combine(text)
        hasher.combine(attributes)
        hasher.combine(width)
        hasher.combine(scale)
        self.hash = hasher.finalize()
    }

    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.hash == rhs.hash && lhs.width == rhs.width && lhs.scale == rhs.scale && lhs.attributes == rhs.attributes
            && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
