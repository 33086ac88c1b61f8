import Testing
@testable import DragKitDesktopFiles

/// Hostile names are refused before anything touches the disk (issue 26: bad input).
@Suite struct SafeNameTests {
    @Test(arguments: ["", ".", "..", "a/b", "../x", "a\0b", "a\nb", " ", "  ", " lead", "trail ",
                      String(repeating: "x", count: 256), String(repeating: "é", count: 128)])
    func refusesHostileNames(_ name: String) {
        #expect(throws: FolderError.unsafeName(name)) { try SafeName.check(name) }
    }

    @Test(arguments: ["notes.txt", ".hidden", "a b.c", "Ünïcödé 🙂.png", String(repeating: "x", count: 255),
                      String(repeating: "é", count: 127) + "x"])
    func acceptsOrdinaryNames(_ name: String) throws {
        #expect(try SafeName.check(name) == name)
    }

    @Test func splitsRelativePathsComponentByComponent() throws {
        #expect(try SafeName.components(of: "") == [])
        #expect(try SafeName.components(of: "Projects") == ["Projects"])
        #expect(try SafeName.components(of: "Projects/") == ["Projects"])
        #expect(try SafeName.components(of: "a/b/c.txt") == ["a", "b", "c.txt"])
    }

    @Test(arguments: ["/etc/passwd", "../x", "a/../../x", "a//b", "a/./b", "a/\0", "//"])
    func refusesHostilePaths(_ path: String) {
        #expect(throws: FolderError.unsafeName(path)) { try SafeName.components(of: path) }
    }

    @Test func derivesSafeNamesFromText() throws {
        #expect(SafeName.derive(from: "Buy milk", fileExtension: "ics") == "Buy milk.ics")
        #expect(SafeName.derive(from: "../../etc/passwd", fileExtension: "ics") == "etc passwd.ics")
        #expect(SafeName.derive(from: "a\0b\nc  d", fileExtension: "txt") == "a b c d.txt")
        #expect(SafeName.derive(from: "   ", fileExtension: "ics", fallback: "Reminder") == "Reminder.ics")
        let long = SafeName.derive(from: String(repeating: "🙂", count: 100), fileExtension: "ics")
        #expect(long.utf8.count <= 255 && long.hasSuffix(".ics"))
        _ = try SafeName.check(long)
    }

    @Test func freeNamesNumberBeforeTheExtension() {
        #expect(FreeName.candidate("photo.png", attempt: 1) == "photo.png")
        #expect(FreeName.candidate("photo.png", attempt: 2) == "photo 2.png")
        #expect(FreeName.candidate("README", attempt: 3) == "README 3")
        #expect(FreeName.candidate(".hidden", attempt: 2) == ".hidden 2")
        let long = String(repeating: "x", count: 251) + ".png"
        #expect(FreeName.candidate(long, attempt: 2).utf8.count == 255)
    }
}
