import Foundation

/// The `text/uri-list` format (RFC 2483) through which files travel between apps on the Linux
/// desktop (issue 26, P1: a file dragged out arrives as the file itself; S2: files dropped in).
public enum URIList {
    /// The `text/uri-list` text for `files`: one `file://` URI per line, percent-encoded, each line
    /// ending in CRLF as RFC 2483 asks. O(n) in the paths' lengths.
    public static func text(for files: [URL]) -> String {
        files.map { URL(fileURLWithPath: $0.path).absoluteString + "\r\n" }.joined()
    }

    /// The local files named in a `text/uri-list`, in order: comment lines (`#`) and blank lines
    /// skipped, CRLF or LF accepted, only `file:` URIs on this machine (no host, or `localhost`)
    /// kept, percent-decoded into paths. Anything else (`https:` links, other hosts) is left out:
    /// what a destination that takes files reads (A2). O(n) in the text's length.
    public static func fileURLs(from text: String) -> [URL] {
        var files: [URL] = []
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#"), let url = URL(string: line), url.isFileURL else { continue }
            let host = url.host ?? ""
            guard host.isEmpty || host == "localhost" else { continue }
            let path = url.path
            guard !path.isEmpty, !path.contains("\0") else { continue }
            files.append(URL(fileURLWithPath: path))
        }
        return files
    }
}
