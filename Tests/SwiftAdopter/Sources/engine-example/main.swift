// The README's engine example ("Using the engine"), run as an adopter's executable: DragKit
// only (no Foundation, no XCTest), so it links only if DragKit declares every system library it
// uses (libm: issue 35). It drags "Buy oat milk" from Inbox to Reminders with a mouse and prints
// what the engine did; Tests/SwiftAdopter/run.sh checks the last line.
import DragKit

var engine = DragEngine()                                   // F1: 3 pt to start, 500 ms touch press
try engine.addContainer(Container(id: 1, label: "Inbox"))
try engine.addContainer(Container(id: 2, label: "Reminders",
                                  policy: ContainerPolicy(crossContainerOperation: .move)))  // S3
try engine.insert(Item(id: 10, type: .plainText, label: "Buy oat milk"), into: 1)

// The host reports geometry when asked (Action.measureLayout) and when it changes.
_ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 300, height: 400), of: 1))
_ = engine.handle(.containerFrame(Rect(x: 320, y: 0, width: 300, height: 400), of: 2))
_ = engine.handle(.itemFrame(Rect(x: 0, y: 0, width: 300, height: 44), of: 10))

var committed = false
var milliseconds: Int64 = 0
@MainActor func send(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double) {
    milliseconds += 16
    for action in engine.handle(.pointer(PointerEvent(pointer: 1, device: .mouse, phase: phase,
                                                      location: Point(x: x, y: y),
                                                      timestamp: Timestamp(milliseconds: milliseconds)))) {
        switch action {
        case .beginPreview: print("drag image shown")                             // F2
        case .commit(let transfer):                                                  // store it, then report:
            committed = true
            print("commit: \(transfer.items?.items.count ?? 0) item(s) to container \(transfer.items?.destination.rawValue ?? 0)")
            _ = engine.handle(.transferSucceeded(transfer.id))
        default: break
        }
    }
}
send(.down, 20, 20)
for step in 1...10 { send(.moved, 20 + Double(step) * 40, 20) }
send(.up, 420, 20)
print(committed && engine.workspace.container(of: 10) == 2 ? "ok: Buy oat milk is in Reminders" : "failed: no commit")
