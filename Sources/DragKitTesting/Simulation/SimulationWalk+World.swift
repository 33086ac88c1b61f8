import DragKit

// Undo and redo, the host's late answers and loads, and changes made in another window.

extension SimulationWalk {
    // MARK: Undo and redo (S10)

    /// Edit ▸ Undo or Redo: the model says what must happen (nothing, still saving, changed
    /// since, or the exact lists before or after the change), and the engine must do it.
    mutating func history(undo: Bool, outcome: CommitOutcome) {
        let command: Announcement.Command = undo ? .undo : .redo
        let top = undo ? model.undoStack.last : model.redoStack.last
        let placesBefore = top.map { model.placements(of: $0.operation == .move ? $0.items : []) } ?? []
        let expected = undo ? model.undo() : model.redo()
        if case .applies = expected { sim.plannedOutcomes = [outcome] }
        let mark = sim.log.count
        if undo { sim.undo() } else { sim.redo() }
        sim.plannedOutcomes = []
        let events = said(since: mark)
        let commits = sim.log[mark...].compactMap { action -> Transfer? in
            if case .commit(.items(let transfer)) = action { return transfer } else { return nil }
        }
        func kind(_ entry: ModelEntry) -> UndoKind { entry.operation == .move ? .move : .copy }
        switch expected {
        case .nothing:
            coverage.note("\(command): nothing to do")
            if !(commits.isEmpty && events.contains(.nothingTo(command))) { fail("\(command) with an empty history said \(events.map { $0.english })") }
        case .stillSaving(let entry):
            coverage.note("\(command): still saving")
            if !(commits.isEmpty && events.contains(.stillSaving(command, kind(entry)))) { fail("\(command) of a change still being saved said \(events.map { $0.english })") }
        case .changedSince(let entry):
            coverage.note("\(command): refused, changed since")
            let reported = sim.log[mark...].contains { $0.isReportFailure }
            if !(commits.isEmpty && events.contains(.changedSince(command, kind(entry))) && reported) { fail("\(command) of a change whose lists changed since said \(events.map { $0.english }), committed \(commits)\(reported ? "" : ", reported no failure (F7)")") }
        case .applies(let entry):
            coverage.note("\(command): applied (\(entry.operation)\(entry.items.count > 1 ? ", group" : ""))")
            if !(commits.count == 1) { fail("\(command) committed \(commits.count) transfers") }
            guard let transfer = commits.first else { return }
            model.markBusy(transfer.id, entry: entry.id)
            // Said once stored, or waiting to be; a refused step is never said done (F7, issue 36).
            let events = said(since: mark, storing: transfer.id)
            let refused = if case .fail = outcome { true } else { false }
            func says(_ event: Announcement.Event) -> Bool { events.contains(event) != refused }
            var waiting = WaitingCommit(role: undo ? .undo : .redo, restore: [], removeCopies: [], revive: [])
            let source = model.lists[entry.source]?.count ?? 0
            let destination = model.lists[entry.destination]?.count ?? 0
            if undo && entry.operation == .move {
                if !(transfer.operation == .move && transfer.items == entry.items && transfer.copies == entry.copies
                        && transfer.source == entry.destination && transfer.destination == entry.source
                        && transfer.indices == entry.placements.map { $0.index }) { fail("undo committed \(transfer) (indices \(transfer.indices)); the items were at \(entry.placements.map { $0.index }) of \(entry.source), and \(entry.copies) were re-created (S10)") }
                let position = entry.placements.count == 1 && entry.copies.isEmpty ? entry.placements[0].index + 1 : nil
                if !(says(.undidMove(.move, subject(entry.items + entry.copies), backIn: label(of: entry.source), position: position, of: source))) { fail("undo said \(events.map { $0.english }); the items are back at \(entry.placements.map { $0.index + 1 }) of \(source)") }
                waiting.restore = placesBefore
                // A slow move's re-created items (S14) come back should the undo fail.
                waiting.revive = entry.copies.enumerated().map {
                    ItemPlacement(item: $0.element, container: entry.destination, index: entry.index + entry.items.count + $0.offset)
                }
            } else if undo {
                // An original deleted since is named as its copy is (S7).
                let gone = entry.items.count == 1 && model.container(of: entry.items[0]) == nil
                let originals = gone && !entry.copies.isEmpty ? subject([entry.copies[0]]) : subject(entry.items)
                if !(transfer.operation == .delete && transfer.items == entry.copies) { fail("undo of a copy committed \(transfer)") }
                if !(says(.undidCopies(.copy, copies: entry.copies.count, of: originals, from: label(of: entry.destination)))) { fail("undo of a copy said \(events.map { $0.english })") }
                waiting.revive = entry.copies.enumerated().map {
                    ItemPlacement(item: $0.element, container: entry.destination, index: entry.index + $0.offset)
                }
            } else {
                if !(transfer.operation == entry.operation && transfer.items == entry.items && transfer.source == entry.source
                        && transfer.destination == entry.destination && transfer.index == entry.index
                        && transfer.copies == entry.copies) { fail("redo committed \(transfer), the change was \(entry.operation) \(entry.items) to \(entry.destination) at \(entry.index)") }
                let verb: Announcement.DropVerb = entry.operation == .copy ? .copy : .move
                let arrived = entry.operation == .move ? entry.items + entry.copies : entry.items
                if !(says(.redid(kind(entry), .dropped(verb, subject(arrived), to: label(of: entry.destination),
                                                                    position: entry.index + 1, of: destination, stayed: 0, offered: arrived.count)))) { fail("redo said \(events.map { $0.english }); it put the items at \(entry.index + 1) of \(destination)") }
                if entry.operation == .move { waiting.restore = placesBefore }
                waiting.removeCopies = entry.copies
                // Copies are made again from their originals as they are now (S10).
                for (original, copy) in zip(entry.items, entry.copies) where entry.operation != .move && model.container(of: original) != nil {
                    model.rename(copy, to: model.labels[original] ?? "item")
                }
            }
            answer(transfer.id, role: waiting.role, outcome: outcome, since: mark, waiting: waiting)
        }
    }

