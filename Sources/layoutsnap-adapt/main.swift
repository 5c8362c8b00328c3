import Files
import Foundation
import SourceAdapter

// layoutsnap-adapt --output DIR FILE.swift …
// Writes DIR/<name of FILE> adapted by `SourceAdapter` for each FILE (the build-tool plugin calls it once per
// target). Never writes over an input; a file it cannot read, or one of more than 4 MiB, stops it with exit 2 and
// one message, before anything is written.

let usage = "usage: layoutsnap-adapt --output DIR FILE.swift …"
let maximumFileBytes = 4 << 20

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layoutsnap-adapt: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, arguments[0] == "--output" else { fail(usage) }
let output = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let inputs = arguments.dropFirst(2).map { URL(fileURLWithPath: $0).standardizedFileURL }

var seen: Set<String> = []
var sources: [(name: String, text: String)] = []
for input in inputs {
    let name = input.lastPathComponent
    guard name.hasSuffix(".swift") else { fail("\(input.path): not a Swift file") }
    guard seen.insert(name).inserted else { fail("\(input.path): a second file named \(name) (SwiftPM needs file names unique in a target)") }
    guard input.deletingLastPathComponent().path != output.path else { fail("\(input.path): is in the output folder; it would be overwritten") }
    let bytes: [UInt8]
    do {
        bytes = try RegularFile.read(input.path, limit: maximumFileBytes)
    } catch {
        fail("\(error)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(input.path): not UTF-8 text") }
    sources.append((name, text))
}

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
} catch {
    fail("\(output.path): cannot create the folder (\(error.localizedDescription))")
}
for source in sources {
    let path = output.appendingPathComponent(source.name).path
    let adapted = SourceAdapter.adapt(source.text, fileName: path)
    do {
        try AtomicFile.write(Array(adapted.text.utf8), to: path)
    } catch {
        fail("\(error)")
    }
}
