/// A commit handed to the host, with what is needed to take it back if the host cannot store
/// it (F7, S10): one shape for every payload, items or text (issue 23).
struct PendingTransfer: Equatable, Sendable {
    /// How to take text edits back in one text container: the edits that undo them and the
    /// selection before (S6, A5).
    struct TextUndo: Equatable, Sendable {
        var container: ContainerID
        var edits: [TextEdit]
        var selection: TextRange?
    }

    /// What the host stores.
    var commit: Commit
    /// Where moved items were before the drop (items only).
    var placements: [ItemPlacement] = []
    /// Which step of the undo history this commits, if any (S10).
    var role: HistoryRole? = nil
    /// For an undo that removed copies: what to bring back if the removal can't be stored.
    var revivals: [Revival] = []
    /// What to announce once the host stored the change, for a drop whose outcome only the host
    /// knows (a put-back in a container that places by the drop point, S2): "Moved…" when
    /// stored, "Dropped … where it was" when unchanged (S7, issue 34). `nil`: the drop's words
    /// were made at the drop, and wait with the call's others (``HeldWords``, issue 36).
    var saidWhenStored: Announcement.Event? = nil
    /// Text edits and selections that take it back, in the order to apply them: a text drop's
    /// edits (S6), or the source text's selection a clipping drop took away (P1, A5). Always
    /// empty in the items-only build (``AbsentValue``).
    #if DRAGKIT_NO_TEXT
    @AbsentValue var textUndo: [TextUndo] = []
    #else
    var textUndo: [TextUndo] = []
    #endif

    /// An item commit: `placements` are where moved items were before it.
    init(transfer: Transfer, placements: [ItemPlacement]) {
        self.commit = .items(transfer)
        self.placements = placements
    }

    /// A text commit, taken back by `undo` (in the order to apply it).
    init(text: TextTransfer, undo: [TextUndo], role: HistoryRole? = nil) {
        self.commit = .text(text)
        self.textUndo = undo
        self.role = role
    }

    /// The commit's transfer id. O(1).
    var id: TransferID { commit.id }
}
