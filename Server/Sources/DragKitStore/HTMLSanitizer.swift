import DragKitTypes

/// Turns HTML dropped from another app into the styled runs of a note (issue 12, A2): the
/// server's own allowlist, whatever the page already did.
///
/// Kept: text; `b`/`strong` (bold), `i`/`em` (italic), `h1`–`h6` (bold, `h1`/`h2` larger),
/// `a href` only for http, https and mailto (``TextRun/isSafeLink(_:)``); the elements that end a
/// line (`HTMLPolicy.lineBreakTags`: `p`, `div`, `br`, `li`, `tr`, headings, `blockquote`, `pre`,
/// lists, tables) become line breaks. Dropped with their content: `HTMLPolicy.droppedWithContent`
/// (`script`, `style`, `iframe`, `object`, `svg`, `math`, form controls, media …) and comments.
/// Every other tag and every attribute (event handlers, `style`, `src`) is dropped, its text
/// kept. Entities are decoded. The lists are DragKitTypes' `HTMLPolicy`, the one the web
/// package's sanitiser is generated from. O(n).
public enum HTMLSanitizer {
    static let droppedWithContent = Set(HTMLPolicy.droppedWithContent)
    static let blocks = Set(HTMLPolicy.lineBreakTags)
    /// HTML's void elements: they have no content and no end tag, so one on the dropped list
    /// (an `img`, an `input`) is dropped alone, never read as the start of content to skip.
    static let voids: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]
    static let linkColor = 0x0A64D2

    public static func runs(_ html: String) -> [TextRun] {
        var runs: [TextRun] = []
        var bold = 0, italic = 0, large = 0
        var link: String?
        var skipping: String?
        var text = ""

        func flush() {
            guard !text.isEmpty else { return }
            let run = TextRun(
                text, size: large > 0 ? 22 : 16, weight: bold > 0 ? 700 : 400, italic: italic > 0,
                color: link == nil ? 0x222222 : linkColor, link: link
            )
            if let last = runs.last, last.size == run.size, last.weight == run.weight, last.italic == run.italic,
                last.color == run.color, last.link == run.link
            {
                runs[runs.count - 1].text += text
            } else {
                runs.append(run)
            }
            text = ""
        }
        // Whitespace collapses to one space, none at the start of a line.
        func appendText(_ string: String) {
            for character in string {
                if character == " " || character == "\n" || character == "\t" || character == "\r" || character == "\r\n" {
                    let last = text.last ?? runs.last?.text.last
                    if let last, last != " ", last != "\n" { text.append(" ") }
                    continue
                }
                if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { continue }
                text.append(character)
            }
        }
        func lineBreak() {
            if text.last == " " { text.removeLast() }
            if !isAtLineStart(runs, text) { text.append("\n") }
        }

        var index = html.startIndex
        while index < html.endIndex {
            guard html[index] == "<" else {
                let next = html[index...].firstIndex(of: "<") ?? html.endIndex
                if skipping == nil { appendText(decodeEntities(String(html[index..<next]))) }
                index = next
                continue
            }
            let rest = html[index...]
            if rest.hasPrefix("<!--") {
                index = rest.range(of: "-->")?.upperBound ?? html.endIndex
                continue
            }
            // As HTML parses it: `<` starts a tag only before a letter, `/`, `!` or `?`; any other
            // `<` is text (`<<script>` is the text "<" and then a script, dropped with its content).
            guard startsTag(rest) else {
                if skipping == nil { appendText("<") }
                index = html.index(after: index)
                continue
            }
            guard let close = tagEnd(in: html, from: index) else { break }
            let tag = Tag(html[html.index(after: index)..<close])
            index = html.index(after: close)
            if let skipped = skipping {
                if tag.closing, tag.name == skipped { skipping = nil }
                continue
            }
            if droppedWithContent.contains(tag.name) {
                if !tag.closing, !tag.selfClosing, !voids.contains(tag.name) { skipping = tag.name }
                continue
            }
            let opening = !tag.closing
            switch tag.name {
            case "b", "strong":
                flush(); bold = max(0, bold + (opening ? 1 : -1))
            case "i", "em":
                flush(); italic = max(0, italic + (opening ? 1 : -1))
            case "h1", "h2":
                lineBreak(); flush(); bold = max(0, bold + (opening ? 1 : -1)); large = max(0, large + (opening ? 1 : -1))
            case "h3", "h4", "h5", "h6":
                lineBreak(); flush(); bold = max(0, bold + (opening ? 1 : -1))
            case "a":
                flush()
                link = opening ? tag.href.flatMap { TextRun.isSafeLink($0) && $0.count <= 2000 ? $0 : nil } : nil
            default:
                if blocks.contains(tag.name) { lineBreak() }
            }
        }
        flush()
        while let last = runs.last, last.text.hasSuffix("\n") || last.text.hasSuffix(" ") {
            runs[runs.count - 1].text.removeLast()
            if runs[runs.count - 1].text.isEmpty { runs.removeLast() }
        }
        return runs
    }

    private static func isAtLineStart(_ runs: [TextRun], _ text: String) -> Bool {
        if let last = text.last { return last == "\n" }
        guard let previous = runs.last?.text.last else { return true }
        return previous == "\n"
    }

    /// Whether the `<` that `rest` starts with opens a tag, an end tag, a comment or a
    /// declaration (the next character is an ASCII letter, `/`, `!` or `?`). O(1).
    private static func startsTag(_ rest: Substring) -> Bool {
        guard let next = rest.dropFirst().first else { return false }
        return (next.isASCII && next.isLetter) || next == "/" || next == "!" || next == "?"
    }

    /// The `>` that ends the tag starting at `start`, outside quoted attribute values. As HTML
    /// parses it, a quote opens a value only right after `=` (spaces between allowed): in
    /// `<a "=">text` the value opened by the second quote runs on, so nothing after it is text.
    private static func tagEnd(in html: String, from start: String.Index) -> String.Index? {
        var quote: Character?
        var previous: Character = " "
        var index = html.index(after: start)
        while index < html.endIndex {
            let character = html[index]
            if let open = quote {
                if character == open { quote = nil; previous = character }
            } else if (character == "\"" || character == "'") && previous == "=" {
                quote = character
            } else if character == ">" {
                return index
            } else if !character.isWhitespace {
                previous = character
            }
            index = html.index(after: index)
        }
        return nil
    }

    /// One tag: its lowercased name, whether it closes or closes itself, and its `href`.
    struct Tag {
        var name = ""
        var closing = false
        var selfClosing = false
        var href: String?

        init(_ body: Substring) {
            var rest = body[...]
            if rest.first == "/" { closing = true; rest = rest.dropFirst() }
            selfClosing = rest.last == "/"
            name = String(rest.prefix { $0.isLetter || $0.isNumber }).lowercased()
            rest = rest.dropFirst(name.count)
            // Attributes: name, optional = and a quoted or bare value.
            while !rest.isEmpty {
                rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/" || $0 == "\r\n" || $0 == "\r" }
                let attribute = String(rest.prefix { $0 != "=" && $0 != " " && $0 != ">" && $0 != "/" && $0 != "\n" && $0 != "\t" }).lowercased()
                guard !attribute.isEmpty else { break }
                rest = rest.dropFirst(attribute.count)
                var value = ""
                if rest.first == "=" {
                    rest = rest.dropFirst()
                    if let quote = rest.first, quote == "\"" || quote == "'" {
                        rest = rest.dropFirst()
                        value = String(rest.prefix { $0 != quote })
                        rest = rest.dropFirst(value.count + 1)
                    } else {
                        value = String(rest.prefix { $0 != " " && $0 != "\n" && $0 != "\t" })
                        rest = rest.dropFirst(value.count)
                    }
                }
                if attribute == "href", href == nil { href = HTMLSanitizer.decodeEntities(value).trimmedWhitespace }
            }
        }
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#39;`, `&nbsp;` and numeric references;
    /// unknown ones are kept as written. O(n).
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            let name = String(text[text.index(after: index)..<semicolon])
            var decoded: String?
            if let value = named[name] {
                decoded = value
            } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
            if let decoded, !decoded.unicodeScalars.contains(where: { $0.value == 0 }) {
                result += decoded
                index = text.index(after: semicolon)
            } else {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }
}
