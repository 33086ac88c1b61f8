import DragKit
import Testing
@testable import DragKitWords

/// The announcements of drags that cross the window's edge (S1, S2, S7, P1, P3), in the three
/// shipped languages.
let crossingSamples: [Sample] = [
    Sample(.leftApp(.item("Milk")),
           en: "Outside the window. Drop on another app to copy Milk there.",
           ko: "창 밖입니다. 다른 앱에 드롭하면 Milk를 복사합니다.",
           ja: "ウインドウの外。ほかのアプリにドロップするとMilkをコピーします。"),
    Sample(.copiedToAnotherApp(.items(3)),
           en: "Copied 3 items to another app.",
           ko: "항목 3개를 다른 앱에 복사했습니다.",
           ja: "3個の項目をほかのアプリにコピーしました。"),
    Sample(.enteredFromAnotherApp(.fromAnotherApp(0)),
           en: "Dragging content from another app.",
           ko: "다른 앱의 콘텐츠를 드래그하는 중입니다.",
           ja: "ほかのアプリのコンテンツをドラッグ中です。"),
    Sample(.enteredFromAnotherApp(.fromAnotherApp(1)),
           en: "Dragging an item from another app.",
           ko: "다른 앱의 항목을 드래그하는 중입니다.",
           ja: "ほかのアプリの項目をドラッグ中です。"),
    Sample(.received(.fromAnotherApp(2), into: "Photos"),
           en: "Added 2 items from another app to Photos.",
           ko: "다른 앱의 항목 2개를 Photos에 추가했습니다.",
           ja: "ほかのアプリの2個の項目をPhotosに追加しました。"),
    Sample(.returned(.fromAnotherApp(0), to: "Photos", position: nil, of: 0),
           en: "Content from another app returned to Photos.",
           ko: "다른 앱의 콘텐츠가 Photos로 돌아갔습니다.",
           ja: "ほかのアプリのコンテンツはPhotosに戻りました。"),
    Sample(.overEmptySpace(.item("Beach")),
           en: "Over empty space. Drop to open Beach in a new window.",
           ko: "빈 공간 위입니다. 드롭하면 Beach를 새 창에서 엽니다.",
           ja: "何もない場所の上。ドロップするとBeachを新しいウインドウで開きます。"),
    Sample(.openedInNewWindow(.items(2)),
           en: "Opened 2 items in a new window.",
           ko: "항목 2개를 새 창에서 열었습니다.",
           ja: "2個の項目を新しいウインドウで開きました。"),
]

@Suite("S7: announcers: crossing the window's edge in English, Korean and Japanese")
struct CrossingAnnouncerTests {
    @Test("S7/S1: each crossing announcement in English", arguments: crossingSamples)
    func english(_ sample: Sample) {
        #expect(EnglishAnnouncer().words(for: sample.event) == sample.en)
    }

    @Test("S7/S1: each crossing announcement in Korean", arguments: crossingSamples)
    func korean(_ sample: Sample) {
        #expect(KoreanAnnouncer().words(for: sample.event) == sample.ko)
    }

    @Test("S7/S1: each crossing announcement in Japanese", arguments: crossingSamples)
    func japanese(_ sample: Sample) {
        #expect(JapaneseAnnouncer().words(for: sample.event) == sample.ja)
    }
}
