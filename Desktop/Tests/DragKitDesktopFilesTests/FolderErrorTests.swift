import Foundation
import Testing
@testable import DragKitDesktopFiles

/// Every refusal reads as a clear sentence naming the item (issue 26: "a clear message").
@Suite struct FolderErrorTests {
    @Test func messagesNameTheItemAndItsFolder() {
        #expect(FolderError.nameTaken("Projects/a.txt").message
                == "“a.txt” can't be placed in “Projects”: an item with that name is already there.")
        #expect(FolderError.nameTaken("a.txt").message
                == "“a.txt” can't be placed in the folder: an item with that name is already there.")
        #expect(FolderError.intoItself("Projects").message
                == "“Projects” can't be moved into itself or into one of its own folders.")
        #expect(FolderError.notAFolder("notes.txt").message == "“notes.txt” isn't a folder.")
        #expect(FolderError.readOnly("").message.hasPrefix("The folder is read-only"))
        #expect(FolderError.readOnly("Archive/Locked").message.hasPrefix("“Locked” is read-only"))
        #expect(FolderError.io("a.txt", errno: ENOSPC).message == "“a.txt” couldn't be changed: no space left on device.")
        #expect(FolderError.tooLarge("x.iso", limit: 3 * 1024 * 1024 * 1024 / 2).message.hasSuffix("the limit is 1.5 GiB."))
        #expect(FolderError.unreadable("pipe").message.hasPrefix("“pipe” can't be read"))
    }

    @Test func hostileNamesAreShownSafely() {
        let message = FolderError.unsafeName("a\0b\n").message
        #expect(message.hasPrefix("“a␀b␊” can't be used"))
        #expect(!message.contains("\0") && !message.contains("\n"))
        let long = FolderError.unsafeName(String(repeating: "x", count: 300)).message
        #expect(long.hasPrefix("“" + String(repeating: "x", count: 59) + "…”"))
    }
}
