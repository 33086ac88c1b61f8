import DragKit
import DragKitTesting
import Testing

/// Rules that small deliberate faults in the engine broke without any other test noticing: each
/// test here fails when its rule is broken (F7, S2, F6, F5, A1).
@Suite("Rules deliberate faults used to slip past")
struct MutationSurvivorTests {
    // MARK: F7: the fly-back goes to the item's place now

    @Test("F7: after the layout changed mid-drag, a cancelled drag flies back to the item's current frame, not where it was lifted")
    func flyBackToCurrentFrame() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let lifted = try #require(sim.engine.layout.itemFrames[inbox[1]])
        sim.lift(inbox[1], to: Scene.gap)
        // The host re-measures: the list scrolled or reflowed, the item is 25 points lower now.
        let moved = lifted.offsetBy(Point(x: 12, y: 25))
        _ = sim.engine.handle(.itemFrame(moved, of: inbox[1]))
        sim.key(.escape)
        #expect(sim.previewEndings.last == .flyBack(to: moved))
        #expect(sim.previewEndings.last != .flyBack(to: lifted))
    }

    @Test("F7: released over nothing after a re-layout, the image also flies back to the current frame")
    func flyBackAfterReleaseOverNothing() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let lifted = try #require(sim.engine.layout.itemFrames[inbox[0]])
        sim.lift(inbox[0], to: Scene.nowhere)
        let moved = lifted.offsetBy(Point(x: 0, y: 40))
        _ = sim.engine.handle(.itemFrame(moved, of: inbox[0]))
        sim.release(at: Scene.nowhere)
        #expect(sim.previewEndings.last == .flyBack(to: moved))
    }

    // MARK: S2, F6: a drop over its own place does nothing

    @Test("S2, F6: released over the upper or lower half of its own row, an item stays where it was",
          arguments: [0.2, 0.45, 0.55, 0.8])
    func ownRowIsNoOp(fraction: Double) throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[2], to: sim.point(in: inbox[2], fraction: fraction))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 2)
        sim.release(at: sim.point(in: inbox[2], fraction: fraction))
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.commits.isEmpty)
        #expect(sim.announcements.last == "Dropped Bread where it was, in Inbox.")
    }

    @Test("S2, F6: over the upper half of the next row it also stays; over the lower half of the row above, it moves up one")
    func neighboursRows() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[2]), to: sim.point(in: inbox[3], fraction: 0.25))
        #expect(sim.order(of: Scene.inbox) == inbox)
        var (other, items, _) = try Scene.twoLists()
        other.drag(other.center(of: items[2]), to: other.point(in: items[0], fraction: 0.75))
        #expect(other.order(of: Scene.inbox) == [items[0], items[2], items[1], items[3]])
    }

    // MARK: F5: a partly accepted drag shows the accepted count

    @Test("F5: two items over a destination that accepts only one of them show a badge with the accepted count, 1")
    func partialAcceptanceBadge() throws {
        var sim = DragSimulator()
        let source = try sim.addList(1, "Desk", items: ["Photo"], type: .image)
        let text = Item(id: 50, type: .plainText, label: "Memo")
        try sim.addItem(text, to: 1)
        let album = try sim.addList(
            2, "Album", policy: ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.image]),
            items: ["Sunset"], type: .image, origin: Point(x: 400, y: 0))
        _ = sim.engine.handle(.setSelection([source[0], text.id], in: 1))
        sim.lift(source[0], to: sim.center(of: album[0]))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.operation == .move)
        #expect(feedback.acceptedItems == [source[0]])
        #expect(feedback.badge == Badge(count: 1))
        #expect(sim.badges().last == Badge(count: 1))
    }

    // MARK: A1: one capped band, one easing at both edges

    /// A list of `height` points (the visible area), scrollable over three times that.
    static func scroller(height: Double) throws -> DragSimulator {
        var sim = DragSimulator()
        try sim.addList(1, "Long", items: (1...10).map { "Row \($0)" }, height: height)
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: height * 3, offset: height), of: 1))
        return sim
    }

    @Test("A1: in a container taller than 192 points the edge band stays at its 48-point cap", arguments: [193.0, 657, 1000, 2400])
    func bandIsCapped(height: Double) throws {
        let sim = try Self.scroller(height: height)
        let cap = sim.engine.configuration.autoScrollBandCap
        #expect(cap == 48)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: cap + 1), in: 1) == 0)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: height - cap - 1), in: 1) == 0)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: cap - 1), in: 1) < 0)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: height - cap + 1), in: 1) > 0)
    }

    @Test("A1: both edges ease the same way: equal depth, equal speed, growing with the square of the depth",
          arguments: [300.0, 1000])
    func symmetricEasing(height: Double) throws {
        let sim = try Self.scroller(height: height)
        let band = min(height * sim.engine.configuration.autoScrollBandFraction, sim.engine.configuration.autoScrollBandCap)
        let maxSpeed = sim.engine.configuration.autoScrollMaxSpeed
        for depth in [0.1, 0.25, 0.5, 0.75, 0.9] {
            let top = sim.engine.autoScrollSpeed(at: Point(x: 150, y: band * (1 - depth)), in: 1)
            let bottom = sim.engine.autoScrollSpeed(at: Point(x: 150, y: height - band * (1 - depth)), in: 1)
            #expect(abs(top + bottom) < 1e-9, "depth \(depth): top \(top), bottom \(bottom)")
            #expect(abs(bottom - maxSpeed * depth * depth) < 1e-6, "depth \(depth): \(bottom)")
        }
    }
}
