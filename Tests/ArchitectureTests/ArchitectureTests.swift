// Enforces the module graph documented in README.md: the first `target | holds | imports` table under
// `## Architecture` says which targets in Sources/ each target may import. Depends on no package target.
// Set the environment variable LAYOUTSNAP_ROOT to check another checkout than the one this file sits in.
import Foundation
import Testing

/// One Swift file of a target; `path` is relative to the package root.
struct SourceFile: Sendable {
    var path: String
    var text: String
}

/// A body row of the architecture table: the targets it names, the modules they may import, its README line.
struct ArchitectureRow: Sendable, Equatable {
    var targets: [String]
    var imports: [String]
    var line: Int
}

/// The check itself, a pure function of the README text and the sources.
enum ArchitectureCheck {
    static let modifiers: Set<String> = ["public", "package", "internal", "private", "fileprivate", "open"]
    static let kinds: Set<String> = ["struct", "class", "enum", "func", "var", "let", "protocol", "typealias"]

    /// Every violation, as a message naming the README line or source file (and line) at fault.
    /// `sources` maps each Swift target to its files; `cTargets` are the other folders of Sources/.
    static func violations(readme: String, sources: [String: [SourceFile]], cTargets: Set<String>) -> [String] {
        guard let rows = parseTable(readme: readme) else {
            return ["README.md: no `target | holds | imports` table in the `## Architecture` section"]
        }
        let targets = Set(sources.keys).union(cTargets)
        var problems: [String] = []
        var allowed: [String: [String]] = [:]
        for row in rows {
            if row.targets.isEmpty { problems.append("README.md:\(row.line): architecture table row names no target") }
            for target in row.targets {
                if !targets.contains(target) {
                    problems.append("README.md:\(row.line): architecture table names \(target), "
                        + "which is not a folder in Sources/")
                } else if allowed[target] != nil {
                    problems.append("README.md:\(row.line): architecture table lists \(target) in more than one row")
                } else {
                    allowed[target] = row.imports
                }
            }
        }
        for target in sources.keys.sorted() where allowed[target] == nil {
            problems.append("Sources/\(target): target \(target) has no row in the README's architecture table")
        }
        var actual: [String: Set<String>] = [:]
        for target in sources.keys.sorted() {
            for file in sources[target] ?? [] {
                for (line, module) in imports(in: file.text) where module != target && targets.contains(module) {
                    actual[target, default: []].insert(module)
                    guard let permitted = allowed[target], !permitted.contains(module) else { continue }
                    let list = permitted.isEmpty ? "none" : permitted.joined(separator: ", ")
                    problems.append("\(file.path):\(line): \(target) imports \(module), which the README's "
                        + "architecture table does not allow (allowed: \(list))")
                }
            }
        }
        for cycle in cycles(in: allowed.mapValues { Set($0).intersection(targets) }) {
            problems.append("README.md: the architecture table allows a cycle: \(cycle.joined(separator: " → "))")
        }
        for cycle in cycles(in: actual) {
            problems.append("Sources/: the import graph has a cycle: \(cycle.joined(separator: " → "))")
        }
        let sizes = sources.mapValues { $0.reduce(0) { $0 + nonEmptyLineCount($1.text) } }
        let total = sizes.values.reduce(0, +)
        for (target, size) in sizes.sorted(by: { $0.key < $1.key }) where size * 3 > total {
            problems.append("Sources/\(target): \(target) holds \(size) of the \(total) non-empty lines of Swift "
                + "under Sources/, more than a third")
        }
        return problems
    }

    /// Each target's own `README.md` must say what the table says: its `May import:` line names exactly the
    /// modules the table's row allows (C modules included). `readmes` maps a target to its README's path and text.
    static func readmeViolations(readme: String, readmes: [String: (path: String, text: String)]) -> [String] {
        guard let rows = parseTable(readme: readme) else { return [] }
        var allowed: [String: [String]] = [:]
        for row in rows { for target in row.targets { allowed[target] = row.imports } }
        var problems: [String] = []
        for (target, file) in readmes.sorted(by: { $0.key < $1.key }) {
            guard let permitted = allowed[target] else { continue }
            let lines = file.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            guard let index = lines.firstIndex(where: { $0.hasPrefix("May import:") }) else {
                problems.append("\(file.path): no `May import:` line (the table allows: \(permitted.isEmpty ? "none" : permitted.joined(separator: ", ")))")
                continue
            }
            let stated = names(String(lines[index].dropFirst("May import:".count).prefix { $0 != "(" }))
            if Set(stated) != Set(permitted) {
                problems.append("\(file.path):\(index + 1): says it may import \(stated.isEmpty ? "none" : stated.joined(separator: ", ")), "
                    + "the README's architecture table says \(permitted.isEmpty ? "none" : permitted.joined(separator: ", "))")
            }
        }
        return problems
    }

