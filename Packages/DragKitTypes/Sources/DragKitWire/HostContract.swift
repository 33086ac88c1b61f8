// The host contract between the engine (the wasm) and the web package (issue 36): every answer a
// call leaves and every action the engine asks the page to carry out, stated once. The keys are
// the ones the page's handlers read (Web/dragkit/Internals.md, "The wire"); the bytes are
// little-endian records (WireSchema.swift). `Scripts/generate.sh` writes the Swift encoder
// (Sources/DragKitWebHost/Wire+Generated.swift), the JavaScript decoder
// (Web/dragkit/dragkit-wire.js) and the action types in Web/dragkit/dragkit.d.ts from it; CI
// fails when one of them is stale.

extension WireSchema {
    /// The contract. Adding a field or a case changes every generated file together; the tag of a
    /// case is its index, so the wasm and the JavaScript of one build always agree.
    public static let hostContract = WireSchema(
        names: [
            WireNames("cursor", ["auto", "grabbing", "copy", "alias", "not-allowed", "disappearing", "newWindow"]),
            WireNames("symbol", ["none", "copy", "link", "forbidden"]),
            WireNames("operation", ["cancel", "forbidden", "copy", "move", "link", "delete"]),
            WireNames("confirmStyle", ["before", "after"]),
        ],
        records: [
            // A styled run of text (S6): its characters and the style the page draws them in.
            WireRecord("run", [
                WireField("s", .string), WireField("font", .string), WireField("size", .double),
                WireField("w", .int), WireField("i", .bool), WireField("rgba", .id),
                WireField("link", .optional(.string, absent: .null)),
            ]),
            // An item a drop made from text (P1).
            WireRecord("created", [
                WireField("id", .id), WireField("type", .string), WireField("label", .string), WireField("text", .string),
            ]),
            // One item's slot in a placeholder (F9).
            WireRecord("slot", [WireField("item", .id), WireField("label", .string), WireField("total", .double)]),
            // A drag in progress (`sessions()`).
            WireRecord("session", [
                WireField("pointer", .id), .constant("phase", "dragging"), WireField("items", .items),
                WireField("source", .id), WireField("destination", .optional(.id, absent: .null)),
                WireField("index", .optional(.int, absent: .omitted)),
                WireField("operation", .name("operation")), WireField("cursor", .name("cursor")),
                WireField("badge", .optional(.int, absent: .null)),
                WireField("text", .optional(.bool, absent: .omitted)),
            ]),
            // The Edit menu's state (S10).
            WireRecord("history", [
                // The kinds, not the titles: the page's words module says "Undo Move" (issue 36).
                WireField("canUndo", .bool), WireField("undoKind", .optional(.string, absent: .null)),
                WireField("canRedo", .bool), WireField("redoKind", .optional(.string, absent: .null)),
                WireField("paste", .int), WireField("undoDepth", .int), WireField("redoDepth", .int),
            ]),
            // Where "Move to…" can put the items (S7).
            WireRecord("destination", [
                WireField("c", .id), WireField("op", .name("operation")), WireField("n", .int), WireField("d", .int),
            ]),
            // A refused declaration.
            WireRecord("refusal", [WireField("error", .string)]),
        ],
        unions: [
            // A change to the content, as an array: `["insert", id, container, index]`.
            WireUnion("step", [
                WireRecord("remove", tuple: true, [.constant("op", "remove"), WireField("id", .id)]),
                WireRecord("insert", tuple: true, [
                    .constant("op", "insert"), WireField("id", .id), WireField("c", .id), WireField("index", .int),
                ]),
                WireRecord("duplicate", tuple: true, [.constant("op", "dup"), WireField("original", .id), WireField("copy", .id)]),
                WireRecord("delete", tuple: true, [.constant("op", "delete"), WireField("id", .id)]),
                WireRecord("create", tuple: true, [
                    .constant("op", "create"), WireField("id", .id), WireField("type", .string), WireField("label", .string),
                ]),
            ]),
            // What the engine asks the page to do: `t` names it.
            WireUnion("action", [
                WireRecord("tick", [.constant("t", "tick"), WireField("at", .double)]),
                WireRecord("measure", [.constant("t", "measure")]),
                WireRecord("scroll", [.constant("t", "scroll"), WireField("c", .id), WireField("dx", .double), WireField("dy", .double)]),
                WireRecord("beginItems", [
                    .constant("t", "begin"), .constant("kind", "items"), WireField("p", .id),
                    WireField("items", .items), WireField("f", .rect),
                ]),
                WireRecord("beginText", [
                    .constant("t", "begin"), .constant("kind", "text"), WireField("p", .id), WireField("c", .id),
                    WireField("r", .range), WireField("f", .rect),
                ]),
                WireRecord("move", [.constant("t", "move"), WireField("p", .id), WireField("f", .rect)]),
                WireRecord("settle", [.constant("t", "end"), WireField("p", .id), .constant("how", "settle"), WireField("items", .items)]),
                WireRecord("flyBack", [.constant("t", "end"), WireField("p", .id), .constant("how", "flyBack"), WireField("f", .rect)]),
                WireRecord("evaporate", [.constant("t", "end"), WireField("p", .id), .constant("how", "evaporate")]),
                WireRecord("delivered", [.constant("t", "end"), WireField("p", .id), .constant("how", "delivered")]),
                WireRecord("lifted", [.constant("t", "lifted"), WireField("items", .items), WireField("on", .bool)]),
                WireRecord("mark", [
                    .constant("t", "mark"), WireField("p", .id), WireField("c", .id), WireField("hl", .bool),
                    WireField("i", .int), WireField("f", .rect), WireField("o", .optional(.int, absent: .omitted)),
                    WireField("into", .optional(.id, absent: .omitted)),
                ]),
                WireRecord("unmark", [.constant("t", "mark"), WireField("p", .id), .null("c")]),
                WireRecord("cursor", [.constant("t", "cursor"), WireField("p", .id), WireField("v", .name("cursor"))]),
                WireRecord("badge", [.constant("t", "badge"), WireField("p", .id), WireField("n", .int), WireField("s", .name("symbol"))]),
                WireRecord("unbadge", [.constant("t", "badge"), WireField("p", .id), .null("n")]),
                // What is said crosses as the announcement's bytes (`Utterance`), never as a sentence:
                // the page's words module says it in the page's language (issue 36, S7), and the
                // router puts the sentence in `text` before any handler sees the action.
                WireRecord("say", [.constant("t", "say"), WireField("words", .bytes), WireField("assertive", .bool)]),
                WireRecord("changeItems", [.constant("t", "change"), .constant("kind", "items"), WireField("steps", .list(.union("step")))]),
                // A text view's whole text after a change, as the engine holds it (issue 36): the
                // page draws these runs, never splicing the engine's edits itself.
                WireRecord("changeText", [
                    .constant("t", "change"), .constant("kind", "text"), WireField("c", .id),
                    WireField("runs", .list(.record("run"))), WireField("sel", .optional(.range, absent: .null)),
                ]),
                WireRecord("commitItems", [
                    .constant("t", "commit"), .constant("kind", "items"), WireField("id", .id),
                    WireField("op", .name("operation")), WireField("items", .items), WireField("from", .id),
                    WireField("to", .id), WireField("index", .int), WireField("copies", .items),
                    WireField("types", .list(.string)), WireField("fields", .list(.string)),
                    WireField("at", .list(.int)), WireField("created", .list(.record("created"))),
                ]),
                WireRecord("commitText", [
                    .constant("t", "commit"), .constant("kind", "text"), WireField("id", .id),
                    WireField("op", .name("operation")), WireField("from", .id), WireField("fr", .range),
                    WireField("to", .id), WireField("r", .range), WireField("text", .list(.record("run"))),
                    WireField("items", .items),
                ]),
                WireRecord("fail", [.constant("t", "fail"), WireField("words", .bytes)]),
                WireRecord("add", [.constant("t", "add"), WireField("p", .id), WireField("items", .items)]),
                WireRecord("flock", [.constant("t", "flock"), WireField("p", .id), WireField("items", .items), WireField("fs", .list(.rect))]),
                WireRecord("reshape", [.constant("t", "reshape"), WireField("p", .id), WireField("w", .double), WireField("h", .double)]),
                WireRecord("unshape", [.constant("t", "reshape"), WireField("p", .id), .null("w")]),
                WireRecord("select", [.constant("t", "select"), WireField("c", .id), WireField("items", .items)]),
                WireRecord("activate", [.constant("t", "activate"), WireField("c", .id)]),
                WireRecord("springFlash", [.constant("t", "springFlash"), WireField("id", .id)]),
                WireRecord("spring", [.constant("t", "spring"), WireField("id", .id)]),
                WireRecord("expand", [.constant("t", "expand"), WireField("item", .id), WireField("open", .bool)]),
                WireRecord("reveal", [.constant("t", "reveal"), WireField("c", .id), WireField("i", .int), WireField("f", .rect)]),
                WireRecord("load", [
                    .constant("t", "load"), WireField("id", .id), WireField("item", .id), WireField("type", .string),
                    WireField("fields", .list(.string)),
                ]),
                WireRecord("placeholder", [
                    .constant("t", "ph"), WireField("id", .id), WireField("c", .id), WireField("i", .int),
                    WireField("words", .bytes), WireField("items", .list(.record("slot"))),
                ]),
                WireRecord("progress", [
                    .constant("t", "progress"), WireField("id", .id), WireField("done", .double),
                    WireField("total", .double), WireField("each", .list(.double)),
                ]),
                WireRecord("external", [
                    .constant("t", "external"), WireField("id", .id), WireField("c", .id), WireField("i", .int),
                    WireField("types", .list(.string)),
                ]),
                WireRecord("open", [.constant("t", "open"), WireField("items", .items)]),
                WireRecord("unplaceholder", [.constant("t", "unph"), WireField("id", .id)]),
                WireRecord("task", [.constant("t", "task"), WireField("id", .id), WireField("c", .id), WireField("items", .items)]),
                WireRecord("taskRunning", [.constant("t", "taskState"), WireField("id", .id), .constant("s", "running"), WireField("f", .double)]),
                WireRecord("taskFinished", [.constant("t", "taskState"), WireField("id", .id), .constant("s", "finished")]),
                WireRecord("taskFailed", [
                    .constant("t", "taskState"), WireField("id", .id), .constant("s", "failed"), WireField("words", .bytes),
                ]),
                WireRecord("confirm", [
                    .constant("t", "confirm"), WireField("id", .id), WireField("style", .name("confirmStyle")),
                    WireField("words", .bytes), WireField("c", .id), WireField("items", .items),
                ]),
            ]),
        ],
        answers: WireUnion("answer", [
            WireRecord("actions", [WireField("actions", .list(.union("action")))]),
            WireRecord("sessions", [WireField("sessions", .list(.record("session")))]),
            WireRecord("history", [WireField("history", .record("history"))]),
            WireRecord("destinations", [WireField("destinations", .list(.record("destination")))]),
            WireRecord("refusal", [WireField("refusal", .record("refusal"))]),
        ])
    )
}
