/// Generated stand-ins for image data: deterministic SVGs drawn from an item's payload.
enum SVGImage {
    /// Largest size a photo is padded to, in bytes.
    static let maximumPaddedBytes = 8_000_000

    /// A photo: a diagonal gradient from the payload's `hue`, in the photo's
    /// aspect ratio, with the caption and camera. Padded with an XML comment to
    /// the payload's `bytes` (at most ``maximumPaddedBytes``) so that loading
    /// it takes as long as a real photo of that size would, unless `padded` is false (the
    /// drawing that ``ImageRenderer`` turns into the photo's PNG and JPEG).
    static func photo(title: String, payload: JSONValue, padded isPadded: Bool = true) -> String {
        let hue = (payload["hue"]?.intValue ?? 210) % 360
        let width = max(payload["width"]?.intValue ?? 4032, 1)
        let height = max(payload["height"]?.intValue ?? 3024, 1)
        let caption = payload["caption"]?.stringValue ?? title
        let camera = payload["camera"]?.stringValue ?? ""
        let shownWidth = 640
        let shownHeight = max(1, min(1280, shownWidth * height / width))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(shownWidth)" height="\(shownHeight)" viewBox="0 0 \(shownWidth) \(shownHeight)">
            <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stop-color="hsl(\(hue), 75%, 68%)"/>
            <stop offset="1" stop-color="hsl(\((hue + 40) % 360), 60%, 32%)"/>
            </linearGradient></defs>
            <rect width="100%" height="100%" fill="url(#g)"/>
            <circle cx="\(shownWidth * 3 / 4)" cy="\(shownHeight / 4)" r="\(shownHeight / 8)" fill="hsl(\((hue + 180) % 360), 80%, 85%)" fill-opacity="0.7"/>
            <text x="24" y="\(shownHeight - 48)" font-family="system-ui, sans-serif" font-size="28" fill="#fff">\(escape(caption))</text>
            <text x="24" y="\(shownHeight - 20)" font-family="system-ui, sans-serif" font-size="16" fill="#fff" fill-opacity="0.8">\(escape(camera)) · \(width)×\(height)</text>

            """
        guard isPadded else { return svg + "</svg>\n" }
        return padded(svg, closing: "</svg>\n", to: min(max(payload["bytes"]?.intValue ?? 0, 0), maximumPaddedBytes))
    }

    /// A chart: bars (or a line for `"style": "line"`) of the payload's `values`.
    static func chart(title: String, payload: JSONValue) -> String {
        let values = (payload["values"]?.arrayValue ?? []).compactMap(\.numberValue)
        let style = payload["style"]?.stringValue ?? "bar"
        let width = 320
        let height = 200
        let top = 36
        let plotHeight = height - top - 16
        let maximum = max(values.max() ?? 1, 1)
        var marks = ""
        if !values.isEmpty {
            let step = Double(width - 32) / Double(values.count)
            if style == "line" {
                let points = values.enumerated().map { offset, value in
                    let x = 16 + step * (Double(offset) + 0.5)
                    let y = Double(top) + Double(plotHeight) * (1 - value / maximum)
                    return "\(format(x)),\(format(y))"
                }
                marks = "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"#3478f6\" stroke-width=\"4\" stroke-linejoin=\"round\"/>"
            } else {
                for (offset, value) in values.enumerated() {
                    let barHeight = Double(plotHeight) * max(value, 0) / maximum
                    let x = 16 + step * Double(offset) + step * 0.15
                    let y = Double(top + plotHeight) - barHeight
                    let hue = (200 + offset * 37) % 360
                    marks += "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(step * 0.7))\" height=\"\(format(barHeight))\" rx=\"3\" fill=\"hsl(\(hue), 70%, 55%)\"/>"
                }
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <rect width="100%" height="100%" rx="12" fill="#fbfbfd"/>
            <text x="16" y="24" font-family="system-ui, sans-serif" font-size="15" font-weight="600" fill="#222">\(escape(title))</text>
            \(marks)
            </svg>

            """
    }

    /// `svg` + a comment + `closing`, the comment sized so the UTF-8 total is
    /// `target` bytes (no comment when `svg` + `closing` is already that large).
    static func padded(_ svg: String, closing: String, to target: Int) -> String {
        let base = svg.utf8.count + closing.utf8.count
        let fillerCount = target - base - "<!---->\n".utf8.count
        guard fillerCount > 0 else { return svg + closing }
        let pattern = Array("image data stands in here ".utf8)
        var filler = [UInt8](repeating: 0, count: fillerCount)
        for offset in 0..<fillerCount { filler[offset] = pattern[offset % pattern.count] }
        return svg + "<!--" + String(decoding: filler, as: UTF8.self) + "-->\n" + closing
    }

    /// XML text escaping.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
