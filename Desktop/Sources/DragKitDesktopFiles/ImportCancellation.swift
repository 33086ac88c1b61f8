import Synchronization

/// A way to stop a long import from another thread (F9: a copy that takes time shows progress and
/// can be stopped while the rest of the app keeps working; issue 26).
///
/// The host runs ``DesktopFolder/importFile(at:into:cancellation:progress:)`` off the main thread
/// and calls ``cancel()`` from the main thread (Escape, a Cancel button). The copy stops before its
/// next chunk, removes its `.part` file and throws ``FolderError/io(_:errno:)`` with `ECANCELED`.
public final class ImportCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// Asks the import to stop. O(1), from any thread.
    public func cancel() { flag.store(true, ordering: .releasing) }

    /// Whether ``cancel()`` was called. O(1).
    public var isCancelled: Bool { flag.load(ordering: .acquiring) }
}
