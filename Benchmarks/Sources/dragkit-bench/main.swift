// dragkit-bench: times the DragKit engine's hot paths through its public API.
//
//   swift run -c release --package-path Benchmarks dragkit-bench            full run
//   swift run -c release --package-path Benchmarks dragkit-bench --quick    smoke run
//   … dragkit-bench --filter move --sizes 1000,100000                       a subset
//   … dragkit-bench --callgrind-moves list|grid|described --sizes 10000     for valgrind (see README)
//   … dragkit-bench --callgrind-drops --sizes 100000                         100 drops, toggle '*callgrindDrop*'
import DragKit
import DragKitTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var quick = false
var filter: String?
var sizes = [1_000, 10_000, 100_000]
var callgrindMoves: String?
var callgrindPresses: String?
var callgrindDrops = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--filter": filter = arguments.popFirst()
    case "--sizes": sizes = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--callgrind-moves": callgrindMoves = arguments.popFirst()
    case "--callgrind-presses": callgrindPresses = arguments.popFirst()
    case "--callgrind-drops": callgrindDrops = true
    case "--help", "-h":
        print("usage: dragkit-bench [--quick] [--filter SUBSTRING] [--sizes 1000,10000,100000] [--callgrind-moves list|grid|described] [--callgrind-presses steady|insert-same|insert-other] [--callgrind-drops]")
        exit(0)
    default:
        print("unknown argument \(argument) (try --help)")
        exit(2)
    }
}

/// Per-move plan: cheap operations, timed in batches.
let movePlan = quick ? Plan(warmupSamples: 1, samples: 5, batch: 200) : Plan(warmupSamples: 3, samples: 41, batch: 2_000)
/// Per-operation plan for drops, lifts and re-targeting: one operation per timed sample.
let singlePlan = quick ? Plan(warmupSamples: 2, samples: 11, batch: 1) : Plan(warmupSamples: 10, samples: 151, batch: 1)

func wanted(_ scenario: String, filter: String?) -> Bool {
    guard let filter else { return true }
    return scenario.contains(filter)
}

// MARK: - Pointer moves

/// Moves over one list of n rows: each move lands on a random row, so the insertion index (and
/// the insertion marker) changes on every move. Hit test + binary search + feedback diff.
func benchMoveList(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 1)
    _ = liftAt(&engine, listAPoint(n / 2), time: &time)
    let points = (0..<4_096).map { _ in
        Point(x: 20 + Double(rng.below(260)), y: Double(rng.below(n * Int(Geometry.rowHeight))))
    }
    return measure("move: list of n items", size: n, unit: "move", plan: plan, engine: &engine) { engine, i in
        time += 1
        return engine.handle(pointer(.moved, points[i & 4_095], at: time)).count
    }
}

/// Moves over a grid of n containers: each move lands in a random container, so the
/// destination, its highlight and the announcement change on every move (the worst case).
func benchMoveGrid(_ n: Int, plan: Plan) -> Measurement {
    let shape = GridShape(n)
    var engine = makeGrid(shape)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 2)
    _ = liftAt(&engine, shape.frame(ofItem: 0, inContainerAt: 0).center, time: &time)
    let points = (0..<4_096).map { _ in shape.randomPoint(&rng) }
    return measure("move: grid of n destinations", size: n, unit: "move", plan: plan, engine: &engine) { engine, i in
        time += 1
        return engine.handle(pointer(.moved, points[i & 4_095], at: time)).count
    }
}

// MARK: - Drops

/// Drops that move a row within list A (n rows) to a random place, including the optimistic
/// content change. Untimed between drops: the host reports the commit failed, so the engine
/// takes the move back and every sample starts from the same content, then a new lift and a
/// move to the next drop point.
func benchDropMove(_ n: Int, plan: Plan) -> Measurement {
    benchDrop("drop: move within list of n", n, plan: plan, seed: 3, offset: .zero)
}

/// Drops that copy a row of list A into list B (n rows each) at a random place.
func benchDropCopy(_ n: Int, plan: Plan) -> Measurement {
    benchDrop("drop: copy to another list of n", n, plan: plan, seed: 4, offset: Point(x: Geometry.listBX, y: 0))
}

/// Drops of a random row of list A at a random row position shifted by `offset` (zero: within
/// list A, a move; list B's x: a copy). The measured part is the release alone; between
/// samples the commit is reported failed, so every sample starts from the same content.
func benchDrop(_ name: String, _ n: Int, plan: Plan, seed: UInt64, offset: Point) -> Measurement {
    var engine = makeLists(n)
    return benchReleases(name, n, plan: plan, engine: &engine, seed: seed) { rng in
        (listAPoint(rng.below(n)), nil, listAPoint(rng.below(n)) + offset)
    }
}

