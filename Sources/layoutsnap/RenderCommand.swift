import ArgumentParser
import Compositions
import Foundation
import Pipeline

extension LayoutSnapCommand {
    /// `layoutsnap render`: every variant of every fixture to PNG and/or SVG files.
    struct RenderCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render", abstract: "Render fixtures to PNG and SVG files (<out>/<fixture>/<variant>.png).")

        @OptionGroup var batch: BatchOptions
        @Option(help: "Output directory.") var out: String = "out"
        @Option(help: "Formats: png, svg or png,svg.") var format: ImageFormats = .png
        @Option(help: "Debug overlays drawn on top, any of frames,baselines,margins,constraints; the images are named <variant>.overlay.png.",
                transform: RenderCommand.overlays)
        var overlay: OverlayOptions?

        func run() throws {
            let formats = format
            let overlays = overlay ?? []
            let suffix = overlays.isEmpty ? "" : "overlay."
            let (batch, progress) = try self.batch.prepare()
            let jobs = batch.jobs
            let out = self.out
            let results: [Result<Int, CLIError>] = batch.run { job in
                do {
                    let stages = batch.scenes(job, constraintGuides: overlays.contains(.constraints)).map { stage, scene in
                        (stage, overlays.isEmpty ? scene : DebugOverlay.scene(scene, showing: overlays, measurer: batch.measurer))
                    }
                    for (stage, scene) in stages {
                        report(warnings: scene.warnings, context: "\(job.fixture.name) \(job.name(stage: stage))", fontSet: batch.fontSet)
                        try job.attributingErrors(to: job.name(stage: stage)) { try batch.imaging.withImage(of: scene) {
                            try writeImages(of: scene, formats: formats, imaging: batch.imaging) { ext in
                                (out as NSString).appendingPathComponent(job.relativePath(extension: suffix + ext, stage: stage))
                            }
                        } }
                    }
                    return .success(stages.count)
                } catch {
                    return .failure(CLIError.from(error))
                }
            }
            progress?.finish()
            let images = try imagesWritten(results)
            print("rendered \(jobs.count) variant(s) of \(Set(jobs.map(\.fixture.name)).count) fixture(s) (\(images) image(s) each format) into \(out)")
        }

        /// `frames,baselines,margins,constraints` as overlay options.
        static func overlays(_ list: String) throws -> OverlayOptions {
            var options: OverlayOptions = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let option = OverlayLayer(rawValue: name) else {
                    throw ValidationError("--overlay takes \(OverlayLayer.allCases.map(\.rawValue).joined(separator: ", ")), found '\(name)'")
                }
                options.insert(option)
            }
            return options
        }
    }
}
