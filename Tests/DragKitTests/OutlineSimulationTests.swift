import DragKit
import DragKitTesting
import Testing

/// Seeded walks through an outline (issue 37, the seams): pointer drags that rest on collapsed
/// rows and aim at a level, keyboard drags stepping by row and level, Escape, undo, redo, the
/// host opening and closing rows, selecting rows and clicking and Ctrl-clicking them (so a drag
/// carries a group, from several levels), the host refusing one transfer of a drop, in random
/// order. An outline has one selection across its levels: what a drag carries is the model's own
/// reading of it, the selected rows not inside another selected row, in tree order (an
/// unselected row comes alone), and after each selection step the engine must hold exactly what
/// the person selected. Every transfer the engine commits is applied to a host's copy of the
/// levels as a server does (refused when its rows are not all in its `from`; a failed one not at
/// all), and after every step the host's copy must be the engine's (issue 37, S10, F7): one
/// transfer per source level, in order. After every step the engine is checked
/// against a small reference model of the tree: every drop lands exactly where its line (or the
/// highlighted row) said, nothing is lost or doubled, no level is inside itself, the rows a drag
/// opened are closed again unless the drop went inside them, Escape changes nothing, and undo
/// and redo restore the tree and its open rows exactly. A failing walk is shrunk to the fewest
/// steps that still fail, and reported with its seed.
@Suite("Issue 37, S7, S10, S13, F6: seeded walks through an outline keep the tree whole")
struct OutlineSimulationTests {
    static let indentation = 20.0
    static let rowHeight = 30.0

    /// One thing a person (or the host) does.
    enum Step: CustomStringConvertible {
        /// Drag shown row `item` to shown row `row` (one past the last: below every row) at
        /// `part` (0 top edge, 1 middle, 2 bottom edge), `levels` indentations right of where it
        /// began; rest there first when `rests`; press Escape instead of letting go when `escapes`.
        case pointer(item: Int, row: Int, part: Int, levels: Int, rests: Bool, escapes: Bool)
        /// Pick shown row `item` up with the keyboard, press `keys` (0 up, 1 down, 2 left,
        /// 3 right, 4 Space), then Enter, or Escape when `escapes`.
        case keyboard(item: Int, keys: [Int], escapes: Bool)
        case undo
        case redo
        /// The host opens or closes the folder row at shown row `item` (its disclosure triangle).
        case toggle(item: Int)
        /// The host makes shown rows `items` the selection, in one `setSelection` to the first
        /// one's level (rows of other levels too: an outline has one selection).
        case select(items: [Int])
        /// A plain click on shown row `item`: it alone is selected, in the whole outline.
        case click(item: Int)
        /// A Ctrl-click on shown row `item`: it joins or leaves the outline's selection, whatever
        /// level it is in.
        case ctrlClick(item: Int)
        /// The host will refuse the commit numbered `nth` (from 0) of the next drag's drop, undo
        /// or redo (F7).
        case refuse(nth: Int)

        var isDrag: Bool {
            switch self {
            case .pointer, .keyboard: return true
            case .undo, .redo, .toggle, .select, .click, .ctrlClick, .refuse: return false
            }
        }

        var isHistory: Bool {
            switch self {
            case .undo, .redo: return true
            default: return false
            }
        }

        var description: String {
            switch self {
            case let .pointer(item, row, part, levels, rests, escapes):
                return "drag row \(item) to row \(row) \(["top", "middle", "bottom"][part]), \(levels) levels\(rests ? ", resting" : "")\(escapes ? ", Escape" : "")"
            case let .keyboard(item, keys, escapes):
                return "keyboard row \(item): \(keys.map { ["↑", "↓", "←", "→", "Space"][$0] }.joined(separator: " "))\(escapes ? " Escape" : " Enter")"
            case .undo: return "undo"
            case .redo: return "redo"
            case .toggle(let item): return "host toggles row \(item)"
            case .select(let items): return "host selects rows \(items)"
            case .click(let item): return "click row \(item)"
            case .ctrlClick(let item): return "Ctrl-click row \(item)"
            case .refuse(let nth): return "the host will refuse commit \(nth) of the next drop"
            }
        }
    }

