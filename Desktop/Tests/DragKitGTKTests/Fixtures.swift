import DragKit
import DragKitDesktopFiles
import Foundation
@testable import DragKitGTK

/// A surface without a display: rows laid out as a GTK window would (three panes side by side,
/// rows 30 points tall), and a record of what the host asked it to show.
@MainActor
final class RecordingSurface: HostSurface {
    weak var host: DesktopHost?
    var previews: [[String]] = []
    var cursors: [String?] = []
    var marks: [(container: String?, into: String?)] = []
    var gaps: [RowGap?] = []
    var shown: [String] = []
    var confirmations: [(UInt32, String)] = []
    var ticks: [Int] = []
    /// When set, the Reminders pane scrolls in a viewport this tall (top 40), as a
    /// `GtkScrolledWindow` would (A1); `nil`: nothing scrolls.
    var remindersViewport: Double?
    /// How far each pane scroller is scrolled, and every scroll asked for.
    var offsets: [String: Double] = [:]
    var scrolls: [(key: String, delta: Double)] = []

    /// The reminder lists' content height: each list's rows and padding, 10 points apart. O(lists).
    var remindersContent: Double {
        guard let host else { return 0 }
        let lists = host.shownContainers.filter { $0.hasPrefix("reminders") }
        return lists.reduce(0) { $0 + Double(host.items(in: $1).count) * 30 + 20 } + Double(max(lists.count - 1, 0)) * 10
    }

    func scrollers() -> [String: PaneScroller] {
        guard let viewport = remindersViewport else { return [:] }
        return ["reminders": PaneScroller(frame: Rect(x: 410, y: 40, width: 380, height: viewport),
                                          contentLength: max(remindersContent, viewport), offset: offsets["reminders"] ?? 0)]
    }

    func scroll(_ key: String, by delta: Double) {
        scrolls.append((key, delta))
        let limit = max(remindersContent - (remindersViewport ?? 0), 0)
        offsets[key] = min(max((offsets[key] ?? 0) + delta, 0), limit)
        host?.measure()
    }

    func measure() -> [String: Rect] {
        guard let host else { return [:] }
        var frames: [String: Rect] = [:]
        var reminderTop = 40.0 - (offsets["reminders"] ?? 0)
        for key in host.shownContainers {
            let items = host.items(in: key)
            let x: Double, top: Double, height: Double
            if key == Pane.folder(host.openFolder).key {
                // The Files tree (issue 37): every shown row, indented 20 points per level.
                frames[key] = Rect(x: 10, y: 40, width: 380, height: 600)
                for (index, row) in host.filesRows.enumerated() {
                    let inset = Double(row.depth) * DesktopHost.indentation
                    frames[row.key] = Rect(x: 15 + inset, y: 45 + Double(index) * 30, width: 370 - inset, height: 28)
                }
                continue
            } else if key.hasPrefix("files") {
                continue  // a level of the tree: the host frames it from its rows
            } else if key.hasPrefix("reminders") {
                (x, top, height) = (410, reminderTop, Double(items.count) * 30 + 20)
                reminderTop += height + 10
            } else {
                // The photo grid: cells 100 × 80, three to a row, 10 apart (F6).
                frames[key] = Rect(x: 810, y: 40, width: 380, height: 600)
                for (index, item) in items.enumerated() {
                    frames[key + "/" + item] = Rect(x: 820 + Double(index % 3) * 110, y: 50 + Double(index / 3) * 90,
                                                    width: 100, height: 80)
                }
                continue
            }
            frames[key] = Rect(x: x, y: top, width: 380, height: height)
            for (index, item) in items.enumerated() {
                frames[key + "/" + item] = Rect(x: x + 5, y: top + 5 + Double(index) * 30, width: 370, height: 28)
            }
        }
        return frames
    }

    func contentChanged() {}
    func beginPreview(items: [String], frame: Rect) { previews.append(items) }
    func movePreview(frame: Rect) {}
    func flockPreview(frames: [Rect]) {}
    func setBadge(_ count: Int?) {}
    func endPreview(flyBack: Rect?) {}
    /// The rows dimmed now (as the window's `lifted` set: what it dims again after a rebuild).
    var lifted: Set<String> = []
    func setLifted(_ items: [String], _ lifted: Bool) {
        if lifted { self.lifted.formUnion(items) } else { self.lifted.subtract(items) }
    }
    func markDestination(container: String?, intoItem: String?, marker: Rect?, gap: RowGap?) {
        marks.append((container, intoItem))
        gaps.append(gap)
    }
    func setCursor(_ name: String?) { cursors.append(name) }
    func announce(_ text: String) { shown.append(text) }
    func showFailure(_ text: String) { shown.append(text) }
    var statuses: [String] = []
    func showStatus(_ text: String) { statuses.append(text) }
    var progress: [(UInt32, Double)] = []
    func showProgress(of id: UInt32, fraction: Double) { progress.append((id, fraction)) }
    func scheduleTick(afterMilliseconds milliseconds: Int) { ticks.append(milliseconds) }
    func springFlash(_ key: String) {}
    func askConfirmation(_ id: UInt32, message: String) { confirmations.append((id, message)) }
    func stateChanged() {}
}

