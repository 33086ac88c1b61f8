@testable import DragKit
import Testing

/// A drag's pause over a spring-loaded control is one enum (``SpringHover``) changed only by
/// named transitions, so a spent hover can't flash and a flash can't outlive its pause (S13,
/// issue 23).
@Suite("S13 Spring hover: the phases of one drag's pause over a control")
struct SpringLoadingStateTests {
    private let folder: SpringID = 1
    private let other: SpringID = 2
    private let start = Point(x: 10, y: 10)

    private func dwelling(_ control: SpringID = 1, at point: Point = Point(x: 10, y: 10), since: Timestamp = Timestamp(milliseconds: 100)) -> SpringHover {
        .dwelling(control, SpringHover.Dwell(anchor: point, since: since))
    }

    @Test("S13: away, entering a control starts a pause there, from where and when it entered")
    func enterStartsDwell() {
        var hover = SpringHover.away
        #expect(hover.control == nil && hover.pause == nil)
        hover.enter(folder, at: start, now: Timestamp(milliseconds: 100))
        #expect(hover == dwelling())
        #expect(hover.control == folder && hover.pause?.control == folder && !hover.hasFlashed)
    }

    @Test("S13: a dwelling pause flashes once; flashing again, or flashing when away or spent, changes nothing")
    func flashOnlyFromDwelling() {
        var hover = dwelling()
        hover.flash()
        #expect(hover == .flashed(folder, SpringHover.Dwell(anchor: start, since: Timestamp(milliseconds: 100))))
        #expect(hover.hasFlashed && hover.pause?.dwell.since == Timestamp(milliseconds: 100))
        let flashed = hover
        hover.flash()
        #expect(hover == flashed)
        for var still in [SpringHover.away, .spent(folder)] {
            let before = still
            still.flash()
            #expect(still == before)
        }
    }

    @Test("S13: opening and backing out spend the pause, dwelling or flashed; a spent hover keeps its control")
    func openAndBackOutSpend() {
        for var hover in [dwelling(), { var h = dwelling(); h.flash(); return h }()] {
            var backedOut = hover
            hover.open()
            #expect(hover == .spent(folder))
            backedOut.backOut()
            #expect(backedOut == .spent(folder))
            #expect(hover.control == folder && hover.pause == nil && !hover.hasFlashed)
        }
        var away = SpringHover.away
        away.open()
        away.backOut()
        #expect(away == .away)
    }

    @Test("S13: a deliberate move restarts a pause, unflashed, from the new point; a spent hover does not restart")
    func restart() {
        var hover = dwelling()
        hover.flash()
        hover.restart(at: Point(x: 30, y: 12), now: Timestamp(milliseconds: 250))
        #expect(hover == dwelling(at: Point(x: 30, y: 12), since: Timestamp(milliseconds: 250)))
        var spent = SpringHover.spent(folder)
        spent.restart(at: Point(x: 30, y: 12), now: Timestamp(milliseconds: 250))
        #expect(spent == .spent(folder))
        var away = SpringHover.away
        away.restart(at: start, now: Timestamp(milliseconds: 250))
        #expect(away == .away)
    }

    @Test("S13: leaving goes away from any phase, and entering another control starts afresh, even when spent")
    func leaveAndEnterAnother() {
        for var hover in [dwelling(), .spent(folder), { var h = dwelling(); h.flash(); return h }()] {
            var moved = hover
            hover.leave()
            #expect(hover == .away)
            moved.enter(other, at: start, now: Timestamp(milliseconds: 400))
            #expect(moved == dwelling(other, since: Timestamp(milliseconds: 400)))
        }
    }
}
