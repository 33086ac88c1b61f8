import Testing
@testable import DragKitDesktopFiles
