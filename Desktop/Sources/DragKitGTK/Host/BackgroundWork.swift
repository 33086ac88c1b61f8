/// Runs slow work off the main thread and brings what it reports back to the main thread (F9: a
/// large copy from another app must not freeze the window). The app runs work on a thread and
/// returns through `g_idle_add` (``GLibBackground``); tests run both inline.
@MainActor
public protocol BackgroundWork: AnyObject {
    /// Runs `work` off the main thread; each value it posts reaches `onMain` on the main thread,
    /// in order.
    func run<Report: Sendable>(_ work: @escaping @Sendable (_ post: @escaping @Sendable (Report) -> Void) -> Void,
                               onMain: @escaping @MainActor (Report) -> Void)
}

/// A file copy that may run on any thread: `(source path, folder, progress) -> name or failure`.
public typealias BackgroundCopy = @Sendable (_ source: String, _ folder: String,
                                             _ progress: (Int64, Int64) -> Void) -> Result<String, HostFailure>

/// What a background copy of a drop reports (F9).
enum CopyReport: Sendable {
    case progress(done: Int64, total: Int64, file: String)
    case finished([Result<String, HostFailure>])
}
