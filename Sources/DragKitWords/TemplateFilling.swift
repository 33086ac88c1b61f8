import DragKit

/// The words of a ``Phrase`` template (S7), shared by every language: `{1}`…`{9}` is the
/// argument of that number (nothing when there are fewer arguments), and `{A/B}` is a Korean
/// particle that follows the sound before it: A after a final consonant (받침), else B; and B
/// after ㄹ when A begins with 으 (으로/로); where the sound can't be known (``KoreanSound``),
/// both forms as Korean writes them, 을(를), (으)로. The particle follows the text since the last
/// hole began, so `{1}{을/를}` follows the argument and `“{1}”{을/를}` follows it through the
/// quote. A number from 1 to 10 right before 번째 is said as a native Korean ordinal (첫 번째,
/// 두 번째 … 열 번째; 11번째 from then on). Every other byte is copied as it is. `template` is
/// its UTF-8 bytes (``TemplateTable``). O(n) in the length of the result.
import DragKit

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
            index += 3
            guard number < arguments.count else { continue }
            if let ordinal = koreanOrdinal(arguments[number], before: template, at: index) {
                bytes.append(contentsOf: ordinal.utf8)
            } else {
                bytes.append(contentsOf: arguments[number].utf8)
            }
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
        let first = index + 1
        let beginsWithEu = middle - first >= 3 && template[first] == 0xEC && template[first + 1] == 0x9C && template[first + 2] == 0xBC
        let withFinal = UnsafeBufferPointer(rebasing: template[first..<middle])
        let withoutFinal = UnsafeBufferPointer(rebasing: template[(middle + 1)..<end])
        switch KoreanSound.ending(of: bytes[holeStart...]) {
        case .consonant:
            bytes.append(contentsOf: withFinal)
        case .rieul:
            bytes.append(contentsOf: beginsWithEu ? withoutFinal : withFinal)
        case .vowel:
            bytes.append(contentsOf: withoutFinal)
        case .unknown where beginsWithEu:
            // (으)로
            bytes.append(0x28)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: template[first..<(first + 3)]))
            bytes.append(0x29)
            bytes.append(contentsOf: withoutFinal)
        case .unknown:
            // 을(를)
            bytes.append(contentsOf: withFinal)
            bytes.append(0x28)
            bytes.append(contentsOf: withoutFinal)
            bytes.append(0x29)
        }
        index = end + 1
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The native Korean ordinal for `argument` when it is a number from 1 to 10 and `template`
/// continues with 번째 at `index` ("1" → "첫 ", so 1번째 reads 첫 번째), else `nil`. O(1).
private func koreanOrdinal(_ argument: String, before template: UnsafeBufferPointer<UInt8>, at index: Int) -> String? {
    // 번째 in UTF-8.
    let beonjjae: [UInt8] = [0xEB, 0xB2, 0x88, 0xEC, 0xA7, 0xB8]
    guard index + beonjjae.count <= template.count else { return nil }
    for offset in 0..<beonjjae.count where template[index + offset] != beonjjae[offset] { return nil }
    let natives = ["첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]
    for (offset, native) in natives.enumerated() where CodeUnits.equal(argument, decimal(offset + 1)) { return native + " " }
    return nil
}
