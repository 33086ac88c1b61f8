import DragKit
import DragKitTypes

// A catalogue's kind (shared data, `DragKitTypes`) as the engine's container policy and text
// options: where the web host turns `data-dk-kind` into behaviour (Docs/Catalog.md).

extension CatalogKind {
    /// `base` (the markup's policy) as this kind adjusts it. O(1) plus the copied lists.
    public func policy(from base: ContainerPolicy) -> ContainerPolicy {
        var policy = base
        switch axis {
        case .vertical?: policy.axis = .vertical
        case .horizontal?: policy.axis = .horizontal
        case .grid?: policy.axis = .grid
        case .rows?: if policy.axis != .grid { policy.axis = .horizontal }
        case nil: break
        }
        policy.acceptedTypes = acceptedTypes(markup: policy.acceptedTypes)
        if let dropPreviewSize {
            policy.dropPreviewSize = Size(width: Double(dropPreviewSize.width), height: Double(dropPreviewSize.height))
        }
        if let undoable { policy.dropsAreUndoable = undoable }
        switch confirmation {
        case .before?: policy.confirmation = .before
        case .after?: policy.confirmation = .cancelStepAfter
        case nil: break
        }
        switch task {  // F10: the catalogue's task kind is the engine's task verb
        case .print?: policy.role = .task(.print)
        case .upload?: policy.role = .task(.upload)
        case .share?: policy.role = .task(.share)
        case nil: break
        }
        if let allowsDragging { policy.allowsDragging = allowsDragging }
        if let requestedFields { policy.requestedFields = requestedFields }
        switch crossOperation {
        case .copy?: policy.crossContainerOperation = .copy
        case .move?: policy.crossContainerOperation = .move
        case .link?: policy.crossContainerOperation = .link
        case nil: break
        }
        if let placesByDropPoint { policy.placesByDropPoint = placesByDropPoint }
        return policy
    }

    /// A text view's options (`base`, from its markup) as this kind adjusts them.
    public func textOptions(from base: HostCatalog.TextOptions) -> HostCatalog.TextOptions {
        var options = base
        if let isRich = text?.isRich { options.isRichText = isRich }
        if let accepts = text?.accepts { options.acceptedItemTypes = accepts }
        return options
    }
}
