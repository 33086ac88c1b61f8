import GRDB

/// The content a new database starts with: two lists of five tasks each.
///
/// ``insertIfEmpty(_:)`` writes it only when the `containers` table is empty,
/// so it runs on the first open of a file and never again.
enum SeedData {
    struct List {
        var id: String
        var title: String
        var itemTitles: [String]
    }

    static let lists: [List] = [
        List(
            id: "inbox",
            title: "Inbox",
            itemTitles: [
                "Buy oat milk",
                "Call the plumber",
                "Book train to Lyon",
                "Return library books",
                "Renew passport",
            ]
        ),
        List(
            id: "later",
            title: "Later",
            itemTitles: [
                "Plan the garden",
                "Read 'The Overstory'",
                "Fix the bike light",
                "Sort holiday photos",
                "Learn three chords",
            ]
        ),
    ]

    /// Inserts the seed lists and items unless some list already exists.
    /// Lists get cross operation `copy` and accept any type; items get type
    /// `task` and ids `<list>-1`, `<list>-2`, ….
    /// - Returns: whether anything was inserted.
    @discardableResult
    static func insertIfEmpty(_ db: Database) throws -> Bool {
        guard try ContainerRow.fetchCount(db) == 0 else { return false }
        for (listPosition, list) in lists.enumerated() {
            try ContainerRow(id: list.id, title: list.title, position: listPosition, crossOperation: "copy", accepts: "")
                .insert(db)
            for (itemPosition, title) in list.itemTitles.enumerated() {
                try ItemRow(
                    id: "\(list.id)-\(itemPosition + 1)",
                    containerID: list.id,
                    position: itemPosition,
                    type: "task",
                    title: title
                ).insert(db)
            }
        }
        return true
    }
}
