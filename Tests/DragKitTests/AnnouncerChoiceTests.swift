import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

/// An app's own announcer: replaces the shipped ones wherever an ``Announcer`` is taken.
struct TerseAnnouncer: Announcer {
    func words(for event: Announcement.Event) -> String {
        switch event {
        case .liftedItem(let item, _, _, _): return "Up: \(item)"
        case .dropped(_, _, let container, let position, _, _, _): return "In \(container) #\(position)"
        default: return EnglishAnnouncer().words(for: event)
        }
    }
}

@Suite("S7: announcers: choosing the language, politeness, replacing the words")
struct AnnouncerChoiceTests {
    @Test("S7: one drag's announcements in English (as always), Korean and Japanese; the engine emits one structured value for all three")
    func oneDragInThreeLanguages() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1))
        #expect(sim.announcements == [
            "Picked up Milk, item 1 of 4 in Inbox.",
            "Not over a drop target.",
            "Over Archive, position 1 of 3. Drop to move.",
            "Moved Milk to Archive, position 1 of 3.",
        ])
        #expect(sim.announcements(by: KoreanAnnouncer()) == [
            "Milk를 들어 올렸습니다. Inbox의 항목 4개 중 첫 번째입니다.",
            "드롭 대상 위에 있지 않습니다.",
            "Archive 위, 위치 3개 중 첫 번째입니다. 드롭하면 이동합니다.",
            "Milk를 Archive로 이동했습니다. 위치 3개 중 첫 번째입니다.",
        ])
        #expect(sim.announcements(by: JapaneseAnnouncer()) == [
            "Milkを持ち上げました。Inboxの4個中1番目の項目です。",
            "ドロップ先の上にありません。",
            "Archiveの上、3か所中1番目。ドロップすると移動します。",
            "MilkをArchiveに移動しました。3か所中1番目です。",
        ])
    }

    @Test("S7, F7: a failure stays assertive in every language; the failure shown is the same structured value")
    func politenessIsKept() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 550, y: 150))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "the server is unreachable.")
        let last = try #require(sim.announcementRecords.last)
        #expect(last.politeness == .assertive)
        #expect(last.event == .couldNotTransfer(.move, .item("Milk"), to: "Archive", reason: .message("the server is unreachable")))
        #expect(last.words(by: KoreanAnnouncer()) == "Milk를 Archive로 이동하지 못했습니다: the server is unreachable. 원래 자리로 되돌렸습니다.")
        #expect(last.words(by: JapaneseAnnouncer()) == "MilkをArchiveに移動できませんでした：the server is unreachable。元の場所に戻しました。")
        #expect(sim.announcementRecords.filter { $0.politeness == .assertive }.count == 1)
    }

    @Test("S7: a failure with no reason is the engine's own, said in each language")
    func noReason() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 550, y: 150))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: " ")
        #expect(sim.failures == ["Couldn't move Milk to Archive: no reason was given. It is back where it was."])
        #expect(sim.announcements(by: KoreanAnnouncer()).last == "Milk를 Archive로 이동하지 못했습니다: 이유가 제공되지 않았습니다. 원래 자리로 되돌렸습니다.")
    }

    @Test("S7: the page's lang picks the announcer; an unknown or missing language falls back to English", arguments: [
        ("ko", AnnouncementLanguage.korean), ("ko-KR", .korean), ("KO", .korean),
        ("ja", .japanese), ("ja-JP", .japanese), ("ja_JP", .japanese),
        ("Ko-kr", .korean), ("jA", .japanese),
        ("en", .english), ("en-GB", .english), ("fr", .english), ("", .english), ("kor", .english), ("j", .english),
        ("k\u{F6}", .english), ("-ko", .english),
    ])
    func languageFromTag(_ tag: String, _ language: AnnouncementLanguage) {
        #expect(AnnouncementLanguage(tag: tag) == language)
    }

    @Test("S7: a shipped language speaks through its announcer")
    func languageSpeaksThroughItsAnnouncer() {
        let event = Announcement.Event.liftedItems(2, from: "Inbox")
        #expect(AnnouncementLanguage.english.words(for: event) == "Picked up 2 items from Inbox.")
        #expect(AnnouncementLanguage.korean.words(for: event) == "Inbox에서 항목 2개를 들어 올렸습니다.")
        #expect(AnnouncementLanguage.japanese.words(for: event) == "Inboxから2個の項目を持ち上げました。")
    }

    @Test("S7: an app's own announcer replaces the shipped ones")
    func customAnnouncer() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1))
        #expect(sim.announcements(by: TerseAnnouncer()) == [
            "Up: Milk", "Not over a drop target.", "Over Archive, position 1 of 3. Drop to move.", "In Archive #1",
        ])
    }

    @Test("S7: Korean particles follow the word: final consonants of Hangul, digits and Latin letters")
    func koreanParticles() {
        let say = KoreanAnnouncer()
        #expect(say.words(for: .opened("보관함")) == "보관함을 열었습니다.")
        #expect(say.words(for: .opened("우유")) == "우유를 열었습니다.")
        #expect(say.words(for: .opened("Item")) == "Item을 열었습니다.")
        #expect(say.words(for: .opened("Song")) == "Song을 열었습니다.")
        #expect(say.words(for: .opened("사진 3")) == "사진 3을 열었습니다.")
        #expect(say.words(for: .opened("사진 2")) == "사진 2를 열었습니다.")
        #expect(say.words(for: .returned(.item("우유"), to: "보관함", position: nil, of: 0)) == "우유가 보관함으로 돌아갔습니다.")
        #expect(say.words(for: .returned(.item("사진"), to: "서울", position: nil, of: 0)) == "사진이 서울로 돌아갔습니다.")
        #expect(say.words(for: .returned(.items(3), to: "Mail", position: nil, of: 0)) == "항목 3개가 Mail로 돌아갔습니다.")
        #expect(say.words(for: .madeClipping("안녕", in: "문서", position: 1, of: 1)) == "문서에 클리핑 “안녕”을 만들었습니다. 위치 1개 중 첫 번째입니다.")
    }

    @Test("S7: counters: 항목 2개 and 2個の項目 for several items, the label for one")
    func counters() {
        #expect(KoreanAnnouncer().words(for: .cantDropHere(.items(2))) == "여기에는 항목 2개를 드롭할 수 없습니다.")
        #expect(JapaneseAnnouncer().words(for: .cantDropHere(.items(2))) == "ここには2個の項目をドロップできません。")
        #expect(KoreanAnnouncer().words(for: .cantDropHere(.item("Milk"))) == "여기에는 Milk를 드롭할 수 없습니다.")
    }
}
