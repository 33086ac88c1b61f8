import DragKitGTK
import DragKitStore
import DragKitTypes
import Foundation

/// The server's SQLite store (`DragKitStore`) as the host's ``ReminderStoring``: the reminders
/// scene's lists (`rem-today`, `rem-errands`, `rem-work`), drops applied in one transaction (S8).
///
/// The store's API is `async`; GTK's main loop is not. Each call runs on a detached task and the
/// main thread waits for it: a local SQLite write takes milliseconds, and waiting keeps the
/// host's order of effects exactly the engine's (documented in Desktop/README.md).
final class StoreAdapter: ReminderStoring {
    let store: ShowcaseStore

    init(path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        store = try ShowcaseStore(path: path, catalog: TypeCatalog(Catalog()))
    }

    /// Runs `body` to completion, waiting on this thread. O(body).
    private func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> Result<T, HostFailure> {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.result = await runStoreCall(body)
            done.signal()
        }
        done.wait()
        return box.result ?? .failure(HostFailure("the reminders store did not answer"))
    }

    static func message(_ error: any Error) -> String {
        if let drop = error as? DropError { return drop.message }
        return "the reminders store failed (\(error))"
    }

    func lists() throws(HostFailure) -> [(id: String, title: String, reminders: [(id: String, title: String)])] {
        let store = self.store
        let containers = try wait { try await store.containers() }.get()
        // The top-level lists only, in the board's order where it has one (issue 37): a
        // reminder's subtasks are a level of the showcase's trees, which this pane shows flat.
        let lists = containers.filter { $0.scene == "reminders" && $0.kind == "list" && $0.parent == nil }
        let board = containers.first { $0.scene == "reminders" && $0.kind == "board" }
        let order = board?.items.compactMap { $0.payload["opens"]?.stringValue } ?? []
        let ordered = order.compactMap { id in lists.first { $0.id == id } } + lists.filter { !order.contains($0.id) }
        return ordered.map { container in
            (container.id, container.title, container.items.map { ($0.id, $0.title) })
        }
    }

    func apply(move ids: [String], from: String, to: String, index: Int, indices: [Int], copyIDs: [String]) throws(HostFailure) {
        let store = self.store
        let drop = Drop(operation: copyIDs.isEmpty ? .move : .copy, itemIDs: ids, from: from, to: to, index: index,
                        copyIDs: copyIDs, indices: indices.count == ids.count ? indices : nil)
        _ = try wait { try await store.apply(drop) }.get()
    }

    func delete(_ ids: [String], from: String) throws(HostFailure) {
        let store = self.store
        let drop = Drop(operation: .delete, itemIDs: ids, from: from, to: from, index: 0)
        _ = try wait { try await store.apply(drop) }.get()
    }

    func add(title: String, to list: String, at index: Int) throws(HostFailure) -> String {
        let store = self.store
        let id = "rem-desktop-" + UUID().uuidString.lowercased().prefix(12)
        let drop = Drop(operation: .copy, itemIDs: [], from: list, to: list, index: index,
                        created: [ListItem(id: String(id), type: "com.dragkit.reminder", title: title)])
        _ = try wait { try await store.apply(drop) }.get()
        return String(id)
    }
}

/// Runs one store call, its error as the message the person sees. O(body).
private func runStoreCall<T: Sendable>(_ body: @Sendable () async throws -> T) async -> Result<T, HostFailure> {
    do {
        return .success(try await body())
    } catch {
        return .failure(HostFailure(StoreAdapter.message(error)))
    }
}

/// A result handed from a detached task to the waiting main thread (the semaphore orders the
/// write before the read).
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    var result: Result<T, HostFailure>?
}
