import DragKit
import Testing
@testable import DragKitGTK

// The gap is the contract (F6): the rows part exactly where the drop lands. The engine's
// insertion index counts the list without the carried items, which stay in their rows, dimmed.

@Suite struct RowGapTests {
    let rows = ["l/a", "l/b", "l/c", "l/d"]

    @Test func theIndexCountsOnlyTheRowsThatStay() {
        // "b" is carried: index 2 of [a, c, d] is before "d", not before "c".
        #expect(RowGap.placing(at: 2, in: rows, moving: ["l/b"]) == .before("l/d"))
        #expect(RowGap.placing(at: 0, in: rows, moving: ["l/b"]) == .before("l/a"))
        #expect(RowGap.placing(at: 3, in: rows, moving: ["l/b"]) == .after("l/d"))
        #expect(RowGap.placing(at: 4, in: rows, moving: []) == .after("l/d"))
        #expect(RowGap.placing(at: 0, in: ["l/a"], moving: ["l/a"]) == nil)
    }
}

@MainActor
@Suite struct DesktopHostGapTests {
    @Test func aKeyboardDragToTheEndOpensTheGapAfterTheLastRowAndLandsThere() throws {  // F6, S7
        let bench = try Bench()
        bench.host.key(.space, time: bench.time + 10, target: "reminders/today/r1")
        bench.host.key(.arrowDown, time: bench.time + 20)
        bench.host.key(.arrowDown, time: bench.time + 30)
        // Milk carried past Bread and Eggs: the gap follows Eggs, the last row that stays.
        #expect(bench.surface.gaps.last == .after("reminders/today/r3"), "\(bench.surface.gaps)")
        bench.host.key(.space, time: bench.time + 40)
        #expect(bench.host.items(in: "reminders/today") == ["r2", "r3", "r1"])
    }

    @Test func aMouseDragDownOneRowOpensTheGapBelowTheNextRowAndLandsThere() throws {  // F6, S3
        let bench = try Bench()
        // From Milk to the lower half of Bread: the drop lands after Bread, before Eggs.
        let bread = bench.center("reminders/today/r2")
        bench.drag(from: bench.center("reminders/today/r1"), to: Point(x: bread.x, y: bread.y + 8), release: false)
        #expect(bench.surface.gaps.last == .before("reminders/today/r3"), "\(bench.surface.gaps)")
        bench.step(.up, Point(x: bread.x, y: bread.y + 8))
        #expect(bench.host.items(in: "reminders/today") == ["r2", "r1", "r3"])
    }
}
