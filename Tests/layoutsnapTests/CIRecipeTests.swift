@testable import FixtureFormat
import Foundation
import Testing

/// docs/ci.md, the CI recipe teams copy. Its two ```yaml blocks (a GitHub Actions workflow and a .gitlab-ci.yml) are
/// parsed as YAML with FixtureFormat's libyaml composer; every `layoutsnap` command in their `run:` and `script:`
/// strings is run for real, once per matrix entry with the matrix variables substituted, in a scratch folder laid
/// out like the repository (`Fixtures/` holding one small bundled fixture, `Snapshots/` its references) with `CI`
/// set, and its exit code and outputs are checked against what the recipe expects. An option or subcommand the CLI
/// does not have exits 2 there, so the recipe cannot drift from the CLI; the README's set-up must be in every job.
@Suite(.serialized)
struct CIRecipeTests {
    /// The bundled fixture the recipe's commands run on (a standalone view: 24 small variants).
    static let fixture = "intrinsic-size"

    @Test func theRecipesCommandsRunAsTheRecipeExpects() throws {
        let recipe = try CIRecipe.load()
        let readme = try CIRecipe.readmeSetUp()
        #expect(!readme.setUp.isEmpty && !readme.prefix.isEmpty, "README.md: no set-up command before `… layoutsnap` in Set-up")
        #expect(recipe.workflows.count == 2, "docs/ci.md should hold two ```yaml blocks, GitHub's and GitLab's")
        let github = recipe.workflows.filter { $0.value["jobs"] != nil }
        let gitlab = recipe.workflows.filter { $0.value["jobs"] == nil }
        #expect(github.count == 1 && gitlab.count == 1, "expected one GitHub workflow (with jobs:) and one .gitlab-ci.yml")

        var ran = 0
        for workflow in recipe.workflows {
            let isGitHub = workflow.value["jobs"] != nil
            let jobs = isGitHub ? CIRecipe.githubJobs(workflow.value) : CIRecipe.gitlabJobs(workflow.value)
            let place = "docs/ci.md, the yaml block at line \(workflow.line)"
            #expect(jobs.contains { !$0.invocations(prefix: readme.prefix, values: $0.combinations[0]).invocations.isEmpty },
                    "\(place): no `\(readme.prefix.joined(separator: " "))` command")
            for job in jobs {
                ran += try check(job, of: workflow.value, isGitHub: isGitHub, readme: readme, in: place)
            }
            if isGitHub { checkGitHubWorkflow(workflow.value, jobs: jobs, prefix: readme.prefix, in: place) }
            else { checkGitLabPipeline(workflow.value, jobs: jobs, prefix: readme.prefix, in: place) }
        }
        #expect(ran >= 6, "expected verify, lint and record commands in both recipes, ran \(ran)")
    }

    /// Every subcommand and option the prose and the other code blocks name exists (`--help` lists it).
    @Test func theProseNamesOnlyCommandsAndOptionsTheCLIHas() throws {
        let recipe = try CIRecipe.load()
        let root = try layoutsnap(["--help"])
        #expect(root.status == 0)
        let subcommands = Set(root.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.wholeMatch(of: /\ {2}([a-z][a-z-]+)(\s.*)?/) else { return nil }
            return String(match.1)
        })
        #expect(subcommands.isSuperset(of: ["lint", "record", "verify", "prune"]), "\(root.stdout)")
        func options(_ text: Substring) -> [String] { text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) } }
        var known = Set<String>()
        for subcommand in subcommands.sorted() {
            let run = try layoutsnap([subcommand, "--help"])
            #expect(run.status == 0, "layoutsnap \(subcommand) --help: \(run.stderr)")
            known.formUnion(options(run.stdout[...]))
        }
        var checked = 0
        for piece in recipe.codeOutsideYAML {
            for match in piece.text.matches(of: /layoutsnap ([a-z][a-z-]*)/) {
                #expect(subcommands.contains(String(match.1)), "docs/ci.md names `layoutsnap \(match.1)`, not a subcommand")
            }
            // In a line of a code block, only the part from `layoutsnap` on is LayoutSnap's (docker's options are not).
            let text = piece.text
            let part = text.range(of: "layoutsnap ").map { text[$0.lowerBound...] } ?? (piece.isBlockLine ? "" : text[...])
            for option in options(part) {
                checked += 1
                #expect(known.contains(option), "docs/ci.md names \(option), which no `layoutsnap … --help` lists")
            }
        }
        #expect(checked > 0)
    }

    // MARK: - Running a job

    /// Runs every `layoutsnap` command of `job`, once per matrix entry, in a fresh scratch repository; returns how
    /// many commands ran.
    private func check(_ job: CIJob, of workflow: CIYAML, isGitHub: Bool, readme: CIRecipe.SetUp, in place: String) throws -> Int {
        let references = try FileManager.default.contentsOfDirectory(atPath: packageRoot.path + "/Snapshots/\(Self.fixture)")
            .filter { $0.hasSuffix(".png") }.count
        var verified = 0, ran = 0, shards: [String] = []
        var verifies = false
        for values in job.combinations {
            let found = job.invocations(prefix: readme.prefix, values: values)
            for problem in found.problems { Issue.record("\(place), job \(job.name): \(problem)") }
            guard !found.invocations.isEmpty else { continue }
            // The README's set-up runs before LayoutSnap does.
            let before = job.lines.prefix { !$0.contains(readme.prefix.joined(separator: " ")) }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for command in readme.setUp {
                #expect(before.contains(command), "\(place), job \(job.name): the README's set-up `\(command)` does not run before LayoutSnap")
            }
            let scratch = try CIRecipe.scratchRepository(fixture: Self.fixture)
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let referencesBefore = files(in: scratch + "/Snapshots")
            var records = false
            for invocation in found.invocations {
                let label = "\(place), job \(job.name), `\(invocation.written)` as `layoutsnap \(invocation.arguments.joined(separator: " "))`"
                let command = invocation.arguments.first ?? ""
                let run = try CIRecipe.run(invocation.arguments, in: scratch)
                ran += 1
                if invocation.toleratesFailure {
                    #expect(command == "lint", "\(label): `||` after \(command) hides its failure")
                }
                let allowed: Set<Int32> = invocation.toleratesFailure && command == "lint" ? [0, 1] : [0]
                #expect(allowed.contains(run.status), "\(label): exit \(run.status), the recipe expects \(allowed.sorted())\n\(run.stderr)")
                if let file = invocation.stdoutFile {
                    try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: scratch + "/" + file))
                    #expect(job.uploads.contains(CIRecipe.normalised(file)), "\(label): \(file) is written but not uploaded")
                }
                if let format = invocation.value(of: "--format"), format == "sarif" {
                    #expect(invocation.stdoutFile != nil, "\(label): the SARIF goes to standard output; redirect it to a file")
                    let log = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any]
                    #expect(log?["version"] as? String == "2.1.0", "\(label): not SARIF 2.1.0")
                    #expect((log?["runs"] as? [Any])?.isEmpty == false, "\(label): SARIF without runs")
                }
                if let shard = invocation.value(of: "--shard") { shards.append(shard) }
                if command == "record" || invocation.arguments.contains("--record") {
                    records = true
                    #expect(!job.uploads.isEmpty, "\(label): the new references are not uploaded")
                }
                if command == "verify" {
                    verifies = true
                    if let count = run.stdout.firstMatch(of: /verified (\d+) snapshot/)?.1, let number = Int(count) { verified += number }
                    #expect(invocation.value(of: "--progress") == "plain", "\(label): logs want --progress plain")
                    let artifacts = invocation.value(of: "--artifacts") ?? ".layoutsnap-artifacts"
                    for report in ["report.html", "report.json"] {
                        #expect(FileManager.default.fileExists(atPath: "\(scratch)/\(artifacts)/\(report)"), "\(label): no \(artifacts)/\(report)")
                    }
                    #expect(job.uploads.contains(CIRecipe.normalised(artifacts)), "\(label): \(artifacts) is not uploaded (uploads: \(job.uploads))")
                }
            }
            if !records {
                #expect(files(in: scratch + "/Snapshots") == referencesBefore, "\(place), job \(job.name): wrote references without recording")
            }
        }
        if verifies {
            // The matrix's shards together verify every variant exactly once.
            #expect(verified == references, "\(place), job \(job.name): the shards verified \(verified) of \(references) variants")
            if !shards.isEmpty {
                let n = job.combinations.count
                #expect(shards.sorted() == (1...n).map { "\($0)/\(n)" }.sorted(),
                        "\(place), job \(job.name): --shard takes \(shards) over a matrix of \(n)")
            }
        }
        return ran
    }

    // MARK: - The platforms' own structure

    private func checkGitHubWorkflow(_ workflow: CIYAML, jobs: [CIJob], prefix: [String], in place: String) {
        let on = workflow["on"]
        #expect(on?["pull_request"] != nil, "\(place): not run on pull_request")
        #expect(on?["workflow_dispatch"] != nil, "\(place): no workflow_dispatch for the record job")
        for job in jobs {
            let invocations = job.invocations(prefix: prefix, values: job.combinations[0]).invocations
            guard !invocations.isEmpty, let spec = workflow["jobs"]?[job.name] else { continue }
            let condition = spec["if"]?.string ?? ""
            let steps = spec["steps"]?.items ?? []
            let image = spec["container"]?.string ?? spec["container"]?["image"]?.string ?? ""
            #expect(image.hasPrefix("swift:") || steps.contains { $0["uses"]?.string?.hasPrefix("swift-actions/setup-swift") == true },
                    "\(place), job \(job.name): neither a swift: container nor swift-actions/setup-swift")
            let records = invocations.contains { $0.arguments.first == "record" || $0.arguments.contains("--record") }
            let manualOnly = condition.contains("==") && condition.contains("workflow_dispatch")
            if records {
                #expect(manualOnly, "\(place), job \(job.name) records references: it must run only on workflow_dispatch")
            } else {
                #expect(!manualOnly, "\(place), job \(job.name): runs only by hand, not on pull requests")
            }
            for invocation in invocations where invocation.arguments.first == "verify" {
                let uploads = steps.filter { $0["uses"]?.string?.hasPrefix("actions/upload-artifact@") == true }
                #expect(uploads.contains { step in
                    let when = step["if"]?.string ?? ""
                    return when.contains("failure()") || when.contains("always()")
                }, "\(place), job \(job.name): upload the artifacts `if: failure()` or `always()`")
                for step in uploads {
                    let paths = step["with"]?["path"]?.string?.split(separator: "\n").map(String.init) ?? []
                    if paths.contains(where: { CIRecipe.normalised($0).hasPrefix(".") }) {
                        // upload-artifact leaves out hidden files and folders unless asked.
                        #expect(step["with"]?["include-hidden-files"]?.string == "true",
                                "\(place), job \(job.name): a folder starting with a dot needs include-hidden-files: true")
                    }
                }
            }
            for invocation in invocations where invocation.value(of: "--format") == "sarif" {
                #expect(steps.contains { $0["uses"]?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true },
                        "\(place), job \(job.name): the SARIF is not uploaded with github/codeql-action/upload-sarif")
                #expect(spec["permissions"]?["security-events"]?.string == "write",
                        "\(place), job \(job.name): upload-sarif needs permissions: security-events: write")
                if invocation.toleratesFailure {
                    // The status kept by `|| status=$?` fails the job in a later step.
                    let step = steps.first { $0["run"]?.string?.contains(invocation.written) == true }
                    let id = step?["id"]?.string ?? "?"
                    #expect(steps.contains { ($0["if"]?.string ?? "").contains("steps.\(id).outputs") && $0["run"]?.string == "exit 1" },
                            "\(place), job \(job.name): lint's exit 1 is kept but never fails the job")
                }
            }
        }
    }

    private func checkGitLabPipeline(_ pipeline: CIYAML, jobs: [CIJob], prefix: [String], in place: String) {
        for job in jobs {
            let invocations = job.invocations(prefix: prefix, values: job.combinations[0]).invocations
            guard !invocations.isEmpty, let spec = pipeline[job.name] else { continue }
            let image = spec["image"]?.string ?? pipeline["default"]?["image"]?.string ?? pipeline["image"]?.string ?? ""
            #expect(image.hasPrefix("swift:"), "\(place), job \(job.name): not in a swift: image")
            let rules = spec["rules"]?.items ?? []
            let whens = rules.map { $0["when"]?.string ?? "on_success" } + [spec["when"]?.string].compactMap { $0 }
            let records = invocations.contains { $0.arguments.first == "record" || $0.arguments.contains("--record") }
            if records {
                #expect(whens.contains("manual"), "\(place), job \(job.name) records references: it must be when: manual")
                #expect(whens.allSatisfy { $0 == "manual" || $0 == "never" }, "\(place), job \(job.name): runs by itself")
                for rule in rules where (rule["if"]?.string ?? "").contains("merge_request_event") {
                    #expect(rule["when"]?.string == "never", "\(place), job \(job.name): runs on merge requests")
                }
            } else {
                #expect(!whens.contains("manual"), "\(place), job \(job.name): runs only by hand")
                #expect(rules.isEmpty || rules.contains { ($0["if"]?.string ?? "").contains("merge_request_event") && $0["when"]?.string != "never" },
                        "\(place), job \(job.name): not run on merge requests")
                #expect(spec["artifacts"]?["when"]?.string == "always", "\(place), job \(job.name): artifacts: when: always")
            }
        }
    }
}

