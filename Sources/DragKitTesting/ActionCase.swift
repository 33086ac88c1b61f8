import DragKit

/// Which case of `Action` an action is, without its payload: what a test names to
/// receive "a `movePreview`, whatever its frame" or to ignore every `scheduleTick`.
///
/// The case is read by reflection, so it follows `Action` as it grows; the static
/// members name today's cases for convenience. Equal when the case names are equal.
///
/// ```swift
/// #expect(ActionCase(.measureLayout) == .measureLayout)
/// actions.ignore(.scheduleTick, .measureLayout)
/// ```
public struct ActionCase: Hashable, Sendable, CustomStringConvertible {
    /// The case's name as declared in `Action` (`"movePreview"`).
    public let name: String

    /// The case named `name` (as declared in `Action`).
    public init(named name: String) {
        self.name = name
    }

    /// The case of `action`. O(1) in the number of cases.
    public init(_ action: Action) {
        let mirror = Mirror(reflecting: action)
        if let label = mirror.children.first?.label {
            name = label
        } else {
            // A case without a payload reflects as its own name.
            name = String(describing: action)
        }
    }

    public var description: String { name }

    public static let scheduleTick = ActionCase(named: "scheduleTick")
    public static let measureLayout = ActionCase(named: "measureLayout")
    public static let scroll = ActionCase(named: "scroll")
    public static let beginPreview = ActionCase(named: "beginPreview")
    public static let movePreview = ActionCase(named: "movePreview")
    public static let endPreview = ActionCase(named: "endPreview")
    public static let setLifted = ActionCase(named: "setLifted")
    public static let markDestination = ActionCase(named: "markDestination")
    public static let setCursor = ActionCase(named: "setCursor")
    public static let setBadge = ActionCase(named: "setBadge")
    public static let announce = ActionCase(named: "announce")
    public static let applyChange = ActionCase(named: "applyChange")
    public static let commit = ActionCase(named: "commit")
    public static let reportFailure = ActionCase(named: "reportFailure")
    public static let addToPreview = ActionCase(named: "addToPreview")
    public static let flockPreview = ActionCase(named: "flockPreview")
    public static let reshapePreview = ActionCase(named: "reshapePreview")
    public static let setSelection = ActionCase(named: "setSelection")
    public static let activateWindow = ActionCase(named: "activateWindow")
    public static let springFlash = ActionCase(named: "springFlash")
    public static let springActivate = ActionCase(named: "springActivate")
    public static let setExpanded = ActionCase(named: "setExpanded")
    public static let revealDropPoint = ActionCase(named: "revealDropPoint")
    public static let loadRepresentation = ActionCase(named: "loadRepresentation")
    public static let insertPlaceholder = ActionCase(named: "insertPlaceholder")
    public static let showProgress = ActionCase(named: "showProgress")
    public static let removePlaceholder = ActionCase(named: "removePlaceholder")
    public static let startTask = ActionCase(named: "startTask")
    public static let updateTask = ActionCase(named: "updateTask")
    public static let requestConfirmation = ActionCase(named: "requestConfirmation")
}

extension Action {
    /// Which case this action is, without its payload.
    public var actionCase: ActionCase { ActionCase(self) }
}
