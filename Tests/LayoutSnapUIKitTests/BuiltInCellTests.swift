import Foundation
import Geometry
import LayoutSnapTesting
import LayoutSnapUIKit
import Scenes
import Testing

/// The built-in cell styles' parts, laid out as UIKit lays them out; values worked out by hand in the comments.
@MainActor
struct BuiltInCellTests {
    /// A Default-style cell at 375 pt: laid out, and its `textLabel`'s frame read back.
    static func defaultCell(_ configure: (UITableViewCell) -> Void) throws -> (row: Scene, text: CGRect?) {
        var label: UILabel?
        let scene = UIKitScene.scene(of: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            configure(cell)
            label = cell.textLabel
            return cell
        }, variant: Variant(width: 375), measurer: try LayoutSnapshot.measurer())
        return (scene, label?.frame)
    }

    /// The Default style's `textLabel` fills the row's height and reaches the trailing margin (16 pt at 375), its text
    /// centred: a one-line title is 375 − 2 × 16 = 343 wide and 44 tall, the standard row.
    @Test func theDefaultStylesTextLabelFillsTheRow() throws {
        let (row, text) = try Self.defaultCell { $0.textLabel?.text = "Title" }
        #expect(row.contentSize.height == 44)
        #expect(text == CGRect(x: 16, y: 0, width: 343, height: 44))
    }

    /// A wrapping title makes the row its text's height plus 11 pt above and below, and the label spans all of it.
    @Test func aWrappingDefaultStyleTitleIsPaddedElevenPointsAboveAndBelow() throws {
        let title = String(repeating: "A title long enough to wrap onto several lines of the row. ", count: 3)
        var label: UILabel?
        let (row, text) = try Self.defaultCell {
            $0.textLabel?.text = title
            $0.textLabel?.numberOfLines = 0
            label = $0.textLabel
        }
        // The text alone, in the label's font (Body), wrapped at the label's 343 pt.
        let textHeight = try #require(label?.sizeThatFits(CGSize(width: 343, height: 0)).height)
        #expect(textHeight > 3 * 20)
        #expect(row.contentSize.height == Double(textHeight) + 22)
        #expect(text == CGRect(x: 16, y: 0, width: 343, height: textHeight + 22))
    }

    /// `indentationLevel` × `indentationWidth` moves the built-in parts in ("the amount of indentation is equal to the
    /// indentation level multiplied by the value in the indentationWidth property", Apple): 2 × 10 = 20 pt.
    @Test func indentationMovesTheBuiltInPartsIn() throws {
        let (_, text) = try Self.defaultCell {
            $0.textLabel?.text = "Title"
            $0.indentationLevel = 2
        }
        #expect(text == CGRect(x: 36, y: 0, width: 323, height: 44))
    }
}