    /// The tree as the reference model holds it: each level's rows in order, and the open rows.
    struct Model: Equatable {
        var lists: [ContainerID: [ItemID]]
        var expanded: Set<ItemID>
    }

    /// Files: A ▾ [a1, B ▸ [b1, b2], a2], C, D ▾ [E ▾ [e1], d1], F ▸ [], G.
    static func scene() throws -> DragSimulator {
        var sim = DragSimulator()
        try sim.addOutline(1, "Files", rows: [
            .folder("A", [.leaf("a1"), .folder("B", expanded: false, [.leaf("b1"), .leaf("b2")]), .leaf("a2")]),
            .leaf("C"),
            .folder("D", [.folder("E", [.leaf("e1")]), .leaf("d1")]),
            .folder("F", expanded: false),
            .leaf("G"),
        ], rowHeight: rowHeight, indentation: indentation)
        return sim
    }

    static func model(of sim: DragSimulator) -> Model {
        var lists: [ContainerID: [ItemID]] = [:]
        for container in sim.engine.workspace.containerOrder { lists[container] = sim.order(of: container) }
        let items = sim.engine.workspace.items.keys
        return Model(lists: lists, expanded: Set(items.filter { sim.engine.isExpanded($0) }))
    }

    /// One change undo can take back: the lists on each side, and the rows its drag opened that
    /// stayed open because the drop went inside them.
    struct Change {
        var before: [ContainerID: [ItemID]]
        var after: [ContainerID: [ItemID]]
        var kept: Set<ItemID>
    }

    /// `group`, dropped into `destination`, in the order it lands there (issue 37): one part per
    /// level it comes from, the destination's own rows first, then each other level's, levels
    /// in the order their first row comes in `group`.
    static func landing(_ group: [ItemID], into destination: ContainerID, model: Model) -> [ItemID] {
        var parts: [(level: ContainerID, rows: [ItemID])] = []
        for item in group {
            guard let level = model.lists.first(where: { $0.value.contains(item) })?.key else { continue }
            if let index = parts.firstIndex(where: { $0.level == level }) {
                parts[index].rows.append(item)
            } else if level == destination {
                parts.insert((level, [item]), at: 0)
            } else {
                parts.append((level, [item]))
            }
        }
        return parts.flatMap(\.rows)
    }

    /// A host's store of the levels: changed only by the transfers it is sent, each applied as a
    /// server does, refused (left out, noted) when its rows are not all in its `from`.
    static func store(_ actions: some Sequence<Action>, except failing: Set<TransferID>, in lists: inout [ContainerID: [ItemID]]) -> String? {
        for case .commit(.items(let transfer)) in actions where !failing.contains(transfer.id) {
            guard transfer.operation == .move,
                  transfer.items.allSatisfy({ lists[transfer.source, default: []].contains($0) }) else {
                return "the host refuses transfer \(transfer.id.rawValue): not all of \(transfer.items) are in \(transfer.source.rawValue)"
            }
            lists[transfer.source]?.removeAll { transfer.items.contains($0) }
            var list = lists[transfer.destination, default: []]
            for (item, index) in zip(transfer.items, transfer.indices).sorted(by: { $0.1 < $1.1 }) {
                list.insert(item, at: min(max(index, 0), list.count))
            }
            lists[transfer.destination] = list
        }
        return nil
    }

    /// Moves `items` (in that order) into `container` at `index` of the list without them.
    static func move(_ items: [ItemID], to container: ContainerID, at index: Int, in model: inout Model) {
        for key in model.lists.keys { model.lists[key]?.removeAll { items.contains($0) } }
        let count = model.lists[container]?.count ?? 0
        model.lists[container]?.insert(contentsOf: items, at: min(max(index, 0), count))
    }

