import Testing
@testable import DragKitDesktopFiles

/// What the Photos pane needs to know about an entry (F6 grids, issue 26).
@Suite struct FolderEntryTests {
    @Test func entriesKnowImages() {
        #expect(FolderEntry(name: "Sea.PNG", isFolder: false, size: 1).isImage)
        #expect(FolderEntry(name: "a.jpeg", isFolder: false, size: 1).fileExtension == "jpeg")
        #expect(!FolderEntry(name: "notes.txt", isFolder: false, size: 1).isImage)
        #expect(!FolderEntry(name: "Photos.png", isFolder: true, size: 0).isImage)
        #expect(FolderEntry(name: ".png", isFolder: false, size: 0).fileExtension == "")
    }
}
