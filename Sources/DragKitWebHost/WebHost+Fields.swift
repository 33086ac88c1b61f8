// Splitting the lists the page passes as text (type identifiers separated by spaces or by line
// breaks), by bytes: one function for every list, so the wasm has one splitter instead of a
// specialisation of `split` per call (issue 23: the size).

extension WebHost {
    /// The fields of `text` between the bytes `separator` and `other`, empty ones included, in
    /// order; with `trimming`, spaces and tabs around each field are dropped. By UTF-8 bytes
    /// ("\r\n" is one `Character`; the separators are ASCII, so a field is whole UTF-8).
    /// O(n) in the text's length.
    @inline(never)
    static func fields(of text: String, separatedBy separator: UInt8, or other: UInt8? = nil, trimming: Bool = false) -> [String] {
        let bytes = Array(text.utf8)
        var fields: [String] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == separator || bytes[end] == other {
            var lower = start, upper = end
            if trimming {
                while lower < upper, bytes[lower] == 32 || bytes[lower] == 9 { lower += 1 }
                while upper > lower, bytes[upper - 1] == 32 || bytes[upper - 1] == 9 { upper -= 1 }
            }
            fields.append(String(decoding: bytes[lower..<upper], as: UTF8.self))
            start = end + 1
        }
        return fields
    }
}