    /// What pressing `item` carries, by the model's own reading (issue 37): when it is selected,
    /// the outline's selected rows not inside another selected row, in tree order; otherwise
    /// `item` alone. `shown` is the
    /// selection the person last made, when no drag has changed it since (so a row left selected
    /// where the person no longer sees it selected is caught).
    static func lifted(_ item: ItemID, sim: DragSimulator, model: Model, shown: Set<ItemID>? = nil) -> [ItemID] {
        let isSelected = { (row: ItemID) in shown?.contains(row) ?? sim.engine.isSelected(row) }
        guard isSelected(item) else { return [item] }
        var group: [ItemID] = []
        var pending: [ItemID] = (model.lists[1] ?? []).reversed()
        while let row = pending.popLast() {
            if isSelected(row) { group.append(row); continue }  // its rows travel inside it
            if let opened = sim.engine.openedContainer(of: row) { pending += (model.lists[opened] ?? []).reversed() }
        }
        return group.isEmpty ? [item] : group
    }

    /// What a walk did, so a test can tell it reached the seams it is meant to walk.
    struct Coverage {
        var counts: [String: Int] = [:]
        mutating func note(_ what: String) { counts[what, default: 0] += 1 }
    }

    /// Runs `steps` from the scene; returns the first broken rule, with the step it broke at.
    static func run(_ steps: [Step]) -> String? {
        var coverage = Coverage()
        return run(steps, coverage: &coverage)
    }