// MARK: - The recipe, parsed

/// A YAML node as a plain value (tags ignored; an alias is its anchored value again).
indirect enum CIYAML {
    case scalar(String)
    case list([CIYAML])
    case map([(key: String, value: CIYAML)])

    init(_ document: YAMLDocument, node: Int) {
        let kind = document.nodes[node].kind, count = Int(document.nodes[node].count)
        switch kind {
        case .scalar:
            self = .scalar(document.string(node))
        case .sequence:
            self = .list((0..<count).map { CIYAML(document, node: document.entry(node, $0)) })
        case .mapping:
            self = .map((0..<count).map { pair in
                let key = document.entry(node, 2 * pair)
                return (document.nodes[key].kind == .scalar ? document.string(key) : "", CIYAML(document, node: document.entry(node, 2 * pair + 1)))
            })
        }
    }

    subscript(key: String) -> CIYAML? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }
    var string: String? { if case .scalar(let text) = self { text } else { nil } }
    var items: [CIYAML] { if case .list(let items) = self { items } else { [] } }
    var pairs: [(key: String, value: CIYAML)] { if case .map(let pairs) = self { pairs } else { [] } }
    /// A `script:`-like value: one string, or a list of strings.
    var strings: [String] { string.map { [$0] } ?? items.compactMap(\.string) }
}

