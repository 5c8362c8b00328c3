import Files
import FixtureFormat
import Foundation
import Measure
import PNGCodec
import Pipeline
import Render
import Snapshot

/// Errors the tool reports, each with its exit code: 2 bad input or usage, 3 internal error.
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32

    static func badInput(_ message: String) -> CLIError { CLIError(message: message, exitCode: 2) }
    static func internalError(_ message: String) -> CLIError { CLIError(message: message, exitCode: 3) }

    var description: String { message }

    /// Maps any error to the tool's message and exit code.
    static func from(_ error: Error) -> CLIError {
        switch error {
        case let error as CLIError: return error
        case let error as LocatedError: return .badInput(error.description)
        case let error as PipelineError: return .badInput(error.description)
        case let error as RecordModeError: return .badInput(error.description)
        case let error as FontError: return .badInput(error.description)
        case let error as FileReadError: return .badInput(error.description)
        // An output that cannot be written (a folder that is a file, no permission, a full disk, a file-size limit):
        // the message names the path and the reason.
        case let error as FileWriteError: return .badInput(error.description)
        case let error as ImageError:
            if case .writeFailed = error { return .internalError(error.description) }
            return .badInput(error.description)
        case let error as RenderError: return error.isBadInput ? .badInput(error.description) : .internalError(error.description)
        case let error as JobError:
            var mapped = from(error.underlying)
            mapped.message = error.description
            return mapped
        default: return .internalError("\(error)")
        }
    }
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
