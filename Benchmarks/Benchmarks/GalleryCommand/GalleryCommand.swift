import Benchmark
import Foundation

// `gallery Fixtures` costs at most 1.2 × `render Fixtures --format png` (issue 28): the gallery draws each variant once
// (the same PNG render writes), lints the same scene and writes the pages. Both are the user's commands, run as the
// release binary of the main package (`swift build -c release --product layoutsnap` in the package root first), on the
// bundled fixtures (their own variants, 840 images), default jobs, into a fresh folder each iteration.

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let binary = packageRoot.appendingPathComponent(".build/release/layoutsnap").path

/// Runs the binary in the package root with its output discarded; a failure stops the benchmark.
func layoutsnap(_ arguments: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { fatalError("cannot run \(binary) (build it with `swift build -c release --product layoutsnap`): \(error)") }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fatalError("layoutsnap \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)") }
}

func freshFolder() -> String {
    let path = NSTemporaryDirectory() + "layoutsnap-gallery-bench-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

let benchmarks: @Sendable () -> Void = {
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        fatalError("\(binary) is missing: run `swift build -c release --product layoutsnap` in the package root first")
    }
    let configuration = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1,
                                                maxDuration: .seconds(120), maxIterations: 8)

    Benchmark("GalleryCommand render Fixtures --format png", configuration: configuration) { benchmark in
        let out = freshFolder()
        benchmark.startMeasurement()
        layoutsnap(["render", "Fixtures", "--format", "png", "--out", out, "--progress", "none"])
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(atPath: out)
    }

    Benchmark("GalleryCommand gallery Fixtures", configuration: configuration) { benchmark in
        let out = freshFolder()
        benchmark.startMeasurement()
        layoutsnap(["gallery", "Fixtures", "--out", out, "--progress", "none"])
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(atPath: out)
    }
}
