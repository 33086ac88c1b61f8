// The WebAssembly boundary of the web host: each export forwards to `WebHost`, which holds all
// the logic and is tested natively. Compiled only by Scripts/build-wasm.sh (Embedded Swift).
// The calls of the host contract are generated beside this file (Calls+Generated.swift, from
// DragKitWire's HostCalls.swift); here are the runtime's hooks, the buffers, the bulk
// registration of items and the test trap.
//
// Strings come in through a scratch buffer the JavaScript fills (`dk_scratch`), as UTF-8;
// output goes out as the host contract's records (WireWriter, issue 36) in a buffer the JavaScript
// reads (`dk_output_pointer`/`_length`) with its generated decoder (dragkit-wire.js).

import DragKit
import DragKitWebHost

// A generic engine: no app code is compiled in. Apps declare their catalogue (types, kinds of
// containers, representations) at run time through the `dk_catalog_*` calls (Docs/Catalog.md).
nonisolated(unsafe) var host = WebHost()
nonisolated(unsafe) var scratch: [UInt8] = []
/// Numbers the JavaScript passes in bulk (id lists, text layouts, item registrations), as Float64.
nonisolated(unsafe) var scratchNumbers: [Double] = []

// Runtime support (the console, hashing's seed, growing a scratch buffer): Runtime/WasmRuntime.swift.

// MARK: Buffers

@_expose(wasm, "dk_scratch") @_cdecl("dk_scratch")
func dk_scratch(_ capacity: Int32) -> UnsafeMutablePointer<UInt8>? {
    scratchBuffer(&scratch, capacity: capacity)
}

/// The UTF-8 string at scratch[start..<start + length], clipped to the buffer: any start and
/// length the JavaScript passes (negative, huge, past the end) reads what exists, never traps.
func scratchString(_ start: Int32, _ length: Int32) -> String {
    let lower = Int(max(start, 0))
    guard lower < scratch.count else { return "" }
    let upper = lower + min(Int(max(length, 0)), scratch.count - lower)
    guard lower < upper else { return "" }
    return String(decoding: scratch[lower..<upper], as: UTF8.self)
}

@_expose(wasm, "dk_output_pointer") @_cdecl("dk_output_pointer")
func dk_output_pointer() -> UnsafePointer<UInt8>? {
    host.output.bytes.withUnsafeBufferPointer { $0.baseAddress }
}

@_expose(wasm, "dk_output_length") @_cdecl("dk_output_length")
func dk_output_length() -> Int32 {
    Int32(truncatingIfNeeded: host.output.bytes.count)
}

/// The strings of one call, one after another in the scratch buffer (the generated exports read
/// them in their parameters' order, as the page's generated methods write them).
struct ScratchStrings {
    private var start: Int32 = 0

    /// The next `length` bytes as a string (clipped to the buffer, never a trap). O(length).
    /// Not inlined: one copy for every generated export.
    @inline(never)
    mutating func next(_ length: Int32) -> String {
        defer { start &+= max(length, 0) }
        return scratchString(start, length)
    }

    /// The next string, or nil when `length` < 0 (the page passed none; it wrote no bytes).
    mutating func nextOptional(_ length: Int32) -> String? {
        length < 0 ? nil : next(length)
    }
}

/// The item ids in scratchNumbers[0..<count]; values that are not ids are skipped. O(count).
@inline(never)
func scratchItems(_ count: Int32) -> [UInt32] {
    let upper = min(Int(max(count, 0)), scratchNumbers.count)
    var items: [UInt32] = []
    for number in scratchNumbers[0..<upper] where number >= 0 && number <= Double(UInt32.max) {
        items.append(UInt32(number))
    }
    return items
}

/// scratchNumbers[0..<count], clipped to the buffer. O(count).
func scratchDoubles(_ count: Int32) -> [Double] {
    Array(scratchNumbers[0..<min(Int(max(count, 0)), scratchNumbers.count)])
}

@_expose(wasm, "dk_scratch_numbers") @_cdecl("dk_scratch_numbers")
func dk_scratch_numbers(_ count: Int32) -> UnsafeMutablePointer<Double>? {
    let size = Int(max(count, 1))
    if scratchNumbers.count < size { scratchNumbers = [Double](repeating: 0, count: size) }
    return scratchNumbers.withUnsafeMutableBufferPointer { $0.baseAddress }
}

// MARK: Calls written by hand (the rest are generated: Calls+Generated.swift)

/// Traps on purpose, so hosts can prove they recover from a crashed engine.
@_expose(wasm, "dk_trap") @_cdecl("dk_trap")
func dk_trap() { fatalError("dk_trap called") }

/// Registers `count` items in `container` from `index` (< 0: at the end) in one call.
/// scratchNumbers[4i ..< 4i + 4] = id, label length, type length, size hint (≤ 0 unknown) of item
/// i; scratch holds label 0, type 0, label 1, type 1, … back to back (UTF-8). Returns 0, or the
/// error code of the first item that failed (the others are still added).
@_expose(wasm, "dk_add_items") @_cdecl("dk_add_items")
func dk_add_items(_ container: UInt32, _ index: Int32, _ count: Int32) -> Int32 {
    let total = min(Int(max(count, 0)), scratchNumbers.count / 4)
    var items: [WebHost.ItemRegistration] = []
    items.reserveCapacity(total)
    var strings = ScratchStrings()
    for position in 0..<total {
        let id = scratchNumbers[4 * position]
        let labelLength = scratchNumbers[4 * position + 1]
        let typeLength = scratchNumbers[4 * position + 2]
        guard id >= 0, id <= Double(UInt32.max), labelLength >= 0, labelLength <= Double(Int32.max),
              typeLength >= 0, typeLength <= Double(Int32.max) else { continue }
        let label = strings.next(Int32(labelLength))
        let type = strings.next(Int32(typeLength))
        items.append(WebHost.ItemRegistration(
            id: UInt32(id), label: label, type: type, byteCount: scratchNumbers[4 * position + 3]))
    }
    return host.addItems(items, into: container, at: index)
}
