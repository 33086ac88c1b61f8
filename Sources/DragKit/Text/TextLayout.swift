/// One laid-out line of a text view, as the host measured it.
public struct TextLine: Hashable, Sendable {
    /// The line box, in the host's coordinate space (the same space as container frames).
    public var frame: Rect
    /// The character offset of the line's first character.
    public var startOffset: Int
    /// The x position of every caret position on the line, left to right: one for each offset
    /// from ``startOffset`` to ``endOffset`` inclusive (characters + 1 values).
    public var caretX: [Double]

    /// A line; an empty `caretX` is taken as one caret at the frame's left edge (an empty line).
    public init(frame: Rect, startOffset: Int, caretX: [Double]) {
        self.frame = frame
        self.startOffset = startOffset
        self.caretX = caretX.isEmpty ? [frame.minX] : caretX
    }

    /// The offset after the line's last character (before its line break, if any).
    public var endOffset: Int { startOffset + caretX.count - 1 }
}

/// Where a text view's characters are: its lines, top to bottom, each with its caret positions.
/// Hosts supply it with ``Event/textLayout(_:of:)`` (S6).
///
/// Lines must be ordered by ``TextLine/frame`` `minY` and by ``TextLine/startOffset``. Offsets
/// between lines (a line break character) are not on any line: a point never maps to them.
///
/// - Complexity: ``offset(at:)`` and ``caretFrame(at:)`` binary-search the lines and then the
///   line's carets: O(log l + log c).
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The width of the caret ``caretFrame(at:)`` returns.
    public var caretWidth: Double

    /// A layout of `lines` whose caret is `caretWidth` points wide.
    public init(lines: [TextLine], caretWidth: Double = 2) {
        self.lines = lines
        self.caretWidth = caretWidth
    }

    /// The same layout moved by `offset`, as when its view scrolls (A1). O(l + c) in lines and
    /// carets.
    public func offsetBy(_ offset: Point) -> TextLayout {
        var moved = self
        for index in moved.lines.indices {
            moved.lines[index].frame = moved.lines[index].frame.offsetBy(offset)
            if offset.x != 0 {
                moved.lines[index].caretX = moved.lines[index].caretX.map { $0 + offset.x }
            }
        }
        return moved
    }

    /// The caret offset nearest to `point`: the line whose band contains the point's y (the
    /// first line above it, the last line below it), then the caret nearest its x. A point
    /// below the last line maps to the end of the last line; above the first, to its start
    /// line's nearest caret. `nil` when there are no lines.
    public func offset(at point: Point) -> Int? {
        guard let index = lineIndex(atY: point.y) else { return nil }
        let line = lines[index]
        if point.y >= line.frame.maxY && index == lines.count - 1 { return line.endOffset }
        return line.startOffset + Self.nearestCaret(line.caretX, point.x)
    }

    /// The character whose box contains `point`, if any: used to tell whether a press landed on
    /// selected text.
    public func characterOffset(at point: Point) -> Int? {
        guard let index = lineIndex(atY: point.y) else { return nil }
        let line = lines[index]
        guard line.frame.minY <= point.y, point.y < line.frame.maxY,
              line.caretX.count > 1 else { return nil }
        let carets = line.caretX
        // The last caret whose x <= point.x.
        var low = 0
        var high = carets.count
        while low < high {
            let mid = (low + high) / 2
            if carets[mid] <= point.x { low = mid + 1 } else { high = mid }
        }
        let character = low - 1
        guard character >= 0, character < carets.count - 1 else { return nil }
        return line.startOffset + character
    }

    /// The caret rectangle at `offset`, on the last line that starts at or before it (offsets
    /// beyond a line's end sit at its end). `nil` when there are no lines.
    public func caretFrame(at offset: Int) -> Rect? {
        guard let index = lineIndex(containing: offset) else { return nil }
        let line = lines[index]
        let position = min(max(offset - line.startOffset, 0), line.caretX.count - 1)
        return Rect(
            x: line.caretX[position] - caretWidth / 2, y: line.frame.minY,
            width: caretWidth, height: line.frame.height)
    }

    /// The smallest rectangle around the characters of `range`, line by line. O(log l + k) for
    /// the k lines it spans. `nil` when the range is on no line.
    public func bounds(of range: TextRange) -> Rect? {
        guard let first = lineIndex(containing: range.lowerBound) else { return nil }
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        var index = first
        while index < lines.count, lines[index].startOffset <= range.upperBound {
            let line = lines[index]
            let from = min(max(range.lowerBound - line.startOffset, 0), line.caretX.count - 1)
            let to = min(max(range.upperBound - line.startOffset, 0), line.caretX.count - 1)
            if from < to || range.isEmpty {
                minX = min(minX, line.caretX[from])
                maxX = max(maxX, line.caretX[to])
                minY = min(minY, line.frame.minY)
                maxY = max(maxY, line.frame.maxY)
            }
            index += 1
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: max(maxX - minX, caretWidth), height: maxY - minY)
    }

    // MARK: Internals

    /// The line whose vertical band holds `y`: the last line with minY <= y (the first line if
    /// `y` is above all). O(log l).
    private func lineIndex(atY y: Double) -> Int? {
        guard !lines.isEmpty else { return nil }
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].frame.minY <= y { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }

    /// The index of the last line with startOffset <= offset (0 if none). O(log l).
    private func lineIndex(containing offset: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].startOffset <= offset { low = mid + 1 } else { high = mid }
        }
        return max(low - 1, 0)
    }

    /// The index of the caret nearest to `x`. O(log c).
    private static func nearestCaret(_ carets: [Double], _ x: Double) -> Int {
        var low = 0
        var high = carets.count
        while low < high {
            let mid = (low + high) / 2
            if carets[mid] < x { low = mid + 1 } else { high = mid }
        }
        if low == 0 { return 0 }
        if low == carets.count { return carets.count - 1 }
        return x - carets[low - 1] <= carets[low] - x ? low - 1 : low
    }
}
