import Testing
import XCTest

/// Where an assertion was written, as both test frameworks take it.
package struct AssertionLocation: Sendable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt

    package init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
    }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// A named file to attach to a failure (`reference.png`, `<name>.diff.png`, …).
package struct FailureAttachment: Sendable {
    package var name: String
    package var bytes: [UInt8]

    package init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
}

/// Reports a failure to whichever framework runs the current test, as swift-snapshot-testing's `recordIssue` does:
/// under Swift Testing (`Test.current` is set) an `Issue` at `location`, with `attachments` recorded as Swift
/// Testing attachments (saved by `swift test --attachments-path DIR`); under XCTest an `XCTFail` at the file and
/// line. swift-corelibs-xctest (Linux) has no attachments, so there the message itself must name the artifact files.
package func reportFailure(_ message: String, attachments: [FailureAttachment], at location: AssertionLocation) {
    if Test.current != nil {
        recordAttachments(attachments, at: location)
        Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else {
        XCTFail(message, file: location.filePath, line: location.line)
    }
}

/// Records Swift Testing attachments on the current test; does nothing outside Swift Testing.
package func recordAttachments(_ attachments: [FailureAttachment], at location: AssertionLocation) {
    guard Test.current != nil else { return }
    for attachment in attachments {
        Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location.sourceLocation)
    }
}
