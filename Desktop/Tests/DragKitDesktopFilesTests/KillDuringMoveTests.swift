import Foundation
import Testing
@testable import DragKitDesktopFiles

/// `kill -9` during a move leaves the file in exactly one place (issue 26, S3).
///
/// The test binary starts itself again as a child that runs only ``moverChild()``: it moves a file
/// back and forth between two folders with ``DesktopFolder/move(_:into:)`` as fast as it can. The
/// parent lets it run for a while (a different while each round), kills it with `SIGKILL`, and
/// checks that the file is in exactly one of the two folders, with its inode and bytes unchanged
/// and nothing else left behind. ``AtomicMoveTests`` watches the same property from a thread.
@Suite struct KillDuringMoveTests {
    static let rootVariable = "DRAGKIT_TEST_MOVER_ROOT"
    static let markerVariable = "DRAGKIT_TEST_MOVER_MARKER"

    /// The child's part: runs only when the parent sets ``rootVariable`` (skipped otherwise).
    /// Stops by itself if the parent goes away or after two million moves.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[rootVariable] != nil))
    func moverChild() throws {
        let environment = ProcessInfo.processInfo.environment
        let root = try #require(environment[Self.rootVariable])
        let marker = try #require(environment[Self.markerVariable])
        let parent = getppid()
        let folder = try DesktopFolder(root: URL(fileURLWithPath: root))
        for index in 0..<2_000_000 where getppid() == parent {
            _ = index % 2 == 0 ? try folder.move("A/moving.txt", into: "B") : try folder.move("B/moving.txt", into: "A")
            if index == 0 { _ = creat(marker, 0o644) }
        }
    }

    @Test func killDuringMovesLeavesTheFileInExactlyOnePlace() throws {
        let temporary = TemporaryFolder()
        temporary.file("A/moving.txt", "payload")
        temporary.folder("B")
        let inode = temporary.inode("A/moving.txt")
        let markers = TemporaryFolder()
        let executable = try #require(POSIX.realPath("/proc/self/exe"))
        var placesSeen: Set<String> = []
        for round in 0..<6 {
            let marker = markers.path + "/started-\(round)"
            let child = Process()
            child.executableURL = URL(fileURLWithPath: executable)
            child.arguments = ["--testing-library", "swift-testing", "--filter", "KillDuringMoveTests/moverChild"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.rootVariable] = temporary.path
            environment[Self.markerVariable] = marker
            child.environment = environment
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            // Wait (at most about 60 s) until the child has moved the file once.
            var waited = 0
            while access(marker, F_OK) != 0, child.isRunning, waited < 60_000 {
                usleep(1000)
                waited += 1
            }
            try #require(child.isRunning, "the child stopped before it was killed")
            try #require(access(marker, F_OK) == 0, "the child never moved the file")
            usleep(UInt32(1000 + round * 3000))
            #expect(kill(child.processIdentifier, SIGKILL) == 0)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal)

            let inA = temporary.exists("A/moving.txt")
            let inB = temporary.exists("B/moving.txt")
            #expect(inA != inB, "round \(round): in A \(inA), in B \(inB)")
            let place = inA ? "A/moving.txt" : "B/moving.txt"
            placesSeen.insert(place)
            #expect(temporary.inode(place) == inode)
            #expect(temporary.bytes(place) == Array("payload".utf8))
            #expect(temporary.tree().count == 3)
            // Put it back in A for the next round.
            if inB { _ = try temporary.model().move("B/moving.txt", into: "A") }
        }
        // The kills landed while the file was moving (it was found in either place at least once
        // in most runs; not asserted, since where a kill lands is up to the scheduler).
        _ = placesSeen
    }
}