    /// The rows of the first `target | holds | imports` table in the `## Architecture` section, or nil if none.
    static func parseTable(readme: String) -> [ArchitectureRow]? {
        let lines = readme.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let heading = trimmed.firstIndex(where: { $0.lowercased() == "## architecture" }) else { return nil }
        var index = heading + 1
        var inFence = false
        while index + 1 < lines.count {
            let line = trimmed[index]
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
            if !inFence && (line.hasPrefix("# ") || line.hasPrefix("## ")) { return nil }
            let isSeparator = cells(trimmed[index + 1])?
                .allSatisfy { !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } } ?? false
            if !inFence, isSeparator, cells(line)?.map({ $0.lowercased() }) == ["target", "holds", "imports"] {
                var rows: [ArchitectureRow] = []
                var rowIndex = index + 2
                while rowIndex < lines.count, let row = cells(trimmed[rowIndex]) {
                    let cell = { (column: Int) in column < row.count ? row[column] : "" }
                    rows.append(ArchitectureRow(targets: names(cell(0)), imports: names(cell(2)), line: rowIndex + 1))
                    rowIndex += 1
                }
                return rows
            }
            index += 1
        }
        return nil
    }

    /// The trimmed cells of a markdown table line (outer pipes optional), or nil if it is not a table line.
    static func cells(_ line: String) -> [String]? {
        guard line.contains("|") else { return nil }
        var parts = line.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.first == "" { parts.removeFirst() }
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The comma-separated names inside backticks in a cell; text outside backticks is ignored.
    static func names(_ cell: String) -> [String] {
        let pieces = cell.split(separator: "`", omittingEmptySubsequences: false)
        return pieces.indices.filter { $0 % 2 == 1 }.flatMap { pieces[$0].split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The 1-based line number and module of each import statement in a Swift file.
    static func imports(in text: String) -> [(line: Int, module: String)] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { index, line in
            importedModule(String(line)).map { (line: index + 1, module: $0) }
        }
    }

    /// The module a line imports (`@testable public import struct X.Y` gives X), or nil if it is no import.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        while words.first?.hasPrefix("@") == true { words.removeFirst() }
        if let word = words.first, modifiers.contains(word) { words.removeFirst() }
        guard words.popFirst() == "import" else { return nil }
        if let word = words.first, kinds.contains(word) { words.removeFirst() }
        let module = words.first?.prefix { $0.isLetter || $0.isNumber || $0 == "_" } ?? ""
        return module.isEmpty ? nil : String(module)
    }

    static func nonEmptyLineCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }.count
    }

    /// Cycles found by a depth-first search, each as a path that ends where it starts (`A → B → A`).
    static func cycles(in graph: [String: Set<String>]) -> [[String]] {
        var done: Set<String> = []
        var stack: [String] = []
        var found: [[String]] = []
        func visit(_ node: String) {
            stack.append(node)
            for next in (graph[node] ?? []).sorted() where !done.contains(next) {
                if let start = stack.firstIndex(of: next) {
                    found.append(Array(stack[start...]) + [next])
                } else {
                    visit(next)
                }
            }
            stack.removeLast()
            done.insert(node)
        }
        for node in graph.keys.sorted() where !done.contains(node) { visit(node) }
        return found
    }
}

/// Reads a package checkout: README.md and every `.swift` file under each folder of Sources/.
enum Repository {
    /// LAYOUTSNAP_ROOT if set, else the package root two folders up from Tests/ArchitectureTests/.
    static var root: URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTSNAP_ROOT"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func violations(root: URL) throws -> [String] {
        let manager = FileManager.default
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let sourcesFolder = root.appendingPathComponent("Sources")
        var sources: [String: [SourceFile]] = [:]
        var cTargets: Set<String> = []
        var readmes: [String: (path: String, text: String)] = [:]
        for name in try manager.contentsOfDirectory(atPath: sourcesFolder.path).sorted() where !name.hasPrefix(".") {
            let folder = sourcesFolder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let files = (manager.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            if files.isEmpty { cTargets.insert(name); continue }
            let readmeFile = folder.appendingPathComponent("README.md")
            if let text = try? String(contentsOf: readmeFile, encoding: .utf8) { readmes[name] = ("Sources/\(name)/README.md", text) }
            sources[name] = try files.map {
                SourceFile(path: "Sources/\(name)/\($0)",
                           text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
        }
        for target in sources.keys.sorted() where readmes[target] == nil {
            readmes[target] = ("Sources/\(target)/README.md", "")
        }
        return ArchitectureCheck.violations(readme: readme, sources: sources, cTargets: cTargets)
            + ArchitectureCheck.readmeViolations(readme: readme, readmes: readmes)
    }
}

@Test func repositoryFollowsTheArchitectureTable() throws {
    for violation in try Repository.violations(root: Repository.root) {
        Issue.record(Comment(rawValue: violation))
    }
}

/// A README whose architecture table has one row per (target cell, imports cell).
private func readme(_ rows: [(String, String)]) -> String {
    let body = rows.map { "| \($0.0) | things | \($0.1) |" }.joined(separator: "\n")
    return "# Demo\n\n## Architecture\n\n| target | holds | imports |\n|---|---|---|\n\(body)\n\n## Next\n"
}

/// One file per target, `Sources/T/T.swift`: its imports first, padded to `lines[T] ?? 10` non-empty lines.
private func sources(_ imports: [String: [String]], lines: [String: Int] = [:]) -> [String: [SourceFile]] {
    imports.reduce(into: [:]) { result, entry in
        let head = entry.value.map { "import \($0)" }
        let padding = Array(repeating: "let x = 0", count: max(0, (lines[entry.key] ?? 10) - head.count))
        result[entry.key] = [SourceFile(path: "Sources/\(entry.key)/\(entry.key).swift",
                                        text: (head + padding).joined(separator: "\n"))]
    }
}

private let table = readme([("`A`", "—"), ("`B`", "`A`"), ("`C`", "`A`, `B`"), ("`D`", "`B`, `CLib` (libfoo)")])
private let clean = ["A": ["Foundation"], "B": ["A", "Yams"], "C": ["A", "B"], "D": ["B", "CLib"]]

private func check(_ readme: String = table, _ imports: [String: [String]] = clean, lines: [String: Int] = [:]) -> [String] {
    ArchitectureCheck.violations(readme: readme, sources: sources(imports, lines: lines), cTargets: ["CLib"])
}

@Test func targetReadmesMustSayWhatTheTableSays() {
    let readmes: [String: (path: String, text: String)] = [
        "A": ("Sources/A/README.md", "# A\n\nHolds: a.\n\nMay import: nothing (the table).\n"),
        "B": ("Sources/B/README.md", "# B\n\nMay import: `A` (the README's architecture table).\n"),
        "C": ("Sources/C/README.md", "# C\n\nMay import: `A` (the README's architecture table).\n"),
        "D": ("Sources/D/README.md", "# D\n"),
    ]
    #expect(ArchitectureCheck.readmeViolations(readme: table, readmes: readmes) == [
        "Sources/C/README.md:3: says it may import A, the README's architecture table says A, B",
        "Sources/D/README.md: no `May import:` line (the table allows: B, CLib)",
    ])
}

