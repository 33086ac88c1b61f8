import DragKit
import DragKitTesting
import Testing

@Suite("S12 Representations, A2 Richest version, A3 Relevant portion")
struct RepresentationTests {
    @Test("S12: an item keeps its representations in the fidelity order the source gave")
    func fidelityOrderKept() throws {
        let (sim, _) = try RichScene.make(destination: ContainerPolicy(), items: [RichScene.photo()])
        let stored = try #require(sim.engine.workspace.items[100])
        #expect(stored.representations.map { $0.type } == [RichScene.chart, .png, .jpeg])
        #expect(stored.representations.map { $0.byteCount } == [10_000, 300_000, 90_000])
        #expect(stored.provider.totalByteCount == 400_000)
        #expect(stored.type == RichScene.chart)
        // An item made the old way offers just its type.
        let plain = Item(id: 5, type: .plainText, label: "Note")
        #expect(plain.representations == [Representation(type: .plainText)])
    }

    @Test("A2: PNG is chosen over JPEG when both are accepted, whatever order the destination lists them in")
    func pngOverJpeg() throws {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(acceptedTypes: [.jpeg, .png]), items: [RichScene.photo()])
        #expect(sim.engine.negotiatedRepresentation(of: 100, for: RichScene.destination)?.type == .png)
        sim.drop(100, below: intro)
        let transfer = try #require(sim.commits.first)
        #expect(transfer.representations == [.png])
    }

    @Test("A2: a destination that accepts only images gets the richest image; one that takes the native type gets it")
    func imageWhenOnlyImageAccepted() throws {
        var (sim, intro) = try RichScene.make(
            destination: ContainerPolicy(acceptedTypes: [.image]), items: [RichScene.photo()])
        sim.drop(100, below: intro)
        #expect(try #require(sim.commits.first).representations == [.png])

        var (native, nativeIntro) = try RichScene.make(
            destination: ContainerPolicy(acceptedTypes: [RichScene.chart, .image]), items: [RichScene.photo()])
        native.drop(100, below: nativeIntro)
        #expect(try #require(native.commits.first).representations == [RichScene.chart])

        let (jpegOnly, _) = try RichScene.make(
            destination: ContainerPolicy(acceptedTypes: [.jpeg]), items: [RichScene.photo()])
        #expect(jpegOnly.engine.negotiatedRepresentation(of: 100, for: RichScene.destination)?.type == .jpeg)
    }

    @Test("A2: styled text goes to a text destination, plain text to a plain-text one; nothing fitting refuses")
    func styledVersusPlainText() throws {
        let quote = Item(id: 100, type: .styledText, label: "Quote", provider: ItemProvider([
            Representation(type: .styledText, byteCount: 800),
            Representation(type: .html, byteCount: 1_200),
            Representation(type: .plainText, byteCount: 200),
        ]))
        var (rich, richIntro) = try RichScene.make(destination: ContainerPolicy(acceptedTypes: [.text]), items: [quote])
        rich.drop(100, below: richIntro)
        #expect(try #require(rich.commits.first).representations == [.styledText])

        var (plain, plainIntro) = try RichScene.make(destination: ContainerPolicy(acceptedTypes: [.plainText]), items: [quote])
        // Accepted through its plain-text representation although its primary type is styled text.
        plain.drop(100, below: plainIntro)
        #expect(try #require(plain.commits.first).representations == [.plainText])

        var (refusing, refusingIntro) = try RichScene.make(
            destination: ContainerPolicy(acceptedTypes: [.calendarEvent]), items: [quote])
        refusing.drop(100, below: refusingIntro)
        #expect(refusing.commits.isEmpty)
        #expect(refusing.order(of: RichScene.destination) == [refusingIntro])
    }

    @Test("A3: a contact dropped on a recipients field gives only the name and email address")
    func contactGivesNameAndEmail() throws {
        let contact = Item(id: 100, type: .vCard, label: "Ada Lovelace", provider: ItemProvider([
            Representation(type: .vCard, byteCount: 4_000),
            Representation(type: .plainText, byteCount: 40),
        ]))
        var recipients = ContainerPolicy(acceptedTypes: [.contact])
        recipients.requestedFields = ["name", "email"]
        var (sim, intro) = try RichScene.make(destination: recipients, items: [contact])
        sim.drop(100, below: intro)
        // Nothing lands until the host has extracted the fields.
        #expect(sim.commits.isEmpty)
        let request = try #require(sim.loadRequests.first)
        #expect(sim.loadRequests.count == 1)
        #expect(request.item == 100)
        #expect(request.type == .contact)
        #expect(request.fields == ["name", "email"])

        sim.finishLoading(request.transfer)
        let transfer = try #require(sim.commits.first)
        #expect(transfer.fields == ["name", "email"])
        #expect(transfer.representations == [.contact])
        #expect(sim.order(of: RichScene.destination) == [intro] + transfer.copies)
        #expect(sim.mirrorIsInStep)
    }
}
