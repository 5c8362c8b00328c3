import Files
@testable import FixtureFormat
import Testing

/// The YAML composer: structure, aliases, and the located errors of the YAML layer.
struct YAMLDocumentTests {
    func compose(_ text: String) throws -> YAMLDocument {
        guard let document = try YAMLDocument.compose(text, file: "t.yaml") else { throw LocatedError(file: "", line: 0, column: 0, field: "", message: "empty") }
        return document
    }

    func composeError(_ text: String) -> LocatedError? {
        do { _ = try YAMLDocument.compose(text, file: "t.yaml"); return nil } catch { return error }
    }

    @Test func flowAndBlockStylesGiveTheSameTreeWithPositions() throws {
        let block = try compose("a: 1\nb:\n  - x\n  - 'y z'\n")
        let flow = try compose("{a: 1, b: [x, 'y z']}")
        for document in [block, flow] {
            let root = document.root
            #expect(document.nodes[root].kind == .mapping)
            #expect(document.nodes[root].count == 2)
            #expect(document.string(document.entry(root, 0)) == "a")
            #expect(document.string(document.entry(root, 1)) == "1")
            let list = document.entry(root, 3)
            #expect(document.nodes[list].kind == .sequence)
            #expect(document.nodes[list].count == 2)
            #expect(document.string(document.entry(list, 1)) == "y z")
            #expect(document.nodes[document.entry(list, 1)].isQuoted)
            #expect(!document.nodes[document.entry(list, 0)].isQuoted)
        }
        // 1-based positions of where each node starts.
        let quoted = block.nodes[block.entry(block.entry(block.root, 3), 1)]
        #expect(quoted.line == 4 && quoted.column == 5)
    }

    @Test func anAliasIsTheAnchoredNodeStoredOnce() throws {
        let document = try compose("item: &cell {text: hello}\nagain: *cell\nscalar: &s word\nlist: [*s, *s]\n")
        let root = document.root
        #expect(document.entry(root, 1) == document.entry(root, 3))
        let list = document.entry(root, 7)
        #expect(document.entry(list, 0) == document.entry(root, 5))
        #expect(document.string(document.entry(list, 1)) == "word")
        // Escapes and block scalars are libyaml's: the text is what YAML means.
        let text = try compose("a: \"tab\\there \\u00e9\"\nb: |\n  two\n  lines\n")
        #expect(text.string(text.entry(text.root, 1)) == "tab\there é")
        #expect(text.string(text.entry(text.root, 3)) == "two\nlines\n")
    }

    @Test func aKeyTwiceIsAnErrorAtTheSecondWithItsFieldPath() {
        let error = composeError("table:\n  sections:\n    - cells: []\n      header: A\n      header: B\n")
        #expect(error?.message == "field 'header' appears twice")
        #expect(error?.line == 5 && error?.column == 7)
        #expect(error?.field == "table.sections[0].header")
        // More keys than the pairwise check handles take the set path; same answer.
        let many = (0..<40).map { "k\($0): 1" }.joined(separator: "\n") + "\nk7: 2\n"
        #expect(composeError(many)?.line == 41)
        #expect(composeError(many)?.field == "k7")
        #expect(composeError("a: 1\nb: 2\n") == nil)
    }

    @Test func badAliasesAreLocatedErrors() {
        let unknown = composeError("a: [1, 2]\nb: [x, *missing]\n")
        #expect(unknown?.message == "the alias '*missing' refers to no anchor '&missing' before it")
        #expect(unknown?.line == 2 && unknown?.column == 8)
        #expect(unknown?.field == "b[1]")
        let recursive = composeError("a: &loop\n  b: *loop\n")
        #expect(recursive?.message == "the alias '*loop' refers to a list or mapping that contains it")
        #expect(recursive?.field == "a.b")
    }

    @Test func deepNestingOneDocumentAndBadBytesAreRefused() throws {
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        #expect(composeError(deep)?.message == "lists and mappings nest more than 128 levels deep")
        #expect(composeError(deep)?.column == 129)
        let fine = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(composeError(fine) == nil)

        let two = composeError("---\na: 1\n---\nb: 2\n")
        #expect(two?.message == "a fixture is one YAML document; a second one starts here")
        #expect(two?.line == 3)

        let control = composeError("a: b\nc: d\u{1}e\n")
        #expect(control?.message.hasPrefix("invalid YAML: control characters are not allowed") == true)
        #expect(control?.line == 2 && control?.column == 5)

        let syntax = composeError("a: [1, 2\nb: 3\n")
        #expect(syntax?.message.hasPrefix("invalid YAML: did not find expected ',' or ']'") == true)
        #expect(syntax?.line ?? 0 > 0)
        #expect(try YAMLDocument.compose("", file: "t.yaml") == nil)
        #expect(try YAMLDocument.compose("# only a comment\n", file: "t.yaml") == nil)
    }
}
