import ArgumentParser
import Files
import Foundation

/// Entry point: parses, runs, and maps every failure to the documented exit codes
/// (0 success, 1 differences found, 2 bad input or usage, 3 internal error).
AtomicFile.ignoreFileSizeSignal()
do {
    var command = try LayoutSnapCommand.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    printError("error: \(error.message)")
    exit(error.exitCode)
} catch let error as ExitCode {
    exit(error.rawValue)
} catch {
    let code = LayoutSnapCommand.exitCode(for: error)
    if code == .success {
        print(LayoutSnapCommand.fullMessage(for: error))
        exit(0)
    }
    let mapped = CLIError.from(error)
    if mapped.exitCode == 3 && code != .failure {
        // Argument parsing and validation errors: usage problems.
        printError(LayoutSnapCommand.fullMessage(for: error))
        exit(2)
    }
    printError("error: \(mapped.message)")
    exit(mapped.exitCode)
}
