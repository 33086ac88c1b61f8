import DragKit
import DragKitTesting
import Testing

@Suite("F4 Flocking and F3 predicted drag image")
struct FlockingTests {
    @Test("F4: flock frames stack under the anchor with 4 pt offsets, capped at 5 positions")
    func flockLayoutIsCapped() {
        let items: [ItemID] = [1, 2, 3, 4, 5, 6, 7]
        let sizes = [Size(width: 100, height: 40), Size(width: 60, height: 20)]
        let frames = FlockLayout.frames(for: items, sizes: sizes, around: Point(x: 200, y: 100))
        #expect(frames.map { $0.item } == items)
        #expect(frames[0].frame == Rect(x: 150, y: 80, width: 100, height: 40))
        #expect(frames[0].frame.center == Point(x: 200, y: 100))
        #expect(frames[1].frame == Rect(x: 174, y: 94, width: 60, height: 20))
        #expect(frames[2].frame == Rect(x: 158, y: 88, width: 100, height: 40))  // missing size: the first's
        #expect(frames[4].frame == Rect(x: 166, y: 96, width: 100, height: 40))
        #expect(frames[5].frame == frames[4].frame && frames[6].frame == frames[4].frame)
        #expect(FlockLayout.frames(for: [], sizes: [], around: .zero).isEmpty)
    }

    @Test("F4: a group drag gathers its items under the pointer and spreads them at the drop")
    func groupGathersUnderPointer() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1], inbox[3]], in: Scene.inbox))
        let start = sim.center(of: inbox[1]).offset(-60, 5)
        sim.press(1, at: start)
        sim.advance(by: .milliseconds(16))
        sim.move(1, to: start.offset(0, 5))
        let begin = try #require(sim.lastActions.first { $0.isBeginPreview }?.previewFrame)
        #expect(begin.center == start.offset(0, 5))
        let flock = try #require(sim.lastActions.compactMap { if case .flockPreview(1, let frames) = $0 { frames } else { nil } }.first)
        #expect(flock.map { $0.item } == [inbox[0], inbox[1], inbox[3]])
        #expect(flock[0].frame == begin)
        #expect(flock[2].frame == begin.offsetBy(Point(x: 8, y: 8)))
        // The stack follows the pointer, still centred under it.
        sim.move(1, to: Point(x: 550, y: 75))
        #expect(sim.engine.feedback(for: 1)?.previewFrame.center == Point(x: 550, y: 75))
        sim.release(1, at: Point(x: 550, y: 75))
        let copies = try #require(sim.commits.last?.copies)
        #expect(sim.previewEndings.last == .settle(onto: copies))
    }

    @Test("F3: the drag image takes the destination's predicted size, at most once per 250 ms, and settles")
    func reshapeIsRateLimited() throws {
        var (sim, inbox, _) = try Scene.twoLists(
            archivePolicy: ContainerPolicy(dropPreviewSize: Size(width: 200, height: 150)))
        sim.lift(inbox[0], to: Point(x: 150, y: 100))
        var reshapes: [(Int64, Size?)] = []
        func collect(_ sim: DragSimulator, since count: Int) -> [Size?] {
            sim.log[count...].compactMap { if case .reshapePreview(1, let size) = $0 { .some(size) } else { nil } }
        }
        // Wave in and out of the archive every 30 ms for a second.
        for step in 0..<34 {
            var mark = sim.log.count
            sim.advance(by: .milliseconds(10))  // ticks fall due on 10 ms boundaries
            for size in collect(sim, since: mark) { reshapes.append((sim.clock.now.milliseconds, size)) }
            mark = sim.log.count
            sim.move(1, to: step % 3 == 0 ? Point(x: 150, y: 100) : Point(x: 550, y: 75))
            for size in collect(sim, since: mark) { reshapes.append((sim.clock.now.milliseconds, size)) }
            sim.advance(by: .milliseconds(20))
        }
        #expect(reshapes.count >= 2)
        #expect(reshapes.count <= 5)
        for (earlier, later) in zip(reshapes, reshapes.dropFirst()) {
            #expect(later.0 - earlier.0 >= 250)
            #expect(later.1 != earlier.1)  // a change each time, never a repeat
        }
        // Rest over the archive: within 250 ms the image shows the predicted size, then no more.
        sim.move(1, to: Point(x: 550, y: 75))
        sim.advance(by: .milliseconds(300))
        let settled = sim.log.compactMap { if case .reshapePreview(1, let size) = $0 { .some(size) } else { nil } }
        #expect(settled.last == .some(Size(width: 200, height: 150)))
        let count = settled.count
        for _ in 0..<10 {
            sim.move(1, to: Point(x: 551, y: 76))
            sim.advance(by: .milliseconds(100))
        }
        #expect(sim.count(where: { if case .reshapePreview = $0 { true } else { false } }) == count)
        sim.release(1, at: Point(x: 551, y: 76))
        #expect(sim.previewEndings.last == .settle(onto: sim.commits.last?.copies ?? []))
    }

    @Test("F3: a destination without a predicted size leaves the drag image alone")
    func noPredictionNoReshape() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 550, y: 75))
        #expect(!sim.logContains { if case .reshapePreview = $0 { true } else { false } })
    }
}
