import DragKit

// Registration that goes through the app's catalogue (kinds of containers, item sizes), and the
// engine's spring-loaded controls (S13) and scroll metrics (A1) as the browser reports them.

extension WebHost {
    // MARK: Kinds and sizes

    /// The policy a container's markup describes: `flags` and `acceptedTypes` as in
    /// ``addContainer(_:flags:label:acceptedTypes:)``.
    public static func basePolicy(flags: UInt32, acceptedTypes: String) -> ContainerPolicy {
        var policy = ContainerPolicy(
            crossContainerOperation: flags & 8 != 0 ? .move : .copy,
            acceptedTypes: Self.fields(of: acceptedTypes, separatedBy: 0x20).compactMap { $0.isEmpty ? nil : TypeIdentifier($0) },
            acceptsDrops: flags & 1 != 0,
            allowsDragging: flags & 2 != 0,
            axis: flags & 0x1000 != 0 ? .grid : flags & 4 != 0 ? .horizontal : .vertical,
            dropsAreUndoable: flags & 0x300 == 0,
            confirmation: flags & 0x200 != 0 ? .cancelStepAfter : .before)
        policy.layoutDirection = flags & 0x2000 != 0 ? .rightToLeft : .leftToRight
        return policy
    }

    /// Registers a container of `kind` (`data-dk-kind`): its markup's policy (`flags` and
    /// `acceptedTypes` as in ``addContainer(_:flags:label:acceptedTypes:)``) as the catalogue
    /// adjusts it. Returns 0 or an ``ErrorCode``.
    public mutating func addContainer(_ id: UInt32, flags: UInt32, label: String, acceptedTypes: String, kind: String) -> Int32 {
        let policy = catalog.policy(kind, Self.basePolicy(flags: flags, acceptedTypes: acceptedTypes))
        return report { (engine: inout DragEngine) throws(WorkspaceError) in
            try engine.addContainer(Container(id: ContainerID(id), label: label, policy: policy))
        }
    }

    /// Registers an item with the representations the catalogue gives its type; `byteCount` is
    /// the page's size hint (`data-dk-bytes`; ≤ 0 or non-finite when unknown).
    public mutating func addItem(
        _ id: UInt32, container: UInt32, index: Int32, type: String, label: String, byteCount: Double
    ) -> Int32 {
        let itemType = TypeIdentifier(type.isEmpty ? "public.item" : type)
        let bytes = byteCount.isFinite && byteCount > 0 ? UInt64(min(byteCount, 9.0e15)) : 0
        let item = Item(
            id: ItemID(id), type: itemType, label: label,
            provider: catalog.provider(itemType, HostCatalog.ItemHints(byteCount: bytes)))
        return report { (engine: inout DragEngine) throws(WorkspaceError) in
            try engine.insert(item, into: ContainerID(container), at: index >= 0 ? Int(index) : nil)
        }
    }

    // MARK: Spring-loaded controls (S13)

    /// Registers or moves a control that opens when a drag dwells on it (`data-dk-spring`).
    public mutating func setSpringControl(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double, label: String) {
        engine.setSpringLoadedControl(SpringLoadedControl(
            id: SpringID(id), frame: Rect(x: x, y: y, width: width, height: height), label: label))
    }

    public mutating func removeSpringControl(_ id: UInt32) {
        engine.removeSpringLoadedControl(SpringID(id))
    }

    /// Moves a registered control without changing its label; unknown ids are ignored.
    public mutating func setSpringControlFrame(_ id: UInt32, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        guard var control = engine.springLoadedControls.first(where: { $0.id == SpringID(id) }) else { return }
        control.frame = Rect(x: x, y: y, width: width, height: height)
        engine.setSpringLoadedControl(control)
    }

    // MARK: Scrolling (A1)

    /// Makes `container` auto-scroll during drags: its content is `contentLength` long along its
    /// axis and scrolled by `offset`. A negative or non-finite `contentLength` makes it not
    /// scrollable.
    /// Registers the scroll view `id` that is not a container (the page's scroller, A1):
    /// `flags` bit 4 makes it horizontal. See ``DragEngine/addScrollView(_:axis:)``.
    public mutating func addScrollView(_ id: UInt32, flags: UInt32) {
        engine.addScrollView(ContainerID(id), axis: flags & 4 != 0 ? .horizontal : .vertical)
    }

    public mutating func setScrollMetrics(_ container: UInt32, contentLength: Double, offset: Double) {
        guard contentLength.isFinite, contentLength >= 0 else {
            _ = engine.handle(.scrollMetricsRemoved(of: ContainerID(container)))
            return
        }
        let offset = offset.isFinite ? max(offset, 0) : 0
        _ = engine.handle(.scrollMetrics(ScrollMetrics(contentLength: contentLength, offset: offset), of: ContainerID(container)))
    }

    /// Where the part of `container` that scrolls is on screen, when it is not the whole
    /// container (its rows below a heading); a negative or non-finite size withdraws it (A1).
    public mutating func setScrollViewport(_ container: UInt32, x: Double, y: Double, width: Double, height: Double) {
        let valid = x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
        let frame = valid ? Rect(x: x, y: y, width: width, height: height) : nil
        _ = engine.handle(.scrollViewport(frame, of: ContainerID(container)))
    }
}

extension WebHost {
    // MARK: Content the page removed

    /// Removes an item the page no longer shows (an app re-rendered without it); its change
    /// lands in ``output``. Returns 0, or ``ErrorCode/unknownItem``.
    public mutating func removeItem(_ id: UInt32) -> Int32 {
        do throws(WorkspaceError) {
            emit(try engine.removeItem(ItemID(id)))
            return 0
        } catch {
            emit([])
            return ErrorCode.unknownItem.rawValue
        }
    }
}
