/// Why a catalogue (see ``Catalog``) was refused: a sentence for developers
/// that names the bad key (`kinds.album.undoable`) or the place in the text (line and column).
///
/// The catalogue reader (`DragKitCatalog`) and the typed declarations (``Catalog/declare(_:)``)
/// refuse with it; the web host hands ``message`` to the page, which throws it as an `Error`.
public struct CatalogError: Error, Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `n` in decimal digits (Embedded Swift has no `description` on integers to lean on).
    public static func decimal(_ n: Int) -> String {
        if n == 0 { return "0" }
        var digits: [UInt8] = []
        var magnitude = n.magnitude
        while magnitude > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        if n < 0 { digits.append(UInt8(ascii: "-")) }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }
}
