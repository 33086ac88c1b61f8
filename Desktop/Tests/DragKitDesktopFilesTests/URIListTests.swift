import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Files between apps as `text/uri-list` (RFC 2483; P1, S2, issue 26).
@Suite struct URIListTests {
    @Test func writesPercentEncodedFileURIsWithCRLF() {
        let text = URIList.text(for: [URL(fileURLWithPath: "/home/me/DragKit/a b#1.txt"), URL(fileURLWithPath: "/tmp/é.png")])
        #expect(text == "file:///home/me/DragKit/a%20b%231.txt\r\nfile:///tmp/%C3%A9.png\r\n")
    }

    @Test func readsLocalFilesOnlyAndRoundTrips() {
        let files = [URL(fileURLWithPath: "/home/me/DragKit/a b#1.txt"), URL(fileURLWithPath: "/tmp/é.png")]
        #expect(URIList.fileURLs(from: URIList.text(for: files)).map(\.path) == files.map(\.path))
        let mixed = "# a comment\r\nhttps://example.com/x.png\r\nfile://otherhost/etc/passwd\n\nfile://localhost/tmp/x.txt\nfile:///tmp/y%20z.txt"
        #expect(URIList.fileURLs(from: mixed).map(\.path) == ["/tmp/x.txt", "/tmp/y z.txt"])
        #expect(URIList.fileURLs(from: "") == [])
    }
}