/// Releases of drags that `choose` plans (where the press is, the item pressed if the host
/// names it, where the drop is), over `engine`. The measured part is the release alone; between
/// samples the commit is reported failed, so every sample starts from the same content.
func benchReleases(_ name: String, _ n: Int, plan: Plan, engine: inout DragEngine, seed: UInt64,
                   choose: @escaping (inout SplitMix64) -> (Point, ItemID?, Point)) -> Measurement {
    var time: Int64 = 0
    var rng = SplitMix64(seed: seed)
    var lastTransfer: TransferID?
    var dropPoint = Point.zero
    return measure(name, size: n, unit: "drop", plan: plan, engine: &engine,
                   prepare: { engine, _ in
        if let transfer = lastTransfer { sink &+= engine.handle(.transferFailed(transfer, reason: "bench")).count }
        let (start, pressed, target) = choose(&rng)
        _ = liftAt(&engine, start, time: &time, target: pressed)
        dropPoint = target
        time += 1
        sink &+= engine.handle(pointer(.moved, dropPoint, at: time)).count
    }) { engine, _ in
        time += 1
        let actions = engine.handle(pointer(.up, dropPoint, at: time))
        lastTransfer = committedTransfer(actions)
        return actions.count
    }
}

// MARK: - Lift

/// Press on a random row of list A (n rows), engine hit test, then the activation move: the
/// row lifts. Untimed between lifts: the drag is cancelled (content unchanged).
func benchLift(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 5)
    return measure("lift: press + activation, list n", size: n, unit: "lift", plan: plan, engine: &engine,
                   prepare: { engine, _ in
        time += 1
        sink &+= engine.handle(pointer(.cancelled, .zero, at: time)).count
    }) { engine, _ in
        liftAt(&engine, listAPoint(rng.below(n)), time: &time)
    }
}

/// The same lift, but the host answers the press's `measureLayout` by reporting every frame
/// again, unchanged (what a host that re-measures everything on press does). Timed: the press,
/// n + 1 `setFrame` calls and the activation move.
func benchLiftRemeasure(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 6)
    let frames = (0..<n).map { listRowFrame(x: 0, index: $0) }
    let containerFrame = Rect(x: 0, y: 0, width: Geometry.listWidth, height: Double(n) * Geometry.rowHeight)
    return measure("lift + re-measure n frames", size: n, unit: "lift", plan: plan, engine: &engine,
                   prepare: { engine, _ in
        time += 1
        sink &+= engine.handle(pointer(.cancelled, .zero, at: time)).count
    }) { engine, _ in
        let location = listAPoint(rng.below(n))
        time += 1
        var count = engine.handle(pointer(.down, location, at: time)).count
        _ = engine.handle(.containerFrame(containerFrame, of: listA))
        for index in 0..<n { _ = engine.handle(.itemFrame(frames[index], of: ItemID(UInt32(index + 1)))) }
        time += 1
        count += engine.handle(pointer(.moved, location + Point(x: 0, y: 5), at: time)).count
        return count
    }
}

// MARK: - Layout changes (scrolling)

/// A drag is over list A (n rows); the list scrolled by 40 points (untimed: n + 1 `setFrame`
/// calls). Timed: `layoutDidChange()` alone, which re-targets the drag.
func benchLayoutList(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    var time: Int64 = 0
    _ = liftAt(&engine, listAPoint(n / 2), time: &time)
    return measure("layoutDidChange: list of n", size: n, unit: "call", plan: plan, engine: &engine,
                   prepare: { engine, sample in
        scrollList(&engine, n, dy: sample % 2 == 0 ? -40 : 0)
    }) { engine, _ in
        engine.handle(.layoutDidChange).count
    }
}

/// The whole scroll as the engine sees it: n + 1 `setFrame` calls, then `layoutDidChange()`.
func benchScrollList(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    var time: Int64 = 0
    _ = liftAt(&engine, listAPoint(n / 2), time: &time)
    return measure("scroll: n setFrame + layoutDidChange", size: n, unit: "scroll", plan: plan, engine: &engine) { engine, i in
        scrollList(&engine, n, dy: i % 2 == 0 ? -40 : 0)
        return engine.handle(.layoutDidChange).count
    }
}

func scrollList(_ engine: inout DragEngine, _ n: Int, dy: Double) {
    _ = engine.handle(.containerFrame(Rect(x: 0, y: dy, width: Geometry.listWidth, height: Double(n) * Geometry.rowHeight), of: listA))
    for index in 0..<n {
        _ = engine.handle(.itemFrame(listRowFrame(x: 0, index: index, dy: dy), of: ItemID(UInt32(index + 1))))
    }
}

