/// An 8-bit RGB raster: what the server encodes as PNG (``PNGEncoder``) or JPEG
/// (``JPEGEncoder``). Pixels are stored row by row, top to bottom, 3 bytes each.
struct RasterImage: Sendable, Hashable {
    /// One colour, 8 bits per channel.
    struct Color: Sendable, Hashable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8

        /// CSS `hsl(hue, saturation%, lightness%)`: hue in degrees, the others in 0...1.
        /// O(1).
        static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> Color {
            let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
            let q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation
            let p = 2 * lightness - q
            func channel(_ shift: Double) -> UInt8 {
                var t = h + shift
                if t < 0 { t += 1 }
                if t > 1 { t -= 1 }
                let value: Double
                if t < 1.0 / 6 { value = p + (q - p) * 6 * t }
                else if t < 0.5 { value = q }
                else if t < 2.0 / 3 { value = p + (q - p) * (2.0 / 3 - t) * 6 }
                else { value = p }
                return UInt8(max(0, min(255, (value * 255).rounded())))
            }
            return Color(red: channel(1.0 / 3), green: channel(0), blue: channel(-1.0 / 3))
        }

        /// `0xRRGGBB`.
        init(hex: Int) {
            red = UInt8((hex >> 16) & 0xFF)
            green = UInt8((hex >> 8) & 0xFF)
            blue = UInt8(hex & 0xFF)
        }

        init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `self` over `other` with `alpha` (0...1) of self. O(1).
        func blended(over other: Color, alpha: Double) -> Color {
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8(max(0, min(255, (Double(a) * alpha + Double(b) * (1 - alpha)).rounded())))
            }
            return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
        }
    }

    let width: Int
    let height: Int
    /// `width * height * 3` bytes, RGB.
    private(set) var pixels: [UInt8]

    /// A `width` × `height` image (each at least 1) filled with `color`. O(width·height).
    init(width: Int, height: Int, color: Color) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 3)
        fill(x: 0, y: 0, width: self.width, height: self.height) { _, _, _ in color }
    }

    /// The colour at (`x`, `y`); precondition: inside the image.
    func color(x: Int, y: Int) -> Color {
        let offset = (y * width + x) * 3
        return Color(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }

    /// Sets every pixel of the rectangle (clipped to the image) to what `shade` gives for it
    /// (`shade(x, y, current)`). O(area).
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ shade: (Int, Int, Color) -> Color) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 {
                let offset = (row * width + column) * 3
                let current = Color(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
                let next = shade(column, row, current)
                pixels[offset] = next.red
                pixels[offset + 1] = next.green
                pixels[offset + 2] = next.blue
            }
        }
    }

    /// A disc of `color` at `alpha`, centre (`cx`, `cy`), radius `r`. O(r²).
    mutating func fillCircle(cx: Double, cy: Double, r: Double, color: Color, alpha: Double) {
        let left = Int((cx - r).rounded(.down)), top = Int((cy - r).rounded(.down))
        let size = Int((2 * r).rounded(.up)) + 2
        fill(x: left, y: top, width: size, height: size) { x, y, current in
            let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
            return dx * dx + dy * dy <= r * r ? color.blended(over: current, alpha: alpha) : current
        }
    }

    /// A line `lineWidth` wide from (`x0`, `y0`) to (`x1`, `y1`), with round ends. O(length·width).
    mutating func strokeLine(from start: (Double, Double), to end: (Double, Double), lineWidth: Double, color: Color) {
        let half = lineWidth / 2
        let left = Int((min(start.0, end.0) - half).rounded(.down)), top = Int((min(start.1, end.1) - half).rounded(.down))
        let right = Int((max(start.0, end.0) + half).rounded(.up)), bottom = Int((max(start.1, end.1) + half).rounded(.up))
        let dx = end.0 - start.0, dy = end.1 - start.1
        let lengthSquared = dx * dx + dy * dy
        fill(x: left, y: top, width: right - left + 1, height: bottom - top + 1) { x, y, current in
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let t = lengthSquared == 0 ? 0 : max(0, min(1, ((px - start.0) * dx + (py - start.1) * dy) / lengthSquared))
            let ex = px - (start.0 + t * dx), ey = py - (start.1 + t * dy)
            return ex * ex + ey * ey <= half * half ? color : current
        }
    }
}
