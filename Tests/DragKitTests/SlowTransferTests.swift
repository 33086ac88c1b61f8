import DragKit
import DragKitTesting
import Testing

@Suite("S14 Slow transfers, F9 Transfer progress, F7 failed loads")
struct SlowTransferTests {
    /// A desk with two files to load (300 KB and 1.2 MB) and a plain note, and a document
    /// that receives drops from other containers as moves.
    static func scene(operation: DropOperation = .move) throws -> (sim: DragSimulator, intro: ItemID) {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(crossContainerOperation: operation),
            items: [RichScene.file(100, "Photo", bytes: 300_000), RichScene.file(101, "Video", bytes: 1_200_000)])
        try sim.addItem(Item(id: 102, label: "Note"), to: RichScene.desk)
        return (sim, intro)
    }

    @Test("S14: no data is requested while dragging; the drop asks for it and states the known total size")
    func noLoadBeforeDrop() throws {
        var (sim, intro) = try Self.scene()
        sim.lift(100, to: sim.point(in: intro, fraction: 0.9))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == RichScene.destination)
        #expect(sim.loadRequests.isEmpty)
        #expect(!sim.logContains { if case .insertPlaceholder = $0 { true } else { false } })

        sim.release(at: sim.point(in: intro, fraction: 0.9))
        let request = try #require(sim.loadRequests.first)
        #expect(request.item == 100 && request.type == .png && request.fields.isEmpty)
        // The drop has not changed the content: the photo is still on the desk.
        #expect(sim.order(of: RichScene.desk) == [100, 101, 102])
        #expect(sim.order(of: RichScene.destination) == [intro])
        #expect(sim.commits.isEmpty)
        let placeholder = try #require(sim.placeholders[request.transfer])
        #expect(placeholder.progress == TransferProgress(itemTotals: [300_000]))
        #expect(placeholder.items == [PlaceholderItem(item: 100, label: "Photo", totalBytes: 300_000)])
        #expect(sim.announcements.last == "Dropped Photo on Document. Loading (300 KB)…")
        let loading = try #require(sim.engine.loadingTransfers.first)
        #expect(loading.transfer.items == [100])
        #expect(loading.progress.totalBytes == 300_000)
    }

    @Test("S14: progress is reported as the host gives it, only forward, never past the total")
    func progressMonotonic() throws {
        var (sim, intro) = try Self.scene()
        sim.drop(101, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.reportProgress(id, completedBytes: 400_000)
        sim.reportProgress(id, completedBytes: 100_000)  // out of order: ignored
        #expect(sim.lastActions.isEmpty)
        sim.reportProgress(id, completedBytes: 400_000)  // no change: nothing to show
        #expect(sim.lastActions.isEmpty)
        sim.reportProgress(id, completedBytes: 900_000)
        sim.reportProgress(id, completedBytes: 5_000_000)  // clamped to the stated total
        let shown = sim.progressReports(id).map { $0.completedBytes }
        #expect(shown == [0, 400_000, 900_000, 1_200_000])
        #expect(sim.progressReports(id).allSatisfy { $0.totalBytes == 1_200_000 })
        #expect(sim.placeholders[id]?.progress?.fraction == 1)
        #expect(sim.announcements.last == "Dropped Video on Document. Loading (1.2 MB)…")
    }

    @Test("S14: cancelling a load removes its placeholder and leaves the source intact")
    func cancelLeavesSourceIntact() throws {
        var (sim, intro) = try Self.scene()
        let before = sim.snapshot
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.reportProgress(id, completedBytes: 150_000)
        sim.cancelLoading(id)
        #expect(sim.lastActions.first == .removePlaceholder(id))
        #expect(sim.placeholders.isEmpty)
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.engine.loadingTransfers.isEmpty)
        #expect(sim.announcements.last == "Stopped loading Photo into Document. The original is unchanged.")
        // Reports after the cancel are ignored.
        sim.finishLoading(id)
        #expect(sim.lastActions.isEmpty)
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S14: a long transfer keeps going when its source is removed before it completes")
    func sourceRemovedMidTransfer() throws {
        var (sim, intro) = try Self.scene()
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.reportProgress(id, completedBytes: 100_000)
        try sim.removeItem(100)
        #expect(sim.order(of: RichScene.desk) == [101, 102])
        sim.reportProgress(id, completedBytes: 300_000)
        #expect(sim.progressReports(id).last?.completedBytes == 300_000)
        sim.finishLoading(id)
        #expect(sim.failures.isEmpty)
        let transfer = try #require(sim.commits.first)
        // Nothing was there to move: the photo arrives re-created, as the move's copy.
        #expect(transfer.items == [])
        #expect(transfer.copies.count == 1)
        let arrived = transfer.copies[0]
        #expect(sim.order(of: RichScene.destination) == [intro, arrived])
        #expect(sim.engine.workspace.items[arrived]?.label == "Photo")
        #expect(sim.engine.workspace.items[arrived]?.representations.first?.type == .png)
        // Said by the name it had at the drop, not as a nameless "item" (S7), and as all that
        // was offered: nothing "stayed".
        #expect(sim.announcements.last == "Moved Photo to Document, position 2 of 2.", "\(sim.announcements)")
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S14: an item renamed while its drop loads is announced by the name it has when it lands")
    func renamedWhileLoading() throws {
        var (sim, intro) = try Self.scene(operation: .copy)
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        try sim.engine.setLabel("Beach", of: 100)
        sim.finishLoading(id)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.engine.workspace.items[copy]?.label == "Beach")
        #expect(sim.announcements.last == "Copied Beach to Document, position 2 of 2.", "\(sim.announcements)")
    }

    @Test("S7, S10, S14: undo of a slow copy whose original was deleted while it loaded names it as its copy is named")
    func undoCopyOfDeletedOriginal() throws {
        var (sim, intro) = try Self.scene(operation: .copy)
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        try sim.removeItem(100)
        sim.finishLoading(id)
        let copy = try #require(sim.commits.last?.copies.first)
        sim.undo()
        #expect(sim.engine.workspace.items[copy] == nil)
        #expect(sim.order(of: RichScene.destination) == [intro])
        #expect(sim.announcements.last == "Undid: removed the copy of Photo from Document.", "\(sim.announcements)")
    }

    @Test("S10, S14: undo of a slow move whose source went away takes the re-created item out; redo brings it back; a failed undo leaves it")
    func undoRecreatedItem() throws {
        var (sim, intro) = try Self.scene()
        _ = sim.engine.handle(.setSelection([100, 101], in: RichScene.desk))
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        try sim.removeItem(100)
        sim.finishLoading(id)
        let drop = try #require(sim.commits.last)
        #expect(drop.items == [101])
        #expect(drop.indices == [1])
        #expect(drop.copies.count == 1)
        let arrived = drop.copies[0]
        #expect(sim.order(of: RichScene.destination) == [intro, 101, arrived])
        #expect(sim.order(of: RichScene.desk) == [102])
        #expect(sim.announcements.last == "Moved 2 items to Document, position 2 of 3.", "\(sim.announcements)")
        let after = sim.snapshot

        // Undo: the video goes back to its place, the re-created photo goes; one commit says both.
        sim.undo()
        #expect(sim.order(of: RichScene.desk) == [101, 102])
        #expect(sim.order(of: RichScene.destination) == [intro])
        #expect(sim.engine.workspace.items[arrived] == nil)
        let undo = try #require(sim.commits.last)
        #expect(undo.operation == .move && undo.items == [101] && undo.indices == [0] && undo.copies == [arrived])
        #expect(undo.source == RichScene.destination && undo.destination == RichScene.desk)
        #expect(sim.mirrorIsInStep)

        // Redo: exactly the state after the drop, with the same ids.
        sim.redo()
        #expect(sim.snapshot == after)
        let redo = try #require(sim.commits.last)
        #expect(redo.operation == .move && redo.items == [101] && redo.copies == [arrived] && redo.index == 1)
        #expect(sim.mirrorIsInStep)

        // An undo the host can't store puts both back as they were after the drop.
        sim.plannedOutcomes = [.fail("the server refused the change")]
        sim.undo()
        #expect(sim.snapshot == after)
        #expect(sim.engine.workspace.items[arrived]?.label == "Photo")
        #expect(sim.failures.last?.hasPrefix("Couldn't undo") == true, "\(sim.failures)")
        #expect(sim.mirrorIsInStep)
    }

    @Test("F9: a drop of several items shows one placeholder per item, each with its own progress")
    func onePlaceholderPerItem() throws {
        var (sim, intro) = try Self.scene()
        _ = sim.engine.handle(.setSelection([100, 101], in: RichScene.desk))
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        #expect(sim.loadRequests.map { $0.item } == [100, 101])
        let placeholder = try #require(sim.placeholders[id])
        #expect(placeholder.items == [
            PlaceholderItem(item: 100, label: "Photo", totalBytes: 300_000),
            PlaceholderItem(item: 101, label: "Video", totalBytes: 1_200_000),
        ])
        #expect(placeholder.label == "Loading 2 items…")
        // Per-item reports: each item's share moves on its own, the total is their sum.
        sim.reportProgress(id, item: 101, completedBytes: 600_000)
        #expect(sim.placeholders[id]?.progress?.items.map { $0.completedBytes } == [0, 600_000])
        #expect(sim.placeholders[id]?.progress?.completedBytes == 600_000)
        sim.reportProgress(id, item: 101, completedBytes: 100_000)  // backwards: ignored
        #expect(sim.lastActions.isEmpty)
        sim.reportProgress(id, item: 100, completedBytes: 9_000_000)  // clamped to its size
        #expect(sim.placeholders[id]?.progress?.items.map { $0.fraction } == [1, 0.5])
        #expect(sim.placeholders[id]?.progress?.completedBytes == 900_000)
        sim.reportProgress(id, item: 102, completedBytes: 1)  // not in the drop: ignored
        #expect(sim.lastActions.isEmpty)
        // A host that only counts the total fills the items in order.
        var (other, otherIntro) = try Self.scene()
        _ = other.engine.handle(.setSelection([100, 101], in: RichScene.desk))
        other.drop(100, below: otherIntro)
        let otherID = try #require(other.loadRequests.first).transfer
        other.reportProgress(otherID, completedBytes: 500_000)
        #expect(other.placeholders[otherID]?.progress?.items.map { $0.completedBytes } == [300_000, 200_000])
        sim.finishLoading(id)
        #expect(sim.placeholders.isEmpty)
        #expect(sim.order(of: RichScene.destination) == [intro, 100, 101])
    }

    @Test("S10, A2: redoing a copy that loaded as PNG commits it as PNG again")
    func redoKeepsRepresentations() throws {
        var (sim, intro) = try Self.scene(operation: .copy)
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.finishLoading(id)
        let first = try #require(sim.commits.last)
        #expect(first.representations == [.png])
        sim.undo()
        #expect(sim.order(of: RichScene.destination) == [intro])
        sim.redo()
        let again = try #require(sim.commits.last)
        #expect(again.operation == .copy && again.copies == first.copies)
        #expect(again.representations == [.png], "the redo stores the same conversion")
    }

    @Test("F9: the placeholder stands at the drop index and is replaced by the content on success")
    func placeholderReplacedOnSuccess() throws {
        var (sim, intro) = try Self.scene()
        try sim.addItem(Item(id: 103, label: "Outro"), to: RichScene.destination)
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        #expect(sim.placeholders[id] == PlaceholderState(
            container: RichScene.destination, index: 1, label: "Loading Photo…",
            items: [PlaceholderItem(item: 100, label: "Photo", totalBytes: 300_000)],
            progress: TransferProgress(itemTotals: [300_000])))
        sim.reportProgress(id, completedBytes: 120_000)
        #expect(sim.lastActions == [.showProgress(id, TransferProgress(
            completedBytes: 120_000, totalBytes: 300_000, items: [ItemProgress(completedBytes: 120_000, totalBytes: 300_000)]))])
        #expect(sim.placeholders[id]?.progress?.completedBytes == 120_000)

        sim.finishLoading(id)
        #expect(sim.placeholders.isEmpty)
        // The placeholder goes, the content takes its place, then the host commits it.
        let removed = try #require(sim.log.firstIndex(of: .removePlaceholder(id)))
        let change = try #require(sim.log.lastIndex(where: { $0.isApplyChange }))
        let commit = try #require(sim.log.firstIndex(where: { $0.isCommit }))
        #expect(removed < change && change < commit)
        #expect(sim.order(of: RichScene.destination) == [intro, 100, 103])
        #expect(sim.order(of: RichScene.desk) == [101, 102])
        #expect(try #require(sim.commits.first).operation == .move)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F9: a copy within its own list loads behind a placeholder at the drop index; a reorder loads nothing")
    func placeholderIndexInSameList() throws {
        var sim = DragSimulator()
        try sim.addList(RichScene.desk, "Desk", items: [])
        for (offset, name) in ["A", "B", "C", "D"].enumerated() {
            try sim.addItem(RichScene.file(ItemID(UInt32(100 + offset)), name, bytes: 1_000), to: RichScene.desk)
        }
        sim.drop(100, below: 102)  // a move: A below C, nothing to load
        #expect(sim.loadRequests.isEmpty)
        #expect(sim.order(of: RichScene.desk) == [101, 102, 100, 103])

        sim.drag(sim.center(of: 101), to: sim.point(in: 100, fraction: 0.9), modifiers: [.option])  // copy B below A
        let id = try #require(sim.loadRequests.first).transfer
        #expect(sim.placeholders[id]?.index == 3)
        #expect(sim.order(of: RichScene.desk) == [101, 102, 100, 103])
        sim.finishLoading(id)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: RichScene.desk) == [101, 102, 100, copy, 103])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F9, F7: a failed load replaces the placeholder with a message and leaves the source intact")
    func failedLoadShowsMessage() throws {
        var (sim, intro) = try Self.scene()
        let before = sim.snapshot
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.reportProgress(id, completedBytes: 10_000)
        sim.fail(id, reason: "the server timed out")
        #expect(sim.lastActions.first == .removePlaceholder(id))
        #expect(sim.placeholders.isEmpty)
        #expect(sim.failures == ["Couldn't load Photo into Document: the server timed out. The original is unchanged."])
        #expect(sim.announcementRecords.last?.politeness == .assertive)
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: a loaded drop whose commit fails is still taken back like any other")
    func loadedThenCommitFails() throws {
        var (sim, intro) = try Self.scene()
        sim.commitsSucceedAutomatically = false
        let before = sim.snapshot
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.finishLoading(id)
        #expect(sim.order(of: RichScene.destination) == [intro, 100])
        sim.fail(id, reason: "the disk is full")
        #expect(sim.snapshot == before)
        #expect(sim.failures.count == 1)
        #expect(sim.failures[0].contains("the disk is full"))
        #expect(sim.mirrorIsInStep)
    }

    @Test("F9, S9: other drags keep working while a drop is loading")
    func otherDragsKeepWorking() throws {
        var (sim, intro) = try Self.scene()
        try sim.addItem(Item(id: 103, label: "Outro"), to: RichScene.destination)
        sim.drop(101, below: intro)  // placeholder between Intro and Outro
        let id = try #require(sim.loadRequests.first).transfer
        #expect(sim.placeholders[id]?.index == 1)
        sim.reportProgress(id, completedBytes: 600_000)
        // Meanwhile another pointer drags the note (no loading needed) to the top of the document.
        sim.drag(sim.center(of: 102), to: sim.point(in: intro, fraction: 0.1), pointer: 2)
        #expect(sim.commits.count == 1)
        #expect(sim.order(of: RichScene.destination) == [102, intro, 103])
        #expect(sim.placeholders[id] != nil)
        // And reorders within the desk.
        sim.drop(100, below: 101, pointer: 3)
        #expect(sim.order(of: RichScene.desk) == [101, 100])
        sim.reportProgress(id, completedBytes: 1_200_000)
        sim.finishLoading(id)
        #expect(sim.placeholders.isEmpty)
        // The video lands where its placeholder stood: between Intro and Outro.
        #expect(sim.order(of: RichScene.destination) == [102, intro, 101, 103])
        #expect(sim.commits.last?.index == 2)
        #expect(sim.order(of: RichScene.desk) == [100])
        #expect(sim.commits.map { $0.items } == [[102], [100], [101]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F9: content dropped at the end lands at the end even if the list grew meanwhile")
    func endAnchoredPlaceholder() throws {
        var (sim, intro) = try Self.scene()
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.drop(102, below: intro, pointer: 2)
        #expect(sim.order(of: RichScene.destination) == [intro, 102])
        sim.finishLoading(id)
        #expect(sim.order(of: RichScene.destination) == [intro, 102, 100])
        #expect(sim.mirrorIsInStep)
    }

    // MARK: S11 on drops that load first

    @Test("S11, S14: a loaded drop on a Cancel-step-after destination asks after it lands, before committing")
    func loadedDropAsksAfter() throws {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(dropsAreUndoable: false, confirmation: .cancelStepAfter),
            items: [RichScene.file(100, "Photo", bytes: 300_000)])
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        #expect(sim.confirmationRequests.isEmpty)  // nothing asked before the data is in
        sim.finishLoading(id)
        #expect(sim.order(of: RichScene.destination).count == 2)  // shown at once
        #expect(sim.commits.isEmpty)  // but held
        let question = try #require(sim.confirmationRequests.first)
        #expect(question.style == .cancelStepAfter)
        #expect(question.message.english.hasPrefix("Post Photo to Document?"))
        #expect(sim.announcements.last == question.message.english)
        #expect(sim.engine.undoDepth == 0)
        #expect(!sim.engine.canUndo)

        sim.perform { $0.handle(.confirm(question.id)) }
        let transfer = try #require(sim.commits.last)
        #expect(transfer.id == id)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S11, S14: Cancel on a loaded drop's step takes it back without committing")
    func loadedDropCancelled() throws {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(dropsAreUndoable: false, confirmation: .cancelStepAfter),
            items: [RichScene.file(100, "Photo", bytes: 300_000)])
        let before = sim.snapshot
        sim.drop(100, below: intro)
        sim.finishLoading(try #require(sim.loadRequests.first).transfer)
        let question = try #require(sim.confirmationRequests.first)
        sim.perform { $0.handle(.decline(question.id)) }
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S11, S14: a confirm-before destination asks before loading starts, then commits once loaded")
    func loadedDropAsksBefore() throws {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(crossContainerOperation: .move, dropsAreUndoable: false, confirmation: .before),
            items: [RichScene.file(100, "Photo", bytes: 300_000)])
        let before = sim.snapshot
        sim.drop(100, below: intro)
        let question = try #require(sim.confirmationRequests.first)
        #expect(question.style == .before)
        #expect(sim.loadRequests.isEmpty)  // nothing loads until the person agrees
        #expect(sim.snapshot == before)

        sim.perform { $0.handle(.confirm(question.id)) }
        let id = try #require(sim.loadRequests.first).transfer
        #expect(sim.placeholders[id] != nil)
        #expect(sim.commits.isEmpty)
        sim.finishLoading(id)
        let transfer = try #require(sim.commits.last)
        #expect(transfer.id == id && transfer.operation == .move)
        #expect(sim.order(of: RichScene.destination) == [intro, 100])
        #expect(sim.confirmationRequests.count == 1)  // not asked again
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S10, S14: a loaded drop on an undoable destination is one undo step")
    func loadedDropIsUndoable() throws {
        var (sim, intro) = try Self.scene()
        let before = sim.snapshot
        sim.drop(100, below: intro)
        let id = try #require(sim.loadRequests.first).transfer
        sim.finishLoading(id)
        #expect(sim.engine.undoDepth == 1)
        sim.perform { $0.handle(.transferSucceeded(id)) }
        sim.perform { $0.handle(.undo) }
        #expect(sim.snapshot == before)
    }
}
