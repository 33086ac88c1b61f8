import DragKit
import DragKitTesting
import Testing

/// Spring loading starts only where "into" is shown (S13, F6, issue 34): a folder row marked as
/// a spring-loaded control over its whole row sprang open, and the drop then went into the
/// folder, after a pause on the row's top or bottom edge, where the line shows "between rows".
@Suite("S13, F6: a folder row springs open only where the drop would go into it")
struct SpringZoneTests {
    /// Home [Documents ▸, Budget, CV], the Documents row a spring-loaded control over its row.
    static func scene() throws -> (sim: DragSimulator, home: [ItemID]) {
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        sim.springLoadsOpeningRows = true
        sim.registerOpeningRowSprings()
        return (sim, home)
    }

    static func springs(_ sim: DragSimulator) -> [SpringID] {
        sim.log.compactMap { if case .springActivate(let id) = $0 { id } else { nil } }
    }

    @Test("S13: a pause on the folder row's top or bottom edge shows \"between rows\", springs nothing and drops between", arguments: [0.1, 0.9])
    func edgeDoesNotSpring(fraction: Double) throws {
        var (sim, home) = try Self.scene()
        let edge = sim.point(in: home[0], fraction: fraction)
        sim.lift(home[2], to: edge)
        sim.advance(by: .milliseconds(1500))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.intoItem == nil && cue.container == 1)
        #expect(Self.springs(sim).isEmpty)
        #expect(sim.engine.springDwell(of: 1) == nil)
        sim.release(at: edge)
        #expect(sim.labels(of: 2) == ["Lease"])
        #expect(sim.labels(of: 1) == (fraction < 0.5 ? ["CV", "Documents", "Budget"] : ["Documents", "CV", "Budget"]))
    }

    @Test("S13: a pause on the folder row's middle, where \"into\" shows, springs it open")
    func middleSprings() throws {
        var (sim, home) = try Self.scene()
        sim.lift(home[2], to: sim.center(of: home[0]))
        #expect(sim.engine.feedback(for: 1)?.destination?.intoItem == home[0])
        sim.advance(by: .milliseconds(600))
        #expect(Self.springs(sim) == [SpringID(home[0].rawValue)])
    }

    @Test("S13: a pause that began in the middle and slid to the edge is called off")
    func slidingToTheEdgeCallsItOff() throws {
        var (sim, home) = try Self.scene()
        sim.lift(home[2], to: sim.center(of: home[0]))
        sim.advance(by: .milliseconds(200))
        sim.move(to: sim.point(in: home[0], fraction: 0.9))
        sim.advance(by: .milliseconds(1000))
        #expect(Self.springs(sim).isEmpty)
    }

    @Test("S13, F6: the dragged folder's own row never springs under it")
    func ownRowNeverSprings() throws {
        var (sim, home) = try Self.scene()
        sim.lift(home[0], to: sim.center(of: home[0]).offset(0, 2))
        sim.advance(by: .milliseconds(1500))
        #expect(Self.springs(sim).isEmpty)
    }
}
