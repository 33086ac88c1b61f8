import DragKitTesting
import Testing

@Suite("DragKitTesting: SplitMix64 gives the reference sequence")
struct SplitMix64Tests {
    @Test("Seed 0 gives SplitMix64's published first numbers")
    func referenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(random.next() == 0x06C4_5D18_8009_454F)
    }

    @Test("The same seed gives the same sequence; another seed another")
    func seedsReplay() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42), c = SplitMix64(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
        #expect(first[0] == 0xBDD7_3226_2FEB_6E95)
    }

    @Test("below stays in 0..<bound and follows the sequence")
    func below() {
        var random = SplitMix64(seed: 7), reference = SplitMix64(seed: 7)
        for bound in [1, 2, 3, 10, 1000] {
            let value = random.below(bound)
            #expect((0..<bound).contains(value))
            #expect(value == Int(reference.next() % UInt64(bound)))
        }
    }
}
