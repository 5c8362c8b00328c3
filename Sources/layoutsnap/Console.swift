import ArgumentParser
import Foundation
import Measure
import Scenes

/// The images a batch wrote (each job reports how many), after printing every failure and exiting with the worst
/// failure's code when there was one.
func imagesWritten(_ results: [Result<Int, CLIError>]) throws -> Int {
    var images = 0
    var worst: Int32?
    for result in results {
        switch result {
        case let .success(count): images += count
        case let .failure(error):
            printError("error: \(error.message)")
            worst = max(worst ?? error.exitCode, error.exitCode)
        }
    }
    if let worst { throw ExitCode(worst) }
    return images
}

/// Prints scene warnings, naming the fixture and variant; a missing emoji says which package would cover it.
func report(warnings: [LayoutWarning], context: String, fontSet: FontSet) {
    for warning in warnings {
        var line = "warning: \(context): \(warning)"
        if !fontSet.hasEmojiFont, case let .missingCharacter(character) = warning.kind,
           let scalar = character.unicodeScalars.first, scalar.properties.isEmoji, scalar.value > 0xFF {
            line += " (no emoji font installed; Debian: apt-get install fonts-symbola)"
        }
        printError(line)
    }
}
