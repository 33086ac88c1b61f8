/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
///
/// Rectangles with a negative width or height are treated as empty by ``contains(_:)``.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Whether `point` lies inside the rectangle (left/top edges inclusive, right/bottom exclusive).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles share any area.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle moved by `offset`.
    @inlinable
    public func offsetBy(_ offset: Point) -> Rect {
        Rect(origin: origin + offset, size: size)
    }

    /// The rectangle scaled by `factor` about its centre.
    @inlinable
    public func scaled(by factor: Double) -> Rect {
        let width = size.width * factor
        let height = size.height * factor
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
