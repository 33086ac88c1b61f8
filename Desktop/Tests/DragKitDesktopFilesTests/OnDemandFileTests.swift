import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Files written for other apps (P1): a valid RFC 5545 `.ics` and a text clipping (issue 26).
@Suite struct OnDemandFileTests {
    /// Parses an iCalendar text back: checks CRLF line ends and the 75-octet limit, unfolds,
    /// and returns the content lines as (name, unescaped value).
    static func parse(_ bytes: [UInt8]) -> [(String, String)] {
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasSuffix("\r\n"))
        var physical = text.components(separatedBy: "\r\n")
        physical.removeLast()
        for line in physical {
            #expect(line.utf8.count <= 75)
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
        var logical: [String] = []
        for line in physical {
            if line.hasPrefix(" "), let last = logical.popLast() {
                logical.append(last + line.dropFirst())
            } else {
                logical.append(line)
            }
        }
        return logical.map { line in
            let colon = line.firstIndex(of: ":") ?? line.endIndex
            let name = String(line[..<colon])
            let value = colon < line.endIndex ? String(line[line.index(after: colon)...]) : ""
            return (name, unescape(value))
        }
    }

    static func unescape(_ value: String) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    @Test func calendarTodoParsesBackWithEveryField() throws {
        let temporary = TemporaryFolder()
        let title = "Buy milk, eggs; and \\ flour\nthen bake — " + String(repeating: "🍰 long title ", count: 12)
        let stamp = Date(timeIntervalSince1970: 1_795_734_000)  // 2026-11-26T23:00:00Z
        let url = try OnDemandFile.calendarTodo(title: title, id: "reminder-42;x", in: temporary.url, stamp: stamp)
        #expect(url.deletingLastPathComponent().path == temporary.path)
        #expect(url.pathExtension == "ics")
        #expect(url.lastPathComponent.hasPrefix("Buy milk, eggs; and \\ flour then bake"))
        let bytes = try #require(temporary.bytes(url.lastPathComponent))
        let lines = Self.parse(bytes)
        #expect(lines.map(\.0) == ["BEGIN", "VERSION", "PRODID", "BEGIN", "UID", "DTSTAMP", "SUMMARY", "END", "END"])
        #expect(lines[0].1 == "VCALENDAR" && lines[3].1 == "VTODO" && lines[7].1 == "VTODO" && lines[8].1 == "VCALENDAR")
        #expect(lines[1].1 == "2.0")
        #expect(lines[4].1 == "reminder-42;x")
        #expect(lines[5].1 == "20261126T230000Z")
        #expect(lines[6].1 == title)
        let raw = String(decoding: bytes, as: UTF8.self)
        #expect(raw.contains("SUMMARY:Buy milk\\, eggs\\; and \\\\ flour\\nthen bake"))
        #expect(raw.contains("\r\n "))
        #expect(Self.noPartFiles(temporary))
    }

    static func noPartFiles(_ temporary: TemporaryFolder) -> Bool {
        !temporary.tree().contains { $0.hasSuffix(".part") }
    }

    @Test func foldingNeverSplitsACharacter() {
        let line = "SUMMARY:" + String(repeating: "é", count: 100)
        let folded = ICalendarText.fold(line)
        for piece in folded.components(separatedBy: "\r\n") {
            #expect(piece.utf8.count <= 75)
            #expect(!piece.contains("\u{FFFD}"))
        }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
        #expect(ICalendarText.fold("SHORT:x") == "SHORT:x")
    }

    @Test func utcDateTimes() {
        #expect(ICalendarText.utcDateTime(secondsSince1970: 0) == "19700101T000000Z")
        #expect(ICalendarText.utcDateTime(secondsSince1970: 951_782_400) == "20000229T000000Z")
        #expect(ICalendarText.utcDateTime(secondsSince1970: 1_795_734_000) == "20261126T230000Z")
    }

    @Test func hostileTitleMakesASafeFileName() throws {
        let temporary = TemporaryFolder()
        let url = try OnDemandFile.calendarTodo(title: "../../etc/passwd\0", id: "1", in: temporary.url)
        #expect(url.lastPathComponent == "etc passwd.ics")
        #expect(temporary.tree() == ["etc passwd.ics"])
        let untitled = try OnDemandFile.calendarTodo(title: "  ", id: "2", in: temporary.url)
        #expect(untitled.lastPathComponent == "Reminder.ics")
    }

    @Test func writingAgainReplacesTheEarlierFile() throws {
        let temporary = TemporaryFolder()
        _ = try OnDemandFile.calendarTodo(title: "Call", id: "1", in: temporary.url)
        let url = try OnDemandFile.calendarTodo(title: "Call", id: "2", in: temporary.url)
        #expect(temporary.tree() == ["Call.ics"])
        #expect(Self.parse(try #require(temporary.bytes(url.lastPathComponent)))[4].1 == "2")
    }

    @Test func clippingIsNamedFromTheFirstWordsAndHoldsTheText() throws {
        let temporary = TemporaryFolder()
        let text = "\n  The quick brown fox jumps over the lazy dog\nsecond line"
        let url = try OnDemandFile.clipping(text: text, in: temporary.url)
        #expect(url.lastPathComponent == "The quick brown fox jumps over.txt")
        #expect(temporary.bytes(url.lastPathComponent) == Array(text.utf8))
        let odd = try OnDemandFile.clipping(text: "/\0/", in: temporary.url)
        #expect(odd.lastPathComponent == "Clipping.txt")
        let long = try OnDemandFile.clipping(text: String(repeating: "w", count: 300), in: temporary.url)
        #expect(long.lastPathComponent == String(repeating: "w", count: 40) + ".txt")
    }

    @Test func missingDirectoryIsRefused() {
        let temporary = TemporaryFolder()
        let missing = temporary.url.appendingPathComponent("missing")
        #expect(throws: FolderError.notFound(missing.path)) { try OnDemandFile.clipping(text: "x", in: missing) }
    }
}