/// A drag is over a grid of n containers; the page scrolled by 40 points (untimed: n container
/// and 2n item `setFrame` calls). Timed: `layoutDidChange()`, which rebuilds the spatial grid.
func benchLayoutGrid(_ n: Int, plan: Plan) -> Measurement {
    let shape = GridShape(n)
    var engine = makeGrid(shape)
    var time: Int64 = 0
    _ = liftAt(&engine, shape.frame(ofItem: 0, inContainerAt: 0).center, time: &time)
    time += 1
    _ = engine.handle(pointer(.moved, shape.frame(ofContainerAt: n / 2).center, at: time))
    return measure("layoutDidChange: grid of n", size: n, unit: "call", plan: plan, engine: &engine,
                   prepare: { engine, sample in
        let dy = sample % 2 == 0 ? -40.0 : 0
        for index in 0..<n {
            _ = engine.handle(.containerFrame(shape.frame(ofContainerAt: index, dy: dy), of: ContainerID(UInt32(index + 1))))
            for row in 0..<2 {
                _ = engine.handle(.itemFrame(shape.frame(ofItem: row, inContainerAt: index, dy: dy), of: ItemID(UInt32(2 * index + row + 1))))
            }
        }
    }) { engine, _ in
        engine.handle(.layoutDidChange).count
    }
}

// MARK: - Scroll as one offset, press, described lists (issue 11)

/// A drag is over list A (n rows, measured, scrollable); timed: one `scrollOffset` report (the
/// content scrolled by 40 points and back), which moves no frame and re-targets the drag (A1).
func benchScrollOffset(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    _ = engine.handle(.scrollMetrics(ScrollMetrics(contentLength: Double(n) * Geometry.rowHeight + 400), of: listA))
    var time: Int64 = 0
    _ = liftAt(&engine, listAPoint(n / 2), time: &time)
    return measure("scroll: one offset, list of n", size: n, unit: "scroll", plan: plan, engine: &engine) { engine, i in
        engine.handle(.scrollOffset(i % 2 == 0 ? 40 : 0, of: listA)).count
    }
}

/// The same over list A described (``UniformGeometry``), visible 1,000 points at a time.
func benchScrollOffsetDescribed(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeDescribedLists(n)
    var time: Int64 = 0
    _ = liftAt(&engine, listAPoint(10), time: &time)
    return measure("scroll: one offset, described list of n", size: n, unit: "scroll", plan: plan, engine: &engine) { engine, i in
        engine.handle(.scrollOffset(Double(n / 2) * Geometry.rowHeight + (i % 2 == 0 ? 40 : 0), of: listA)).count
    }
}

/// A press on a random row of list A (n rows): the engine's hit test and the pending session.
/// Untimed between presses: the press is released (a click, content unchanged).
func benchPress(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeLists(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 8)
    return measure("press: list of n", size: n, unit: "press", plan: plan, engine: &engine,
                   prepare: { engine, _ in
        time += 1
        sink &+= engine.handle(pointer(.cancelled, .zero, at: time)).count
    }) { engine, _ in
        time += 1
        return engine.handle(pointer(.down, listAPoint(rng.below(n)), at: time)).count
    }
}

/// A press on a row of described list A (n rows), scrolled to a random place so the row is
/// visible.
func benchPressDescribed(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeDescribedLists(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 9)
    return measure("press: described list of n", size: n, unit: "press", plan: plan, engine: &engine,
                   prepare: { engine, _ in
        time += 1
        sink &+= engine.handle(pointer(.cancelled, .zero, at: time)).count
        sink &+= engine.handle(.scrollOffset(Double(rng.below(max(n - 25, 1))) * Geometry.rowHeight, of: listA)).count
    }) { engine, _ in
        time += 1
        return engine.handle(pointer(.down, Point(x: 150, y: 500), at: time)).count
    }
}

/// Moves over described list A (n rows, 1,000 points visible), each to a random visible place:
/// hit test, an O(1) insertion index, feedback diff.
func benchMoveDescribed(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeDescribedLists(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 10)
    _ = liftAt(&engine, listAPoint(10), time: &time)
    _ = engine.handle(.scrollOffset(Double(n / 2) * Geometry.rowHeight, of: listA))
    let points = (0..<4_096).map { _ in Point(x: 20 + Double(rng.below(260)), y: 200 + Double(rng.below(600))) }
    return measure("move: described list of n items", size: n, unit: "move", plan: plan, engine: &engine) { engine, i in
        time += 1
        return engine.handle(pointer(.moved, points[i & 4_095], at: time)).count
    }
}

