import Foundation

/// The command line (Desktop/README.md):
/// `dragkit-desktop [--folder PATH] [--database PATH] [--snapshot PATH] [--width W --height H]`.
struct Options {
    var folder = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("DragKit").path
    var database = FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent(".local/share/dragkit-desktop/reminders.sqlite").path
    var snapshot: String?
    var width: Int32 = 1200
    var height: Int32 = 760

    /// Reads `arguments` (without the program name); a message for anything it does not know.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return .failure(OptionsError("\(flag) needs a value")) }
            switch flag {
            case "--folder": options.folder = (value as NSString).expandingTildeInPath
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
