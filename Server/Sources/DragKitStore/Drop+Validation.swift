extension Drop {
    /// Checks everything about the drop that does not depend on stored data.
    ///
    /// Throws a ``DropError`` of kind ``DropError/Kind/invalidRequest`` when:
    /// there are no items or more than ``maximumItemCount``; an item id appears
    /// twice; any id (items, copies, lists) breaks the ``Identifier`` rule;
    /// a move carries copy ids; a copy does not carry exactly one copy id per item,
    /// or repeats a copy id; or ``index`` is negative. Checks run in that order; the first failure is thrown.
    public func validateShape() throws {
        guard !itemIDs.isEmpty else {
            throw DropError(.invalidRequest, "A drop needs at least one item id in 'items'.")
        }
        guard itemIDs.count <= Self.maximumItemCount else {
            throw DropError(
                .invalidRequest,
                "A drop can carry at most \(Self.maximumItemCount) items; this one has \(itemIDs.count)."
            )
        }
        try Self.validateIdentifiers(itemIDs, field: "items")
        if let duplicate = Self.firstDuplicate(in: itemIDs) {
            throw DropError(.invalidRequest, "Item '\(duplicate)' appears more than once in 'items'.")
        }
        try Self.validateIdentifier(from, field: "from")
        try Self.validateIdentifier(to, field: "to")

        switch operation {
        case .move:
            guard copyIDs.isEmpty else {
                throw DropError(
                    .invalidRequest,
                    "'copies' is only for copy drops; a move keeps the items' ids, so leave 'copies' out."
                )
            }
        case .copy:
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
            if let duplicate = Self.firstDuplicate(in: copyIDs) {
                throw DropError(.invalidRequest, "New id '\(duplicate)' appears more than once in 'copies'.")
            }
        }

        guard index >= 0 else {
            throw DropError(.invalidRequest, "'index' must be 0 or more; got \(index).")
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
                "'\(field)' is not a valid id\(quotedIfPrintable(id)): ids are \(Identifier.ruleDescription)."
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

    private static func firstDuplicate(in ids: [String]) -> String? {
        var seen = Set<String>()
        for id in ids where !seen.insert(id).inserted {
            return id
        }
        return nil
    }
}
