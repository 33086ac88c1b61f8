/// The small badge on a drag image (F5): how many items a drop would deliver, and a symbol when
/// the drop is impossible or will copy instead of move.
public struct Badge: Hashable, Sendable {
    public enum Symbol: UInt8, Hashable, Sendable {
        case none = 0
        case copy = 1
        case link = 2
        case forbidden = 3
    }

    /// The number of items the destination under the pointer accepts (all dragged items when
    /// there is none).
    public var count: Int
    public var symbol: Symbol

    public init(count: Int, symbol: Symbol = .none) {
        self.count = count
        self.symbol = symbol
    }
}
