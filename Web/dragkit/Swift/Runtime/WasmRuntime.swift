// What the runtime of each of the web package's wasm modules needs from its page, compiled into
// both (Scripts/build-wasm.sh): the engine (Exports.swift) and its words (Words/WordsExports.swift).
// No WASI: a module imports only what `env` below declares.

/// The page's console, a byte at a time (the module's `print`); the page prints each line.
@_extern(wasm, module: "env", name: "dk_console")
@_extern(c)
func dk_console(_ byte: Int32)

/// `print` ends up here; forward byte by byte to the JavaScript console buffer.
@_cdecl("putchar")
func putchar(_ character: Int32) -> Int32 {
    dk_console(character)
    return character
}

/// Seeds Dictionary/Set hashing. Hash order never reaches the output (the engine sorts
/// wherever order is visible), so a fixed seed keeps the module deterministic and import-free.
@_cdecl("arc4random_buf")
func arc4random_buf(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
    guard let buffer else { return }
    for index in 0..<count {
        buffer.storeBytes(of: UInt8(truncatingIfNeeded: index &* 131 &+ 17), toByteOffset: index, as: UInt8.self)
    }
}

/// `buffer`, grown to at least `capacity` bytes (at least one), for the page to write the next
/// call's input into; where its bytes start. O(capacity) when it grows, else O(1).
func scratchBuffer(_ buffer: inout [UInt8], capacity: Int32) -> UnsafeMutablePointer<UInt8>? {
    let size = Int(max(capacity, 1))
    if buffer.count < size { buffer = [UInt8](repeating: 0, count: size) }
    return buffer.withUnsafeMutableBufferPointer { $0.baseAddress }
}