    // MARK: The host's late answers (S14, F7, F9)

    /// The host answers every commit and load still waiting, as `choice`'s bits say.
    mutating func settle(_ choice: SettleChoice) {
        var bit = 0
        func next() -> Bool {
            defer { bit += 1 }
            return choice.bits & (1 << UInt16(bit % 16)) != 0
        }
        for transfer in sim.engine.uncommittedCommits.compactMap(\.items) {
            guard let waiting = waiting.removeValue(forKey: transfer.id) else { continue }
            let mark = sim.log.count
            let held = sim.engine.wordsWaiting(for: transfer.id).flatMap { flatten($0.event) }
            if next() {
                coverage.note("late answer: stored")
                sim.succeed(transfer.id)
                model.stored(transfer.id)
                // The change's words, held until now, are said now (F7, issue 36).
                let events = said(since: mark)
                if !(held.allSatisfy { events.contains($0) }) { fail("a late-stored change said \(events.map { $0.english }); its held words were \(held.map { $0.english })") }
            } else {
                coverage.note("late answer: failed (\(waiting.role))")
                sim.fail(transfer.id, reason: "the server refused the change")
                rollBack(transfer.id, waiting)
                checkFailureSaidLast(since: mark)
                let events = said(since: mark)
                if let claim = held.first(where: { events.contains($0) }) { fail("a change its host refused late was said \"\(claim.english)\"") }
            }
        }
        var index = 0
        while index < loads.count {
            let arrives = next()
            let other = next()
            let before = loads.count
            resolveLoad(at: index, arrives: arrives, cancelled: !arrives && other, commit: arrives && other ? .fail("no space left") : .succeed)
            if loads.count == before { index += 1 }
        }
    }

    /// Answers the load at `index` of ``loads``: its data arrives (and its commit is answered
    /// as `commit`), it fails, or the person stops it (S14, F9).
    mutating func resolveLoad(at index: Int, arrives: Bool, cancelled: Bool, commit: CommitOutcome) {
        let load = loads.remove(at: index)
        let mark = sim.log.count
        if arrives {
            coverage.note("load: arrived")
            sim.plannedOutcomes = [commit]
            sim.finishLoading(load.id)
            sim.plannedOutcomes = []
            let commits = sim.log[mark...].compactMap { action -> Transfer? in
                if case .commit(.items(let transfer)) = action { return transfer } else { return nil }
            }
            if !(commits.count == 1) { fail("a load that arrived committed \(commits.count) transfers") }
            guard let transfer = commits.first else { return }
            // The content lands where the placeholder stands (S14): before the item it stood
            // before, at the end if none, else at the drop's index, clamped. A move names every
            // item offered; those gone meanwhile arrive re-created, as its copies.
            var present = load.items.filter { model.container(of: $0) != nil }
            // Moved meanwhile by another drop: all together, they come from there; scattered,
            // a move takes only those still in its list (S9).
            if load.operation == .move { present = model.origin(of: present, leftFrom: load.source).items }
            let gone = load.items.filter { model.container(of: $0) == nil }
            let staying = load.operation == .move ? present.count(where: { model.lists[load.destination]?.contains($0) == true }) : 0
            let remaining = (model.lists[load.destination] ?? []).filter { !(load.operation == .move && present.contains($0)) }
            var expected = min(max(load.index, 0), (model.lists[load.destination]?.count ?? 0) - staying)
            if let anchor = load.anchor, let position = remaining.firstIndex(of: anchor) {
                expected = position
            } else if load.anchor == nil {
                expected = remaining.count
            }
            let named = load.operation == .move ? present : present + gone
            if !(transfer.index == expected && transfer.destination == load.destination
                    && transfer.items == named && transfer.indices == Array(expected ..< expected + named.count)) { fail("the loaded drop landed as \(transfer); its placeholder stood at \(expected) of \(load.destination), and of its items \(load.items) these remain: \(present)") }
            var labels: [ItemID: String] = [:]
            for item in gone { labels[item] = load.labels[item] }
            applyChange(transfer, dragged: load.offered, present: present, recreated: gone, recreatedLabels: labels,
                        offered: present + gone, since: mark, outcome: commit)
        } else if cancelled {
            coverage.note("load: stopped")
            sim.cancelLoading(load.id)
            let events = said(since: mark)
            if !(events.contains { if case .stoppedLoading = $0 { true } else { false } }) { fail("a stopped load said \(events.map { $0.english })") }
        } else {
            coverage.note("load: failed")
            sim.fail(load.id, reason: "the connection was lost")
            let events = said(since: mark)
            if !(events.contains { if case .couldNotLoad = $0 { true } else { false } }
                    && !events.contains { if case .dropped = $0 { true } else { false } }) { fail("a failed load said \(events.map { $0.english })") }
        }
    }

