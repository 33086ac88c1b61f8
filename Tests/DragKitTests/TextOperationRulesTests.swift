import DragKit
import DragKitTesting
import Testing

// The move/copy rules (S2–S4) as the text path applies them (S6), pointer and keyboard (S7).
// Issue 23: a fault in the text path's app-boundary rule (text moved, not copied, into another
// app's text view) survived the suite; these pin each rule for text as `OperationRulesTests`
// and `MovesThatKeepDataTests` do for items.

@Suite("S2, S3, S4, S6 Move or copy, for dragged text")
struct TextOperationRulesTests {
    typealias S = TextScene
    static let notes: AppID = 1
    static let mail: AppID = 2

    /// Note A and, beside it, Note B, whose own drops from its app's other containers move (S3);
    /// each in the app given (`nil`: no app named). Smart spacing off, so the texts compare
    /// character for character.
    static func scene(appA: AppID?, appB: AppID?) throws -> DragSimulator {
        var sim = DragSimulator()
        try sim.addText(S.noteA, "Note A", text: S.noteAText, selection: TextRange(6, 11))
        try sim.addText(S.noteB, "Note B", text: S.noteBText,
                        policy: ContainerPolicy(crossContainerOperation: .move), origin: Point(x: 400, y: 0))
        for id in [S.noteA, S.noteB] { sim.engine.setSmartSpacing(false, for: id) }
        if let appA { sim.engine.setApp(appA, for: S.noteA) }
        if let appB { sim.engine.setApp(appB, for: S.noteB) }
        return sim
    }

    @Test("S2, S3: text dragged into another app's text view copies, even where that view's own drops move")
    func intoAnotherAppCopies() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.mail)
        sim.press(at: sim.point(inText: S.noteA, character: 8))
        sim.move(to: sim.point(inText: S.noteB, caret: 9))
        // F8, F5: the feedback predicts the copy before the drop.
        let feedback = try #require(sim.engine.feedback(for: 1, carrying: .text))
        #expect(feedback.operation == .copy && feedback.cursor == .copy && feedback.badge == Badge(count: 1, symbol: .copy))
        #expect(sim.announcements.last == "Over Note B. Drop to copy.")
        sim.release(at: sim.point(inText: S.noteB, caret: 9))
        #expect(sim.textCommits.map { $0.operation } == [.copy])
        #expect(sim.text(S.noteA) == S.noteAText)  // the source keeps its text
        #expect(sim.plain(S.noteB) == "Dear Bob,wörld")
        #expect(sim.announcements.last == "Copied text “wörld” to Note B, at character 10.")
        #expect(sim.textMirrorIsInStep)
    }

    @Test("S3: within one app, a text view whose drops move takes the text out of the source")
    func withinOneAppPolicyMoves() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.notes)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 9))
        #expect(sim.textCommits.map { $0.operation } == [.move])
        #expect(sim.plain(S.noteA) == "Hello  👩‍👩‍👧 café")
        #expect(sim.plain(S.noteB) == "Dear Bob,wörld")
    }

    @Test("S2: with no apps named, text dragged to another text view of default policy copies")
    func otherViewCopies() throws {
        var sim = try S.make()
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 9))
        #expect(sim.textCommits.map { $0.operation } == [.copy])
        #expect(sim.text(S.noteA) == S.noteAText)
    }

    @Test("S6: within one text view of a named app, a text drag moves")
    func withinOneViewOfAnAppMoves() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.mail)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteA, caret: 0))
        #expect(sim.textCommits.map { $0.operation } == [.move])
        #expect(sim.plain(S.noteA) == "wörldHello  👩‍👩‍👧 café")
    }

    @Test("S4: Option held at the drop copies into a text view of the same app whose drops move")
    func optionCopiesOverPolicy() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.notes)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 9), modifiers: .option)
        #expect(sim.textCommits.map { $0.operation } == [.copy])
        #expect(sim.text(S.noteA) == S.noteAText)
    }

    @Test("S4: Option pressed during a text drag re-predicts a copy, and releasing it a move")
    func optionRepredicts() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.notes)
        sim.press(at: sim.point(inText: S.noteA, character: 8))
        sim.move(to: sim.point(inText: S.noteB, caret: 9))
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.operation == .move)
        sim.setModifiers([.option])
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.operation == .copy)
        sim.setModifiers([])
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.operation == .move)
    }

    @Test("S2, S7: the keyboard's text drag into another app's text view copies, even where its drops move")
    func keyboardIntoAnotherAppCopies() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.mail)
        sim.pickUpText(in: S.noteA)
        sim.key(.tab)
        #expect(sim.announcements.last == "Over Note B, at the end. Drop to copy.")
        #expect(sim.engine.feedback(for: .keyboard, carrying: .text)?.operation == .copy)
        sim.key(.space)
        #expect(sim.textCommits.map { $0.operation } == [.copy])
        #expect(sim.text(S.noteA) == S.noteAText)
        #expect(sim.plain(S.noteB) == "Dear Bob,wörld")
    }

    @Test("S3, S7: the keyboard's text drag within one app follows the destination's move policy")
    func keyboardWithinOneAppPolicyMoves() throws {
        var sim = try Self.scene(appA: Self.notes, appB: Self.notes)
        sim.pickUpText(in: S.noteA)
        sim.key(.tab)
        #expect(sim.announcements.last == "Over Note B, at the end. Drop to move.")
        sim.key(.space)
        #expect(sim.textCommits.map { $0.operation } == [.move])
        #expect(sim.plain(S.noteA) == "Hello  👩‍👩‍👧 café")
    }
}