    static func run(_ steps: [Step], coverage: inout Coverage) -> String? {
        guard var sim = try? scene() else { return "the scene could not be built" }
        var model = model(of: sim)
        var undone: [Change] = []  // the changes undo takes back, latest last
        var redone: [Change] = []
        var shown: Set<ItemID>?  // what the person last selected, until a drag or undo changes it
        var host = model.lists  // the host's store, changed only by the transfers committed
        var refusing: Int?  // the commit of the next drop the host refuses
        for (number, step) in steps.enumerated() {
            let rows = sim.engine.outlineRows(of: 1)
            let before = model
            var expected = model
            let stepLog = sim.log.count
            if step.isDrag || step.isHistory, let nth = refusing {
                sim.plannedOutcomes = Array(repeating: .succeed, count: nth) + [.fail("Conflict")]
            }
            switch step {
            case let .pointer(itemIndex, rowIndex, part, levels, rests, escapes):
                let pressed = rows[itemIndex % rows.count].item
                let group = lifted(pressed, sim: sim, model: model, shown: shown)
                let item = group[0]
                noteGroup(group, pressed: pressed, sim: sim, model: model, coverage: &coverage)
                let start = sim.center(of: pressed)
                let targetRow = rowIndex % (rows.count + 1)
                let y: Double = targetRow < rows.count
                    ? (sim.engine.frame(of: rows[targetRow].item)?.minY ?? 0) + [3, rowHeight / 2, rowHeight - 3][part]
                    : Double(rows.count) * rowHeight + 10
                let point = Point(x: start.x + Double(levels) * indentation, y: y)
                let logged = sim.log.count
                sim.lift(pressed, to: point)
                if rests {
                    sim.advance(by: .milliseconds(600))
                    sim.move(to: point)
                }
                let opened = stillOpened(sim.log[logged...])
                if !opened.isEmpty { coverage.note("a resting drag opened a row") }
                if escapes { coverage.note("Escape") }
                guard let feedback = sim.engine.feedback(for: 1) else { return "\(number): \(step): no drag began" }
                if let failure = checkLine(feedback, sim: sim) { return "\(number): \(step): \(failure)" }
                if feedback.items != group { return "\(number): \(step): the drag carries \(feedback.items.map { name($0, sim) }), the model \(group.map { name($0, sim) })" }
                let aboveMarker = lastStayingRow(above: feedback, sim: sim, dragged: Set(group))
                if escapes {
                    sim.key(.escape)
                } else {
                    sim.release(at: point)
                    if let cue = feedback.destination, feedback.operation == .move {
                        move(landing(group, into: cue.container, model: model), to: cue.container, at: cue.insertionIndex, in: &expected)
                        coverage.note(cue.intoItem != nil ? "pointer drop into a row" : "pointer drop between rows")
                        if group.count > 1 { coverage.note("group drop") }
                        if Set(group.map { row in before.lists.first(where: { $0.value.contains(row) })?.key }).count > 1 {
                            coverage.note("group drop from several levels")
                        }
                        if sim.engine.levelDepth(of: cue.container) != before.lists.first(where: { $0.value.contains(item) }).flatMap({ sim.engine.levelDepth(of: $0.key) }) {
                            coverage.note("pointer drop at another level")
                        }
                    }
                }
                // The rows the drag opened close again unless the item went inside them (a drop
                // the host then refuses closes them below, as Escape would have: F7, S13).
                let wentTo = refusing != nil && feedback.operation == .move ? feedback.destination?.container : nil
                expected.expanded = before.expanded.union(opened.filter { row in
                    !escapes && (wentTo ?? sim.engine.workspace.container(of: item)).map { sim.engine.isInside($0, row: row) } == true
                })
                let first = feedback.destination.map { landing(group, into: $0.container, model: model)[0] } ?? item
                if !escapes, refusing == nil, feedback.destination?.intoItem == nil, feedback.destination != nil,
                   let shown = sim.engine.outlineRows(of: 1).firstIndex(where: { $0.item == first }) {
                    // F6: the row shown just above the dropped one is the row that stayed just
                    // above the line.
                    let previous = shown > 0 ? sim.engine.outlineRows(of: 1)[shown - 1].item : nil
                    if previous != aboveMarker {
                        return "\(number): \(step): landed under \(name(previous, sim)), the line was under \(name(aboveMarker, sim))"
                    }
                }
            case let .keyboard(itemIndex, keys, escapes):
                let pressed = rows[itemIndex % rows.count].item
                let group = lifted(pressed, sim: sim, model: model, shown: shown)
                let item = group[0]
                noteGroup(group, pressed: pressed, sim: sim, model: model, coverage: &coverage)
                sim.key(.space, target: pressed)
                if let carried = sim.engine.feedback(for: .keyboard)?.items, carried != group {
                    return "\(number): \(step): the drag carries \(carried.map { name($0, sim) }), the model \(group.map { name($0, sim) })"
                }
                let logged = sim.log.count
                var dropped = false
                var wentTo: ContainerID?
                for key in keys + [escapes ? 5 : 6] {
                    guard let feedback = sim.engine.feedback(for: .keyboard) else { break }
                    if let failure = checkLine(feedback, sim: sim) { return "\(number): \(step): \(failure)" }
                    let pressed = sim.log.count
                    sim.key([Key.arrowUp, .arrowDown, .arrowLeft, .arrowRight, .space, .escape, .enter][key])
                    for case .setExpanded(_, true) in sim.log[pressed...] { coverage.note("Space opened a row") }
                    if sim.engine.feedback(for: .keyboard) == nil {
                        // Space or Enter dropped it where the feedback showed; Escape put it back.
                        if key != 5, let cue = feedback.destination, feedback.operation == .move {
                            move(landing(group, into: cue.container, model: model), to: cue.container, at: cue.insertionIndex, in: &expected)
                            dropped = true
                            if refusing != nil { wentTo = cue.container }
                            coverage.note("keyboard drop")
                            if group.count > 1 { coverage.note("group drop") }
                        }
                        break
                    }
                }
                // The rows it opened and had not closed again when it ended stay open only if
                // the item went inside them.
                let opened = stillOpened(sim.log[logged...].prefix(while: { !isEnd($0) }))
                expected.expanded = before.expanded.union(opened.filter { row in
                    dropped && (wentTo ?? sim.engine.workspace.container(of: item)).map { sim.engine.isInside($0, row: row) } == true
                })
            case .undo:
                // S10: the lists as before the change; the rows its drop left open closed again.
                sim.undo()
                if let change = undone.popLast() {
                    coverage.note(change.kept.isEmpty ? "undo" : "undo closing rows a drop left open")
                    redone.append(change)
                    expected.lists = change.before
                    expected.expanded.subtract(change.kept)
                }
            case .redo:
                sim.redo()
                if let change = redone.popLast() {
                    coverage.note("redo")
                    undone.append(change)
                    expected.lists = change.after
                    expected.expanded.formUnion(change.kept)
                }
            case .toggle(let itemIndex):
                let row = rows[itemIndex % rows.count].item
                guard sim.engine.openedContainer(of: row) != nil else { continue }
                let open = !sim.engine.isExpanded(row)
                sim.setExpanded(row, open)
                if open { expected.expanded.insert(row) } else { expected.expanded.remove(row) }
            case .select(let indices):
                let chosen = indices.map { rows[$0 % rows.count].item }
                let level = chosen.first.flatMap { sim.engine.workspace.container(of: $0) } ?? 1
                sim.send(.setSelection(chosen, in: level))
                shown = Set(chosen)
            case .click(let itemIndex):
                let row = rows[itemIndex % rows.count]
                sim.send(.setSelection([row.item], in: row.container))
                shown = [row.item]
            case .ctrlClick(let itemIndex):
                let row = rows[itemIndex % rows.count]
                var selected = sim.engine.selectedItems(inOutlineOf: row.container)
                if let at = selected.firstIndex(of: row.item) { selected.remove(at: at) } else { selected.append(row.item) }
                if selected.contains(where: { sim.engine.workspace.container(of: $0) != row.container }) {
                    coverage.note("Ctrl-click with rows of another level selected")
                }
                sim.send(.setSelection(selected, in: row.container))
                shown = Set(selected)
            case .refuse(let nth):
                refusing = nth
            }
            // The host stores what the engine committed, in order, but the commit it refused.
            var failing: Set<TransferID> = []
            var committed = 0
            for case .commit(.items(let transfer)) in sim.log[stepLog...] {
                if step.isDrag || step.isHistory, let nth = refusing, committed == nth {
                    failing.insert(transfer.id)
                    coverage.note(step.isHistory ? "a transfer of undo or redo refused" : "a transfer refused")
                }
                committed += 1
            }
            if let failure = store(sim.log[stepLog...], except: failing, in: &host) { return "\(number): \(step): \(failure)" }
            if committed > 1 && step.isHistory { coverage.note("undo or redo of a group, one transfer per level") }
            if committed > 1 && !failing.isEmpty {
                coverage.note(step.isHistory ? "a transfer of a group's undo or redo refused" : "a transfer of a group refused")
            }
            if step.isDrag || step.isHistory {
                sim.plannedOutcomes = []
                if !failing.isEmpty { expected.lists = host }  // F7: only the refused part went back
                // F7, S13: a drop of one transfer that the host refused did not happen: the rows
                // its drag opened and left open close again (a group's other parts stay landed,
                // and their rows with them).
                if step.isDrag && committed == 1 && !failing.isEmpty { expected.expanded = before.expanded }
                refusing = nil
            }
            if step.isHistory && !failing.isEmpty {
                // S10, F7: a refused single step goes back on its stack; a group whose undo had a
                // part refused is forgotten; a group whose redo had one keeps the rest, as stored.
                if case .undo = step, let change = redone.popLast(), committed == 1 { undone.append(change) }
                if case .redo = step, let change = undone.popLast() {
                    if committed == 1 {
                        redone.append(change)
                    } else {
                        undone.append(Change(before: change.before, after: host, kept: change.kept))
                    }
                }
            }
            if let shown, !step.isDrag, !step.isHistory, Set(sim.engine.selectedItems(inOutlineOf: 1)) != shown {
                return "\(number): \(step): the outline shows \(shown.sorted { $0.rawValue < $1.rawValue }) selected, the engine holds \(sim.engine.selectedItems(inOutlineOf: 1))"
            }
            if step.isDrag || step.isHistory { shown = nil }
            if step.isDrag && expected.lists != before.lists {
                undone.append(Change(before: before.lists, after: expected.lists,
                                     kept: expected.expanded.subtracting(before.expanded)))
                redone = []
            } else if step.isDrag && committed > 0 {
                redone = []  // a drop whose every transfer was refused: nothing to undo, nothing to redo
            }
            model = expected
            if let failure = check(sim, against: model) { return "\(number): \(step): \(failure)" }
            if host != model.lists { return "\(number): \(step): the host's store is not the engine's" }
        }
        return nil
    }

