import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    func write(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return writer.text
    }

    /// Parses `text` with Foundation's strict parser (fragments allowed).
    func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    // MARK: Strings

    @Test("Strings: quotes and backslashes are escaped")
    func quotesAndBackslashes() {
        #expect(write { $0.string(#"say "hi""#) } == #""say \"hi\"""#)
        #expect(write { $0.string(#"C:\path\"#) } == #""C:\\path\\""#)
        #expect(write { $0.string(#"\""#) } == #""\\\"""#)
        #expect(write { $0.string("") } == #""""#)
    }

    @Test("Strings: newline, return and tab use short escapes; other control characters \\u00XX")
    func controlCharacters() {
        #expect(write { $0.string("a\nb\rc\td") } == #""a\nb\rc\td""#)
        #expect(write { $0.string("\u{0}") } == #""\u0000""#)
        #expect(write { $0.string("\u{1}\u{8}\u{C}\u{1B}\u{1F}") } == #""\u0001\u0008\u000c\u001b\u001f""#)
        // Space and DEL are not control characters in JSON.
        #expect(write { $0.string(" \u{7F}") } == "\" \u{7F}\"")
    }

    @Test("Strings: non-ASCII text is written as UTF-8, unescaped")
    func unicode() {
        let text = "Café ünïcode — 日本語 📋 \u{2028}"
        let json = write { $0.string(text) }
        #expect(json == "\"\(text)\"")
        #expect(Array(json.utf8) == [34] + Array(text.utf8) + [34])
    }

    @Test("Strings: every control character and awkward character round-trips through a strict parser")
    func roundTrip() throws {
        var text = ""
        for scalar in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        text += #""\/'<>&"# + "é𝄞\u{FEFF}"
        let parsed = try parse(write { $0.string(text) })
        #expect(parsed as? String == text)
    }

    // MARK: Numbers

    @Test("Integers: zero, negatives and the extremes")
    func integers() {
        #expect(write { $0.integer(0) } == "0")
        #expect(write { $0.integer(42) } == "42")
        #expect(write { $0.integer(-7) } == "-7")
        #expect(write { $0.integer(Int64.max) } == "9223372036854775807")
        #expect(write { $0.integer(Int64.min) } == "-9223372036854775808")
        #expect(write { $0.integer(UInt32.max) } == "4294967295")
    }

    @Test("Numbers: fractions to two decimals, without trailing zeros")
    func fractions() {
        #expect(write { $0.number(0) } == "0")
        #expect(write { $0.number(12) } == "12")
        #expect(write { $0.number(1.5) } == "1.5")
        #expect(write { $0.number(1.25) } == "1.25")
        #expect(write { $0.number(0.05) } == "0.05")
        #expect(write { $0.number(3.14159) } == "3.14")
        #expect(write { $0.number(2.999) } == "3")
        #expect(write { $0.number(100.1) } == "100.1")
    }

    @Test("Numbers: negatives, including those between -1 and 0")
    func negatives() {
        #expect(write { $0.number(-3) } == "-3")
        #expect(write { $0.number(-1.25) } == "-1.25")
        #expect(write { $0.number(-0.5) } == "-0.5")
        #expect(write { $0.number(-0.07) } == "-0.07")
        #expect(write { $0.number(-0.001) } == "0")
        #expect(write { $0.number(-0.0) } == "0")
    }

    @Test("Numbers: non-finite and absurdly large values are written as 0, keeping the JSON valid")
    func nonFinite() {
        #expect(write { $0.number(.nan) } == "0")
        #expect(write { $0.number(.infinity) } == "0")
        #expect(write { $0.number(-.infinity) } == "0")
        #expect(write { $0.number(1e300) } == "0")
    }

    @Test("Numbers: every written number parses back to the value rounded to hundredths")
    func numbersRoundTrip() throws {
        let values: [Double] = [-1234.567, -10.01, -0.994, -0.3, 0.004, 0.995, 7.7, 123456.78, 1e12]
        for value in values {
            let parsed = try #require(try parse(write { $0.number(value) }) as? NSNumber)
            #expect(abs(parsed.doubleValue - (value * 100).rounded() / 100) < 1e-9, "\(value)")
        }
    }

    // MARK: Structure

    @Test("Commas separate values in arrays and members in objects, never leading or trailing")
    func commas() {
        let json = write { w in
            w.beginObject()
            w.key("a"); w.integer(1)
            w.key("b"); w.beginArray(); w.bool(true); w.bool(false); w.null(); w.number(-0.5); w.endArray()
            w.key("c"); w.beginObject(); w.endObject()
            w.key("d"); w.beginArray(); w.beginArray(); w.endArray(); w.beginObject(); w.key("x"); w.string("y"); w.endObject(); w.endArray()
            w.key("e"); w.staticString("done")
            w.endObject()
        }
        #expect(json == #"{"a":1,"b":[true,false,null,-0.5],"c":{},"d":[[],{"x":"y"}],"e":"done"}"#)
    }

    @Test("Empty containers and reset")
    func emptyAndReset() {
        var writer = JSONWriter()
        writer.beginArray(); writer.endArray()
        #expect(writer.text == "[]")
        writer.reset()
        #expect(writer.text == "")
        writer.beginArray(); writer.integer(1); writer.integer(2); writer.endArray()
        #expect(writer.text == "[1,2]")
    }

    @Test("Actions encode as valid JSON with the documented fields")
    func actionsEncode() throws {
        var writer = JSONWriter()
        let cue = DestinationCue(container: 2, isHighlighted: true, insertionIndex: 1,
                                 markerFrame: Rect(x: 0, y: 39, width: 300, height: 2))
        writer.write([
            .scheduleTick(at: Timestamp(milliseconds: 500)),
            .scroll(1, by: Point(x: 0, y: -12.5)),
            .markDestination(1, cue),
            .markDestination(1, nil),
            .setBadge(1, Badge(count: 0, symbol: .forbidden)),
            .announce(Announcement(.cantDropHere(.item("\"it\"")), politeness: .assertive)),
            .applyChange(.items([.remove(3), .insert(3, into: 2, at: 1), .duplicate(3, as: 9), .delete(9)])),
            .endPreview(1, .flyBack(to: Rect(x: 1, y: 2, width: 3, height: 4))),
        ])
        let array = try #require(try parse(writer.text) as? [[String: Any]])
        #expect(array.map { $0["t"] as? String } == ["tick", "scroll", "mark", "mark", "badge", "say", "change", "end"])
        #expect(array[0]["at"] as? Int == 500)
        #expect(array[1]["dy"] as? Double == -12.5)
        #expect(array[2]["hl"] as? Bool == true)
        #expect(array[2]["i"] as? Int == 1)
        #expect(array[3]["c"] is NSNull)
        #expect(array[4]["s"] as? String == "forbidden")
        #expect(array[5]["text"] as? String == "Can't drop \"it\" here.")
        #expect(array[5]["assertive"] as? Bool == true)
        #expect((array[6]["steps"] as? [[Any]])?.count == 4)
        #expect(array[7]["how"] as? String == "flyBack")
        #expect((array[7]["f"] as? [Double]) == [1, 2, 3, 4])
    }
}
