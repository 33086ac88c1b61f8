import DragKitDesktopFiles
import Foundation

/// The folder model (`DragKitDesktopFiles`) as the host's ``FolderModel`` and ``OnDemandFiles``:
/// its errors become the clear messages the person sees (F7). Main thread only.
public final class DesktopFolderModel: FolderModel, OnDemandFiles {
    public let folder: DesktopFolder
    /// Where files written on demand go (a per-process temporary folder, P1).
    public let onDemandDirectory: URL

    public init(folder: DesktopFolder) {
        self.folder = folder
        onDemandDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dragkit-desktop-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: onDemandDirectory, withIntermediateDirectories: true)
    }

    public func list(_ folder: String) throws(HostFailure) -> [FolderListing] {
        do throws(FolderError) {
            return try self.folder.entries(in: folder).map { FolderListing(name: $0.name, isFolder: $0.isFolder) }
        } catch {
            throw HostFailure(error.message)
        }
    }

    public func moveItem(_ path: String, into folder: String) throws(HostFailure) {
        do throws(FolderError) {
            _ = try self.folder.move(path, into: folder)
        } catch {
            throw HostFailure(error.message)
        }
    }

    public func copyFile(at source: URL, into folder: String, progress: (Int64, Int64) -> Void) throws(HostFailure) -> String {
        do throws(FolderError) {
            // The model answers with the path from the root; the host keeps names within the folder.
            return Self.name(try self.folder.importFile(at: source, into: folder, progress: progress))
        } catch {
            throw HostFailure(error.message)
        }
    }

    public func writeFile(_ data: [UInt8], suggestedName: String, into folder: String) throws(HostFailure) -> String {
        do throws(FolderError) {
            return Self.name(try self.folder.importData(data, suggestedName: suggestedName, into: folder))
        } catch {
            throw HostFailure(error.message)
        }
    }

    public func backgroundCopy() -> BackgroundCopy? {
        let folder = self.folder
        return { source, into, progress in
            do throws(FolderError) {
                return .success(Self.name(try folder.importFile(at: URL(fileURLWithPath: source), into: into, progress: progress)))
            } catch {
                return .failure(HostFailure(error.message))
            }
        }
    }

    /// The last component of a path from the root. O(n).
    static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    public func setOrder(_ names: [String], in folder: String) throws(HostFailure) {
        do throws(FolderError) {
            try self.folder.setOrder(names, in: folder)
        } catch .readOnly {
            let name = folder.split(separator: "/").last.map { "“\($0)”" } ?? "The folder"
            throw HostFailure("\(name) is read-only: its items can't be rearranged.")
        } catch {
            throw HostFailure(error.message)
        }
    }

    public func removeUnfinishedCopies(in folder: String) {
        _ = try? self.folder.removeUnfinishedCopies(in: folder)
    }

    public func isDropBox(_ folder: String) -> Bool {
        self.folder.isDropBox(folder)
    }

    public func url(of path: String) -> URL {
        folder.fileURL(path)
    }

    public func calendarTodo(title: String, id: String) throws(HostFailure) -> URL {
        do throws(FolderError) {
            return try OnDemandFile.calendarTodo(title: title, id: id, in: onDemandDirectory)
        } catch {
            throw HostFailure(error.message)
        }
    }
}
