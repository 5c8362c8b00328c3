import Geometry
import Measure
import PNGCodec
import Render
import Scenes
import Testing

/// Colour emoji (Noto Color Emoji's bitmaps, drawn by LayoutSnap because Cairo 1.16 cannot scale them).
@Suite struct ColorEmojiTests {
    func scene(_ text: String) -> Scene {
        let layout = measurer.layout(text, attributes: .style(.title1), width: 200, scale: 2)
        let node = SceneNode(id: "label", frame: Rect(x: 0, y: 0, width: 200, height: layout.size.height), content: .text(layout, color: .black))
        return Scene(contentSize: Size(width: 200, height: layout.size.height), backgroundColor: .white,
                     elements: [SceneElement(category: .cell, indexPath: IndexPath(item: 0, section: 0),
                                             frame: Rect(x: 0, y: 0, width: 200, height: layout.size.height), root: node)])
    }

    @Test func sequencesAreOneColourGlyph() {
        // A ZWJ family, a skin tone, a flag and a keycap: one glyph each, from the colour emoji font.
        for text in ["👨‍👩‍👧‍👦", "👍🏽", "🇯🇵", "1️⃣"] {
            let layout = measurer.layout(text, attributes: .style(.body), width: nil)
            #expect(layout.runs.count == 1 && layout.runs.first?.glyphs.count == 1, "\(text)")
            #expect(layout.runs.first?.font.family == "Noto Color Emoji", "\(text)")
        }
    }

    @Test func emojiAreDrawnInColourTheSameEveryTime() throws {
        // 🍊 is orange: pixels with red well above blue appear, which black text on white never gives.
        let image = try renderer.image(scene("🍊"))
        var coloured = 0
        for offset in stride(from: 0, to: image.pixels.count, by: 4) where Int(image.pixels[offset]) - Int(image.pixels[offset + 2]) > 100 {
            coloured += 1
        }
        #expect(coloured > 100)
        #expect(try renderer.png(scene("🍊 👨‍👩‍👧‍👦"), scale: 2) == renderer.png(scene("🍊 👨‍👩‍👧‍👦"), scale: 2))
        // In SVG the bitmap is embedded as an image.
        let svg = String(decoding: try renderer.svg(scene("🍊")), as: UTF8.self)
        #expect(svg.contains("<image"))
    }

    @Test func aSpaceAfterAnEmojiIsTheTextFontsSpace() throws {
        // "😀 a": the space comes from the primary face (an emoji font's space is about twice as wide).
        let layout = measurer.layout("😀 a", attributes: .style(.body), width: nil)
        #expect(layout.runs.map(\.font.family) == ["Noto Color Emoji", FontSet.standardPrimaryFamily])
    }
}
