/// A contact's (`public.vcard`) representations: a vCard 3.0, or only the
/// fields a drop destination asked for (A3).
struct ContactFields {
    /// The fields a contact has, in vCard order.
    static let knownFields = ["name", "email", "phone"]

    let name: String
    let payload: JSONValue

    var email: String { payload["email"]?.stringValue ?? "" }
    var phone: String { payload["phone"]?.stringValue ?? "" }

    /// `Ada Lovelace <ada@example.com>`, or just the name without an email.
    var nameAndEmail: String {
        email.isEmpty ? name : "\(name) <\(email)>"
    }

    /// Only `fields`, in the order asked: `name` and `email` together give
    /// `Name <email>` (in the place of the first of them); every other field is
    /// its value on a line of its own. Throws for unknown or repeated fields.
    func extract(_ fields: [String]) throws -> String {
        var seen = Set<String>()
        for field in fields {
            guard Self.knownFields.contains(field) else {
                throw RepresentationError(
                    .invalidRequest,
                    "A contact has no field '\(field)'; it has: \(Self.knownFields.joined(separator: ", "))."
                )
            }
            guard seen.insert(field).inserted else {
                throw RepresentationError(.invalidRequest, "Field '\(field)' is asked for more than once.")
            }
        }
        let combined = seen.contains("name") && seen.contains("email")
        var lines: [String] = []
        let firstOfPair = fields.first { $0 == "name" || $0 == "email" }
        for field in fields {
            if combined, field == "name" || field == "email" {
                if field == firstOfPair { lines.append(nameAndEmail) }
                continue
            }
            switch field {
            case "name": lines.append(name)
            case "email": lines.append(email)
            default: lines.append(phone)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The contact as a vCard 3.0 (CRLF line ends, values escaped).
    func vCard() -> String {
        let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
        let family = parts.count > 1 ? parts[1] : ""
        let given = parts.first ?? ""
        var lines = [
            "BEGIN:VCARD",
            "VERSION:3.0",
            "FN:\(Self.escape(name))",
            "N:\(Self.escape(family));\(Self.escape(given));;;",
        ]
        if !email.isEmpty { lines.append("EMAIL;TYPE=INTERNET:\(Self.escape(email))") }
        if !phone.isEmpty { lines.append("TEL;TYPE=CELL:\(Self.escape(phone))") }
        lines.append("END:VCARD")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Escapes `\`, `,`, `;` and newlines as vCard and iCalendar require.
    static func escape(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case ",": result += "\\,"
            case ";": result += "\\;"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }
}
