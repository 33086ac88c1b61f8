import Testing
import XCTest

/// Where a test called an assertion, in the forms both Swift Testing and XCTest want.
public struct TestSourceLocation: Sendable {
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// This location as Swift Testing's `SourceLocation`.
    public var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// How an assertion of `DragKitTesting` reports a failure: by default to the test framework
/// that runs the current test (Swift Testing's `Issue.record`, or `XCTFail` under XCTest).
public struct TestFailureReporter {
    private let report: (String, TestSourceLocation) -> Void

    /// A reporter that hands each failure's message and location to `report` (for example to
    /// collect them in a test of the assertions themselves).
    public init(_ report: @escaping (_ message: String, _ location: TestSourceLocation) -> Void) {
        self.report = report
    }

    /// Reports `message` as a failure at `location`.
    public func fail(_ message: String, at location: TestSourceLocation) {
        report(message, location)
    }

    /// Records an issue in the running Swift Testing test, or fails the running XCTest test
    /// when no Swift Testing test is running.
    public static var automatic: TestFailureReporter {
        TestFailureReporter { message, location in
            if Test.current != nil {
                Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
            } else {
                XCTFail(message, file: location.filePath, line: location.line)
            }
        }
    }
}