// MARK: - Callgrind mode

/// Runs exactly 10,000 pointer moves inside `callgrindMoveLoop`, so
/// `valgrind --tool=callgrind --toggle-collect='*callgrindMoveLoop*'` counts only them.
@inline(never)
func callgrindMoveLoop(_ engine: inout DragEngine, _ points: [Point], time: inout Int64) -> Int {
    var count = 0
    for point in points {
        time += 1
        count &+= engine.handle(pointer(.moved, point, at: time)).count
    }
    return count
}

func runCallgrind(_ kind: String, _ n: Int) {
    var time: Int64 = 0
    var rng = SplitMix64(seed: 7)
    var engine: DragEngine
    var points: [Point]
    if kind == "described" {
        engine = makeDescribedLists(n)
        _ = liftAt(&engine, listAPoint(10), time: &time)
        _ = engine.handle(.scrollOffset(Double(n / 2) * Geometry.rowHeight, of: listA))
        points = (0..<10_000).map { _ in Point(x: 20 + Double(rng.below(260)), y: 200 + Double(rng.below(600))) }
    } else if kind == "grid" {
        let shape = GridShape(n)
        engine = makeGrid(shape)
        _ = liftAt(&engine, shape.frame(ofItem: 0, inContainerAt: 0).center, time: &time)
        points = (0..<10_000).map { _ in shape.randomPoint(&rng) }
    } else {
        engine = makeLists(n)
        _ = liftAt(&engine, listAPoint(n / 2), time: &time)
        points = (0..<10_000).map { _ in
            Point(x: 20 + Double(rng.below(260)), y: Double(rng.below(n * Int(Geometry.rowHeight))))
        }
    }
    // Warm the engine's caches outside the counted function (the first visit of a container
    // builds its insertion locator), then count a second pass over the same points.
    var warm = points
    warm.reverse()
    for point in warm {
        time += 1
        sink &+= engine.handle(pointer(.moved, point, at: time)).count
    }
    sink &+= callgrindMoveLoop(&engine, points, time: &time)
    print("callgrind: 10000 moves over \(kind) n=\(n) done (sink \(sink & 1))")
}

/// Moves over one wrapping grid of n cells (F6): each move lands on a random cell, so the row,
/// the insertion index and the marker change on every move. Hit test + row and cell binary
/// searches + feedback diff.
func benchMoveWrappingGrid(_ n: Int, plan: Plan) -> Measurement {
    var engine = makeWrappingGrid(n)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 3)
    let start = wrappingGridCellFrame(n / 2)
    _ = liftAt(&engine, Point(x: start.midX, y: start.midY), time: &time)
    let rows = (n + Geometry.gridColumns - 1) / Geometry.gridColumns
    let points = (0..<4_096).map { _ in
        Point(x: Double(rng.below(Geometry.gridColumns * Int(Geometry.gridPitch))),
              y: Double(rng.below(rows * Int(Geometry.gridPitch))))
    }
    return measure("move: wrapping grid of n items", size: n, unit: "move", plan: plan, engine: &engine) { engine, i in
        time += 1
        return engine.handle(pointer(.moved, points[i & 4_095], at: time)).count
    }
}

/// One press, inside `callgrindPress`, so
/// `valgrind --tool=callgrind --toggle-collect='*callgrindPress*'` counts only presses.
@inline(never)
func callgrindPress(_ engine: inout DragEngine, _ point: Point, time: inout Int64) -> Int {
    time += 1
    return engine.handle(pointer(.down, point, at: time)).count
}

/// 100 presses on random rows of list A (n rows), each cancelled (uncounted). Before each press,
/// `steady` changes nothing, `insert-same` inserts one row at the end of list A and reports its
/// frame, `insert-other` inserts one into list B: the first press after a content change
/// (issue 23: it should not rebuild the insertion locator from every item).
func runCallgrindPresses(_ kind: String, _ n: Int) {
    var time: Int64 = 0
    var rng = SplitMix64(seed: 11)
    var engine = makeLists(n)
    var next = UInt32(2 * n + 1)
    for round in 0..<101 {
        if kind != "steady" {
            let container = kind == "insert-same" ? listA : listB
            let x = kind == "insert-same" ? 0.0 : Geometry.listBX
            let id = ItemID(next)
            next += 1
            do { try engine.insert(Item(id: id, label: "New"), into: container) } catch { fatalError("\(error)") }
            _ = engine.handle(.itemFrame(listRowFrame(x: x, index: n + round), of: id))
        }
        let point = listAPoint(rng.below(n))
        // The first round warms what a first press builds once (the spatial index).
        if round == 0 {
            time += 1
            sink &+= engine.handle(pointer(.down, point, at: time)).count
        } else {
            sink &+= callgrindPress(&engine, point, time: &time)
        }
        time += 1
        sink &+= engine.handle(pointer(.cancelled, .zero, at: time)).count
    }
    print("callgrind: 100 presses (\(kind)) over list n=\(n) done (sink \(sink & 1))")
}