    // MARK: Another window

    /// Another window adds, deletes or renames an item; the host declares it, lays its lists
    /// out again and reports that the layout changed.
    mutating func outside(_ change: OutsideChange) {
        switch change {
        case .insert(let pick, let position):
            let container = SimulationScene.containers[Int(pick) % SimulationScene.containers.count]
            let count = model.lists[container]?.count ?? 0
            let index = Int(position) % (count + 1)
            var raw: UInt32 = 100_000 + UInt32(usedIDs.count)
            while usedIDs.contains(ItemID(raw)) || sim.engine.workspace.items[ItemID(raw)] != nil { raw += 1 }
            let id = ItemID(raw)
            usedIDs.insert(id)
            let type = container == SimulationScene.archive ? SimulationScene.loadingType : TypeIdentifier.item
            let name = "New \(raw)"
            do {
                try sim.engine.insert(SimulationScene.makeItem(id, label: name, type: type), into: container, at: index)
            } catch {
                fail("inserting a new item \(id) at \(index) of \(container) failed: \(error)")
                return
            }
            model.insert(id, label: name, into: container, at: index)
            sim.resetMirror()
            coverage.note("another window: inserted")
        case .remove(let pick):
            let all = model.allItems
            guard !all.isEmpty else { return }
            remove(all[Int(pick) % all.count])
        case .rename(let pick):
            let all = model.allItems
            guard !all.isEmpty else { return }
            rename(all[Int(pick) % all.count])
        }
        sim.relayoutAll()
        sim.send(.layoutDidChange)
    }

    /// Another window deleted `item`. O(items).
    mutating func remove(_ item: ItemID) {
        do {
            try sim.removeItem(item)
        } catch {
            fail("removing \(item) failed: \(error)")
            return
        }
        model.remove([item])
        coverage.note("another window: deleted")
    }

    /// Another window renamed `item`. O(1).
    mutating func rename(_ item: ItemID) {
        let names = ["Renew passport", "pull request", "roadmap", "ticket", "book", "cake", "Buy milk", "notes 2", "Pay rent!", "プラン"]
        let name = names[renameCount % names.count]
        renameCount += 1
        do {
            try sim.engine.setLabel(name, of: item)
        } catch {
            fail("renaming \(item) failed: \(error)")
            return
        }
        model.rename(item, to: name)
        coverage.note("another window: renamed")
    }

    // MARK: During a drag

    /// Something happens while a drag is in progress; `dragged` becomes what is left to drop.
    mutating func midDrag(_ event: MidDragEvent, dragged: inout [ItemID], from source: ContainerID) {
        coverage.note("during a drag: \(event.kind)")
        switch event {
        case .outside(let change):
            outside(change)
        case .settle(let choice):
            settle(choice)
        case .undo:
            let mark = sim.log.count
            sim.undo()
            let events = said(since: mark)
            let expected: Announcement.Event = model.undoStack.isEmpty ? .nothingTo(.undo) : .cantWhileDragging(.undo)
            if !(events.contains(expected) && !sim.log[mark...].contains { $0.isCommit }) { fail("undo during a drag said \(events.map { $0.english })") }
        case .removeDragged(let pick):
            guard !dragged.isEmpty else { return }
            remove(dragged[Int(pick) % dragged.count])
            sim.relayoutAll()
            sim.send(.layoutDidChange)
        case .renameDragged(let pick):
            guard !dragged.isEmpty else { return }
            rename(dragged[Int(pick) % dragged.count])
        }
        // What is left to drop: the items still there, unless none is in the drag's list and
        // they are in more than one other list (a drop would take none of them, S9).
        let present = dragged.filter { model.container(of: $0) != nil }
        dragged = present.isEmpty || model.origin(of: present, leftFrom: source).items.isEmpty ? [] : present
    }
}

extension MidDragEvent {
    /// The kind of event, for coverage counts.
    var kind: String {
        switch self {
        case .outside: return "change in another window"
        case .settle: return "late answers"
        case .undo: return "undo"
        case .removeDragged: return "a dragged item deleted"
        case .renameDragged: return "a dragged item renamed"
        }
    }
}
