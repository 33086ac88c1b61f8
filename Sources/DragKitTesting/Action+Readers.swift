import DragKit

// Small readers over actions and points, so each test states only what it checks.

extension Point {
    /// This point moved by `dx`, `dy`.
    public func offset(_ dx: Double, _ dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

// MARK: - Reading actions

extension Action {
    public var isBeginPreview: Bool { if case .beginPreview = self { true } else { false } }
    public var isMovePreview: Bool { if case .movePreview = self { true } else { false } }
    public var isEndPreview: Bool { if case .endPreview = self { true } else { false } }
    public var isScroll: Bool { if case .scroll = self { true } else { false } }
    public var isCommit: Bool { if case .commit = self { true } else { false } }
    public var isApplyChange: Bool { if case .applyChange = self { true } else { false } }
    public var isMeasureLayout: Bool { if case .measureLayout = self { true } else { false } }
    public var isReportFailure: Bool { if case .reportFailure = self { true } else { false } }

    /// The frame of a `beginPreview` or `movePreview`.
    public var previewFrame: Rect? {
        switch self {
        case .beginPreview(_, _, let frame), .movePreview(_, let frame): frame
        default: nil
        }
    }

    /// The announcement of an `announce`.
    public var announcement: Announcement? { if case .announce(let value) = self { value } else { nil } }

    /// The pointer an action is about, for the actions that name one.
    public var pointer: PointerID? {
        switch self {
        case .beginPreview(let p, _, _), .movePreview(let p, _), .endPreview(let p, _),
             .markDestination(let p, _), .setCursor(let p, _), .setBadge(let p, _),
             .addToPreview(let p, _), .flockPreview(let p, _), .reshapePreview(let p, _):
            p
        default:
            nil
        }
    }
}
