import Foundation

/// The command line (Desktop/README.md):
/// `dragkit-desktop [--folder PATH] [--database PATH] [--snapshot PATH] [--width W --height H] [FOLDER]`.
/// A lone `FOLDER` is `--folder FOLDER`: what the desktop file's `Exec=dragkit-desktop %f` passes
/// when a folder is opened with the app (issue 35). `$DRAGKIT_DESKTOP_SNAPSHOT` is the default
/// of `--snapshot`, so an app started from its desktop file keeps the tests' contract.
struct Options {
    var folder = Options.home.appendingPathComponent("DragKit").path
    var database = Options.dataHome.appendingPathComponent("dragkit-desktop/reminders.sqlite").path

    /// `$HOME` as the desktop reads it (GLib does the same), else the account's home folder.
    static var home: URL {
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// `$XDG_DATA_HOME`, else `~/.local/share` (the XDG base directory rule).
    static var dataHome: URL {
        if let data = ProcessInfo.processInfo.environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true)
        }
        return home.appendingPathComponent(".local/share", isDirectory: true)
    }
    var snapshot = ProcessInfo.processInfo.environment["DRAGKIT_DESKTOP_SNAPSHOT"].flatMap { $0.isEmpty ? nil : $0 }
    var width: Int32 = 1200
    var height: Int32 = 760

    /// Reads `arguments` (without the program name); a message for anything it does not know.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var rest = arguments[...]
        var folderGiven = false
        while let flag = rest.popFirst() {
            if !flag.hasPrefix("--") {  // a folder opened with the app (the desktop file's %f)
                guard !folderGiven else { return .failure(OptionsError("one folder at most, got \(flag) too")) }
                options.folder = (flag as NSString).expandingTildeInPath
                folderGiven = true
                continue
            }
            guard let value = rest.popFirst() else { return .failure(OptionsError("\(flag) needs a value")) }
            switch flag {
            case "--folder":
                guard !folderGiven else { return .failure(OptionsError("one folder at most, got \(value) too")) }
                options.folder = (value as NSString).expandingTildeInPath
                folderGiven = true
            case "--database": options.database = (value as NSString).expandingTildeInPath
            case "--snapshot": options.snapshot = value
            case "--width", "--height":
                guard let number = Int32(value), number >= 200, number <= 10_000 else {
                    return .failure(OptionsError("\(flag) takes a number from 200 to 10000"))
                }
                if flag == "--width" { options.width = number } else { options.height = number }
            default:
                return .failure(OptionsError("unknown option \(flag)"))
            }
        }
        return .success(options)
    }
}

struct OptionsError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
