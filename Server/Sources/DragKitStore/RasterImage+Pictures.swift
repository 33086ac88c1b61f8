/// The pictures of photos and charts as pixels: the same drawing as ``SVGImage`` (its
/// gradient, circle, bars and line) at the size the SVG is shown, so the PNG and JPEG a photo
/// or chart offers are real encodings of the picture the page shows. Text (the SVG's caption
/// and title) is left out: the server has no fonts.
extension RasterImage {
    /// A photo: 640 pixels wide, the payload's aspect ratio (at most 1280 high), a diagonal
    /// gradient from the payload's `hue` and a translucent disc. O(width·height).
    static func photo(payload: JSONValue) -> RasterImage {
        let hue = Double((payload["hue"]?.intValue ?? 210) % 360)
        let photoWidth = max(payload["width"]?.intValue ?? 4032, 1)
        let photoHeight = max(payload["height"]?.intValue ?? 3024, 1)
        let width = 640
        let height = max(1, min(1280, width * photoHeight / photoWidth))
        let from = Color.hsl(hue, 0.75, 0.68)
        let to = Color.hsl(hue + 40, 0.60, 0.32)
        var image = RasterImage(width: width, height: height, color: from)
        image.fill(x: 0, y: 0, width: width, height: height) { x, y, _ in
            // An objectBoundingBox gradient from (0,0) to (1,1): t is the mean of u and v.
            let t = ((Double(x) + 0.5) / Double(width) + (Double(y) + 0.5) / Double(height)) / 2
            return to.blended(over: from, alpha: t)
        }
        image.fillCircle(
            cx: Double(width * 3 / 4), cy: Double(height / 4), r: Double(height / 8),
            color: .hsl(hue + 180, 0.80, 0.85), alpha: 0.7
        )
        return image
    }

    /// A chart: 320 × 200 on `#fbfbfd`, bars (or a 4-pixel line for `"style": "line"`) of the
    /// payload's `values`, placed as in ``SVGImage/chart(title:payload:)``. O(width·height).
    static func chart(payload: JSONValue) -> RasterImage {
        let values = (payload["values"]?.arrayValue ?? []).compactMap(\.numberValue).prefix(200)
        let style = payload["style"]?.stringValue ?? "bar"
        let width = 320, height = 200, top = 36
        let plotHeight = Double(height - top - 16)
        let maximum = max(values.max() ?? 1, 1)
        var image = RasterImage(width: width, height: height, color: Color(hex: 0xFBFBFD))
        guard !values.isEmpty else { return image }
        let step = Double(width - 32) / Double(values.count)
        if style == "line" {
            let points = values.enumerated().map { offset, value in
                (16 + step * (Double(offset) + 0.5), Double(top) + plotHeight * (1 - value / maximum))
            }
            for index in points.indices.dropFirst() {
                image.strokeLine(from: points[index - 1], to: points[index], lineWidth: 4, color: Color(hex: 0x3478F6))
            }
        } else {
            for (offset, value) in values.enumerated() {
                let barHeight = plotHeight * max(value, 0) / maximum
                let x = 16 + step * Double(offset) + step * 0.15
                let y = Double(top) + plotHeight - barHeight
                let color = Color.hsl(Double((200 + offset * 37) % 360), 0.70, 0.55)
                image.fill(
                    x: Int(x.rounded()), y: Int(y.rounded()),
                    width: Int((step * 0.7).rounded()), height: Int(barHeight.rounded())
                ) { _, _, _ in color }
            }
        }
        return image
    }
}