    /// Notes the seams a lift of `group` by `pressed` reaches.
    static func noteGroup(_ group: [ItemID], pressed: ItemID, sim: DragSimulator, model: Model, coverage: inout Coverage) {
        if group.count > 1 { coverage.note("a group lifted") }
    }

    /// The rows `actions` opened and did not close again.
    static func stillOpened(_ actions: some Sequence<Action>) -> Set<ItemID> {
        var open: Set<ItemID> = []
        for case .setExpanded(let row, let shown) in actions {
            if shown { open.insert(row) } else { open.remove(row) }
        }
        return open
    }

    /// Whether `action` ends a drag's image: what follows it is the drag's end.
    static func isEnd(_ action: Action) -> Bool {
        if case .endPreview = action { return true }
        return false
    }

    /// A between-rows line starts one indentation in per level of the list it drops into (F6).
    static func checkLine(_ feedback: DragFeedback, sim: DragSimulator) -> String? {
        guard let cue = feedback.destination, cue.intoItem == nil, let level = sim.engine.levelDepth(of: cue.container) else { return nil }
        let expected = Double(level) * indentation
        return cue.markerFrame.minX == expected ? nil
            : "the line starts at \(cue.markerFrame.minX) for level \(level + 1), not \(expected)"
    }

    /// The last shown row above the line that stays (not a dragged row or inside one).
    static func lastStayingRow(above feedback: DragFeedback, sim: DragSimulator, dragged: Set<ItemID>) -> ItemID? {
        guard let line = feedback.destination?.markerFrame else { return nil }
        var result: ItemID?
        var inside: Int?
        for row in sim.engine.outlineRows(of: 1) {
            if let depth = inside, row.depth > depth { continue }
            inside = nil
            if dragged.contains(row.item) { inside = row.depth; continue }
            guard let frame = sim.engine.frame(of: row.item), frame.midY < line.midY else { break }
            result = row.item
        }
        return result
    }

