import DragKit
import Testing
@testable import DragKitWords

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
/// how a Korean reader ends them, as the loanword rules write the English word (issue 34): a
/// final p/t/k after one short vowel is a 받침 (로드맵, 티켓, 클록), after a consonant or a long
/// vowel it takes ㅡ (밀크, 패스포트, 리퀘스트, 케이크, 피크, 노트, 싱크); b, d, g take ㅡ (버그,
/// 월드); nasals are a 받침 and l is ㄹ; vowels, -er/-or, s, x, f, sh, ch, -ce, -ge are written
/// with a vowel; digits by their Korean reading; abbreviations letter by letter.
let koreanTitleSounds: [TitleSound] = [
    TitleSound("Buy oat milk", "v"), TitleSound("Update the roadmap", "c"), TitleSound("Expense the conference ticket", "c"),
    TitleSound("Clock", "c"), TitleSound("Wallet", "c"), TitleSound("Book club", "c"),
    TitleSound("Tea", "v"), TitleSound("Photos", "v"), TitleSound("Coffee", "v"),
    TitleSound("Team sync", "v"), TitleSound("iPhone", "c"), TitleSound("Call Ana", "v"),
    TitleSound("2026 Budget", "c"), TitleSound("Q3 report", "v"), TitleSound("Chapter 1", "l"),
    TitleSound("Chapter 2", "v"), TitleSound("Chapter 3", "c"), TitleSound("Chapter 10", "c"),
    TitleSound("Tram 28", "l"), TitleSound("Chapter", "v"), TitleSound("Doctor", "v"),
    TitleSound("Note", "v"), TitleSound("Apple", "l"), TitleSound("Email", "l"),
    TitleSound("Call the plumber", "v"), TitleSound("Book train to Lyon", "c"), TitleSound("Return library books", "v"),
    TitleSound("Renew passport", "v"), TitleSound("Pick up dry cleaning", "c"), TitleSound("Post the parcel to Gran", "c"),
    TitleSound("Get the bike light fixed", "v"), TitleSound("Drop off recycling", "c"), TitleSound("Send the Q3 slides to Maya", "v"),
    TitleSound("Review Tom's pull request", "v"), TitleSound("1:1 notes for Friday", "v"), TitleSound("Birthday cake", "v"),
    TitleSound("Lake at dawn", "c"), TitleSound("Poppies", "v"), TitleSound("Northern lights", "v"),
    TitleSound("Harbour", "v"), TitleSound("Lavender", "v"), TitleSound("Snowy peak", "v"),
    TitleSound("Inbox", "v"), TitleSound("Archive", "v"), TitleSound("Office", "v"),
    TitleSound("Home page", "v"), TitleSound("Plan B", "v"), TitleSound("PDF", "v"),
    TitleSound("HTML", "l"), TitleSound("IBM", "c"), TitleSound("OK", "v"),
    TitleSound("Mail", "l"), TitleSound("Song", "c"), TitleSound("Item", "c"),
    TitleSound("Milk", "v"), TitleSound("Eggs", "v"), TitleSound("Fix bug", "v"),
    TitleSound("Backup", "c"), TitleSound("“Hello world”", "v"), TitleSound("Notes…", "v"),
    TitleSound("보관함", "c"), TitleSound("우유", "v"), TitleSound("서울", "l"),
    TitleSound("사진 3", "c"), TitleSound("사진 2", "v"), TitleSound("iPhone 사진", "c"),
    TitleSound("東京", "?"), TitleSound("Party 🎉", "?"), TitleSound("—", "?"),
]