@Test func cleanInputHasNoViolations() {
    #expect(check() == [])
}

@Test func forbiddenImportIsReported() {
    #expect(check(table, clean.merging(["C": ["A", "B", "D"]]) { $1 }) == [
        "Sources/C/C.swift:3: C imports D, which the README's architecture table does not allow (allowed: A, B)",
    ])
}

@Test func cycleInTheTableIsReported() {
    let cyclic = readme([("`A`", "`C`"), ("`B`", "`A`"), ("`C`", "`A`, `B`"), ("`D`", "`B`")])
    #expect(check(cyclic).contains("README.md: the architecture table allows a cycle: A → C → A"))
}

@Test func cycleInTheImportsIsReported() {
    let problems = check(table, clean.merging(["A": ["C"]]) { $1 })
    #expect(problems.contains("Sources/: the import graph has a cycle: A → C → A"))
    #expect(problems.contains { $0.hasPrefix("Sources/A/A.swift:1: A imports C") })
}

@Test func missingAndUnknownRowsAreReported() {
    let partial = readme([("`A`", "—"), ("`B`", "`A`"), ("`C`", "`A`, `B`"), ("`Ghost`", "`A`")])
    #expect(check(partial) == [
        "README.md:10: architecture table names Ghost, which is not a folder in Sources/",
        "Sources/D: target D has no row in the README's architecture table",
    ])
}

@Test func targetOverAThirdOfTheLinesIsReported() {
    #expect(check(lines: ["B": 40]) == [
        "Sources/B: B holds 40 of the 70 non-empty lines of Swift under Sources/, more than a third",
    ])
}

@Test func missingTableIsReported() {
    #expect(check("# Demo\n\n## Architecture\n\nNo table.\n").count == 1)
}

@Test func tableCellsParseWithProseAndSeveralTargets() {
    let text = """
        | target | holds | imports |
        |---|---|---|
        | `Elsewhere` | before the section | — |

        ## Architecture
        ```
        # not a heading
        ```
        |  Target|HOLDS  |   imports |
        | :-- | --- | --- |
        | `layoutsnap`, `LayoutSnapTesting` | the tool | `Geometry`, `CText` (libdeflate) |
        `Measure` | text | —
        | `Geometry` | maths | - |
        | `Scene` | values | |

        | `After` | a blank line ends the table | |
        """
    #expect(ArchitectureCheck.parseTable(readme: text) == [
        ArchitectureRow(targets: ["layoutsnap", "LayoutSnapTesting"], imports: ["Geometry", "CText"], line: 11),
        ArchitectureRow(targets: ["Measure"], imports: [], line: 12),
        ArchitectureRow(targets: ["Geometry"], imports: [], line: 13),
        ArchitectureRow(targets: ["Scene"], imports: [], line: 14),
    ])
}

@Test func importFormsAreRecognised() {
    let text = """
        import Foundation
        @testable import Layout
          public import Measure
        @preconcurrency internal import struct Scene.Frame
        import func Geometry.hypot
        // import Commented
        let important = 1
        importNothing()
        """
    #expect(ArchitectureCheck.imports(in: text).map(\.module) == ["Foundation", "Layout", "Measure", "Scene", "Geometry"])
    #expect(ArchitectureCheck.imports(in: text).map(\.line) == [1, 2, 3, 4, 5])
}