    static func name(_ item: ItemID?, _ sim: DragSimulator) -> String {
        item.flatMap { sim.engine.workspace.items[$0]?.label } ?? "nothing"
    }

    /// The rules that hold after every step.
    static func check(_ sim: DragSimulator, against model: Model) -> String? {
        let now = Self.model(of: sim)
        if now.lists != model.lists {
            let describe = { (lists: [ContainerID: [ItemID]]) in
                lists.keys.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue): \(lists[$0]!.map { name($0, sim) })" }.joined(separator: "; ")
            }
            return "the tree is \(describe(now.lists)), the model has \(describe(model.lists))"
        }
        if now.expanded != model.expanded {
            return "open rows \(now.expanded.map { name($0, sim) }.sorted()), the model has \(model.expanded.map { name($0, sim) }.sorted())"
        }
        // No level inside itself and nothing lost: a walk down from the top meets every item once.
        var met: [ItemID] = []
        var pending: [ContainerID] = [1]
        var entered: Set<ContainerID> = [1]
        while let container = pending.popLast() {
            for item in sim.order(of: container) {
                met.append(item)
                if let opened = sim.engine.openedContainer(of: item) {
                    guard entered.insert(opened).inserted else { return "a level is inside itself" }
                    pending.append(opened)
                }
            }
        }
        if met.count != sim.engine.workspace.items.count || Set(met).count != met.count {
            return "the walk from the top meets \(met.count) items of \(sim.engine.workspace.items.count)"
        }
        for row in sim.engine.outlineRows(of: 1) where sim.engine.levelDepth(of: row.container) != row.depth {
            return "\(name(row.item, sim)) is shown at depth \(row.depth) in a list of depth \(sim.engine.levelDepth(of: row.container) ?? -1)"
        }
        if !sim.mirrorIsInStep { return "the host's copy of the content is out of step" }
        if sim.engine.feedback(for: 1) != nil || sim.engine.feedback(for: .keyboard) != nil { return "a drag is still going on" }
        return nil
    }

    /// A random walk of `count` steps from `seed`.
    static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SplitMix64(seed: seed)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        return (0..<count).map { _ in
            switch next(15) {
            case 0...4:
                // A drag that rests mostly rests on a row's middle, where a collapsed row opens.
                let rests = next(3) == 0
                return .pointer(item: next(16), row: next(17), part: rests && next(3) > 0 ? 1 : next(3),
                                levels: next(5) - 2, rests: rests, escapes: next(8) == 0)
            case 5, 6:
                return .keyboard(item: next(16), keys: (0..<next(6)).map { _ in next(5) }, escapes: next(6) == 0)
            case 7: return .undo
            case 8: return .redo
            case 9: return .toggle(item: next(16))
            case 10: return .click(item: next(16))
            case 11: return .ctrlClick(item: next(16))
            case 12: return .refuse(nth: next(2))  // the next drag's, undo's or redo's
            default:
                // Mostly several rows, now and then none (so single drags stay common).
                return .select(items: next(4) == 0 ? [] : (0..<(2 + next(3))).map { _ in next(16) })
            }
        }
    }

    /// The fewest steps of `steps` that still fail: one step taken out at a time while it still
    /// fails. O(n²) runs.
    static func shrink(_ steps: [Step]) -> [Step] {
        var current = steps
        var removed = true
        while removed {
            removed = false
            for index in current.indices.reversed() {
                var candidate = current
                candidate.remove(at: index)
                if run(candidate) != nil {
                    current = candidate
                    removed = true
                }
            }
        }
        return current
    }

    @Test("Seeded walks of 80 steps keep the tree whole and every drop where its line was", arguments: Array(UInt64(1)...30))
    func walk(seed: UInt64) {
        let walk = Self.steps(seed: seed, count: 80)
        var coverage = Coverage()
        guard let failure = Self.run(walk, coverage: &coverage) else { return }
        let minimal = Self.shrink(walk)
        Issue.record("""
            seed \(seed): \(failure)
            shrunk to \(minimal.count) steps: \(minimal.map(\.description).joined(separator: " | "))
            which fails as: \(Self.run(minimal) ?? "?")
            """)
    }

    @Test("The walks reach every seam they are meant to: levels, rows opened by resting and by Space, undo of what a drop left open, groups from several levels, refused transfers, one selection")
    func walksReachTheSeams() {
        var coverage = Coverage()
        for seed in UInt64(1)...40 {
            _ = Self.run(Self.steps(seed: seed, count: 80), coverage: &coverage)
        }
        for seam in ["pointer drop between rows", "pointer drop into a row", "pointer drop at another level",
                     "a resting drag opened a row", "keyboard drop", "Space opened a row", "undo", "redo",
                     "undo closing rows a drop left open", "Escape", "a group lifted",
                     "group drop", "group drop from several levels", "Ctrl-click with rows of another level selected",
                     "a transfer of a group refused", "a transfer of undo or redo refused",
                     "undo or redo of a group, one transfer per level"] {
            #expect(coverage.counts[seam, default: 0] >= 2, "\(seam): \(coverage.counts[seam, default: 0]) times; \(coverage.counts)")
        }
    }
}