@Suite("S7: Korean particles follow how the word before them is read")
struct KoreanParticleTests {
    /// The object, subject and direction particles after `sample`'s title, each in a sentence.
    func expectParticles(after sample: TitleSound, sourceLocation: SourceLocation = #_sourceLocation) {
        let say = KoreanAnnouncer()
        let (object, subject, toward) = sample.particles
        #expect(say.words(for: .opened(sample.title)) == "\(sample.title)\(object) 열었습니다.", sourceLocation: sourceLocation)
        #expect(say.words(for: .returned(.item(sample.title), to: "보관함", position: nil, of: 0))
            == "\(sample.title)\(subject) 보관함으로 돌아갔습니다.", sourceLocation: sourceLocation)
        #expect(say.words(for: .returned(.item("우유"), to: sample.title, position: nil, of: 0))
            == "우유가 \(sample.title)\(toward) 돌아갔습니다.", sourceLocation: sourceLocation)
    }

    @Test("S7: 을/를, 이/가 and 으로/로 after real English, Korean and mixed titles", arguments: koreanTitleSounds)
    func particlesAfterTitles(_ sample: TitleSound) {
        expectParticles(after: sample)
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
        #expect(said.hasPrefix("Buy oat milk를 들어 올렸습니다. Today의 항목 5개 중 첫 번째입니다."))
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

/// English words as Korean spells them (외래어 표기법 and the established spellings), with the
/// ending that follows: `c` 받침, `l` ㄹ, `v` a vowel, `?` not known (issue 34). Each entry's
/// comment is the Korean spelling the ending is read from.
let loanwordEndings: [TitleSound] = [
    // p, t, k, c, ck after one short vowel: a 받침.
    TitleSound("roadmap", "c"), /* 로드맵 */ TitleSound("ticket", "c"), /* 티켓 */ TitleSound("map", "c"), /* 맵 */
    TitleSound("app", "c"), /* 앱 */ TitleSound("laptop", "c"), /* 랩톱 */ TitleSound("setup", "c"), /* 셋업 */
    TitleSound("budget", "c"), /* 버짓 */ TitleSound("robot", "c"), /* 로봇 */ TitleSound("chat", "c"), /* 챗 */
    TitleSound("market", "c"), /* 마켓 */ TitleSound("sunset", "c"), /* 선셋 */ TitleSound("Git", "c"), /* 깃 */
    TitleSound("music", "c"), /* 뮤직 */ TitleSound("magic", "c"), /* 매직 */ TitleSound("Mac", "c"), /* 맥 */
    TitleSound("Slack", "c"), /* 슬랙 */ TitleSound("stack", "c"), /* 스택 */ TitleSound("click", "c"), /* 클릭 */
    TitleSound("pick", "c"), /* 픽 */ TitleSound("desktop", "c"), /* 데스크톱 */ TitleSound("Backup", "c"), /* 백업 */
    // -ook, -out: established 받침.
    TitleSound("book", "c"), /* 북 */ TitleSound("Notebook", "c"), /* 노트북 */ TitleSound("Facebook", "c"), /* 페이스북 */
    TitleSound("layout", "c"), /* 레이아웃 */ TitleSound("Checkout", "c"), /* 체크아웃 */
    // After a consonant: ㅡ, a vowel.
    TitleSound("milk", "v"), /* 밀크 */ TitleSound("passport", "v"), /* 패스포트 */ TitleSound("request", "v"), /* 리퀘스트 */
    TitleSound("desk", "v"), /* 데스크 */ TitleSound("link", "v"), /* 링크 */ TitleSound("bank", "v"), /* 뱅크 */
    TitleSound("lamp", "v"), /* 램프 */ TitleSound("help", "v"), /* 헬프 */ TitleSound("part", "v"), /* 파트 */
    TitleSound("test", "v"), /* 테스트 */ TitleSound("print", "v"), /* 프린트 */ TitleSound("React", "v"), /* 리액트 */
    TitleSound("Swift", "v"), /* 스위프트 */ TitleSound("night", "v"), /* 나이트 */ TitleSound("light", "v"), /* 라이트 */
    TitleSound("park", "v"), /* 파크 */ TitleSound("sync", "v"), /* 싱크 */ TitleSound("disc", "v"), /* 디스크 */
    TitleSound("Pay rent!", "v"), /* 렌트 */ TitleSound("Dentist", "v"), /* 덴티스트 */ TitleSound("PowerPoint", "v"), /* 파워포인트 */
    // After a long vowel (two vowel letters, a silent e): ㅡ, a vowel.
    TitleSound("peak", "v"), /* 피크 */ TitleSound("cake", "v"), /* 케이크 */ TitleSound("note", "v"), /* 노트 */
    TitleSound("site", "v"), /* 사이트 */ TitleSound("bike", "v"), /* 바이크 */ TitleSound("sheet", "v"), /* 시트 */
    TitleSound("week", "v"), /* 위크 */ TitleSound("boat", "v"), /* 보트 */ TitleSound("steak", "v"), /* 스테이크 */
    TitleSound("wait", "v"), /* 웨이트 */ TitleSound("boot", "v"), /* 부트 */ TitleSound("tape", "v"), /* 테이프 */
    TitleSound("rope", "v"), /* 로프 */ TitleSound("check", "v"), /* 체크, established */
    // b, d, g: ㅡ, a vowel, but for established spellings.
    TitleSound("card", "v"), /* 카드 */ TitleSound("bread", "v"), /* 브레드 */ TitleSound("iPad", "v"), /* 아이패드 */
    TitleSound("blog", "v"), /* 블로그 */ TitleSound("tag", "v"), /* 태그 */ TitleSound("bug", "v"), /* 버그 */
    TitleSound("Sub", "v"), /* 서브 */ TitleSound("GitHub", "v"), /* 깃허브 */ TitleSound("YouTube", "v"), /* 유튜브 */
    TitleSound("code", "v"), /* 코드 */ TitleSound("Word", "v"), /* 워드 */ TitleSound("fixed", "v"), /* 픽스트 */
    TitleSound("club", "c"), /* 클럽 */ TitleSound("web", "c"), /* 웹 */ TitleSound("job", "c"), /* 잡 */
    TitleSound("bag", "c"), /* 백 */ TitleSound("type", "c"), /* 타입 */ TitleSound("bomb", "c"), /* 봄 */
    // m, n, ng: a 받침; l: ㄹ.
    TitleSound("Home", "c"), /* 홈 */ TitleSound("game", "c"), /* 게임 */ TitleSound("Zoom", "c"), /* 줌 */
    TitleSound("phone", "c"), /* 폰 */ TitleSound("Python", "c"), /* 파이썬 */ TitleSound("design", "c"), /* 디자인 */
    TitleSound("JSON", "c"), /* 제이슨 */ TitleSound("Shopping", "c"), /* 쇼핑 */ TitleSound("Photo album", "c"), /* 앨범 */
    TitleSound("file", "l"), /* 파일 */ TitleSound("Google", "l"), /* 구글 */ TitleSound("Excel", "l"), /* 엑셀 */
    TitleSound("school", "l"), /* 스쿨 */ TitleSound("Manual", "l"), /* 매뉴얼 */ TitleSound("table", "l"), /* 테이블 */
    // Vowels, r, and the fricatives Korean writes with a vowel.
    TitleSound("Docker", "v"), /* 도커 */ TitleSound("car", "v"), /* 카 */ TitleSound("store", "v"), /* 스토어 */
    TitleSound("Dropbox", "v"), /* 드롭박스 */ TitleSound("graph", "v"), /* 그래프 */ TitleSound("Bluetooth", "v"), /* 블루투스 */
    TitleSound("match", "v"), /* 매치 */ TitleSound("bridge", "v"), /* 브리지 */ TitleSound("Lease", "v"), /* 리스 */
    TitleSound("Archive", "v"), /* 아카이브 */ TitleSound("Sourdough loaf", "v"), /* 로프 */ TitleSound("Sunday lunch", "v"), /* 런치 */
    TitleSound("value", "v"), /* 밸류 */ TitleSound("league", "v"), /* 리그 */ TitleSound("iOS", "v"), /* 아이오에스 */
    // Spelled out: no vowel letter, or capitals up to three letters.
    TitleSound("notes.txt", "v"), /* 티 */ TitleSound("sea.png", "v"), /* 지 */ TitleSound("SQL", "l"), /* 엘 */
    TitleSound("API", "v"), /* 아이 */ TitleSound("USB", "v"), /* 비 */ TitleSound("CV", "v"), /* 브이 */
    // Not known: another script, letters Korean doesn't read as English, symbols only.
    TitleSound("プラン", "?"), TitleSound("Café", "?"), TitleSound("???", "?"),
]

extension KoreanParticleTests {
    @Test("S7: particles follow Korean loanword spellings of English endings (issue 34)", arguments: loanwordEndings)
    func particlesAfterLoanwords(_ sample: TitleSound) {
        expectParticles(after: sample)
    }

    @Test("S7: the issue's sentences: 를 after passport, request, milk; 을 after roadmap, ticket, book (issue 34)")
    func issueSentences() {
        let say = KoreanAnnouncer()
        #expect(say.words(for: .dropped(.move, .item("Renew passport"), to: "Today", position: 1, of: 2, stayed: 0, offered: 1))
            .hasPrefix("Renew passport를 "))
        #expect(say.words(for: .opened("pull request")) == "pull request를 열었습니다.")
        #expect(say.words(for: .opened("Buy milk")) == "Buy milk를 열었습니다.")
        #expect(say.words(for: .opened("roadmap")) == "roadmap을 열었습니다.")
        #expect(say.words(for: .opened("ticket")) == "ticket을 열었습니다.")
        #expect(say.words(for: .opened("book")) == "book을 열었습니다.")
        #expect(say.words(for: .opened("プラン")) == "プラン을(를) 열었습니다.")
    }
}
