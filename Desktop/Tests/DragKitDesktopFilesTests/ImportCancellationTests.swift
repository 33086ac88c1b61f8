import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Cancelling a long copy (F9): it stops between chunks and leaves nothing behind.
@Suite struct ImportCancellationTests {
    @Test func cancelledCopyLeavesNoPart() throws {
        let source = TemporaryFolder()
        let sourcePath = source.path + "/long.bin"
        _ = FileManager.default.createFile(atPath: sourcePath, contents: Data(ImportTests.pattern(DesktopFolder.importChunkSize * 4)))
        let temporary = TemporaryFolder()
        let cancellation = ImportCancellation()
        var reports = 0
        let error = #expect(throws: FolderError.io("long.bin", errno: ECANCELED)) {
            try temporary.model().importFile(at: URL(fileURLWithPath: sourcePath), into: "", cancellation: cancellation) { done, _ in
                reports += 1
                if done > 0 { cancellation.cancel() }
            }
        }
        #expect(error?.message == "Copying “long.bin” was cancelled.")
        #expect(reports == 2)
        #expect(cancellation.isCancelled)
        #expect(temporary.tree() == [])
    }
}
