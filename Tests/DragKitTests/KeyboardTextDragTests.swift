import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

@Suite("S7 Keyboard drags reach text views, and text selections are dragged by keyboard")
struct KeyboardTextDragTests {
    typealias S = TextScene
    static let clipID: ItemID = 50
    static let itemInstructions = " Use the arrow keys to move, Tab to go to another list, Space to drop, Escape to cancel."
    static let textInstructions = " Use the arrow keys to move, Tab to go to another place, Space to drop, Escape to cancel."

    /// The text scene with a bare clipping (type only, as a host registers a stored one) after
    /// Milk in the list, which itself takes only reminders.
    static func clippingScene(commitsSucceed: Bool = true) throws -> DragSimulator {
        var sim = try S.make(commitsSucceed: commitsSucceed)
        try sim.addItem(Item(id: clipID, type: .textClipping, label: "Trip idea"), to: S.list)
        return sim
    }

    func keyboardCue(_ sim: DragSimulator) -> DestinationCue? {
        sim.engine.feedback(for: .keyboard)?.destination ?? sim.engine.feedback(for: .keyboard, carrying: .text)?.destination
    }

    func reveals(_ sim: DragSimulator) -> [(ContainerID, Int)] {
        sim.log.compactMap { if case .revealDropPoint(let c, let i, _) = $0 { (c, i) } else { nil } }
    }

    // MARK: Items into text views (P1)

