import DragKit
import DragKitTesting
import Testing

@Suite("F2 The drag image")
struct DragImageTests {
    @Test("F2: the drag image appears over the item, shifted by how far the pointer moved")
    func imageStartsAtItem() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[0])
        sim.press(at: start)
        sim.move(to: start.offset(4, 3))
        let begin = try #require(sim.log.first(where: { $0.isBeginPreview }))
        #expect(begin == .beginPreview(1, .items([inbox[0]]), frame: Rect(x: 4, y: 3, width: 300, height: 40)))
    }

    @Test("F2: the drag image follows the pointer, keeping its offset from the press")
    func imageFollowsPointer() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = Point(x: 20, y: 50)  // near the left edge of Eggs, off its centre
        sim.press(at: start)
        let path = [start.offset(0, 10), start.offset(100, 40), start.offset(380, 5), Scene.gap, Scene.nowhere]
        for point in path {
            sim.advance(by: .milliseconds(16))
            sim.move(to: point)
            let expected = Rect(x: point.x - 20, y: point.y - 10, width: 300, height: 40)
            #expect(sim.lastActions.compactMap({ $0.previewFrame }).last == expected)
            #expect(sim.engine.feedback(for: 1)?.previewFrame == expected)
        }
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[1]])
    }

    @Test("F2: a move to the same location does not move the image again")
    func noRedundantMoves() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 150, y: 90))
        sim.move(to: Point(x: 150, y: 90))
        #expect(sim.lastActions.isEmpty)
    }

    @Test("F2: the image stays until the drop, then settles onto the moved item")
    func imageSettlesOnDrop() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        #expect(sim.count(where: { $0.isBeginPreview }) == 1)
        #expect(sim.count(where: { $0.isEndPreview }) == 1)
        let lastMove = try #require(sim.log.lastIndex(where: { $0.isMovePreview }))
        let end = try #require(sim.log.firstIndex(where: { $0.isEndPreview }))
        #expect(lastMove < end)
        #expect(sim.previewEndings == [.settle(onto: [inbox[0]])])
        #expect(sim.log.contains(.setLifted([inbox[0]], false)))
    }

    @Test("F2: after a copy the image settles onto the new copy, not the original")
    func imageSettlesOnCopy() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: 6, fraction: 0.9))  // bottom of Pears
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .copy)
        #expect(transfer.copies.count == 1)
        #expect(sim.previewEndings == [.settle(onto: transfer.copies)])
    }

    @Test("F2: each drag's image is addressed to its own pointer")
    func imageBelongsToPointer() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 150, y: 200), pointer: 7)
        for action in sim.log where action.isBeginPreview || action.isMovePreview {
            #expect(action.pointer == 7)
        }
        sim.release(7, at: Point(x: 150, y: 200))
        #expect(sim.log.last(where: { $0.isEndPreview })?.pointer == 7)
        #expect(sim.engine.feedback(for: 7) == nil)
    }
}
