import FixtureFormat
import Foundation
import Geometry
import InterfaceBuilder
import Layout
import Measure
import Pipeline
import Scenes
import Testing

/// One path for documents (issue 26): `layout --sizing designed` of a document root (a fixture read from the
/// document, laid out in its default variant, as `layout`, `render` and `lint` do) gives exactly the frames
/// `ib-check` computed for it, and every view of the document, hidden ones too, is in the scene. Checked on every
/// root of the team's corpus of real documents (`../shared/xib-corpus`, read where it is).
enum XIBCorpus {
    static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/xib-corpus/files")
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: files.path) }
}

@Suite(.enabled(if: XIBCorpus.isAvailable, "../shared/xib-corpus is absent (it is the team's corpus, not part of a clone): skipped"))
struct DocumentPathTests {
    static let measurer: TextMeasurer = {
        do { return TextMeasurer(fontSet: try FontSet.standard()) } catch { fatalError("the standard fonts must be installed for tests: \(error)") }
    }()

    @Test func layoutOfADocumentGivesIBChecksFramesForEveryView() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: XIBCorpus.files.path).sorted()
        #expect(files.count >= 280)
        var roots = 0
        for name in files {
            let path = XIBCorpus.files.appendingPathComponent(name).path
            let document = try IBDocument.load(path: path)
            for root in try FidelityCheck.check(document, measurer: Self.measurer) {
                roots += 1
                let fixture = try Fixture.loadDocument(path: "\(path)#\(root.root)", options: DocumentOptions(sizing: .designed))
                let variant = try #require(fixture.variants.variants.first)
                let laidOut = FidelityCheck.frames(fixture.scene(for: variant, measurer: Self.measurer))
                for view in root.views where laidOut[view.id] != view.computed {
                    Issue.record("\(name) \(root.root): \(view.element) \(view.id) is \(laidOut[view.id].map { "\($0)" } ?? "missing") in layout, \(view.computed) in ib-check")
                }
                let element = try document.root(selectedBy: root.root)
                for info in try IBImporter(document: document).importRoot(element).views where laidOut[info.id] == nil {
                    Issue.record("\(name) \(root.root): \(info.element) \(info.id) (line \(info.line)) is missing from the layout")
                }
            }
        }
        #expect(roots >= 280)
    }
}