/// One `layoutsnap` command of a recipe, after the matrix variables were substituted.
struct CIInvocation {
    /// The logical line as the recipe writes it.
    var written: String
    /// The arguments after `layoutsnap`.
    var arguments: [String]
    /// `> FILE` after the command.
    var stdoutFile: String?
    /// `|| …` after the command: its failure is handled by the script.
    var toleratesFailure: Bool

    func value(of option: String) -> String? {
        arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
}

/// A job of either platform: its shell lines in the order they run, its matrix and what it uploads.
struct CIJob {
    var name: String
    /// `run:` / `before_script:` + `script:` strings, split into logical lines (`\` continues a line).
    var lines: [String]
    /// One variable assignment per matrix entry (`matrix.shard`, `CI_NODE_INDEX`…); one empty one without a matrix.
    var combinations: [[String: String]]
    /// Paths uploaded as artefacts or SARIF, normalised.
    var uploads: Set<String>

    /// The `layoutsnap` commands of the job with `values` substituted, and what is wrong with how they are written.
    func invocations(prefix: [String], values: [String: String]) -> (invocations: [CIInvocation], problems: [String]) {
        var found: [CIInvocation] = [], problems: [String] = []
        for line in lines {
            let tokens = CIRecipe.shellTokens(CIRecipe.substitute(values, in: line))
            var index = 0
            while index < tokens.count {
                guard case .word(let word) = tokens[index] else { index += 1; continue }
                let isPrefix = index + prefix.count <= tokens.count
                    && zip(tokens[index..<index + prefix.count], prefix).allSatisfy { $0 == .word($1) }
                if !isPrefix {
                    let isCommand = index == 0 || { if case .operator = tokens[index - 1] { true } else { false } }()
                    if isCommand && (word == "layoutsnap" || word.hasSuffix("/layoutsnap")) {
                        problems.append("`\(line)` runs layoutsnap without the README's `\(prefix.joined(separator: " "))`")
                    }
                    index += 1
                    continue
                }
                var invocation = CIInvocation(written: line, arguments: [], stdoutFile: nil, toleratesFailure: false)
                index += prefix.count
                while index < tokens.count, case .word(let argument) = tokens[index] {
                    invocation.arguments.append(argument)
                    index += 1
                }
                // Redirections, then what follows the command.
                scan: while index < tokens.count, case .operator(let op) = tokens[index] {
                    switch op {
                    case ">", "1>":
                        if index + 1 < tokens.count, case .word(let file) = tokens[index + 1] { invocation.stdoutFile = file }
                        index += 2
                    case ">>", "2>", "2>>":
                        index += 2
                    case "||":
                        invocation.toleratesFailure = true
                        break scan
                    case "|":
                        problems.append("`\(line)`: a pipe hides layoutsnap's exit status")
                        break scan
                    default:
                        break scan
                    }
                }
                for argument in invocation.arguments where argument.contains("$") {
                    problems.append("`\(line)`: \(argument) has a variable the matrix does not set")
                }
                found.append(invocation)
            }
        }
        return (found, problems)
    }
}

enum CIRecipe {
    struct Loaded {
        /// Each ```yaml block, parsed, with the line it starts at.
        var workflows: [(line: Int, value: CIYAML)]
        /// Inline code of the prose and the lines of the other code blocks.
        var codeOutsideYAML: [(text: String, isBlockLine: Bool)]
    }

