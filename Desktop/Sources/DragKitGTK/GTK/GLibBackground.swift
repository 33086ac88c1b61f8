import CGtk4
import Foundation

/// ``BackgroundWork`` for the GTK app: work on its own `Thread`, reports back on the GLib main
/// loop through `g_idle_add` (GTK is single-threaded). O(1) per report.
@MainActor
public final class GLibBackground: BackgroundWork {
    public init() {}

    public func run<Report: Sendable>(_ work: @escaping @Sendable (_ post: @escaping @Sendable (Report) -> Void) -> Void,
                                      onMain: @escaping @MainActor (Report) -> Void) {
        let delivery = MainDelivery(onMain)
        let thread = Thread { work { report in delivery.post(report) } }
        thread.start()
    }
}

/// Carries reports to a main-actor handler. The handler is only ever called on the main thread
/// (from a GLib idle source of the default context, which GTK's main loop runs), which is why
/// this may be shared across threads.
private final class MainDelivery<Report: Sendable>: @unchecked Sendable {
    let handler: @MainActor (Report) -> Void

    init(_ handler: @escaping @MainActor (Report) -> Void) {
        self.handler = handler
    }

    final class Pending: @unchecked Sendable {
        let delivery: MainDelivery<Report>
        let report: Report
        init(_ delivery: MainDelivery<Report>, _ report: Report) {
            self.delivery = delivery
            self.report = report
        }
    }

    func post(_ report: Report) {
        let pending = Unmanaged.passRetained(Pending(self, report)).toOpaque()
        typealias Idle = @convention(c) (gpointer?) -> gboolean
        let idle: Idle = { data in
            guard let data else { return 0 }
            guard let pending = Unmanaged<AnyObject>.fromOpaque(data).takeRetainedValue() as? any Deliverable else { return 0 }
            MainActor.assumeIsolated {
                pending.deliver()
            }
            return 0
        }
        g_idle_add(idle, pending)
    }
}

/// A pending report that can be handed to its handler (erases the report's type for the C
/// trampoline).
private protocol Deliverable: AnyObject, Sendable {
    @MainActor func deliver()
}

extension MainDelivery.Pending: Deliverable {
    @MainActor func deliver() { delivery.handler(report) }
}
