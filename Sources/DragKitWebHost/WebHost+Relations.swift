import DragKit
import DragKitEditing

// App boundaries, items that open containers, and "Move to…" of a selection as the browser
// calls them (S1–S3, S7). The page marks each app's containers (`data-dk-app`) and each item
// that stands for a container (`data-dk-opens`); see Docs/Showcase.md.

extension WebHost {
    /// Puts `container` in app `app` (0: in every app, e.g. a toolbar control). Drags between
    /// apps are copies (S2).
    public mutating func setApp(_ app: UInt32, forContainer container: UInt32) {
        engine.setApp(app == 0 ? nil : AppID(app), for: ContainerID(container))
    }

    /// Makes `item` stand for `container` (0: for none): a drop on its middle goes into it.
    public mutating func setOpenedContainer(_ container: UInt32, forItem item: UInt32) {
        engine.setOpenedContainer(container == 0 ? nil : ContainerID(container), for: ItemID(item))
    }

    /// Shows `root` as the top level of an outline whose levels are indented by `indentation`
    /// points each; 0 or less shows it as a plain list again (issue 37).
    public mutating func setOutline(_ root: UInt32, indentation: Double) {
        engine.setOutline(ContainerID(root), indentation: indentation > 0 ? indentation : nil)
    }

    /// Shows or hides the children of the outline row `item` (its disclosure triangle, issue 37).
    public mutating func setExpanded(_ item: UInt32, _ expanded: Bool) {
        engine.setExpanded(ItemID(item), expanded)
    }

    /// "Move to…" of `items` (the whole selection, from one container) into `container` at
    /// `index` (the end when `index` < 0), with the operation a drag there would perform (S2, S3).
    public mutating func moveItems(_ items: [UInt32], to container: UInt32, index: Int32) {
        emit(editor.handle(.move(items.map { ItemID($0) }, to: ContainerID(container), at: index >= 0 ? Int(index) : nil)))
    }

    /// Paste into `container` right after `item` (0: at its start), counted without the items
    /// a Cut moves (S7).
    public mutating func paste(into container: UInt32, after item: UInt32) {
        emit(editor.handle(.pasteAfter(item == 0 ? nil : ItemID(item), into: ContainerID(container))))
    }

    /// Leaves where "Move to…" can put `items` in ``output`` as the `destinations` answer: each
    /// container (`c`), whether the items move or are copied there (`op`) and how many it holds
    /// (`n`), in registration order. O(containers).
    public mutating func writeMoveDestinations(_ items: [UInt32]) {
        output.answerDestinations(engine.moveDestinations(for: items.map { ItemID($0) }).map {
            WireDestination(c: $0.container.rawValue, op: $0.operation == .move ? .move : .copy, n: $0.itemCount, d: $0.level)
        })
    }
}
