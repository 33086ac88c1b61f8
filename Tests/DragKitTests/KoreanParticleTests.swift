import DragKit
import Testing

/// A title and how Korean reads its end (S7): `c` a final consonant (을, 이, 으로), `l` a final ㄹ
/// (을, 이, 로), `v` a vowel (를, 가, 로), `?` not known (을(를), 이(가), (으)로).
struct TitleSound: Sendable, CustomTestStringConvertible {
    let title: String
    let ending: Character

    init(_ title: String, _ ending: Character) {
        self.title = title
        self.ending = ending
    }

    var testDescription: String { "\(title) (\(ending))" }

    /// The object, subject and direction particles the title takes.
    var particles: (object: String, subject: String, toward: String) {
        switch ending {
        case "c": ("을", "이", "으로")
        case "l": ("을", "이", "로")
        case "v": ("를", "가", "로")
        default: ("을(를)", "이(가)", "(으)로")
        }
    }
}

/// Real English, Korean and mixed titles of reminders, notes, photos, folders and files, with
/// how a Korean reader ends them: stops, nasals and l are a 받침; vowels, -er/-or, s, x, f, sh,
/// ch, -ce, -ge are written with a vowel; a silent final e is skipped; digits by their Korean
/// reading; abbreviations letter by letter.
let koreanTitleSounds: [TitleSound] = [
    TitleSound("Buy oat milk", "c"), TitleSound("Update the roadmap", "c"), TitleSound("Expense the conference ticket", "c"),
    TitleSound("Clock", "c"), TitleSound("Wallet", "c"), TitleSound("Book club", "c"),
    TitleSound("Tea", "v"), TitleSound("Photos", "v"), TitleSound("Coffee", "v"),
    TitleSound("Team sync", "c"), TitleSound("iPhone", "c"), TitleSound("Call Ana", "v"),
    TitleSound("2026 Budget", "c"), TitleSound("Q3 report", "c"), TitleSound("Chapter 1", "l"),
    TitleSound("Chapter 2", "v"), TitleSound("Chapter 3", "c"), TitleSound("Chapter 10", "c"),
    TitleSound("Tram 28", "l"), TitleSound("Chapter", "v"), TitleSound("Doctor", "v"),
    TitleSound("Note", "c"), TitleSound("Apple", "l"), TitleSound("Email", "l"),
    TitleSound("Call the plumber", "v"), TitleSound("Book train to Lyon", "c"), TitleSound("Return library books", "v"),
    TitleSound("Renew passport", "c"), TitleSound("Pick up dry cleaning", "c"), TitleSound("Post the parcel to Gran", "c"),
    TitleSound("Get the bike light fixed", "c"), TitleSound("Drop off recycling", "c"), TitleSound("Send the Q3 slides to Maya", "v"),
    TitleSound("Review Tom's pull request", "c"), TitleSound("1:1 notes for Friday", "v"), TitleSound("Birthday cake", "c"),
    TitleSound("Lake at dawn", "c"), TitleSound("Poppies", "v"), TitleSound("Northern lights", "v"),
    TitleSound("Harbour", "v"), TitleSound("Lavender", "v"), TitleSound("Snowy peak", "c"),
    TitleSound("Inbox", "v"), TitleSound("Archive", "v"), TitleSound("Office", "v"),
    TitleSound("Home page", "v"), TitleSound("Plan B", "v"), TitleSound("PDF", "v"),
    TitleSound("HTML", "l"), TitleSound("IBM", "c"), TitleSound("OK", "v"),
    TitleSound("Mail", "l"), TitleSound("Song", "c"), TitleSound("Item", "c"),
    TitleSound("Milk", "c"), TitleSound("Eggs", "v"), TitleSound("Fix bug", "c"),
    TitleSound("Backup", "c"), TitleSound("“Hello world”", "c"), TitleSound("Notes…", "v"),
    TitleSound("보관함", "c"), TitleSound("우유", "v"), TitleSound("서울", "l"),
    TitleSound("사진 3", "c"), TitleSound("사진 2", "v"), TitleSound("iPhone 사진", "c"),
    TitleSound("東京", "?"), TitleSound("Party 🎉", "?"), TitleSound("—", "?"),
]

@Suite("S7: Korean particles follow how the word before them is read")
struct KoreanParticleTests {
    @Test("S7: 을/를, 이/가 and 으로/로 after real English, Korean and mixed titles", arguments: koreanTitleSounds)
    func particlesAfterTitles(_ sample: TitleSound) {
        let say = KoreanAnnouncer()
        let (object, subject, toward) = sample.particles
        #expect(say.words(for: .opened(sample.title)) == "\(sample.title)\(object) 열었습니다.")
        #expect(say.words(for: .returned(.item(sample.title), to: "보관함", position: nil, of: 0))
            == "\(sample.title)\(subject) 보관함으로 돌아갔습니다.")
        #expect(say.words(for: .returned(.item("우유"), to: sample.title, position: nil, of: 0))
            == "우유가 \(sample.title)\(toward) 돌아갔습니다.")
    }

    @Test("S7: ordinals are native Korean up to ten (10개 중 첫 번째), then 11번째")
    func ordinals() {
        let say = KoreanAnnouncer()
        #expect(say.words(for: .over("Errands", at: .position(1, of: 10), drop: .move))
            == "Errands 위, 위치 10개 중 첫 번째입니다. 드롭하면 이동합니다.")
        #expect(say.words(for: .over("Errands", at: .position(2, of: 10), drop: .move))
            == "Errands 위, 위치 10개 중 두 번째입니다. 드롭하면 이동합니다.")
        #expect(say.words(for: .over("Errands", at: .position(10, of: 12), drop: .move))
            == "Errands 위, 위치 12개 중 열 번째입니다. 드롭하면 이동합니다.")
        #expect(say.words(for: .over("Errands", at: .position(11, of: 12), drop: .move))
            == "Errands 위, 위치 12개 중 11번째입니다. 드롭하면 이동합니다.")
    }

    @Test("S7: the keyboard hint says to press Space to drop (스페이스 바를 눌러 드롭하고)")
    func spaceHint() {
        let said = KoreanAnnouncer().words(for: .sequence([.liftedItem("Buy oat milk", position: 1, of: 5, in: "Today"), .keyboardHelp(betweenLists: true)]))
        #expect(said.contains("스페이스 바를 눌러 드롭하고"))
        #expect(said.hasPrefix("Buy oat milk을 들어 올렸습니다. Today의 항목 5개 중 첫 번째입니다."))
    }

    @Test("S7: Japanese particles and counters do not change with the word before them")
    func japanese() {
        let say = JapaneseAnnouncer()
        #expect(say.words(for: .opened("Buy oat milk")) == "Buy oat milkを開きました。")
        #expect(say.words(for: .opened("Tea")) == "Teaを開きました。")
        #expect(say.words(for: .over("Errands", at: .position(1, of: 10), drop: .move))
            == "Errandsの上、10か所中1番目。ドロップすると移動します。")
        #expect(say.words(for: .cantDropHere(.items(3))) == "ここには3個の項目をドロップできません。")
    }
}
