import DragKit
import DragKitWebHost
import DragKitWire
import DragKitWords
import Foundation
import Testing

/// The engine sends what is said as bytes and the page's words module says them (issue 36): these
/// read the host's output as the page does, in the page's language.
@Suite("WebHost: announcements in the page's language (S7)")
struct LanguageWebHostTests {
    func said(_ host: WebHost, in language: AnnouncementLanguage = .english) throws -> [(text: String, assertive: Bool)] {
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(host.output.text(in: language).utf8)) as? [[String: Any]])
        return parsed.compactMap { action in
            guard action["t"] as? String == "say", let text = action["text"] as? String else { return nil }
            return (text, action["assertive"] as? Bool ?? false)
        }
    }

    func host() -> WebHost {
        var host = WebHost()
        _ = host.addContainer(1, flags: 3, label: "Inbox", acceptedTypes: "")
        _ = host.addItem(10, container: 1, index: -1, type: "", label: "Milk")
        _ = host.addItem(11, container: 1, index: -1, type: "", label: "Eggs")
        host.setContainerFrame(1, 0, 0, 300, 200)
        host.setItemFrame(10, 0, 0, 300, 40)
        host.setItemFrame(11, 0, 40, 300, 40)
        return host
    }

    @Test("S7: a keyboard drag step is written in English, Korean or Japanese as the page's lang says; unknown tags are English", arguments: [
        ("", "Milk, position 2 of 2 in Inbox."),
        ("en-US", "Milk, position 2 of 2 in Inbox."),
        ("de", "Milk, position 2 of 2 in Inbox."),
        ("ko", "Milk, Inbox의 위치 2개 중 두 번째."),
        ("ja-JP", "Milk、Inboxの2か所中2番目。"),
    ])
    func keyboardStepInTheLanguage(_ tag: String, _ expected: String) throws {
        var host = host()
        host.key(3, isDown: true, modifiers: 0, time: 0, target: 10)
        host.key(6, isDown: true, modifiers: 0, time: 10)
        #expect(try said(host, in: AnnouncementLanguage(tag: tag)).last?.text == expected)
        #expect(try said(host, in: AnnouncementLanguage(tag: tag)).last?.assertive == false)
    }

    @Test("S7: the engine's output carries no language: what a step says is the same bytes whatever the page speaks")
    func theOutputHasNoLanguage() throws {
        var host = host()
        host.key(3, isDown: true, modifiers: 0, time: 0, target: 10)
        host.key(6, isDown: true, modifiers: 0, time: 10)
        let json = try #require(WireSchema.hostContract.json(of: host.output.bytes))
        #expect(json.contains("\"t\":\"say\",\"words\":["))
        #expect(!json.contains("Milk, position"))  // no sentence crosses: only the event's bytes
        #expect(try said(host, in: .korean).last?.text == "Milk, Inbox의 위치 2개 중 두 번째.")
    }
}