    struct SetUp {
        /// The README's set-up commands (`bash scripts/setup.sh`).
        var setUp: [String]
        /// How the README runs the CLI: `swift run -c release layoutsnap`.
        var prefix: [String]
    }

    static func load() throws -> Loaded {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        var workflows: [(line: Int, value: CIYAML)] = [], code: [(text: String, isBlockLine: Bool)] = [], prose = ""
        var block: (language: String, line: Int, lines: [String])?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var open = block {
                if line == "```" {
                    block = nil
                    if open.language == "yaml" {
                        let file = "docs/ci.md (yaml block at line \(open.line))"
                        do {
                            guard let document = try YAMLDocument.compose(open.lines.joined(separator: "\n"), file: file) else {
                                Issue.record("\(file): empty"); continue
                            }
                            workflows.append((open.line, CIYAML(document, node: document.root)))
                        } catch {
                            Issue.record("\(file): \(error) (lines count from the block's first line)")
                        }
                    } else {
                        code += logicalLines(open.lines.joined(separator: "\n")).map { (text: $0, isBlockLine: true) }
                    }
                } else {
                    open.lines.append(String(line))
                    block = open
                }
            } else if line.hasPrefix("```") {
                block = (String(line.dropFirst(3)), number + 1, [])
            } else {
                prose += line + " "
            }
        }
        code += prose.matches(of: /`([^`]+)`/).map { (text: String($0.1), isBlockLine: false) }
        return Loaded(workflows: workflows, codeOutsideYAML: code)
    }

    /// The first command block of the README's "Set-up": `bash scripts/setup.sh && swift run -c release layoutsnap …`.
    static func readmeSetUp() throws -> SetUp {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = readme.range(of: "\n## Set-up"),
              let open = readme.range(of: "```sh\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex),
              let line = readme[open.upperBound..<close.lowerBound].split(separator: "\n").first
        else { return SetUp(setUp: [], prefix: []) }
        let commands = line.components(separatedBy: "&&").map { $0.trimmingCharacters(in: .whitespaces) }
        let words = commands.first { $0.contains(" layoutsnap ") }?.split(separator: " ").map(String.init) ?? []
        let prefix = words.firstIndex(of: "layoutsnap").map { Array(words[...$0]) } ?? []
        return SetUp(setUp: commands.filter { !$0.contains("layoutsnap") }, prefix: prefix)
    }

    static func githubJobs(_ workflow: CIYAML) -> [CIJob] {
        (workflow["jobs"]?.pairs ?? []).map { name, spec in
            let steps = spec["steps"]?.items ?? []
            var combinations: [[String: String]] = [[:]]
            for (key, values) in spec["strategy"]?["matrix"]?.pairs ?? [] where key != "include" && key != "exclude" {
                combinations = combinations.flatMap { partial in
                    values.items.compactMap(\.string).map { partial.merging(["matrix." + key: $0]) { $1 } }
                }
            }
            var uploads = Set<String>()
            for step in steps {
                for key in ["path", "sarif_file"] {
                    for path in step["with"]?[key]?.string?.split(separator: "\n") ?? [] { uploads.insert(normalised(String(path))) }
                }
            }
            return CIJob(name: name, lines: steps.flatMap { logicalLines($0["run"]?.string ?? "") },
                         combinations: combinations, uploads: uploads)
        }
    }

    static let gitlabKeywords: Set<String> = ["default", "stages", "variables", "workflow", "include", "image", "services",
                                              "cache", "before_script", "after_script", "pages"]

    static func gitlabJobs(_ pipeline: CIYAML) -> [CIJob] {
        pipeline.pairs.filter { !gitlabKeywords.contains($0.key) && !$0.key.hasPrefix(".") && $0.value["script"] != nil }.map { name, spec in
            let beforeScript = spec["before_script"] ?? pipeline["default"]?["before_script"] ?? pipeline["before_script"]
            var combinations: [[String: String]] = [[:]]
            if let parallel = spec["parallel"] {
                let total = Int(parallel.string ?? "") ?? 0
                if total < 1 { Issue.record("job \(name): parallel: \(parallel) is not a count of jobs") }
                combinations = (1...max(total, 1)).map { ["CI_NODE_INDEX": "\($0)", "CI_NODE_TOTAL": "\(total)"] }
            }
            let uploads = Set((spec["artifacts"]?["paths"]?.strings ?? []).map(normalised))
            return CIJob(name: name, lines: ((beforeScript?.strings ?? []) + spec["script"]!.strings).flatMap(logicalLines),
                         combinations: combinations, uploads: uploads)
        }
    }

    /// `./a/b/` → `a/b`.
    static func normalised(_ path: String) -> String {
        var path = path.trimmingCharacters(in: .whitespaces)
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// A script's lines, with `\`-continued lines joined.
    static func logicalLines(_ script: String) -> [String] {
        var lines: [String] = [], pending = ""
        for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("\\") { pending += line.dropLast() + " "; continue }
            lines.append(pending + line)
            pending = ""
        }
        if !pending.isEmpty { lines.append(pending) }
        return lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// `${{ matrix.x }}` (GitHub) and `$X` / `${X}` (GitLab's shell) replaced by their values; others left as written.
    static func substitute(_ values: [String: String], in line: String) -> String {
        var line = line.replacing(/\$\{\{\s*(matrix\.[A-Za-z0-9_-]+)\s*\}\}/) { match in values[String(match.1)] ?? String(match.0) }
        line = line.replacing(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/) { match in values[String(match.1)] ?? String(match.0) }
        return line
    }

    enum ShellToken: Equatable {
        case word(String)
        case `operator`(String)
    }

    /// A shell line as words and operators (`||`, `&&`, `|`, `;`, `>`, `2>`…), quotes removed; a comment ends it.
    static func shellTokens(_ line: String) -> [ShellToken] {
        var tokens: [ShellToken] = [], word = "", inWord = false
        let characters = Array(line)
        var index = 0
        func flush() {
            if inWord { tokens.append(.word(word)) }
            word = ""; inWord = false
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t":
                flush()
            case "'":
                inWord = true
                index += 1
                while index < characters.count, characters[index] != "'" { word.append(characters[index]); index += 1 }
            case "\"":
                inWord = true
                index += 1
                while index < characters.count, characters[index] != "\"" {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    word.append(characters[index])
                    index += 1
                }
            case "\\":
                inWord = true
                index += 1
                if index < characters.count { word.append(characters[index]) }
            case "#" where !inWord:
                flush()
                return tokens
            case "|", "&", ";", "<", ">":
                var op = String(character)
                if inWord, !word.isEmpty, word.allSatisfy(\.isNumber), character == ">" || character == "<" {
                    op = word + op
                    word = ""; inWord = false
                } else {
                    flush()
                }
                if character != ";", index + 1 < characters.count, characters[index + 1] == character {
                    op.append(character)
                    index += 1
                }
                tokens.append(.operator(op))
            default:
                inWord = true
                word.append(character)
            }
            index += 1
        }
        flush()
        return tokens
    }

    /// A scratch folder laid out like the repository: `Fixtures/` with one bundled fixture, `Snapshots/` with its
    /// references. Commands run there never write into the repository.
    static func scratchRepository(fixture: String) throws -> String {
        let scratch = temporaryDirectory(), manager = FileManager.default
        try manager.createDirectory(atPath: scratch + "/Fixtures", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: scratch + "/Snapshots", withIntermediateDirectories: true)
        try manager.copyItem(atPath: packageRoot.path + "/Fixtures/\(fixture).yaml", toPath: scratch + "/Fixtures/\(fixture).yaml")
        try manager.copyItem(atPath: packageRoot.path + "/Snapshots/\(fixture)", toPath: scratch + "/Snapshots/\(fixture)")
        return scratch
    }

    /// Runs the built binary in `directory` as CI does (`CI` set); the output goes through files, so neither
    /// stream can fill a pipe.
    static func run(_ arguments: [String], in directory: String) throws -> Run {
        let outputs = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: outputs) }
        let outPath = outputs + "/stdout", errPath = outputs + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        environment["LAYOUTSNAP_RECORD"] = nil
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self))
    }
}
