import Foundation
import Synchronization
import Testing
@testable import DragKitDesktopFiles

/// `kill -9` during a move leaves the file in exactly one place (issue 26) because a move is one
/// `rename(2)`: the kernel switches the name over atomically, so no process, killed or not, can
/// see both or neither. This test watches from another thread while a file moves back and forth
/// between two folders 200 times.
///
/// Two `lstat`s are not one snapshot, so the watcher uses a sequence count: the mover adds 1 before
/// and after each rename. A sample counts only if at most one rename could have happened between
/// its two looks, and then looks in the order that can't be fooled by that one rename: first at
/// the place the file would move to (if it is there, the rename is done, so the other place must
/// be empty: never both), and, in the other half of the samples, first at the place it would move
/// from (if it is gone, the rename is done, so the other place must hold it: never neither).
@Suite struct AtomicMoveTests {
    final class Shared: Sendable {
        let sequence = Atomic<Int>(0)
        let started = Atomic<Bool>(false)
        let done = Atomic<Bool>(false)
        let both = Atomic<Int>(0)
        let neither = Atomic<Int>(0)
        let samples = Atomic<Int>(0)
    }

    @Test func moveBetweenFoldersIsNeverInBothOrNeither() async throws {
        let temporary = TemporaryFolder()
        temporary.file("A/moving.txt", "payload")
        temporary.folder("B")
        let inode = temporary.inode("A/moving.txt")
        let folder = try temporary.model()
        let shared = Shared()
        let pathA = temporary.path + "/A/moving.txt"
        let pathB = temporary.path + "/B/moving.txt"

        let watcher = Thread {
            shared.started.store(true, ordering: .sequentiallyConsistent)
            var round = 0
            while !shared.done.load(ordering: .sequentiallyConsistent) {
                round += 1
                let before = shared.sequence.load(ordering: .sequentiallyConsistent)
                let completed = before / 2
                // After `completed` renames the file is in A if even, in B if odd; the next goes the other way.
                let from = completed % 2 == 0 ? pathA : pathB
                let to = completed % 2 == 0 ? pathB : pathA
                var info = stat()
                let checkDestinationFirst = round % 2 == 0
                let first = lstat(checkDestinationFirst ? to : from, &info) == 0
                let second = lstat(checkDestinationFirst ? from : to, &info) == 0
                let after = shared.sequence.load(ordering: .sequentiallyConsistent)
                guard (after + 1) / 2 - completed <= 1 else { continue }  // two renames may have passed
                shared.samples.add(1, ordering: .relaxed)
                if checkDestinationFirst, first, second { shared.both.add(1, ordering: .relaxed) }
                if !checkDestinationFirst, !first, !second { shared.neither.add(1, ordering: .relaxed) }
            }
        }
        watcher.start()
        while !shared.started.load(ordering: .sequentiallyConsistent) { await Task.yield() }

        for index in 0..<200 {
            shared.sequence.add(1, ordering: .sequentiallyConsistent)
            let move = index % 2 == 0
                ? try folder.move("A/moving.txt", into: "B")
                : try folder.move("B/moving.txt", into: "A")
            shared.sequence.add(1, ordering: .sequentiallyConsistent)
            #expect(move.to == (index % 2 == 0 ? "B/moving.txt" : "A/moving.txt"))
        }
        shared.done.store(true, ordering: .sequentiallyConsistent)
        while !watcher.isFinished { await Task.yield() }

        #expect(shared.samples.load(ordering: .relaxed) > 0)
        #expect(shared.both.load(ordering: .relaxed) == 0)
        #expect(shared.neither.load(ordering: .relaxed) == 0)
        #expect(temporary.exists("A/moving.txt") && !temporary.exists("B/moving.txt"))
        #expect(temporary.inode("A/moving.txt") == inode)
        #expect(temporary.bytes("A/moving.txt") == Array("payload".utf8))
    }
}
