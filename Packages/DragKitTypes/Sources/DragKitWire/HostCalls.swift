// The calls the page makes into the engine (issue 36): every export of the wasm but the buffers,
// the bulk registration of items and the test trap, stated once. Each names the web host's method
// it forwards to, with its parameters in that method's order; `Scripts/generate.sh` writes the
// exports (Web/dragkit/Swift/Calls+Generated.swift), the `HostCalls` protocol `WebHost` conforms
// to (Sources/DragKitWebHost/HostCalls+Generated.swift) and the page's typed methods
// (Web/dragkit/dragkit-calls.js) from it; CI fails when one of them is stale. What each call
// leaves in the output is an answer of `hostContract`.

extension WireCall {
    /// The calls, in the order of the generated files.
    public static let hostCalls: [WireCall] = [
        // Content and layout
        WireCall("reset", "reset", "Forgets every container, item and drag (the catalogue stays)."),

        // The app's catalogue (Docs/Catalog.md): the page parses its JSON, so the wasm has none
        WireCall("catalog_begin", "beginCatalog", "Begins declaring a catalogue."),
        WireCall("catalog_type", "declareCatalogType", [.init("_ id", .string), .init("conformsTo parents", .string)],
                 returns: .int, "A type and its parents, separated by spaces."),
        WireCall("catalog_kind", "declareCatalogKind", [
            .init("_ name", .string), .init("present", .id), .init("values", .id), .init("accepts", .string),
            .init("textAccepts", .string), .init("previewWidth", .double), .init("previewHeight", .double),
        ], returns: .int, "A kind of container (`present`/`values`: WebHost.CatalogKindBits)."),
        WireCall("catalog_kind_field", "declareCatalogRequestedField", [
            .init("kind name", .string), .init("_ field", .string),
        ], returns: .int, "A field a kind's drops ask for."),
        WireCall("catalog_representation", "declareCatalogRepresentation", [
            .init("of type", .string), .init("_ representation", .string), .init("fixedBytes", .double),
            .init("defaultBytes", .double), .init("scaleNumerator", .double), .init("scaleDenominator", .double),
            .init("minimumBytes", .double), .init("load", .bool),
        ], returns: .int, "A representation of a type, by fidelity (`fixedBytes` < 0: no fixed size)."),
        WireCall("catalog_commit", "commitCatalog", returns: .int,
                 "Declares the catalogue begun and resets the engine; 1 with a `refusal` answer when refused."),
        WireCall("add_container", "addContainer", [
            .init("_ id", .id), .init("flags", .id), .init("label", .string), .init("acceptedTypes", .string),
        ], returns: .int, "Adds a container; `acceptedTypes` one type identifier per line."),
        WireCall("add_container_kind", "addContainer", [
            .init("_ id", .id), .init("flags", .id), .init("label", .string), .init("acceptedTypes", .string),
            .init("kind", .string),
        ], returns: .int, "Adds a container of a kind the catalogue declares."),
        WireCall("add_item", "addItem", [
            .init("_ id", .id), .init("container", .id), .init("index", .int), .init("type", .string),
            .init("label", .string),
        ], returns: .int, "Adds an item at `index` (< 0: the end)."),
        WireCall("add_item_sized", "addItem", [
            .init("_ id", .id), .init("container", .id), .init("index", .int), .init("type", .string),
            .init("label", .string), .init("byteCount", .double),
        ], returns: .int, "Adds an item with a size hint in bytes (≤ 0: unknown)."),
        WireCall("remove_item", "removeItem", [.init("_ id", .id)], returns: .int, "Removes an item."),
        WireCall("container_frame", "setContainerFrame", [
            .init("_ id", .id), .init("_ x", .double), .init("_ y", .double), .init("_ width", .double),
            .init("_ height", .double),
        ], "Where a container is on screen."),
        WireCall("item_frame", "setItemFrame", [
            .init("_ id", .id), .init("_ x", .double), .init("_ y", .double), .init("_ width", .double),
            .init("_ height", .double),
        ], "Where an item is on screen."),
        WireCall("layout_changed", "layoutChanged", "The frames changed: drags in flight are re-targeted."),
        WireCall("container_app", "setApp", [.init("_ app", .id), .init("forContainer container", .id)],
                 "The app (window) a container belongs to, for drags between apps (S1–S3)."),
        WireCall("item_opens", "setOpenedContainer", [.init("_ container", .id), .init("forItem item", .id)],
                 "The container an item opens when a drag springs it (S13; 0: none)."),
        WireCall("outline", "setOutline", [.init("_ root", .id), .init("indentation", .double)],
                 "Shows a container as an outline's top level, indented per level (≤ 0: a plain list; issue 37)."),
        WireCall("item_expanded", "setExpanded", [.init("_ item", .id), .init("_ expanded", .bool)],
                 "Shows or hides an outline row's children (issue 37)."),
        WireCall("item_opens_window", "setOpensInNewWindow", [.init("_ item", .id), .init("on", .bool)],
                 "Whether an item opens in a new window when dropped on empty space (P3)."),
        WireCall("set_selection", "setSelection", [.init("container", .id), .init("items", .ids)],
                 "A container's selected items (S8)."),

        // Input
        WireCall("pointer", "pointer", [
            .init("phase", .id), .init("pointer", .id), .init("device", .id), .init("x", .double),
            .init("y", .double), .init("modifiers", .id), .init("time", .double), .init("target", .id),
            .init("pressure", .double),
        ], "A pointer's press (0), move (1), release (2) or cancel (3); `pressure` 0–1 or NaN (S13)."),
        WireCall("key", "key", [
            .init("_ code", .id), .init("isDown", .bool), .init("modifiers", .id), .init("time", .double),
            .init("target", .id),
        ], "A key of the engine's key codes went down or up (S7)."),
        WireCall("tick", "tick", [.init("time", .double)], "The clock reached `time` (springs, scrolling, timeouts)."),

        // Crossing the page's edge (S1, S2)
        WireCall("pointer_left", "pointerLeft", [.init("_ pointer", .id), .init("time", .double)],
                 "The dragging pointer left the window."),
        WireCall("drag_ended_outside", "dragEndedOutside", [
            .init("_ pointer", .id), .init("delivered", .bool), .init("time", .double),
        ], "The drag ended outside the page: delivered to another app (a copy, S2) or cancelled (F7)."),
        WireCall("external_enter", "externalEnter", [
            .init("_ pointer", .id), .init("x", .double), .init("y", .double), .init("modifiers", .id),
            .init("time", .double), .init("count", .int), .init("types", .string),
        ], "A drag from another app entered the page (S1, P1): its types one per line, its item count (≤ 0: unknown)."),
        WireCall("external_exit", "externalExit", [.init("_ pointer", .id), .init("time", .double)],
                 "The drag from another app left the page without a drop."),

        // Transfers and tasks (S14, F9)
        WireCall("transfer_succeeded", "transferSucceeded", [.init("_ id", .id)], "The page stored a drop."),
        WireCall("transfer_unchanged", "transferUnchanged", [.init("_ id", .id)],
                 "The page stored a drop that changed nothing."),
        WireCall("transfer_failed", "transferFailed", [.init("_ id", .id), .init("reason", .string)],
                 "Storing or loading a drop failed: it is put back, and `reason` said."),
        WireCall("transfer_progress", "transferProgress", [.init("_ id", .id), .init("completedBytes", .double)],
                 "Bytes of a drop's data loaded so far."),
        WireCall("transfer_item_progress", "transferProgress", [
            .init("_ id", .id), .init("item", .id), .init("completedBytes", .double),
        ], "Bytes of one item's data loaded so far."),
        WireCall("transfer_loaded", "transferLoaded", [.init("_ id", .id), .init("text", .optionalString)],
                 "All of a drop's data is in: the items' text for a text view, or absent for a list or grid."),
        WireCall("transfer_cancel", "cancelTransfer", [.init("_ id", .id)], "People cancelled a drop's loading."),
        WireCall("task_progress", "taskProgress", [.init("_ id", .id), .init("fraction", .double)],
                 "A task's share done, 0 to 1."),
        WireCall("task_finished", "taskFinished", [.init("_ id", .id)], "A task finished."),
        WireCall("task_failed", "taskFailed", [.init("_ id", .id), .init("reason", .string)], "A task failed."),

        // Undo, confirmations and commands (S10, S11, S7)
        WireCall("undo", "undo", "Undoes the last change (S10)."),
        WireCall("redo", "redo", "Redoes the last undone change."),
        WireCall("answer_confirmation", "answerConfirmation", [.init("_ id", .id), .init("accepted", .bool)],
                 "People confirmed or declined a drop (S11)."),
        WireCall("copy", "putOnPasteboard", [.init("_ item", .id), .init("cut", .bool)],
                 "Copies or cuts an item to the pasteboard."),
        WireCall("paste", "paste", [.init("into container", .id), .init("index", .int)],
                 "Pastes into a container at `index` (< 0: the end)."),
        WireCall("paste_after", "paste", [.init("into container", .id), .init("after item", .id)],
                 "Pastes into a container right after `item` (0: at its start)."),
        WireCall("move_to", "moveItem", [.init("_ item", .id), .init("to container", .id), .init("index", .int)],
                 "“Move to…” of one item (S7)."),
        WireCall("move_items", "moveItems", [.init("_ items", .ids), .init("to container", .id), .init("index", .int)],
                 "“Move to…” of several items, in order (S7, S8)."),
        WireCall("move_destinations", "writeMoveDestinations", [.init("_ items", .ids)],
                 "Leaves where “Move to…” can put the items (the `destinations` answer)."),
        WireCall("history", "writeHistory", "Leaves the undo history (the `history` answer)."),
        WireCall("sessions", "writeSessions", "Leaves the drags in progress (the `sessions` answer)."),

        // Text views (P1, S6): not in the items-only build
        WireCall("text_begin", "beginTextContainer", [
            .init("_ id", .id), .init("flags", .id), .init("kind", .string), .init("label", .string),
            .init("acceptedTypes", .string),
        ], textOnly: true, "Begins a text view; its runs follow."),
        WireCall("text_run", "addTextRun", [
            .init("_ text", .string), .init("font", .string), .init("size", .double), .init("weight", .id),
            .init("italic", .bool), .init("color", .id), .init("link", .optionalString),
        ], textOnly: true, "One styled run of the text view begun (`color` 0xRRGGBBAA)."),
        WireCall("text_end", "endTextContainer", [.init("selectionLower", .int), .init("selectionUpper", .int)],
                 returns: .int, textOnly: true, "Ends the text view begun, with its selection (< 0: none)."),
        WireCall("text_attachments", "setTextAttachments", [.init("_ container", .id), .init("attachments", .id)],
                 textOnly: true, "Where items dropped on a text view that it has no text from go (0: nowhere)."),
        WireCall("text_selection", "setTextSelection", [
            .init("_ container", .id), .init("lower", .int), .init("upper", .int),
        ], textOnly: true, "A text view's selection (`lower` < 0 clears it)."),
        WireCall("text_layout", "setTextLayout", [.init("_ container", .id), .init("numbers", .numbers)],
                 textOnly: true, "Where a text view's characters are (WebHost.setTextLayout)."),
        WireCall("pick_up_text", "pickUpText", [.init("_ container", .id), .init("modifiers", .id)],
                 textOnly: true, "Picks up a text view's selection for a keyboard drag (S7)."),

        // Spring-loaded controls and scrolling (S13, A1)
        WireCall("spring_control", "setSpringControl", [
            .init("_ id", .id), .init("_ x", .double), .init("_ y", .double), .init("_ width", .double),
            .init("_ height", .double), .init("label", .string),
        ], "A control that springs open under a held drag (S13)."),
        WireCall("spring_frame", "setSpringControlFrame", [
            .init("_ id", .id), .init("_ x", .double), .init("_ y", .double), .init("_ width", .double),
            .init("_ height", .double),
        ], "Where a spring-loaded control is on screen."),
        WireCall("remove_spring_control", "removeSpringControl", [.init("_ id", .id)],
                 "Removes a spring-loaded control."),
        WireCall("add_scroll_view", "addScrollView", [.init("_ id", .id), .init("flags", .id)],
                 "A scroll view that is not a container, such as the page's own scroller (A1)."),
        WireCall("scroll_metrics", "setScrollMetrics", [
            .init("_ container", .id), .init("contentLength", .double), .init("offset", .double),
        ], "A container's scrollable length and offset (`contentLength` < 0: not scrollable)."),
        WireCall("scroll_viewport", "setScrollViewport", [
            .init("_ container", .id), .init("x", .double), .init("y", .double), .init("width", .double),
            .init("height", .double),
        ], "Where the part of a container that scrolls is (`width` < 0: the whole container)."),
        WireCall("scroll_offset", "scrollOffset", [.init("_ container", .id), .init("offset", .double)],
                 "A container's content scrolled to `offset`; the engine moves its items itself (A1)."),
        WireCall("uniform_geometry", "setUniformGeometry", [
            .init("_ container", .id), .init("originX", .double), .init("originY", .double),
            .init("itemWidth", .double), .init("itemHeight", .double), .init("spacingX", .double),
            .init("spacingY", .double), .init("columns", .int),
        ], "Declares a container's items uniform, so they need no frames (`columns` ≤ 0 withdraws it)."),
        WireCall("described_content_length", "describedContentLength", [.init("_ container", .id)], returns: .double,
                 "A described container's whole length along its axis, or -1 for a measured one."),
    ]

    /// The exports written by hand beside the generated ones (Web/dragkit/Swift/Exports.swift):
    /// the buffers, the bulk registration and the test trap. With `hostCalls` they are every
    /// export of the wasm (checked when the wasm is built).
    public static let handWrittenExports = [
        "dk_scratch", "dk_scratch_numbers", "dk_output_pointer", "dk_output_length", "dk_add_items", "dk_trap",
    ]
}
