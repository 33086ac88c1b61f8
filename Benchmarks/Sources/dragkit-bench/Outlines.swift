import DragKit
import DragKitTesting

// Outlines (issue 37): a tree of n shown rows, n/100 open folders of 99 files each on the top
// level, laid out as one indented list of 40-point rows. A pointer move over it, and a drop that
// moves a file into another folder, should cost the same at 100k rows as at 1k.

/// The indentation of one level.
let outlineIndent = 20.0

/// An outline of `n` shown rows: folders 1...n/100 on the top level (list 1), each open and
/// holding 99 files (folder f opens list f + 1). Row r of the outline is at y = 40·r, indented
/// by its depth. `described` (issue 37, F6): as a virtualised tree reports it, only the top
/// level's frame and a list geometry of 40-point rows, no row or level measured. Returns the
/// engine and the items in shown order.
func makeOutline(_ n: Int, described: Bool = false) -> (engine: DragEngine, rows: [ItemID]) {
    var engine = DragEngine()
    let folders = max(n / 100, 1)
    var rows: [ItemID] = []
    do {
        let move = ContainerPolicy(crossContainerOperation: .move)
        try engine.addContainer(Container(id: 1, label: "Files", policy: move))
        engine.setOutline(1, indentation: outlineIndent)
        var next: UInt32 = 1
        for folder in 0..<folders {
            let row = ItemID(next)
            next += 1
            try engine.insert(Item(id: row, label: "Folder \(folder)"), into: 1)
            let level = ContainerID(UInt32(folder + 2))
            try engine.addContainer(Container(id: level, label: "Folder \(folder)", policy: move))
            engine.setOpenedContainer(level, for: row)
            engine.setExpanded(row, true)
            rows.append(row)
            for file in 0..<99 {
                let id = ItemID(next)
                next += 1
                try engine.insert(Item(id: id, label: "File \(file)"), into: level)
                rows.append(id)
            }
        }
        if described {
            engine.setUniformGeometry(.list(extent: Geometry.rowHeight), for: 1)
            _ = engine.handle(.containerFrame(
                Rect(x: 0, y: 0, width: Geometry.listWidth, height: Double(rows.count) * Geometry.rowHeight), of: 1))
        } else {
            layOutOutline(&engine, rows: rows)
        }
    } catch {
        fatalError("fixture: \(error)")
    }
    return (engine, rows)
}

/// Reports every shown row's frame and every level's, as a host laying the outline out does.
func layOutOutline(_ engine: inout DragEngine, rows: [ItemID]) {
    let shown = engine.outlineRows(of: 1)
    _ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: Geometry.listWidth, height: Double(shown.count) * Geometry.rowHeight), of: 1))
    var levels: [ContainerID: Rect] = [:]
    for (index, row) in shown.enumerated() {
        let inset = Double(row.depth) * outlineIndent
        let frame = Rect(x: inset, y: Double(index) * Geometry.rowHeight, width: Geometry.listWidth - inset, height: Geometry.rowHeight)
        _ = engine.handle(.itemFrame(frame, of: row.item))
        if row.container != 1 {
            let known = levels[row.container] ?? frame
            levels[row.container] = Rect(x: known.minX, y: known.minY, width: known.width, height: frame.maxY - known.minY)
        }
    }
    for (level, frame) in levels { _ = engine.handle(.containerFrame(frame, of: level)) }
}

/// Pointer moves over an outline of n rows during a drag of a file: each lands on a random row,
/// at a random level, so the gap, the level and the line change on every move. `described`: the
/// outline as a virtualised tree reports it (issue 37, F6, A1): only the top level's frame and a
/// list geometry, no row and no level measured, every row placed by its position among the
/// shown rows — a move and a drop should cost what they cost measured, at 100k rows as at 1k.
func benchMoveOutline(_ n: Int, plan: Plan, described: Bool = false) -> Measurement {
    var (engine, rows) = makeOutline(n, described: described)
    var time: Int64 = 0
    var rng = SplitMix64(seed: 11)
    _ = liftAt(&engine, Point(x: 150, y: 1.5 * Geometry.rowHeight), time: &time, target: rows[1])
    let points = (0..<4_096).map { _ in
        Point(x: 150 + Double(rng.below(5)) * outlineIndent - 2 * outlineIndent,
              y: Double(rng.below(rows.count)) * Geometry.rowHeight + [3.0, 37.0][rng.below(2)])
    }
    let name = described ? "move: described outline of n rows" : "move: outline of n rows"
    return measure(name, size: n, unit: "move", plan: plan, engine: &engine) { engine, i in
        time += 1
        return engine.handle(pointer(.moved, points[i & 4_095], at: time)).count
    }
}

/// Drops that move a random file into another folder of an outline of n rows, one level in or
/// out, at a random gap. The measured part is the release alone; between samples the host
/// reports the commit failed, so every sample starts from the same content. `described`: as
/// ``benchMoveOutline(_:plan:described:)``.
func benchDropOutline(_ n: Int, plan: Plan, described: Bool = false) -> Measurement {
    var (engine, rows) = makeOutline(n, described: described)
    let name = described ? "drop: described outline move between folders of n" : "drop: outline move between folders of n"
    return benchReleases(name, n, plan: plan, engine: &engine, seed: 12) { rng in
        var row = rng.below(rows.count)
        if row % 100 == 0 { row += 1 }  // a file, not a folder
        let start = Point(x: 150, y: (Double(row) + 0.5) * Geometry.rowHeight)
        let target = Point(x: start.x + Double(rng.below(3)) * outlineIndent - outlineIndent,
                           y: Double(rng.below(rows.count)) * Geometry.rowHeight + 3)
        return (start, rows[row], target)
    }
}
