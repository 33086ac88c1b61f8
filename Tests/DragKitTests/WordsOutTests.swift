import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

/// The engine emits enums, never words (S7, issue 23 "Words out"): tasks, undo history changes,
/// failure reasons and the names of drop points and drag sources reach the person in their own
/// language, and nothing the host says is mistaken for one of the engine's own words.
@Suite("Words out of the engine (S7, S10, F7, F10)")
struct WordsOutTests {
    /// Whether `text` has a Latin letter outside `labels` (the host's own words).
    static func hasEnglish(_ text: String, besides labels: [String]) -> Bool {
        var rest = text
        for label in labels { rest = rest.split(separator: label).joined(separator: " ") }
        return rest.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    @Test("F10, S7: a print task is said in Korean and Japanese with no English word in the sentence")
    func taskInEachLanguage() throws {
        var (sim, inbox) = try TaskAndRoleTests.printScene()
        sim.drag(sim.center(of: inbox[1]), to: Point(x: 850, y: 20))
        let task = try #require(sim.startedTasks.first).task
        sim.reportTaskProgress(task, fraction: 0.5)
        sim.finishTask(task)
        let korean = sim.announcements(by: KoreanAnnouncer()).suffix(3)
        #expect(Array(korean) == ["Eggs: 인쇄 중…", "Eggs: 인쇄 중… 50%", "Eggs: 인쇄했습니다."])
        let japanese = sim.announcements(by: JapaneseAnnouncer()).suffix(3)
        #expect(Array(japanese) == ["Eggs：印刷中…", "Eggs：印刷中… 50%", "Eggs：印刷しました。"])
        for sentence in korean + japanese { #expect(!Self.hasEnglish(sentence, besides: ["Eggs"]), "\(sentence)") }
        #expect(sim.log.contains(.announce(Announcement(.taskStarted(.print, .item("Eggs"))))))
    }

    @Test("F10, F7: a failed task's state carries the reason as a value; Korean names the task in Korean")
    func taskFailureInKorean() throws {
        var (sim, inbox) = try TaskAndRoleTests.printScene()
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 850, y: 20))
        let task = try #require(sim.startedTasks.first).task
        sim.failTask(task, reason: "")
        #expect(sim.taskStates(task).last == .failed(.noReason))
        #expect(sim.announcements(by: KoreanAnnouncer()).last == "Milk: 인쇄 작업에 실패했습니다: 이유가 제공되지 않았습니다.")
    }

    @Test("S10: each change's kind reaches the menu and the refusals as a value, in every language")
    func undoKinds() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        #expect(sim.engine.undoKind == .copy)
        sim.undo()  // refused: the copy is still being saved
        #expect(sim.log.contains(.announce(Announcement(.stillSaving(.undo, .copy)))))
        #expect(sim.announcements(by: KoreanAnnouncer()).last == "아직 복사를 실행 취소할 수 없습니다: 저장하는 중입니다.")
        for kind in UndoKind.allCases {
            for command in [Announcement.Command.undo, .redo] {
                let korean = KoreanAnnouncer().menuTitle(command, kind)
                let japanese = JapaneseAnnouncer().menuTitle(command, kind)
                #expect(!Self.hasEnglish(korean, besides: []) && !Self.hasEnglish(japanese, besides: []), "\(korean) \(japanese)")
            }
        }
        #expect(EnglishAnnouncer().menuTitle(.undo, .makeClipping) == "Undo Make Clipping")
        #expect(KoreanAnnouncer().menuTitle(.undo, .move) == "이동 실행 취소")
        #expect(JapaneseAnnouncer().menuTitle(.redo, .moveText) == "テキストの移動をやり直す")
        #expect(EnglishAnnouncer().menuTitle(.undo, nil) == "Undo")
    }

    @Test("F7: a host's reason is passed through even when it reads like the engine's words")
    func hostWordsPassThrough() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "no reason was given.")
        let last = try #require(sim.announcementRecords.last)
        #expect(last.event == .couldNotTransfer(.copy, .item("Milk"), to: "Archive", reason: .message("no reason was given")))
        #expect(last.words(by: KoreanAnnouncer()).contains(": no reason was given."))
        #expect(FailureReason(hostText: " \n") == .noReason)
        #expect(FailureReason(hostText: "Bad request. ") == .message("Bad request"))
    }

    @Test("S7: drop points and drag sources are named in the person's language")
    func namesInEachLanguage() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.pickUp([inbox[0]])
        let point = try #require(sim.engine.dropPoints().first(where: { $0.container == Scene.archive }))
        #expect(sim.words(point.name) == "Archive, position 1 of 3, copy")
        #expect(KoreanAnnouncer().words(for: point.name) == "Archive, 위치 3개 중 첫 번째, 복사")
        #expect(JapaneseAnnouncer().words(for: point.name) == "Archive、3か所中1番目、コピー")
        let source = try #require(sim.engine.dragSourceName(of: inbox[1]))
        #expect(KoreanAnnouncer().words(for: source) == "Eggs, Inbox의 항목 4개 중 두 번째, 드래그 가능")
    }
}
