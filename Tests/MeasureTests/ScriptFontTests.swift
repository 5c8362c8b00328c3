import Measure
import Testing

/// The other scripts of the Noto core sets come from their own faces, chosen by coverage after Inter and before CJK,
/// and lines break between their clusters (Lao, Khmer and Burmese with ICU's dictionaries), never inside one.
@Suite struct ScriptFontTests {
    static let samples: [(text: String, family: String)] = [
        ("ສະບາຍດີ ພາສາລາວ", "Noto Sans Lao UI"), ("សួស្តីពិភពលោក", "Noto Sans Khmer UI"),
        ("မင်္ဂလာပါ မြန်မာ", "Noto Sans Myanmar UI"), ("বাংলা ভাষা", "Noto Sans Bengali UI"),
        ("ਪੰਜਾਬੀ ਭਾਸ਼ਾ", "Noto Sans Gurmukhi UI"), ("ગુજરાતી ભાષા", "Noto Sans Gujarati UI"),
        ("தமிழ் மொழி", "Noto Sans Tamil UI"), ("తెలుగు భాష", "Noto Sans Telugu UI"), ("ಕನ್ನಡ ಭಾಷೆ", "Noto Sans Kannada UI"),
        ("മലയാളം ഭാഷ", "Noto Sans Malayalam UI"), ("සිංහල භාෂාව", "Noto Sans Sinhala UI"), ("ქართული ენა", "Noto Sans Georgian"),
        ("Հայերեն լեզու", "Noto Sans Armenian"), ("አማርኛ ቋንቋ", "Noto Sans Ethiopic"),
    ]

    @Test(arguments: samples.map(\.text))
    func eachScriptHasItsFace(text: String) throws {
        let family = try #require(Self.samples.first { $0.text == text }?.family)
        let layout = measurer.layout(text, attributes: .style(.body), width: nil)
        #expect(layout.missingCharacters.isEmpty)
        #expect(layout.fonts.map(\.family).contains(family))
        #expect(layout.runs.allSatisfy { $0.font.family == family || $0.font.family == "Inter" })
    }

    @Test(arguments: ["ສະບາຍດີພາສາລາວເປັນພາສາທີ່ສວຍງາມຫຼາຍ", "ភាសាខ្មែរគឺជាភាសាផ្លូវការនៃប្រទេសកម្ពុជា",
                      "မြန်မာဘာသာစကားသည်မြန်မာနိုင်ငံ၏ရုံးသုံးဘာသာစကားဖြစ်သည်"])
    func dictionaryScriptsWrapBetweenClusters(text: String) {
        let layout = measurer.layout(text, attributes: .style(.body), width: 90)
        #expect(layout.lines.count > 1)
        for line in layout.lines.dropFirst() {
            // No line starts with a mark, a virama or a joiner: clusters stay whole.
            let first = line.text.unicodeScalars.first
            let category = first?.properties.generalCategory
            #expect(category != .nonspacingMark && category != .spacingMark && category != .enclosingMark, "\(line.text)")
        }
        #expect(layout.lines.map(\.text).joined() == text)
    }
}
