import Foundation
import Testing

/// Bad input, tried as an attacker and as a careless user would: every case must exit with its code (2 for bad
/// input, 0 where the input is legal) within its time bound, under a 4 GB address-space limit, without a signal,
/// and leave no file in the output folder when it fails.
@Suite(.serialized)
struct AbsurdInputTests {
    /// One case: files to create in a fresh folder (`$DIR` in arguments and contents is that folder), the
    /// arguments, the exit code, a fragment of the message, and how long it may take.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String] = [:]
        var arguments: [String]
        var status: Int32 = 2
        var message: String
        var seconds: Double = 20
        var testDescription: String { name }
    }

    /// A standalone view fixture with `body` as the root view's fields.
    static func view(_ body: String, variants: String = "{widths: [375]}") -> String {
        "variants: \(variants)\nview:\n  id: root\n" + body.split(separator: "\n").map { "  \($0)\n" }.joined()
    }

    static let label = "views: [{id: a, type: label, text: \"Hi\"}]\nconstraints: [\"H:|-[a]-|\", \"V:|-[a]-|\"]"

    static let cases: [Case] = [
        Case(name: "a view height of 1e300", files: ["f.yaml": view("height: 1e300\n" + label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "numbers must be between -1000000 and 1000000"),
        Case(name: "an intrinsic size past Int.max", files: ["f.yaml": view("views: [{id: a, intrinsicSize: {width: 5e18, height: 10}}]\nconstraints: [\"V:|[a]\"]")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "numbers must be between"),
        Case(name: "an infinite spacing", files: ["f.yaml": view("views: [{id: a, type: label, text: x}]\nconstraints: [\"H:|-inf-[a]\"]")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "f.yaml:"),
        Case(name: "a constraint constant of 1e300", files: ["f.yaml": view("views: [{id: a, type: label, text: x}]\nconstraints: [\"a.width = 1e300\"]")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "numbers must be between"),
        Case(name: "a metric of 9e18", files: ["f.yaml": view("metrics: {m: 9e18}\n" + label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "numbers must be between"),
        Case(name: "an image over 100 megapixels", files: ["f.yaml": view("height: 20000\n" + label, variants: "{widths: [5000], scales: [3]}")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out", "--jobs", "2"], message: "pixels on a side"),
        Case(name: "an image over the pixel limit but within a side", files: ["f.yaml": view("height: 9000\n" + label, variants: "{widths: [4000], scales: [3]}")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "--max-pixels"),
        Case(name: "an empty scene", files: ["f.yaml": view("height: 0\nviews: []")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "nothing to draw"),
        Case(name: "a YAML alias bomb", files: ["f.yaml": aliasBomb()],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "YAML aliases repeat a part too often"),
        Case(name: "lists nested a million deep", files: ["f.yaml": String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "f.yaml:1:129: lists and mappings nest more than 128 levels deep"),
        Case(name: "a key given twice", files: ["f.yaml": view("height: 100\nheight: 200\n" + label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "f.yaml:5:3: view.height: field 'height' appears twice"),
        Case(name: "an alias of its own mapping", files: ["f.yaml": "view: &v\n  subview: *v\n"],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "refers to a list or mapping that contains it"),
        Case(name: "a second YAML document", files: ["f.yaml": view(label) + "---\n" + view(label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "a fixture is one YAML document"),
        Case(name: "a fixture name of 300 bytes", files: ["f.yaml": "name: \(String(repeating: "n", count: 300))\n" + view(label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "a name must be 1 to 100 bytes"),
        Case(name: "a fixture name that hides its folder", files: ["f.yaml": "name: .git\n" + view(label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "must not start with '.'"),
        Case(name: "a category listed twice", files: ["f.yaml": view(label, variants: "{widths: [375], categories: [L, AX5, L]}")],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "this value is listed twice in categories"),
        Case(name: "--out naming a regular file", files: ["f.yaml": view(label), "out": "not a folder"],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "cannot write"),
        Case(name: "a FIFO as a fixture", files: ["f.yaml": "<fifo>"],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], message: "not a regular file (a FIFO)", seconds: 5),
        Case(name: "a missing --font-dir", files: ["f.yaml": view(label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out", "--font-dir", "$DIR/nowhere"], message: "--font-dir: $DIR/nowhere is not a folder"),
        Case(name: "a FIFO named like a font in --font-dir", files: ["fonts/Inter-Regular.otf": "<fifo>", "f.yaml": view(label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out", "--font-dir", "$DIR/fonts"], message: "Inter", seconds: 10),
        Case(name: "measure --lines -1", arguments: ["measure", "Hello", "--lines", "-1"], message: "--lines must be 0 or more, found -1"),
        Case(name: "measure with neither text nor file", arguments: ["measure"], message: "give the text to measure"),
        Case(name: "measure a 1 MB text from a file", files: ["text.txt": String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)],
             arguments: ["measure", "--file", "$DIR/text.txt", "--width", "343"], status: 0, message: "line(s)"),
        // 3 MB, not the issue's 10 MB: this runs the debug binary (about 2.5 s per MB), and quadratic wrapping
        // (12 s for 1 MB in release) would still take minutes. The 10 MB figure is the LargeFixtures benchmark's.
        Case(name: "measure 3 MB without a break opportunity", files: ["text.txt": String(repeating: "abcdefghij", count: 300_000)],
             arguments: ["measure", "--file", "$DIR/text.txt", "--width", "343", "--lines", "3"], status: 0, message: "line(s)", seconds: 30),
        Case(name: "a negative --max-pixels", files: ["f.yaml": view(label)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out", "--max-pixels", "-5"], message: "--max-pixels must be at least 1"),
        Case(name: "a non-PNG of 3 GB as a reference", files: ["f.yaml": "name: big\n" + view(label), "refs/big/w375-L@2x.png": "<sparse 3G>"],
             arguments: ["verify", "$DIR/f.yaml", "--snapshots", "$DIR/refs", "--artifacts", "$DIR/out", "--record", "never"],
             message: "is more than the limit of 1073741824", seconds: 10),
        Case(name: "a folder as a reference", files: ["f.yaml": "name: dir\n" + view(label), "refs/dir/w375-L@2x.png/x": "x"],
             arguments: ["verify", "$DIR/f.yaml", "--snapshots", "$DIR/refs", "--artifacts", "$DIR/out", "--record", "never"],
             message: "not a regular file (a folder)"),
        Case(name: "300 chained conflicting constraints", files: ["f.yaml": chainedConflicts(300)],
             arguments: ["render", "$DIR/f.yaml", "--out", "$DIR/out"], status: 0, message: "Unable to simultaneously satisfy constraints", seconds: 20),
    ]

    /// A section of 1,000 aliases of one item, and 1,000 aliases of that section: 10 KB of YAML that stands for
    /// 1,000,000 items.
    static func aliasBomb() -> String {
        let items = "[&i {prototype: tag, text: {name: x}}" + String(repeating: ", *i", count: 999) + "]"
        let sections = "[&s {items: \(items)}" + String(repeating: ", *s", count: 999) + "]"
        return """
            collection:
              layout: {type: flow, itemSize: {width: 10, height: 10}}
              prototypes: {tag: {views: [{id: name, type: label, text: ""}], constraints: ["H:|[name]|"]}}
              sections: \(sections)
            """
    }

    /// `count` views in a row, each with a width fixed twice at different values: a conflict per view, all
    /// connected through the chain.
    static func chainedConflicts(_ count: Int) -> String {
        var views: [String] = [], constraints: [String] = []
        for index in 0..<count {
            views.append("{id: v\(index), intrinsicSize: {width: 10, height: 10}}")
            constraints.append(index == 0 ? "v0.leading = root.leading" : "v\(index).leading = v\(index - 1).trailing + 1")
            constraints.append("v\(index).width = 10")
            constraints.append("v\(index).width = 20")
            constraints.append("v\(index).top = root.top")
        }
        return view("height: 40\nviews: [" + views.joined(separator: ", ") + "]\nconstraints: ["
                    + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "]", variants: "{widths: [375]}")
    }

    @Test(arguments: cases)
    func badInputExitsWithItsCodeWithinItsBounds(_ testCase: Case) throws {
        let folder = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, contents) in testCase.files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            switch contents {
            case "<fifo>": #expect(mkfifo(full, 0o644) == 0)
            case "<sparse 3G>":
                #expect(FileManager.default.createFile(atPath: full, contents: Data("not a png".utf8)))
                #expect(truncate(full, 3 << 30) == 0)
            default: try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
            }
        }
        let arguments = testCase.arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder) }
        let start = Date()
        let run = try layoutsnapBounded(arguments, seconds: testCase.seconds, addressSpaceMB: 4096)
        let elapsed = Date().timeIntervalSince(start)
        #expect(run.signal == nil, "killed by signal \(run.signal ?? 0) after \(elapsed) s\n\(run.stderr.prefix(2000))")
        #expect(run.status == testCase.status, "\(run.stderr.prefix(2000))")
        #expect(elapsed <= testCase.seconds, "took \(elapsed) s")
        let message = testCase.message.replacingOccurrences(of: "$DIR", with: folder)
        #expect((run.stderr + run.stdout).contains(message), "\(run.stderr.prefix(2000))")
        if testCase.status != 0 {
            // A verify run always writes its report; nothing else may be left.
            let outputs = files(in: folder + "/out").keys.filter { !$0.hasPrefix("report.") }
            #expect(outputs.isEmpty, "a failed run left outputs: \(outputs.sorted())")
        }
    }
}

/// What a bounded run of the binary did: its exit status, or the signal that ended it.
struct BoundedRun {
    var status: Int32
    var signal: Int32?
    var stdout: String
    var stderr: String
}

/// Runs the binary in the package root under an address-space limit (`ulimit -v`), killing it after `seconds`.
func layoutsnapBounded(_ arguments: [String], seconds: Double, addressSpaceMB: Int) throws -> BoundedRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -v \(addressSpaceMB * 1024); exec \"$0\" \"$@\"", binary.path] + arguments
    process.currentDirectoryURL = packageRoot
    process.standardInput = FileHandle.nullDevice
    let outFile = NSTemporaryDirectory() + "layoutsnap-out-\(UUID().uuidString)"
    let errFile = NSTemporaryDirectory() + "layoutsnap-err-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: outFile, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: outFile); try? FileManager.default.removeItem(atPath: errFile) }
    process.standardOutput = FileHandle(forWritingAtPath: outFile)
    process.standardError = FileHandle(forWritingAtPath: errFile)
    try process.run()
    let deadline = Date().addingTimeInterval(seconds + 5)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
    let signal: Int32? = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return BoundedRun(status: signal == nil ? process.terminationStatus : -1, signal: signal, stdout: read(outFile), stderr: read(errFile))
}
