// The WebAssembly boundary of the web host: each export forwards to `WebHost`, which holds all
// the logic and is tested natively. Compiled only by Scripts/build-wasm.sh (Embedded Swift).
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
/// Numbers the JavaScript passes in bulk (text layouts), as Float64.
nonisolated(unsafe) var scratchNumbers: [Double] = []

// MARK: Runtime support (no WASI: the module imports only what `env` below declares)

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

// MARK: Buffers

@_expose(wasm, "dk_scratch") @_cdecl("dk_scratch")
func dk_scratch(_ capacity: Int32) -> UnsafeMutablePointer<UInt8>? {
    let size = Int(max(capacity, 1))
    if scratch.count < size { scratch = [UInt8](repeating: 0, count: size) }
    return scratch.withUnsafeMutableBufferPointer { $0.baseAddress }
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

// MARK: Content and layout

@_expose(wasm, "dk_reset") @_cdecl("dk_reset")
func dk_reset() { host.reset() }

// MARK: The app's catalogue (Docs/Catalog.md), declared through typed calls: the page parses
// the JSON (`Web/dragkit/dragkit-catalog.js`), so the wasm has no JSON reader. Each returns 0,
// or 1 when the value is refused; `dk_catalog_commit` then leaves `{"error": "catalog: …"}`.

@_expose(wasm, "dk_catalog_begin") @_cdecl("dk_catalog_begin")
func dk_catalog_begin() { host.beginCatalog() }

/// The type is scratch[0..<idLength], its parents (separated by spaces) follow it.
@_expose(wasm, "dk_catalog_type") @_cdecl("dk_catalog_type")
func dk_catalog_type(_ idLength: Int32, _ parentsLength: Int32) -> Int32 {
    host.declareCatalogType(scratchString(0, idLength), conformsTo: scratchString(idLength, parentsLength))
}

/// In scratch, one after the other: the kind's name, its accepted types, its text's accepted
/// types, the task's verb, ongoing and completed words. `present`/`values`: see
/// `WebHost.CatalogKindBits`.
@_expose(wasm, "dk_catalog_kind") @_cdecl("dk_catalog_kind")
func dk_catalog_kind(
    _ nameLength: Int32, _ acceptsLength: Int32, _ textAcceptsLength: Int32, _ present: UInt32, _ values: UInt32,
    _ previewWidth: Double, _ previewHeight: Double
) -> Int32 {
    var start: Int32 = 0
    func next(_ length: Int32) -> String {
        defer { start &+= max(length, 0) }
        return scratchString(start, length)
    }
    let name = next(nameLength), accepts = next(acceptsLength), textAccepts = next(textAcceptsLength)
    return host.declareCatalogKind(
        name, present: present, values: values, accepts: accepts, textAccepts: textAccepts,
        previewWidth: previewWidth, previewHeight: previewHeight)
}

/// The kind's name is scratch[0..<nameLength], the requested field follows it.
@_expose(wasm, "dk_catalog_kind_field") @_cdecl("dk_catalog_kind_field")
func dk_catalog_kind_field(_ nameLength: Int32, _ fieldLength: Int32) -> Int32 {
    host.declareCatalogRequestedField(kind: scratchString(0, nameLength), scratchString(nameLength, fieldLength))
}

/// The item type is scratch[0..<typeLength], the representation's type follows it.
/// `fixedBytes` < 0: no fixed size.
@_expose(wasm, "dk_catalog_representation") @_cdecl("dk_catalog_representation")
func dk_catalog_representation(
    _ typeLength: Int32, _ representationLength: Int32, _ fixedBytes: Double, _ defaultBytes: Double,
    _ scaleNumerator: Double, _ scaleDenominator: Double, _ minimumBytes: Double, _ load: UInt32
) -> Int32 {
    host.declareCatalogRepresentation(
        of: scratchString(0, typeLength), scratchString(typeLength, representationLength), fixedBytes: fixedBytes,
        defaultBytes: defaultBytes, scaleNumerator: scaleNumerator, scaleDenominator: scaleDenominator,
        minimumBytes: minimumBytes, load: load != 0)
}

/// Declares the catalogue begun by `dk_catalog_begin` and resets the engine. Returns 0, or 1
/// with `{"error": "catalog: …"}` in the output (the previous catalogue stays).
@_expose(wasm, "dk_catalog_commit") @_cdecl("dk_catalog_commit")
func dk_catalog_commit() -> Int32 { host.commitCatalog() }

/// Label is scratch[0..<labelLength], accepted types follow it.
@_expose(wasm, "dk_add_container") @_cdecl("dk_add_container")
func dk_add_container(_ id: UInt32, _ flags: UInt32, _ labelLength: Int32, _ typesLength: Int32) -> Int32 {
    host.addContainer(
        id, flags: flags, label: scratchString(0, labelLength),
        acceptedTypes: scratchString(labelLength, typesLength))
}

/// Label is scratch[0..<labelLength], the type follows it.
@_expose(wasm, "dk_add_item") @_cdecl("dk_add_item")
func dk_add_item(_ id: UInt32, _ container: UInt32, _ index: Int32, _ labelLength: Int32, _ typeLength: Int32) -> Int32 {
    host.addItem(
        id, container: container, index: index, type: scratchString(labelLength, typeLength),
        label: scratchString(0, labelLength))
}

@_expose(wasm, "dk_container_frame") @_cdecl("dk_container_frame")
func dk_container_frame(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    host.setContainerFrame(id, x, y, width, height)
}

@_expose(wasm, "dk_item_frame") @_cdecl("dk_item_frame")
func dk_item_frame(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    host.setItemFrame(id, x, y, width, height)
}

@_expose(wasm, "dk_layout_changed") @_cdecl("dk_layout_changed")
func dk_layout_changed() { host.layoutChanged() }

// MARK: Input

/// `pressure` is the DOM's 0–1 pressure (S13: a force press); a caller that leaves it out
/// passes NaN, which counts as none.
@_expose(wasm, "dk_pointer") @_cdecl("dk_pointer")
func dk_pointer(
    _ phase: UInt32, _ pointer: UInt32, _ device: UInt32, _ x: Double, _ y: Double,
    _ modifiers: UInt32, _ time: Double, _ target: UInt32, _ pressure: Double
) {
    host.pointer(
        phase: phase, pointer: pointer, device: device, x: x, y: y, modifiers: modifiers,
        time: time, target: target, pressure: pressure)
}

@_expose(wasm, "dk_key") @_cdecl("dk_key")
func dk_key(_ key: UInt32, _ isDown: UInt32, _ modifiers: UInt32, _ time: Double, _ target: UInt32) {
    host.key(key, isDown: isDown != 0, modifiers: modifiers, time: time, target: target)
}

@_expose(wasm, "dk_tick") @_cdecl("dk_tick")
func dk_tick(_ time: Double) { host.tick(time: time) }

// MARK: Crossing the page's edge (S1, S2): the native drag path

/// The dragging `pointer` left the window. Actions in the output, as for `dk_pointer`.
@_expose(wasm, "dk_pointer_left") @_cdecl("dk_pointer_left")
func dk_pointer_left(_ pointer: UInt32, _ time: Double) { host.pointerLeft(pointer, time: time) }

/// The drag of `pointer` ended outside the page: `delivered` 1 when another app took it (a
/// copy, S2), 0 when it was cancelled (the image flies back, F7).
@_expose(wasm, "dk_drag_ended_outside") @_cdecl("dk_drag_ended_outside")
func dk_drag_ended_outside(_ pointer: UInt32, _ delivered: UInt32, _ time: Double) {
    host.dragEndedOutside(pointer, delivered: delivered != 0, time: time)
}

/// A drag from another app entered the page (S1, P1): its type identifiers are UTF-8 in
/// scratch[0..<typesLength], one per line; `count` is how many items it carries (≤ 0: not
/// known). Its moves and its drop are `dk_pointer` calls (device mouse) with the same `pointer`.
@_expose(wasm, "dk_external_enter") @_cdecl("dk_external_enter")
func dk_external_enter(
    _ pointer: UInt32, _ x: Double, _ y: Double, _ modifiers: UInt32, _ time: Double, _ count: Int32, _ typesLength: Int32
) {
    host.externalEnter(
        pointer, x: x, y: y, modifiers: modifiers, time: time, count: count, types: scratchString(0, typesLength))
}

/// The drag from another app left the page without a drop: it ends with no effect.
@_expose(wasm, "dk_external_exit") @_cdecl("dk_external_exit")
func dk_external_exit(_ pointer: UInt32, _ time: Double) { host.externalExit(pointer, time: time) }

/// P3: `on` 1 makes `item` open in a new window when dropped on empty space, 0 stops it.
@_expose(wasm, "dk_item_opens_window") @_cdecl("dk_item_opens_window")
func dk_item_opens_window(_ item: UInt32, _ on: UInt32) { host.setOpensInNewWindow(item, on: on != 0) }

@_expose(wasm, "dk_transfer_succeeded") @_cdecl("dk_transfer_succeeded")
func dk_transfer_succeeded(_ id: UInt32) { host.transferSucceeded(id) }

@_expose(wasm, "dk_transfer_unchanged") @_cdecl("dk_transfer_unchanged")
func dk_transfer_unchanged(_ id: UInt32) { host.transferUnchanged(id) }

/// Reason is scratch[0..<reasonLength].
@_expose(wasm, "dk_transfer_failed") @_cdecl("dk_transfer_failed")
func dk_transfer_failed(_ id: UInt32, _ reasonLength: Int32) {
    host.transferFailed(id, reason: scratchString(0, reasonLength))
}

@_expose(wasm, "dk_transfer_progress") @_cdecl("dk_transfer_progress")
func dk_transfer_progress(_ id: UInt32, _ completedBytes: Double) { host.transferProgress(id, completedBytes: completedBytes) }

@_expose(wasm, "dk_transfer_item_progress") @_cdecl("dk_transfer_item_progress")
func dk_transfer_item_progress(_ id: UInt32, _ item: UInt32, _ completedBytes: Double) {
    host.transferProgress(id, item: item, completedBytes: completedBytes)
}

/// All of loading drop `id`'s data is in (S14, F9). `textLength` < 0: the items' data, for a
/// list or grid; otherwise the items' text for a text view (P1), scratch[0..<textLength] (the
/// items-only build has no text views and takes it as items).
@_expose(wasm, "dk_transfer_loaded") @_cdecl("dk_transfer_loaded")
func dk_transfer_loaded(_ id: UInt32, _ textLength: Int32) {
    #if DRAGKIT_NO_TEXT
    host.transferLoaded(id, .items)
    #else
    host.transferLoaded(id, textLength < 0 ? .items : .text(scratchString(0, textLength)))
    #endif
}

@_expose(wasm, "dk_transfer_cancel") @_cdecl("dk_transfer_cancel")
func dk_transfer_cancel(_ id: UInt32) { host.cancelTransfer(id) }

@_expose(wasm, "dk_task_progress") @_cdecl("dk_task_progress")
func dk_task_progress(_ id: UInt32, _ fraction: Double) { host.taskProgress(id, fraction: fraction) }

@_expose(wasm, "dk_task_finished") @_cdecl("dk_task_finished")
func dk_task_finished(_ id: UInt32) { host.taskFinished(id) }

/// Reason is scratch[0..<reasonLength].
@_expose(wasm, "dk_task_failed") @_cdecl("dk_task_failed")
func dk_task_failed(_ id: UInt32, _ reasonLength: Int32) {
    host.taskFailed(id, reason: scratchString(0, reasonLength))
}
// MARK: Undo, confirmations and menu commands (S10, S11, S7)

@_expose(wasm, "dk_undo") @_cdecl("dk_undo")
func dk_undo() { host.undo() }

@_expose(wasm, "dk_redo") @_cdecl("dk_redo")
func dk_redo() { host.redo() }

/// `accepted` 1 confirms, 0 declines.
@_expose(wasm, "dk_answer_confirmation") @_cdecl("dk_answer_confirmation")
func dk_answer_confirmation(_ id: UInt32, _ accepted: Int32) { host.answerConfirmation(id, accepted: accepted != 0) }

/// `cut` 1 cuts, 0 copies.
@_expose(wasm, "dk_copy") @_cdecl("dk_copy")
func dk_copy(_ item: UInt32, _ cut: Int32) { host.putOnPasteboard(item, cut: cut != 0) }

@_expose(wasm, "dk_paste") @_cdecl("dk_paste")
func dk_paste(_ container: UInt32, _ index: Int32) { host.paste(into: container, index: index) }

@_expose(wasm, "dk_move_to") @_cdecl("dk_move_to")
func dk_move_to(_ item: UInt32, _ container: UInt32, _ index: Int32) { host.moveItem(item, to: container, index: index) }

@_expose(wasm, "dk_history") @_cdecl("dk_history")
func dk_history() { host.writeHistory() }

@_expose(wasm, "dk_sessions") @_cdecl("dk_sessions")
func dk_sessions() { host.writeSessions() }

/// Traps on purpose, so hosts can prove they recover from a crashed engine.
@_expose(wasm, "dk_trap") @_cdecl("dk_trap")
func dk_trap() { fatalError("dk_trap called") }

// MARK: Kinds, sizes, text views, spring-loaded controls, scrolling (layers 2 and 3 of the showcase)

@_expose(wasm, "dk_scratch_numbers") @_cdecl("dk_scratch_numbers")
func dk_scratch_numbers(_ count: Int32) -> UnsafeMutablePointer<Double>? {
    let size = Int(max(count, 1))
    if scratchNumbers.count < size { scratchNumbers = [Double](repeating: 0, count: size) }
    return scratchNumbers.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// Sets a container's selection (S8) to the item ids scratchNumbers[0..<count].
@_expose(wasm, "dk_set_selection") @_cdecl("dk_set_selection")
func dk_set_selection(_ container: UInt32, _ count: Int32) {
    let upper = min(Int(max(count, 0)), scratchNumbers.count)
    var items: [UInt32] = []
    for number in scratchNumbers[0..<upper] where number >= 0 && number <= Double(UInt32.max) {
        items.append(UInt32(number))
    }
    host.setSelection(container: container, items: items)
}

/// scratch = label, accepted types, kind (lengths given).
@_expose(wasm, "dk_add_container_kind") @_cdecl("dk_add_container_kind")
func dk_add_container_kind(_ id: UInt32, _ flags: UInt32, _ labelLength: Int32, _ typesLength: Int32, _ kindLength: Int32) -> Int32 {
    host.addContainer(
        id, flags: flags, label: scratchString(0, labelLength),
        acceptedTypes: scratchString(labelLength, typesLength),
        kind: scratchString(labelLength &+ typesLength, kindLength))
}

/// scratch = label, type; `bytes` the size hint (≤ 0 unknown).
@_expose(wasm, "dk_add_item_sized") @_cdecl("dk_add_item_sized")
func dk_add_item_sized(_ id: UInt32, _ container: UInt32, _ index: Int32, _ labelLength: Int32, _ typeLength: Int32, _ bytes: Double) -> Int32 {
    host.addItem(
        id, container: container, index: index, type: scratchString(labelLength, typeLength),
        label: scratchString(0, labelLength), byteCount: bytes)
}

@_expose(wasm, "dk_remove_item") @_cdecl("dk_remove_item")
func dk_remove_item(_ id: UInt32) -> Int32 { host.removeItem(id) }

#if !DRAGKIT_NO_TEXT  // text views: not in the items-only build (dragkit-items.wasm)
/// scratch = label, accepted types, kind.
@_expose(wasm, "dk_text_begin") @_cdecl("dk_text_begin")
func dk_text_begin(_ id: UInt32, _ flags: UInt32, _ labelLength: Int32, _ typesLength: Int32, _ kindLength: Int32) {
    host.beginTextContainer(
        id, flags: flags, kind: scratchString(labelLength &+ typesLength, kindLength),
        label: scratchString(0, labelLength), acceptedTypes: scratchString(labelLength, typesLength))
}

/// scratch = text, font, link (`linkLength` < 0: no link). `italic` 1 or 0; `color` 0xRRGGBBAA.
@_expose(wasm, "dk_text_run") @_cdecl("dk_text_run")
func dk_text_run(
    _ textLength: Int32, _ fontLength: Int32, _ linkLength: Int32, _ size: Double, _ weight: UInt32,
    _ italic: UInt32, _ color: UInt32
) {
    host.addTextRun(
        scratchString(0, textLength), font: scratchString(textLength, fontLength), size: size,
        weight: weight, italic: italic != 0, color: color,
        link: linkLength < 0 ? nil : scratchString(textLength &+ fontLength, linkLength))
}

@_expose(wasm, "dk_text_end") @_cdecl("dk_text_end")
func dk_text_end(_ selectionLower: Int32, _ selectionUpper: Int32) -> Int32 {
    host.endTextContainer(selectionLower: selectionLower, selectionUpper: selectionUpper)
}

/// Items dropped on text view `container` that it has no text from go to item container
/// `attachments` (0: none).
@_expose(wasm, "dk_text_attachments") @_cdecl("dk_text_attachments")
func dk_text_attachments(_ container: UInt32, _ attachments: UInt32) {
    host.setTextAttachments(container, attachments: attachments)
}

/// `lower` < 0 clears the selection.
@_expose(wasm, "dk_text_selection") @_cdecl("dk_text_selection")
func dk_text_selection(_ container: UInt32, _ lower: Int32, _ upper: Int32) {
    host.setTextSelection(container, lower: lower, upper: upper)
}

/// The layout is scratchNumbers[0..<count] (see `WebHost.setTextLayout`).
@_expose(wasm, "dk_text_layout") @_cdecl("dk_text_layout")
func dk_text_layout(_ container: UInt32, _ count: Int32) {
    let upper = min(Int(max(count, 0)), scratchNumbers.count)
    host.setTextLayout(container, numbers: Array(scratchNumbers[0..<upper]))
}

#endif

/// Label is scratch[0..<labelLength].
@_expose(wasm, "dk_spring_control") @_cdecl("dk_spring_control")
func dk_spring_control(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ labelLength: Int32) {
    host.setSpringControl(id, x, y, width, height, label: scratchString(0, labelLength))
}

@_expose(wasm, "dk_spring_frame") @_cdecl("dk_spring_frame")
func dk_spring_frame(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    host.setSpringControlFrame(id, x, y, width, height)
}

@_expose(wasm, "dk_remove_spring_control") @_cdecl("dk_remove_spring_control")
func dk_remove_spring_control(_ id: UInt32) { host.removeSpringControl(id) }

/// A scroll view that is not a container, such as the page's own scroller (A1).
@_expose(wasm, "dk_add_scroll_view") @_cdecl("dk_add_scroll_view")
func dk_add_scroll_view(_ id: UInt32, _ flags: UInt32) {
    host.addScrollView(id, flags: flags)
}

/// `contentLength` < 0 makes the container not scrollable.
@_expose(wasm, "dk_scroll_metrics") @_cdecl("dk_scroll_metrics")
func dk_scroll_metrics(_ container: UInt32, _ contentLength: Double, _ offset: Double) {
    host.setScrollMetrics(container, contentLength: contentLength, offset: offset)
}

/// Where the part of `container` that scrolls (its rows below a heading) is on screen; a
/// `width` < 0 says the container scrolls as a whole (A1).
@_expose(wasm, "dk_scroll_viewport") @_cdecl("dk_scroll_viewport")
func dk_scroll_viewport(_ container: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    host.setScrollViewport(container, x: x, y: y, width: width, height: height)
}

// MARK: Geometry: scroll offsets, described geometry, batch registration (A1, F6, issue 11)

/// `container`'s content scrolled to `offset` (its scrollTop, or scrollLeft for a horizontal
/// list): report this one number on a scroll instead of re-measuring its items; the engine moves
/// them itself. Frames reported later are taken as measured at this offset. The re-targeted
/// drags' actions are in the output, as for `dk_pointer`.
@_expose(wasm, "dk_scroll_offset") @_cdecl("dk_scroll_offset")
func dk_scroll_offset(_ container: UInt32, _ offset: Double) { host.scrollOffset(container, offset: offset) }

/// Declares `container`'s items uniform: from (`originX`, `originY`) in its content space (0, 0 is
/// the frame's top-left corner at scroll offset 0), items of `itemWidth` × `itemHeight` (a list's
/// rows: width ≤ 0 is the container's width), `spacingX` / `spacingY` apart, `columns` columns
/// for a grid (1 for a list). Its items then need no `dk_item_frame`. `columns` ≤ 0 withdraws it.
@_expose(wasm, "dk_uniform_geometry") @_cdecl("dk_uniform_geometry")
func dk_uniform_geometry(
    _ container: UInt32, _ originX: Double, _ originY: Double, _ itemWidth: Double, _ itemHeight: Double,
    _ spacingX: Double, _ spacingY: Double, _ columns: Int32
) {
    host.setUniformGeometry(
        container, originX: originX, originY: originY, itemWidth: itemWidth, itemHeight: itemHeight,
        spacingX: spacingX, spacingY: spacingY, columns: columns)
}

/// Registers `count` items in `container` from `index` (< 0: at the end) in one call.
/// scratchNumbers[4i ..< 4i + 4] = id, label length, type length, size hint (≤ 0 unknown) of item
/// i; scratch holds label 0, type 0, label 1, type 1, … back to back (UTF-8). Returns 0, or the
/// error code of the first item that failed (the others are still added).
@_expose(wasm, "dk_add_items") @_cdecl("dk_add_items")
func dk_add_items(_ container: UInt32, _ index: Int32, _ count: Int32) -> Int32 {
    let total = min(Int(max(count, 0)), scratchNumbers.count / 4)
    var items: [WebHost.ItemRegistration] = []
    items.reserveCapacity(total)
    var cursor: Int32 = 0
    for position in 0..<total {
        let id = scratchNumbers[4 * position]
        let labelLength = scratchNumbers[4 * position + 1]
        let typeLength = scratchNumbers[4 * position + 2]
        guard id >= 0, id <= Double(UInt32.max), labelLength >= 0, labelLength <= Double(Int32.max),
              typeLength >= 0, typeLength <= Double(Int32.max) else { continue }
        let label = scratchString(cursor, Int32(labelLength))
        cursor = cursor &+ Int32(labelLength)
        let type = scratchString(cursor, Int32(typeLength))
        cursor = cursor &+ Int32(typeLength)
        items.append(WebHost.ItemRegistration(
            id: UInt32(id), label: label, type: type, byteCount: scratchNumbers[4 * position + 3]))
    }
    return host.addItems(items, into: container, at: index)
}

/// The length of a described container's whole content along its axis (for its scroll metrics
/// and the height of a virtual list's spacer), or -1 for a measured container.
@_expose(wasm, "dk_described_content_length") @_cdecl("dk_described_content_length")
func dk_described_content_length(_ container: UInt32) -> Double {
    host.engine.describedContentLength(of: ContainerID(container)) ?? -1
}

// MARK: Keyboard text drags (S7, S6, P1)
#if !DRAGKIT_NO_TEXT  // text views: not in the items-only build (dragkit-items.wasm)

/// Picks up the selection of the text view `container` for a keyboard drag; `modifiers` as for
/// `dk_key`.
@_expose(wasm, "dk_pick_up_text") @_cdecl("dk_pick_up_text")
func dk_pick_up_text(_ container: UInt32, _ modifiers: UInt32) { host.pickUpText(container, modifiers: modifiers) }
#endif

// MARK: Apps, items that open containers, "Move to…" of a selection (S1–S3, S7)

/// The item ids in scratchNumbers[0..<count].
private func scratchItems(_ count: Int32) -> [UInt32] {
    let upper = min(Int(max(count, 0)), scratchNumbers.count)
    var items: [UInt32] = []
    for number in scratchNumbers[0..<upper] where number >= 0 && number <= Double(UInt32.max) {
        items.append(UInt32(number))
    }
    return items
}

@_expose(wasm, "dk_container_app") @_cdecl("dk_container_app")
func dk_container_app(_ container: UInt32, _ app: UInt32) { host.setApp(app, forContainer: container) }

@_expose(wasm, "dk_item_opens") @_cdecl("dk_item_opens")
func dk_item_opens(_ item: UInt32, _ container: UInt32) { host.setOpenedContainer(container, forItem: item) }

/// "Move to…" of the items scratchNumbers[0..<count] into `container` at `index` (< 0: the end).
@_expose(wasm, "dk_move_items") @_cdecl("dk_move_items")
func dk_move_items(_ count: Int32, _ container: UInt32, _ index: Int32) {
    host.moveItems(scratchItems(count), to: container, index: index)
}

/// Where "Move to…" can put the items scratchNumbers[0..<count] (the `destinations` answer).
@_expose(wasm, "dk_move_destinations") @_cdecl("dk_move_destinations")
func dk_move_destinations(_ count: Int32) { host.writeMoveDestinations(scratchItems(count)) }

/// Paste into `container` right after `item` (0: at its start).
@_expose(wasm, "dk_paste_after") @_cdecl("dk_paste_after")
func dk_paste_after(_ container: UInt32, _ item: UInt32) { host.paste(into: container, after: item) }

/// S7: announcements in the language of the BCP 47 tag scratch[0..<tagLength] ("ko", "ja-JP";
/// anything else is English). Returns the language chosen: 0 English, 1 Korean, 2 Japanese.
@_expose(wasm, "dk_set_language") @_cdecl("dk_set_language")
func dk_set_language(_ tagLength: Int32) -> Int32 {
    host.setLanguage(tag: scratchString(0, tagLength))
    return Int32(host.language.rawValue)
}