/// One release (the drop), inside `callgrindDrop`, so
/// `valgrind --tool=callgrind --toggle-collect='*callgrindDrop*'` counts only drops.
@inline(never)
func callgrindDrop(_ engine: inout DragEngine, _ point: Point, time: inout Int64) -> [Action] {
    time += 1
    return engine.handle(pointer(.up, point, at: time))
}

/// 100 drops moving a random row of list A (n rows) to a random place in list A, as
/// `drop: move within list of n`: between drops (uncounted) the commit is reported failed, so
/// every drop starts from the same content, then a new lift and a move to the next drop point.
func runCallgrindDrops(_ n: Int) {
    var time: Int64 = 0
    var rng = SplitMix64(seed: 3)
    var engine = makeLists(n)
    var lastTransfer: TransferID?
    for _ in 0..<100 {
        if let transfer = lastTransfer { sink &+= engine.handle(.transferFailed(transfer, reason: "bench")).count }
        _ = liftAt(&engine, listAPoint(rng.below(n)), time: &time)
        let dropPoint = listAPoint(rng.below(n))
        time += 1
        sink &+= engine.handle(pointer(.moved, dropPoint, at: time)).count
        let actions = callgrindDrop(&engine, dropPoint, time: &time)
        lastTransfer = committedTransfer(actions)
        sink &+= actions.count
    }
    print("callgrind: 100 drops (move within list) n=\(n) done (sink \(sink & 1))")
}

// MARK: - Main

if callgrindDrops {
    for n in sizes { runCallgrindDrops(n) }
    exit(0)
}

if let kind = callgrindPresses {
    for n in sizes { runCallgrindPresses(kind, n) }
    exit(0)
}

if let kind = callgrindMoves {
    for n in sizes { runCallgrind(kind, n) }
    exit(0)
}

let scenarios: [(String, (Int) -> Measurement)] = [
    ("move: list of n items", { benchMoveList($0, plan: movePlan) }),
    ("move: grid of n destinations", { benchMoveGrid($0, plan: movePlan) }),
    ("move: wrapping grid of n items", { benchMoveWrappingGrid($0, plan: movePlan) }),
    ("drop: move within list of n", { benchDropMove($0, plan: singlePlan) }),
    ("drop: copy to another list of n", { benchDropCopy($0, plan: singlePlan) }),
    ("lift: press + activation, list n", { benchLift($0, plan: singlePlan) }),
    ("lift + re-measure n frames", { benchLiftRemeasure($0, plan: singlePlan) }),
    ("layoutDidChange: list of n", { benchLayoutList($0, plan: singlePlan) }),
    ("layoutDidChange: grid of n", { benchLayoutGrid($0, plan: singlePlan) }),
    ("scroll: n setFrame + layoutDidChange", { benchScrollList($0, plan: singlePlan) }),
    ("scroll: one offset, list of n", { benchScrollOffset($0, plan: singlePlan) }),
    ("scroll: one offset, described list of n", { benchScrollOffsetDescribed($0, plan: singlePlan) }),
    ("press: list of n", { benchPress($0, plan: singlePlan) }),
    ("press: described list of n", { benchPressDescribed($0, plan: singlePlan) }),
    ("move: described list of n items", { benchMoveDescribed($0, plan: movePlan) }),
    ("move: outline of n rows", { benchMoveOutline($0, plan: movePlan) }),
    ("drop: outline move between folders of n", { benchDropOutline($0, plan: singlePlan) }),
    ("move: described outline of n rows", { benchMoveOutline($0, plan: movePlan, described: true) }),
    ("drop: described outline move between folders of n", { benchDropOutline($0, plan: singlePlan, described: true) }),
]

print("dragkit-bench\(quick ? " --quick" : ""): median and p90 in nanoseconds per operation, release build")
print("(times on a shared machine are noisy; compare growth factors, and callgrind counts for moves)")
print("")
var results: [Measurement] = []
for (name, run) in scenarios where wanted(name, filter: filter) {
    for n in sizes {
        results.append(run(n))
    }
}
printTable(results)
printGrowth(results)
if sink == 42 { print("") }  // keeps the work observable
