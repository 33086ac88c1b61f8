import DragKit
import DragKitWebHost
import Foundation
import Testing

@Suite("Action encoding: spring-loading actions")
struct SpringActionEncodingTests {
    @Test("S13: spring flash and activation encode with short names and the control's id")
    func springActionsEncode() throws {
        var writer = WireWriter()
        writer.answer([.springFlash(7), .springActivate(7)])
        #expect(writer.text == #"[{"t":"springFlash","id":7},{"t":"spring","id":7}]"#)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(writer.text.utf8)) as? [[String: Any]])
        #expect(array.map { $0["id"] as? Int } == [7, 7])
    }
}
