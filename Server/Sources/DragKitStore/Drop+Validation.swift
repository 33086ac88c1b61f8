extension Drop {
    /// Checks everything about the drop that does not depend on stored data.
    ///
    /// Throws a ``DropError`` of kind ``DropError/Kind/invalidRequest`` when:
    /// there are no items (and, for a copy, nothing created) or more than
    /// ``maximumItemCount``; an item id appears twice; any id (items, copies,
    /// containers, created) breaks the ``Identifier`` rule; a move or delete
    /// carries copy ids or created items; a copy of dragged items does not carry
    /// exactly one copy id per item, or repeats one; a created item has a bad
    /// type, a title over 500 characters, or a payload that is not an object or
    /// over 16 KB; ``indices`` does not give one distinct non-negative index per
    /// item; or ``index`` is negative. Checks run in that order; the first
    /// failure is thrown.
    public func validateShape() throws {
        let createdOnly = operation == .copy && itemIDs.isEmpty && !created.isEmpty
        guard !itemIDs.isEmpty || createdOnly else {
            throw DropError(
                .invalidRequest,
                operation == .copy
                    ? "A drop needs at least one item id in 'items' (or, for a copy, new items in 'created')."
                    : "A drop needs at least one item id in 'items'."
            )
        }
        let count = itemIDs.count + (createdOnly ? created.count : 0)
        guard count <= Self.maximumItemCount, created.count <= Self.maximumItemCount else {
            throw DropError(
                .invalidRequest,
                "A drop can carry at most \(Self.maximumItemCount) items; this one has \(max(count, created.count))."
            )
        }
        try Self.validateIdentifiers(itemIDs, field: "items")
        if Self.firstDuplicate(in: itemIDs) != nil {
            throw DropError(.invalidRequest, "An item appears more than once in 'items'; name each dragged item once.")
        }
        try Self.validateIdentifier(from, field: "from")
        try Self.validateIdentifier(to, field: "to")

        switch operation {
        case .move, .delete:
            guard copyIDs.isEmpty else {
                throw DropError(
                    .invalidRequest,
                    "'copies' is only for copy drops; a \(operation.rawValue) keeps the items' ids, so leave 'copies' out."
                )
            }
            guard created.isEmpty else {
                throw DropError(.invalidRequest, "'created' is only for copy drops; leave it out of a \(operation.rawValue).")
            }
            if operation == .delete, indices != nil {
                throw DropError(.invalidRequest, "'indices' is not used by a delete; leave it out.")
            }
        case .copy:
            if itemIDs.isEmpty {
                guard copyIDs.isEmpty else {
                    throw DropError(.invalidRequest, "'copies' names copies of dragged items, but 'items' is empty.")
                }
                guard indices == nil else {
                    throw DropError(.invalidRequest, "'indices' places dragged items; items in 'created' are stored at 'index'.")
                }
            } else {
                guard !copyIDs.isEmpty else {
                    throw DropError(
                        .invalidRequest,
                        "A copy needs 'copies': one new id for each dragged item (\(itemIDs.count) expected)."
                    )
                }
                guard copyIDs.count == itemIDs.count else {
                    throw DropError(
                        .invalidRequest,
                        "'copies' has \(copyIDs.count) id\(copyIDs.count == 1 ? "" : "s") but 'items' has \(itemIDs.count); a copy needs exactly one new id per item."
                    )
                }
                try Self.validateIdentifiers(copyIDs, field: "copies")
                if Self.firstDuplicate(in: copyIDs) != nil {
                    throw DropError(.invalidRequest, "A new id appears more than once in 'copies'; each copy needs its own.")
                }
            }
            try validateCreated()
        }

        if let indices {
            guard indices.count == itemIDs.count else {
                throw DropError(
                    .invalidRequest,
                    "'indices' has \(indices.count) entr\(indices.count == 1 ? "y" : "ies") but 'items' has \(itemIDs.count); give one final index per item."
                )
            }
            if let negative = indices.first(where: { $0 < 0 }) {
                throw DropError(.invalidRequest, "'indices' must be 0 or more; got \(negative).")
            }
            if let duplicate = Self.firstDuplicate(in: indices.map(String.init)) {
                throw DropError(.invalidRequest, "Index \(duplicate) appears more than once in 'indices'.")
            }
        }

        guard index >= 0 else {
            throw DropError(.invalidRequest, "'index' must be 0 or more; got \(index).")
        }
        try validateTimes()
        for (id, version) in versions.sorted(by: { $0.key < $1.key }) {
            guard id == from || id == to else {
                throw DropError(.invalidRequest, "'versions' may only name the drop's 'from' and 'to' containers.")
            }
            guard version >= 0 else {
                throw DropError(.invalidRequest, "'versions' must be 0 or more; got \(version).")
            }
        }
    }

    /// Checks ``times``: only for a move or copy, keyed by dragged item ids, each a
    /// start in `0..<minutesPerDay` (S2: a drop keeps the time under the pointer).
    /// O(n log n) in the number of entries (sorted so the first bad key is stable).
    private func validateTimes() throws {
        try validateDates()
        guard !times.isEmpty else { return }
        guard operation != .delete else {
            throw DropError(.invalidRequest, "'times' is only for moves and copies; leave it out of a delete.")
        }
        let dragged = Set(itemIDs)
        for (id, start) in times.sorted(by: { $0.key < $1.key }) {
            guard dragged.contains(id) else {
                throw DropError(.invalidRequest, "'times' names an item that is not dragged: every key must be in 'items'.")
            }
            guard (0..<Self.minutesPerDay).contains(start) else {
                throw DropError(
                    .invalidRequest,
                    "Each start in 'times' must be a start in minutes after midnight, 0 to \(Self.minutesPerDay - 1); got \(start)."
                )
            }
        }
    }

    /// Checks ``dates``: only for a move or copy, keyed by dragged item ids, each a real
    /// calendar date written `YYYY-MM-DD` (years 1970 to 2999). O(n log n) in the entries.
    private func validateDates() throws {
        guard !dates.isEmpty else { return }
        guard operation != .delete else {
            throw DropError(.invalidRequest, "'dates' is only for moves and copies; leave it out of a delete.")
        }
        let dragged = Set(itemIDs)
        for (id, date) in dates.sorted(by: { $0.key < $1.key }) {
            guard dragged.contains(id) else {
                throw DropError(.invalidRequest, "'dates' names an item that is not dragged: every key must be in 'items'.")
            }
            guard Self.isCalendarDate(date) else {
                throw DropError(.invalidRequest, "Each date in 'dates' must be a date written YYYY-MM-DD\(Self.quotedIfPrintable(date)).")
            }
        }
    }

    /// Whether `text` is `YYYY-MM-DD`, a day that exists (leap years included). O(1).
    static func isCalendarDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1970...2999).contains(year), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    /// Checks every entry of ``created``: valid fresh-looking id, not repeated, a
    /// valid type, a title of at most ``ListItem/maximumTitleLength`` characters without control characters,
    /// a payload that is an object of at most ``ListItem/maximumPayloadBytes``;
    /// and, when items are copied, that each entry converts one of the copies.
    private func validateCreated() throws {
        try Self.validateIdentifiers(created.map(\.id), field: "created")
        if Self.firstDuplicate(in: created.map(\.id)) != nil {
            throw DropError(.invalidRequest, "A new id appears more than once in 'created'; each new item needs its own.")
        }
        let copies = Set(copyIDs)
        for (offset, item) in created.enumerated() {
            let field = "created[\(offset)]"
            guard ListItem.isValidType(item.type) else {
                throw DropError(
                    .invalidRequest,
                    "'\(field).type' must be 1 to \(ListItem.maximumTypeLength) characters from A-Z, a-z, 0-9, '.', '-' and '_'."
                )
            }
            guard item.title.count <= ListItem.maximumTitleLength else {
                throw DropError(
                    .invalidRequest,
                    "'\(field).title' is too long: at most \(ListItem.maximumTitleLength) characters, got \(item.title.count)."
                )
            }
            guard !item.title.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw DropError(.invalidRequest, "'\(field).title' must not hold control characters (a title is one line of text).")
            }
            guard item.payload.isObject else {
                throw DropError(.invalidRequest, "'\(field).payload' must be a JSON object.")
            }
            let bytes = item.payload.jsonText().utf8.count
            guard bytes <= ListItem.maximumPayloadBytes else {
                throw DropError(
                    .invalidRequest,
                    "'\(field).payload' is too large: at most \(ListItem.maximumPayloadBytes / 1024) KB, got \(bytes) bytes."
                )
            }
            if !itemIDs.isEmpty, !copies.contains(item.id) {
                throw DropError(
                    .invalidRequest,
                    "'\(field).id' is not in 'copies': with dragged items, 'created' may only say what a copy becomes."
                )
            }
        }
    }

    private static func validateIdentifiers(_ ids: [String], field: String) throws {
        for (offset, id) in ids.enumerated() {
            try validateIdentifier(id, field: "\(field)[\(offset)]")
        }
    }

    private static func validateIdentifier(_ id: String, field: String) throws {
        guard Identifier.isValid(id) else {
            throw DropError(
                .invalidRequest,
                "'\(field)' is not a valid id: ids are \(Identifier.ruleDescription)."
            )
        }
    }

    /// ` ("value")` for short printable values, so messages can show what was sent
    /// without echoing arbitrary or huge input.
    private static func quotedIfPrintable(_ value: String) -> String {
        guard value.unicodeScalars.count <= 80,
            value.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
        else { return "" }
        return " (\"\(value)\")"
    }

    /// The first id that appears a second time in `ids`, or `nil`. O(n).
    private static func firstDuplicate(in ids: [String]) -> String? {
        var seen = Set<String>()
        return ids.first { !seen.insert($0).inserted }
    }
}
