import DragKit
import Foundation

// Files dropped from other apps are copied off the main thread (F9, S2): the window stays live,
// the placeholder's progress moves, and the drop is reported when the last file is in.

extension DesktopHost {
    /// Starts copying `urls` into `pane` at `index` for `transfer` in the background; returns
    /// `false` when there is no background runner (the caller copies on the main thread). O(1).
    func copyInBackground(_ urls: [URL], into pane: Pane, at index: Int, transfer: TransferID) -> Bool {
        guard let background, let copy = folder?.backgroundCopy(), let path = pane.folderPath,
              let container = containerIDs[pane.key] else { return false }
        let sources = urls.map(\.path)
        // The engine knew only the drop's types; its placeholder now names the files (F9).
        if placeholders[transfer] != nil {
            placeholders[transfer]?.label = urls.map(\.lastPathComponent).joined(separator: ", ")
            surface?.contentChanged()
        }
        background.run({ (post: @escaping @Sendable (CopyReport) -> Void) in
            var results: [Result<String, HostFailure>] = []
            for source in sources {
                let name = (source as NSString).lastPathComponent
                let result = copy(source, path) { done, total in post(.progress(done: done, total: total, file: name)) }
                results.append(result)
                if case .failure = result { break }
            }
            post(.finished(results))
        }, onMain: { [weak self] (report: CopyReport) in
            guard let self else { return }
            switch report {
            case .progress(let done, let total, let file):
                perform(engine.handle(.transferProgress(transfer, completedBytes: UInt64(max(done, 0)))))
                if total > 0 {
                    // Another app states no size, so the copy's own count moves the bar.
                    let fraction = min(1, Double(done) / Double(total))
                    placeholders[transfer]?.fraction = fraction
                    surface?.showProgress(of: transfer.rawValue, fraction: fraction)
                    surface?.showStatus("Copying \(file)… \(Int(fraction * 100))%")
                }
            case .finished(let results):
                var position = min(index, engine.workspace.containers[container]?.items.count ?? 0)
                var failure: HostFailure?
                for result in results {
                    switch result {
                    case .success(let name):
                        addItem(ItemRecord(name: name, title: name, isFolder: false),
                                type: pane == .photos ? DesktopTypes.photo : DesktopTypes.file, to: container, at: position)
                        position += 1
                    case .failure(let error):
                        failure = error
                    }
                }
                finishExternal(transfer, failure.map { .failure($0) } ?? .success(()))
            }
        })
        return true
    }
}
