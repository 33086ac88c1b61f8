/// The words of a ``Phrase`` template (S7), shared by every language: `{1}`…`{9}` is the
/// argument of that number (nothing when there are fewer arguments), and `{A/B}` is a Korean
/// particle that follows the sound before it: A after a final consonant (받침), else B; and B
/// after ㄹ when A begins with 으 (으로/로). The particle follows the text since the last hole
/// began, so `{1}{을/를}` follows the argument and `“{1}”{을/를}` follows it through the quote.
/// Every other byte is copied as it is. `template` is its UTF-8 bytes (``TemplateTable``).
/// O(n) in the length of the result.
func fill(_ template: UnsafeBufferPointer<UInt8>, _ arguments: [String]) -> String {
    let open: UInt8 = 0x7B, close: UInt8 = 0x7D, slash: UInt8 = 0x2F, one: UInt8 = 0x31, nine: UInt8 = 0x39
    var capacity = template.count
    for argument in arguments { capacity += argument.utf8.count }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    var holeStart = 0
    var index = 0
    while index < template.count {
        let byte = template[index]
        guard byte == open else {
            bytes.append(byte)
            index += 1
            continue
        }
        // {n}: an argument.
        if index + 2 < template.count, template[index + 1] >= one, template[index + 1] <= nine, template[index + 2] == close {
            holeStart = bytes.count
            let number = Int(template[index + 1] - one)
            if number < arguments.count { bytes.append(contentsOf: arguments[number].utf8) }
            index += 3
            continue
        }
        // {A/B}: a particle.
        var middle = index + 1
        while middle < template.count, template[middle] != slash, template[middle] != close { middle += 1 }
        var end = middle
        while end < template.count, template[end] != close { end += 1 }
        guard middle < end, end < template.count else {
            bytes.append(byte)
            index += 1
            continue
        }
        let sound = KoreanSound.ending(of: bytes[holeStart...])
        let first = index + 1
        let beginsWithEu = middle - first >= 3 && template[first] == 0xEC && template[first + 1] == 0x9C && template[first + 2] == 0xBC
        let chosen = sound.hasFinal && !(sound.finalIsRieul && beginsWithEu)
            ? UnsafeBufferPointer(rebasing: template[first..<middle])
            : UnsafeBufferPointer(rebasing: template[(middle + 1)..<end])
        bytes.append(contentsOf: chosen)
        index = end + 1
    }
    return String(decoding: bytes, as: UTF8.self)
}
