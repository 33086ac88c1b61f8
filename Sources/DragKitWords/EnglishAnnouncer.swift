import DragKit

/// The announcements in English (S7): the sentences DragKit has always spoken. The default for
/// any page whose language is not one of the shipped others.
import DragKit

public struct EnglishAnnouncer: Announcer, Sendable {
    public init() {}

    /// The English sentence for `event`. O(n) in its length.
    public func words(for event: Announcement.Event) -> String {
        AnnouncementLanguage.english.words(for: event)
    }

    /// The English clause for a failure's reason. O(n).
    public func words(for reason: FailureReason) -> String {
        AnnouncementLanguage.english.words(for: reason)
    }

    /// The English Edit menu title for `command`, naming the change `kind` for undo and redo.
    /// O(n).
    public func menuTitle(_ command: Announcement.Command, _ kind: UndoKind?) -> String {
        AnnouncementLanguage.english.menuTitle(command, kind)
    }

    /// English, as data: each phrase's template, one a line, in ``Phrase``'s order (``Phrase``
    /// lists the arguments; ``TemplateTable`` reads it). The failure reasons say what
    /// ``WorkspaceError/description`` says. `\u{20}` is a space at a line's start or end.
    static let templates: StaticString = """
        {1} items
        text “{1}”
        Text “{1}”
        text
        Text
        content from another app
        Content from another app
        an item from another app
        An item from another app
        {1} items from another app
        move
        copy
        link
        delete
        copy its text
        make a clipping
        {1}
        Moved
        Copied
        Linked
        Moved
        Moved
        Moved
        Moved
        move
        copy
        link
        delete
        copy its text
        make a clipping
        {1}
        {1}
        {1}
        undo
        redo
        cut
        copy
        paste
        move
        Move
        Copy
        Move Text
        Copy Text
        Make Clipping
        Insert Text
        item {1} is already registered
        container {1} is already registered
        no item {1}
        no container {1}
        index {1} is outside 0...{2}
        identifier {1} is above the largest, {2}
        the destination is gone
        no reason was given
        \u{20}
        that place
        , as a copy
        , as a clipping
        \u{20}{1} of {2} items couldn't go there and stayed put.
        \u{20}({1} bytes)
        \u{20}({1} KB)
        \u{20}({1}.{2} MB)
        Picked up {1}, item {2} of {3} in {4}.
        Picked up {1} items from {2}.
        Picked up {1} from {2}.
        Added {1}. Dragging {2} items.
        Over {1}. Drop to {2}.
        Over {1}, position {3} of {4}. Drop to {2}.
        Over {1}, at character {3}. Drop to {2}.
        Over {1}, at the end. Drop to {2}.
        {1} can't take {2}.
        {1} can't go into {2}: a folder can't go into itself or a folder inside it.
        Can't drop {1} here.
        Not over a drop target.
        This place can't take text.
        {1} {2} to {3}, position {4} of {5}.{6}
        {1} {2} to {3}, at character {4}.
        Made a clipping “{1}” in {2}, position {3} of {4}.
        Dropped {1} where it was, in {2}.
        Drag cancelled.
        Dropped outside any drop target.
        Cancelled.
        Can't drop text there.
        {1} returned to {2}.
        {1} returned to {2}, position {3} of {4}.
        No place can take {1}.
        No place can take it.
        No other place can take {1}.
        {1}, position {3} of {4} in {2}{5}.
        {1}, at character {3} in {2}{5}.
        {1}, at the end of {2}{5}.
        {1}, top level of {2}, {4} of {5}{6}.
        {1}, inside {2}, level {3}, {4} of {5}{6}.
        Start of {1}.
        End of {1}.
        Use the arrow keys to move, Tab to go to another list, Space to drop, Escape to cancel.
        Use the arrow keys to move, Tab to go to another place, Space to drop, Escape to cancel.
        Dropped {1} on {2}. Loading{3}…
        Dropped {1} on {2}, at character {3}. Loading its text…
        Stopped loading {1} into {2}. The original is unchanged.
        Stopped loading the text of {1}. {2} is unchanged.
        Inserted the text of {1} in {2}, at character {3}.
        {1} had no text to insert. {2} is unchanged.
        Couldn't {1} {2} to {3}: {4}. The {1} was removed; the original is unchanged.
        Couldn't {1} {2} to {3}: {4}. The {1} was removed; the original is unchanged.
        Couldn't {1} {2} to {3}: {4}. It is back where it was.
        Couldn't {1} {2} to {3}: {4}. The copy was removed; the original is unchanged.
        Couldn't make a clipping “{1}” in {2}: {3}. The clipping was removed; the text is unchanged.
        Couldn't insert the text of {1} into {2}: {3}. The text was removed; {2} is as it was.
        Couldn't insert the text of {1} into {2}: {3}. {2} is unchanged.
        Couldn't insert the text of {1}: {2} is gone.
        Couldn't load {1} into {2}: {3}. The original is unchanged.
        Couldn't finish loading {1}: {2}. The original is unchanged.
        Couldn't {1}: {2}. The change stays as it was.
        Couldn't {1}: {2}. The change stays undone.
        Couldn't drop into {1}: the content changed while asking.
        Undid: moved {2} back to {3}.
        Undid: moved {2} back to {3}, position {4} of {5}.
        Undid: removed the copy of {2} from {3}.
        Undid: removed the copies of {2} from {3}.
        Undid: removed the clipping “{2}” from {3}.
        Undid: moved “{2}” back to {3}, at character {4}.
        Undid: removed “{2}” from {3}.
        Redid: {2}
        Redid: moved “{3}” to {4}, at character {5}.
        Redid: copied “{3}” to {4}, at character {5}.
        Nothing to {1}.
        Can't {1} while dragging.
        Can't {1} {2} yet: it is still being saved.
        Can't {1} {2}: the content has changed since.
        Copy {2} into {3}? This can't be undone.
        Move {2} into {3}? This can't be undone.
        Post {1} to {2}? Posting can't be undone; Cancel takes it back.
        Posted {1} to {2}.
        Cancelled: {1} taken back out of {2}.
        Didn't drop {1} into {2}. Nothing changed.
        Cut {1} from {2}. Paste to move them.
        Cut {1} from {2}. Paste to move it.
        Copied {1} from {2}.
        Can't {1}: choose items from one list.
        Can't cut from {1}.
        Nothing to paste: the items are gone.
        Can't {1} there: no such list.
        Can't move items out of {1}.
        Can't {1} to position {2} of {3}.
        {1} is already there, in {2}.
        Can't {1} {2} to {3}.
        Already dragging with the keyboard. Drop or cancel that drag first.
        Nothing to pick up: {1} is not a text view.
        Text in {1} can't be dragged.
        Nothing to pick up: select some text in {1} first.
        That text in {1} is already being dragged.
        Opened {1}.
        {1} {2}…
        {1} {2}… {3}%
        {1} {2}.
        {1} {2} failed: {3}.
        Outside the window. Drop on another app to copy {1} there.
        Copied {1} to another app.
        Dragging {1}.
        Added {1} to {2}.
        Over empty space. Drop to open {1} in a new window.
        Opened {1} in a new window.
        print
        upload
        share
        Printing
        Uploading
        Sharing
        Printed
        Uploaded
        Shared
        Undo
        Redo
        Cut
        Copy
        Paste
        Move to…
        Undo {1}
        Redo {1}
        {1}, position {2} of {3}{4}
        {1}, at character {2}{4}
        {1}, at the end{4}
        , copy
        {1}, item {2} of {3} in {4}{5}
        , draggable
        Loading {1}…
        {1}
        From another app
        """
}
