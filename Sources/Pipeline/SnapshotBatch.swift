import Foundation
import Measure
import Render
import Scenes
import Snapshot

/// Everything a batch of jobs runs with: the jobs, the font set, measurer and renderer, the thread count and a
/// progress callback. Render, record and verify all go through `images(_:)`, the one path from fixture to scene.
public struct SnapshotBatch: Sendable {
    public var jobs: [RenderJob]
    public var jobCount: Int
    public var measurer: TextMeasurer
    public var imaging: SceneImaging
    /// Called once per finished job with its `fixture variant` title, from worker threads.
    public var progress: (@Sendable (String) -> Void)?

    public var fontSet: FontSet { imaging.fontSet }

    /// `maximumPixelCount` bounds each image (`Renderer.maximumPixelCount`).
    public init(jobs: [RenderJob], jobCount: Int, fontSet: FontSet, maximumPixelCount: Int = Renderer.defaultMaximumPixelCount,
                progress: (@Sendable (String) -> Void)? = nil) {
        self.jobs = jobs; self.jobCount = jobCount; self.measurer = TextMeasurer(fontSet: fontSet)
        self.imaging = SceneImaging(fontSet: fontSet, renderer: Renderer(maximumPixelCount: maximumPixelCount)); self.progress = progress
    }

    /// Lays out one job: a scene per stage (one, or `before` … `after` for a collection update); with
    /// `constraintGuides`, each element keeps its solved constraints for debug overlays.
    public func scenes(_ job: RenderJob, constraintGuides: Bool = false) -> [(stage: String?, scene: Scene)] {
        job.fixture.scenes(for: job.variant, measurer: measurer, constraintGuides: constraintGuides)
    }

    /// The subjects of one job, with references under `snapshotsDirectory`.
    public func subjects(_ job: RenderJob, snapshotsDirectory: String) -> [SnapshotSubject] {
        scenes(job).map { stage, scene in
            SnapshotSubject(scene: scene, referencePath: (snapshotsDirectory as NSString).appendingPathComponent(job.relativePath(extension: "png", stage: stage)),
                            group: job.fixture.name, name: job.name(stage: stage))
        }
    }

    /// Runs `body` for every job on up to `jobCount` threads; results keep the jobs' order.
    public func run<T: Sendable>(_ body: @Sendable @escaping (RenderJob) -> T) -> [T] {
        let jobs = self.jobs, progress = self.progress
        return runParallel(count: jobs.count, jobs: jobCount) { index in
            let result = body(jobs[index])
            progress?("\(jobs[index].fixture.name) \(jobs[index].variant.name)")
            return result
        }
    }

    /// Records or verifies every job through `handler`; a job's failure (bad input, unwritable file) is its result.
    public func handle(with handler: some SnapshotHandler, snapshotsDirectory: String) -> [Result<[Verification], any Error>] {
        let imaging = self.imaging
        return run { job in
            Result {
                try self.subjects(job, snapshotsDirectory: snapshotsDirectory).map { subject in
                    try job.attributingErrors(to: subject.name) {
                        try imaging.withImage(of: subject.scene) { try handler.handle(subject, imaging: imaging) }
                    }
                }
            }
        }
    }
}