    @Test("S7, P1: a clipping picked up in a list that refuses it lands in the first note, at the end of its selection")
    func liftLandsInFirstNote() throws {
        var sim = try Self.clippingScene()
        sim.key(.space, target: Self.clipID)
        #expect(sim.announcements == [
            "Picked up Trip idea, item 2 of 2 in List. Over Note A, at character 12. Drop to copy its text." + Self.itemInstructions,
        ])
        let feedback = try #require(sim.engine.feedback(for: .keyboard))
        let cue = try #require(feedback.destination)
        #expect(cue.container == S.noteA && cue.textOffset == 11 && cue.insertionIndex == 11 && cue.isHighlighted)
        #expect(cue.markerFrame == Rect(x: 109, y: 0, width: 2, height: 20))
        #expect(feedback.operation == .copy && feedback.cursor == .copy)
        #expect(feedback.badge == Badge(count: 1, symbol: .copy) && feedback.acceptedItems == [Self.clipID])
        // The image sits just below the caret's line; the caret is revealed (S7).
        #expect(feedback.previewFrame == Rect(x: 109, y: 24, width: 300, height: 40))
        #expect(sim.log.contains(.revealDropPoint(S.noteA, index: 11, frame: cue.markerFrame)))
        #expect(sim.log.contains(.markDestination(.keyboard, cue)))
    }

    @Test("S7, P1, A4, A5, S10: Tab to a note, Left to move its caret, Space: the clipping's text is loaded and inserted there, selected and undoable")
    func tabMoveCaretAndDrop() throws {
        var sim = try Self.clippingScene()
        sim.key(.space, target: Self.clipID)
        sim.key(.tab)
        #expect(sim.announcements.last == "Over Note B, at the end. Drop to copy its text.")
        #expect(keyboardCue(sim)?.container == S.noteB && keyboardCue(sim)?.textOffset == 9)
        for _ in 0..<4 { sim.key(.arrowLeft) }
        #expect(sim.announcements.last == "Trip idea, at character 6 in Note B, as a copy.")
        #expect(keyboardCue(sim)?.markerFrame == Rect(x: 449, y: 0, width: 2, height: 20))
        #expect(reveals(sim).suffix(4).map { $0.1 } == [8, 7, 6, 5])
        #expect(sim.text(S.noteB) == S.noteBText)  // nothing changes before the drop
        sim.key(.space)
        #expect(sim.engine.phase(of: .keyboard) == nil)
        let request = try #require(sim.loadRequests.first)
        #expect(sim.loadRequests.count == 1 && request.item == Self.clipID && request.type == .textClipping)
        #expect(sim.placeholders[request.transfer]?.container == S.noteB && sim.placeholders[request.transfer]?.index == 5)
        #expect(sim.announcements.last == "Dropped Trip idea on Note B, at character 6. Loading its text…")
        #expect(sim.log.contains(.markDestination(.keyboard, nil)) && sim.previewEndings == [.settle(onto: [])])
        sim.finishLoading(request.transfer, .text("in May "))
        #expect(sim.plain(S.noteB) == "Dear in May Bob,")
        #expect(sim.text(S.noteB)?.runs == [TextRun("Dear in May Bob,", style: S.regular)])  // A4
        #expect(sim.selection(S.noteB) == TextRange(5, 12))  // A5
        let commit = try #require(sim.textCommits.last)
        #expect(commit.id == request.transfer && commit.operation == .copy && commit.sourceItems == [Self.clipID])
        #expect(sim.order(of: S.list).contains(Self.clipID))  // a copy: the clipping stays
        #expect(sim.announcements.last == "Inserted the text of Trip idea in Note B, at character 6.")
        #expect(sim.textMirrorIsInStep)
        sim.undo()  // S10
        #expect(sim.text(S.noteB) == S.noteBText && sim.textMirrorIsInStep)
        sim.redo()
        #expect(sim.plain(S.noteB) == "Dear in May Bob,")
    }

    @Test("S7: in a text view Up and Down step by word boundary, Left and Right by character (a grapheme), and both stop at the ends")
    func caretSteps() throws {
        var sim = try Self.clippingScene()
        sim.key(.space, target: Self.clipID)
        sim.key(.tab)  // Note B, "Dear Bob,", at 9; its word boundaries are 0, 4, 5 and 9
        var offsets: [Int?] = []
        for _ in 0..<3 {
            sim.key(.arrowUp)
            offsets.append(keyboardCue(sim)?.textOffset)
        }
        #expect(offsets == [5, 4, 0])
        sim.clearLog()
        sim.key(.arrowUp)
        #expect(sim.announcements == ["Start of Note B. Trip idea, at character 1 in Note B, as a copy."])
        #expect(reveals(sim).isEmpty)  // nothing moved
        sim.key(.arrowDown)
        #expect(keyboardCue(sim)?.textOffset == 4)
        for _ in 0..<5 { sim.key(.arrowRight) }
        #expect(sim.announcements.last == "Trip idea, at the end of Note B, as a copy.")
        sim.key(.arrowRight)
        #expect(sim.announcements.last == "End of Note B. Trip idea, at the end of Note B, as a copy.")
        #expect(keyboardCue(sim)?.textOffset == 9)
        // Note A: the family emoji is one character, and one word.
        sim.moveKeyboardDrag(to: DropPoint.ID(container: S.noteA, index: 12))
        #expect(sim.announcements.last == "Over Note A, at character 13. Drop to copy its text.")
        sim.key(.arrowRight)
        #expect(keyboardCue(sim)?.textOffset == 13)
        sim.key(.arrowUp)
        #expect(keyboardCue(sim)?.textOffset == 12)
        sim.key(.arrowDown)
        sim.key(.arrowDown)
        #expect(keyboardCue(sim)?.textOffset == 14)
    }

    @Test("S7, P1: Tab visits the text views that take the items' text, in order, and skips places that refuse them")
    func tabOrder() throws {
        var sim = try Self.clippingScene()
        sim.key(.space, target: Self.clipID)
        var visited: [ContainerID?] = []
        for _ in 0..<4 {
            sim.key(.tab)
            visited.append(keyboardCue(sim)?.container)
        }
        // The list takes only reminders: from the field Tab wraps to Note A.
        #expect(visited == [S.noteB, S.field, S.noteA, S.noteB])
        sim.key(.tab, modifiers: [.shift])
        #expect(keyboardCue(sim)?.container == S.noteA)
        #expect(sim.announcements.last == "Over Note A, at character 12. Drop to copy its text.")
    }

    @Test("S7, P1: an item with no text is never taken by a text view: Tab skips them, jumping there is refused")
    func itemWithoutTextSkipsTextViews() throws {
        var sim = try S.make()
        let milk = sim.order(of: S.list)[0]
        sim.key(.space, target: milk)
        sim.key(.tab)
        #expect(sim.announcements.last == "No other place can take Milk. Milk, position 1 of 1 in List.")
        sim.moveKeyboardDrag(to: DropPoint.ID(container: S.noteB, index: 2))
        #expect(sim.announcements.last == "Note B can't take Milk. Milk, position 1 of 1 in List.")
        #expect(keyboardCue(sim)?.container == S.list)
        #expect(sim.engine.dropPoints().map { $0.container } == [S.list])
    }

    @Test("S7: a note is one named drop point, at the caret Tab would take; any caret offset can be jumped to")
    func textDropPoints() throws {
        var sim = try Self.clippingScene()
        sim.key(.space, target: Self.clipID)
        let points = sim.engine.dropPoints()
        #expect(points.map { sim.words($0.name) } == ["Note A, at character 12, copy", "Note B, at the end, copy", "To field, at the end, copy"])
        #expect(points.map { $0.index } == [11, 9, 4])
        #expect(points.map { $0.count } == [19, 10, 5])
        #expect(points.map { $0.isCurrent } == [true, false, false])
        #expect(points.allSatisfy { $0.operation == .copy })
        sim.moveKeyboardDrag(to: DropPoint.ID(container: S.noteB, index: 3))
        #expect(sim.announcements.last == "Over Note B, at character 4. Drop to copy its text.")
        #expect(sim.engine.dropPoints().first { $0.container == S.noteB }?.index == 3)
        sim.moveKeyboardDrag(to: DropPoint.ID(container: S.noteB, index: 99))  // clamped to the end
        #expect(keyboardCue(sim)?.textOffset == 9)
    }

    @Test("S7, F7: Escape over a note cancels: nothing loads, the note and the list are unchanged")
    func escapeOverNote() throws {
        var sim = try Self.clippingScene()
        let lists = sim.snapshot
        sim.key(.space, target: Self.clipID)
        sim.key(.tab)
        sim.key(.arrowLeft)
        sim.key(.escape)
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.loadRequests.isEmpty && sim.placeholders.isEmpty && sim.textCommits.isEmpty && sim.commits.isEmpty)
        #expect(sim.text(S.noteB) == S.noteBText && sim.text(S.noteA) == S.noteAText && sim.snapshot == lists)
        #expect(sim.announcements.last == "Cancelled. Trip idea returned to List, position 2 of 2.")
        #expect(sim.log.contains(.markDestination(.keyboard, nil)))
        #expect(sim.previewEndings == [.flyBack(to: Rect(x: 0, y: 440, width: 300, height: 40))])
    }

    @Test("S7, F7, S10: a failed commit of text dropped by keyboard is taken back exactly")
    func itemDropFailureRollsBack() throws {
        var sim = try Self.clippingScene(commitsSucceed: false)
        sim.key(.space, target: Self.clipID)
        sim.key(.tab)
        sim.key(.space)
        let request = try #require(sim.loadRequests.first)
        sim.finishLoading(request.transfer, .text(" Lisbon"))
        #expect(sim.plain(S.noteB) == "Dear Bob, Lisbon")
        sim.fail(request.transfer, reason: "offline")
        #expect(sim.text(S.noteB) == S.noteBText && sim.selection(S.noteB) == nil && sim.textMirrorIsInStep)
        #expect(sim.failures.last == "Couldn't insert the text of Trip idea into Note B: offline. The text was removed; Note B is as it was.")
        #expect(sim.engine.undoDepth == 0)
    }

    // MARK: Text selections picked up by keyboard (S6, A4, A5, P1)

    @Test("S7, S6, A5, S10: a picked-up selection moves within its note by keyboard, selected where it lands, and undo puts it back")
    func moveWithinNote() throws {
        var sim = try S.make()
        sim.pickUpText(in: S.noteA)
        #expect(sim.announcements == ["Picked up text “wörld” from Note A." + Self.textInstructions])
        #expect(sim.log.first == .beginPreview(.keyboard, .text(source: S.noteA, range: TextRange(6, 11)), frame: Rect(x: 60, y: 0, width: 50, height: 20)))
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == .dragging)
        let feedback = try #require(sim.engine.feedback(for: .keyboard, carrying: .text))
        #expect(feedback.destination?.textOffset == 11 && feedback.destination?.isHighlighted == false)
        #expect(feedback.operation == .move && feedback.cursor == .grabbing && feedback.badge == nil)
        #expect(feedback.previewFrame == Rect(x: 109, y: 24, width: 50, height: 20))
        // Note A's word boundaries after 11: 12, 13 (after the family), 14, 18.
        var offsets: [Int?] = []
        for _ in 0..<4 {
            sim.key(.arrowDown)
            offsets.append(keyboardCue(sim)?.textOffset)
        }
        #expect(offsets == [12, 13, 14, 18])
        #expect(sim.announcements.last == "Text “wörld”, at the end of Note A.")
        #expect(sim.text(S.noteA) == S.noteAText)
        sim.key(.space)
        #expect(sim.plain(S.noteA) == referenceMove(S.noteAText.plainText, TextRange(6, 11), to: 18))
        #expect(sim.text(S.noteA)?.runs.last == TextRun("wörld", style: S.bold))  // its style goes with it
        #expect(sim.selection(S.noteA) == TextRange(13, 18))
        let commit = try #require(sim.textCommits.last)
        #expect(commit.operation == .move && commit.source == S.noteA && commit.destination == S.noteA)
        #expect(sim.announcements.last == "Moved text “wörld” to Note A, at character 14.")
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil && sim.previewEndings == [.settle(onto: [])])
        #expect(sim.undoActionName == "Undo Move Text")
        sim.undo()
        #expect(sim.text(S.noteA) == S.noteAText && sim.selection(S.noteA) == TextRange(6, 11) && sim.textMirrorIsInStep)
    }

    @Test("S7, S4: with Option the same-note keyboard drop copies, and the change is announced")
    func optionCopiesInPlace() throws {
        var sim = try S.make()
        sim.pickUpText(in: S.noteA)
        sim.key(.arrowRight)
        sim.setModifiers([.option])
        #expect(sim.announcements.last == "Text “wörld”, at character 13 in Note A, as a copy.")
        #expect(sim.engine.feedback(for: .keyboard, carrying: .text)?.operation == .copy)
        sim.key(.space, modifiers: [.option])
        #expect(sim.plain(S.noteA) == "Hello wörld wörld👩‍👩‍👧 café")
        #expect(sim.textCommits.last?.operation == .copy)
    }

    @Test("S7, S2, A4, A5: Tab takes picked-up text to another note as a copy with its styles, and to the plain field in the field's style")
    func copyToOtherViews() throws {
        var sim = try S.make()
        sim.pickUpText(in: S.noteA)
        sim.key(.tab)
        #expect(sim.announcements.last == "Over Note B, at the end. Drop to copy.")
        let feedback = try #require(sim.engine.feedback(for: .keyboard, carrying: .text))
        #expect(feedback.operation == .copy && feedback.cursor == .copy && feedback.badge == Badge(count: 1, symbol: .copy))
        #expect(feedback.destination?.isHighlighted == true)
        for _ in 0..<5 { sim.key(.arrowLeft) }
        #expect(sim.announcements.last == "Text “wörld”, at character 5 in Note B, as a copy.")
        sim.key(.space)
        #expect(sim.text(S.noteB)?.runs == [TextRun("Dear", style: S.regular), TextRun("wörld", style: S.bold), TextRun(" Bob,", style: S.regular)])
        #expect(sim.selection(S.noteB) == TextRange(4, 9))
        #expect(sim.text(S.noteA) == S.noteAText && sim.selection(S.noteA) == TextRange(caretAt: 11))  // A5
        #expect(sim.textCommits.last?.operation == .copy && sim.textCommits.last?.destination == S.noteB)
        #expect(sim.announcements.last == "Copied text “wörld” to Note B, at character 5.")

        sim.select(TextRange(0, 5), in: S.noteA)
        sim.pickUpText(in: S.noteA)
        sim.key(.tab)
        sim.key(.tab)
        #expect(sim.announcements.last == "Over To field, at the end. Drop to copy.")
        sim.key(.enter)
        #expect(sim.text(S.field)?.runs == [TextRun("To: Hello", style: S.fieldStyle)])  // A4
        #expect(sim.textMirrorIsInStep)
    }

    @Test("S7, P1, A5, S10: picked-up text Tabbed to a list that takes clippings becomes a clipping there, selected, and undo removes it")
    func textToClipping() throws {
        var sim = try S.make(listAccepts: [])
        let milk = sim.order(of: S.list)[0]
        sim.pickUpText(in: S.noteA)
        sim.key(.tab, modifiers: [.shift])  // back from Note A wraps to the list
        #expect(sim.announcements.last == "Over List, position 2 of 2. Drop to make a clipping.")
        let feedback = try #require(sim.engine.feedback(for: .keyboard, carrying: .text))
        #expect(feedback.destination?.container == S.list && feedback.destination?.insertionIndex == 1)
        #expect(feedback.destination?.markerFrame == Rect(x: 0, y: 439, width: 300, height: 2))
        #expect(feedback.operation == .copy && feedback.cursor == .copy)
        #expect(feedback.previewFrame == Rect(x: 16, y: 440, width: 50, height: 20))
        sim.key(.arrowUp)
        #expect(sim.announcements.last == "Text “wörld”, position 1 of 2 in List, as a clipping.")
        sim.key(.arrowUp)
        #expect(sim.announcements.last == "Start of List. Text “wörld”, position 1 of 2 in List, as a clipping.")
        sim.key(.space)
        let clip = try #require(sim.commits.last?.created.first)
        #expect(clip.type == .textClipping && clip.text == "wörld" && clip.label == "wörld")
        #expect(sim.order(of: S.list) == [clip.id, milk])
        #expect(sim.engine.selectedItems(in: S.list) == [clip.id])  // A5
        #expect(sim.text(S.noteA) == S.noteAText && sim.selection(S.noteA) == TextRange(caretAt: 11))
        #expect(sim.announcements.last == "Made a clipping “wörld” in List, position 1 of 2.")
        #expect(sim.mirrorIsInStep && sim.textMirrorIsInStep)
        sim.undo()
        #expect(sim.order(of: S.list) == [milk] && sim.mirrorIsInStep)
    }

    @Test("S7, F7: Escape cancels a keyboard text drag; texts and selections stay exactly as they were")
    func escapeCancelsText() throws {
        var sim = try S.make(listAccepts: [])
        let lists = sim.snapshot
        sim.pickUpText(in: S.noteA)
        sim.key(.tab)
        sim.key(.arrowLeft)
        sim.key(.escape)
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil)
        #expect(sim.text(S.noteA) == S.noteAText && sim.text(S.noteB) == S.noteBText)
        #expect(sim.selection(S.noteA) == TextRange(6, 11) && sim.selection(S.noteB) == nil)
        #expect(sim.snapshot == lists && sim.textCommits.isEmpty && sim.commits.isEmpty)
        #expect(sim.announcements.last == "Cancelled. Text “wörld” returned to Note A.")
        #expect(sim.log.contains(.markDestination(.keyboard, nil)))
        #expect(sim.previewEndings == [.flyBack(to: Rect(x: 60, y: 0, width: 50, height: 20))])
        // The keyboard is free again.
        sim.pickUpText(in: S.noteA)
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == .dragging)
        sim.cancelKeyboardDrag()
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil)
    }

    @Test("S7, F7, S10: a failed commit of a keyboard text copy takes both texts and selections back")
    func textCopyFailureRollsBack() throws {
        var sim = try S.make(commitsSucceed: false)
        sim.pickUpText(in: S.noteA)
        sim.key(.tab)
        sim.key(.space)
        #expect(sim.plain(S.noteB) == "Dear Bob,wörld")
        let transfer = try #require(sim.uncommittedText.first)
        sim.fail(transfer.id, reason: "disk full")
        #expect(sim.text(S.noteB) == S.noteBText && sim.selection(S.noteB) == nil)
        #expect(sim.text(S.noteA) == S.noteAText && sim.selection(S.noteA) == TextRange(6, 11))
        #expect(sim.textMirrorIsInStep && sim.engine.undoDepth == 0)
        #expect(sim.failures.last == "Couldn't copy text “wörld” to Note B: disk full. The copy was removed; the original is unchanged.")
    }

    @Test("S7: the keyboard text drag's named drop points: text views once each, a clipping list at every position")
    func textDragDropPoints() throws {
        var sim = try S.make(listAccepts: [])
        sim.pickUpText(in: S.noteA)
        let points = sim.engine.dropPoints()
        #expect(points.map { sim.words($0.name) } == [
            "Note A, at character 12", "Note B, at the end, copy", "To field, at the end, copy",
            "List, position 1 of 2, copy", "List, position 2 of 2, copy",
        ])
        #expect(points.map { $0.isCurrent } == [true, false, false, false, false])
        #expect(points.map { $0.operation } == [.move, .copy, .copy, .copy, .copy])
        sim.moveKeyboardDrag(to: points[3].id)
        #expect(sim.announcements.last == "Over List, position 1 of 2. Drop to make a clipping.")
        #expect(sim.engine.dropPoints().filter { $0.isCurrent }.map { $0.id } == [points[3].id])
        // Away from its own note, the drag is offered back where the text came from, even if the
        // note's selection moved meanwhile.
        sim.select(TextRange(caretAt: 2), in: S.noteA)
        #expect(sim.engine.dropPoints().first?.id == DropPoint.ID(container: S.noteA, index: 11))
        sim.key(.tab)
        #expect(keyboardCue(sim)?.container == S.noteA && keyboardCue(sim)?.textOffset == 11)
    }

    @Test("S7: nothing to pick up — no selection, a caret, not a text view, text that can't be dragged, a drag already running — says why and changes nothing")
    func nothingToPickUp() throws {
        var sim = try S.make()
        sim.pickUpText(in: S.noteB)
        #expect(sim.announcements.last == "Nothing to pick up: select some text in Note B first.")
        sim.select(TextRange(caretAt: 3), in: S.noteA)
        sim.pickUpText(in: S.noteA)
        #expect(sim.announcements.last == "Nothing to pick up: select some text in Note A first.")
        sim.pickUpText(in: S.list)
        #expect(sim.announcements.last == "Nothing to pick up: List is not a text view.")
        sim.pickUpText(in: 99)
        #expect(sim.announcements.last == "Nothing to pick up: that place is not a text view.")
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil)
        #expect(sim.log.allSatisfy { $0.announcement != nil })

        // A keyboard item drag is running: the text stays; the item drag goes on.
        sim.select(TextRange(0, 5), in: S.noteA)
        sim.key(.space, target: sim.order(of: S.list)[0])
        sim.pickUpText(in: S.noteA)
        #expect(sim.announcements.last == "Already dragging with the keyboard. Drop or cancel that drag first.")
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil && sim.engine.phase(of: .keyboard) == .dragging)
        sim.key(.escape)
        // And the other way round: while text is carried, items can't be picked up.
        sim.pickUpText(in: S.noteA)
        sim.clearLog()
        sim.pickUp([sim.order(of: S.list)[0]])
        #expect(sim.log.isEmpty && sim.engine.phase(of: .keyboard, carrying: .items) == nil && sim.engine.content(of: .keyboard) == .text)

        var locked = DragSimulator()
        try locked.addText(1, "Locked", text: S.noteBText, selection: TextRange(0, 4), policy: ContainerPolicy(allowsDragging: false))
        locked.pickUpText(in: 1)
        #expect(locked.announcements == ["Text in Locked can't be dragged."])
        #expect(locked.engine.phase(of: .keyboard, carrying: .text) == nil)
    }

    @Test("S7, S9: a pointer can't take the text the keyboard carries, and Escape for the keyboard leaves pointer drags alone")
    func keyboardAndPointerTextDrags() throws {
        var sim = try S.make()
        sim.pickUpText(in: S.noteA)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 2))
        #expect(sim.text(S.noteB) == S.noteBText && sim.textCommits.isEmpty)
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == .dragging && sim.engine.phase(of: 1, carrying: .text) == nil)
        // A pointer drags Milk meanwhile; Escape goes to the keyboard's drag first.
        let milk = sim.order(of: S.list)[0]
        sim.lift(milk, to: Point(x: 150, y: 470))
        #expect(sim.engine.phase(of: 1) == .dragging)
        sim.key(.escape)
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil && sim.engine.phase(of: 1) == .dragging)
        sim.key(.escape)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.text(S.noteA) == S.noteAText && sim.textCommits.isEmpty && sim.commits.isEmpty)
    }

    @Test("S7, S6: dropping picked-up text where it was changes nothing and commits nothing")
    func dropInPlace() throws {
        var sim = try S.make()
        sim.pickUpText(in: S.noteA)
        sim.key(.arrowLeft)  // inside the picked-up range
        sim.key(.space)
        #expect(sim.text(S.noteA) == S.noteAText && sim.textCommits.isEmpty && sim.engine.undoDepth == 0)
        #expect(sim.announcements.last == "Dropped text where it was, in Note A.")
        #expect(sim.engine.phase(of: .keyboard, carrying: .text) == nil)
    }

    @Test("S7, F7, S6: Escape belongs to the keyboard drag while there is one: a pointer's text drag goes on, as a pointer's item drag does")
    func escapeLeavesPointerTextDrag() throws {
        var sim = try S.make()
        sim.press(at: sim.point(inText: S.noteA, character: 8))
        sim.move(to: sim.point(inText: S.noteB, caret: 4))
        #expect(sim.engine.phase(of: 1, carrying: .text) == .dragging)
        let milk = try #require(sim.order(of: S.list).first)
        sim.key(.space, target: milk)
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        sim.key(.escape)
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.engine.phase(of: 1, carrying: .text) == .dragging && sim.engine.draggingPointers(carrying: .text) == [1])
        sim.release(at: sim.point(inText: S.noteB, caret: 4))
        #expect(sim.plain(S.noteB) == "Dearwörld Bob,")
        #expect(sim.textCommits.map { $0.operation } == [.copy])
        // Without a keyboard drag, Escape cancels it (F7).
        sim.select(TextRange(6, 11), in: S.noteA)
        sim.press(at: sim.point(inText: S.noteA, character: 8))
        sim.move(to: sim.point(inText: S.noteB, caret: 2))
        sim.key(.escape)
        #expect(sim.engine.phase(of: 1, carrying: .text) == nil && sim.textCommits.count == 1)
    }
}
