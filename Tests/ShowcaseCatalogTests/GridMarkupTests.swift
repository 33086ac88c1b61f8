import DragKit
import DragKitWebHost
import Testing

/// The page's grid markup reaches the engine (F6): `data-dk-axis="grid"` is flag bit 12, a
/// right-to-left direction bit 13, and the showcase's kinds keep a grid a grid.
@Suite("Grid markup through the web host and the catalogue")
struct GridMarkupTests {
    @Test("F6: grid and right-to-left flags make a wrapping grid whose rows run right to left")
    func flags() {
        let grid = WebHost.basePolicy(flags: 3 | 0x1000, acceptedTypes: "")
        #expect(grid.axis == .grid && grid.layoutDirection == .leftToRight)
        let rtl = WebHost.basePolicy(flags: 3 | 4 | 0x1000 | 0x2000, acceptedTypes: "")
        #expect(rtl.axis == .grid && rtl.layoutDirection == .rightToLeft)
        #expect(WebHost.basePolicy(flags: 3 | 4, acceptedTypes: "").axis == .horizontal)
        #expect(WebHost.basePolicy(flags: 3, acceptedTypes: "").axis == .vertical)
    }

    @Test("F6: springboard, app folder, photo grid, album and attachments stay grids when marked so; rows otherwise",
          arguments: ["springboard", "appfolder", "dock", "grid", "album", "attachments"])
    func kindsKeepGrids(kind: String) {
        let marked = ShowcaseCatalog.policy(kind: kind, base: WebHost.basePolicy(flags: 3 | 0x1000, acceptedTypes: ""))
        #expect(marked.axis == .grid)
        let unmarked = ShowcaseCatalog.policy(kind: kind, base: WebHost.basePolicy(flags: 3, acceptedTypes: ""))
        #expect(unmarked.axis == .horizontal)
    }
}