/// Reminder lists in memory, recording what the host stored.
final class MemoryReminders: ReminderStoring {
    var stored: [(id: String, title: String, reminders: [(id: String, title: String)])] = [
        ("today", "Today", [("r1", "Milk"), ("r2", "Bread"), ("r3", "Eggs")]),
        ("work", "Work", [("w1", "Slides")]),
    ]
    var moves: [(ids: [String], from: String, to: String, index: Int)] = []

    func lists() throws(HostFailure) -> [(id: String, title: String, reminders: [(id: String, title: String)])] { stored }

    func apply(move ids: [String], from: String, to: String, index: Int, indices: [Int], copyIDs: [String]) throws(HostFailure) {
        moves.append((ids, from, to, index))
    }

    func delete(_ ids: [String], from: String) throws(HostFailure) {}

    func add(title: String, to list: String, at index: Int) throws(HostFailure) -> String { "new-\(title)" }
}

/// A fresh sample folder (notes.txt, Projects/, Photos/, Drop Box/) in a temporary directory.
func sampleFolder() throws -> (DesktopFolderModel, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("dragkit-gtk-tests-\(UUID().uuidString)")
    try DesktopFolder.prepareSample(at: root)
    return (DesktopFolderModel(folder: try DesktopFolder(root: root)), root)
}

/// A host over a sample folder and in-memory reminders, with a recording surface and a manual
/// clock (milliseconds).
@MainActor
final class Bench {
    let host: DesktopHost
    let surface = RecordingSurface()
    let root: URL
    let reminders: MemoryReminders
    var time: UInt32 = 1_000

    init(reminders: MemoryReminders = MemoryReminders()) throws {
        self.reminders = reminders
        let (folder, root) = try sampleFolder()
        self.root = root
        let box = ClockBox()
        host = DesktopHost(folder: folder, store: reminders, monotonic: { box.now })
        surface.host = host
        host.surface = surface
        host.measure()
        self.clockBox = box
    }

    let clockBox: ClockBox

    /// Where the centre of `key` is, in window coordinates.
    func center(_ key: String) -> Point {
        guard let frame = surface.measure()[key] else { return Point(x: -1, y: -1) }
        return Point(x: frame.midX, y: frame.midY)
    }

    /// A mouse drag from `from` to `to` in 10 steps of 30 ms, then (unless `release` is false) the release.
    func drag(from: Point, to: Point, release: Bool = true) {
        step(.down, from)
        for index in 1 ... 10 {
            let t = Double(index) / 10
            step(.moved, Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        if release { step(.up, to) }
    }

    func step(_ phase: PointerEvent.Phase, _ point: Point, device: PointerDevice = .mouse) {
        time += 30
        clockBox.now += 30
        host.pointer(phase, at: point, time: time, device: device)
    }

    /// Holds still for `milliseconds`, sending the ticks a GTK main loop would every 16 ms.
    func hold(milliseconds: Int) {
        for _ in 0 ..< milliseconds / 16 {
            time += 16
            clockBox.now += 16
            // The engine's tick comes when the host's timer is due; a tick with nothing due is harmless.
            host.tick()
        }
    }

    /// The names in `folder` on disk, sorted, without the folder's kept order (its own file,
    /// ``order(in:)``).
    func files(in folder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
            .filter { $0 != FolderOrder.fileName }.sorted()
    }

    /// The order `folder` keeps on disk (issue 34), or `nil` when it lists in the usual order.
    func order(in folder: String = "") -> [String]? {
        (try? DesktopFolder(root: root))?.storedOrder(in: folder)
    }

    /// What the Files and Photos panes would list for `folder` now, read afresh from the disk.
    func listed(_ folder: String = "") -> [String] {
        ((try? DesktopFolder(root: root).entries(in: folder)) ?? []).map { $0.isFolder ? $0.name + "/" : $0.name }
    }

    /// The inode of `path` (relative to the folder): a rename keeps it, a copy does not.
    func inode(_ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }
}

/// Background work run later, by hand: `drain()` runs the queued work and delivers its reports,
/// as the GLib runner would on later main-loop turns.
@MainActor
final class ManualBackground: BackgroundWork {
    private var queued: [() -> Void] = []

    func run<Report: Sendable>(_ work: @escaping @Sendable (_ post: @escaping @Sendable (Report) -> Void) -> Void,
                               onMain: @escaping @MainActor (Report) -> Void) {
        queued.append {
            let reports = Reports<Report>()
            work { reports.append($0) }
            for report in reports.values { onMain(report) }
        }
    }

    var isIdle: Bool { queued.isEmpty }

    func drain() {
        let work = queued
        queued = []
        work.forEach { $0() }
    }
}

/// Reports collected from inline work (one thread: the test's).
final class Reports<Report: Sendable>: @unchecked Sendable {
    var values: [Report] = []
    func append(_ value: Report) { values.append(value) }
}

final class ClockBox {
    var now: Int64 = 1_000
}
