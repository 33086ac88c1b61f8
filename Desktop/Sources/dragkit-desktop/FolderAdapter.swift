import DragKitDesktopFiles
import DragKitGTK
import Foundation

/// The folder model (`DragKitDesktopFiles`) as the host's ``FolderModel`` and ``OnDemandFiles``:
/// its errors become the clear messages the person sees (F7). Main thread only.
final class FolderAdapter: FolderModel, OnDemandFiles {
    let folder: DesktopFolder
    /// Where files written on demand go (a per-process temporary folder, P1).
    let onDemandDirectory: URL

    init(folder: DesktopFolder) {
        self.folder = folder
        onDemandDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dragkit-desktop-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: onDemandDirectory, withIntermediateDirectories: true)
    }

    func list(_ folder: String) throws(HostFailure) -> [FolderListing] {
        do throws(FolderError) {
            return try self.folder.entries(in: folder).map { FolderListing(name: $0.name, isFolder: $0.isFolder) }
        } catch {
            throw HostFailure(error.message)
        }
    }

    func moveItem(_ path: String, into folder: String) throws(HostFailure) {
        do throws(FolderError) {
            _ = try self.folder.move(path, into: folder)
        } catch {
            throw HostFailure(error.message)
        }
    }

    func copyFile(at source: URL, into folder: String, progress: (Int64, Int64) -> Void) throws(HostFailure) -> String {
        do throws(FolderError) {
            return try self.folder.importFile(at: source, into: folder, progress: progress)
        } catch {
            throw HostFailure(error.message)
        }
    }

    func writeFile(_ data: [UInt8], suggestedName: String, into folder: String) throws(HostFailure) -> String {
        do throws(FolderError) {
            return try self.folder.importData(data, suggestedName: suggestedName, into: folder)
        } catch {
            throw HostFailure(error.message)
        }
    }

    func isDropBox(_ folder: String) -> Bool {
        self.folder.isDropBox(folder)
    }

    func url(of path: String) -> URL {
        folder.fileURL(path)
    }

    func calendarTodo(title: String, id: String) throws(HostFailure) -> URL {
        do throws(FolderError) {
            return try OnDemandFile.calendarTodo(title: title, id: id, in: onDemandDirectory)
        } catch {
            throw HostFailure(error.message)
        }
    }
}
