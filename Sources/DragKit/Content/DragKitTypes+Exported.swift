// The type model (type identifiers, their hierarchy, representations and the representation
// rule A2) lives in Packages/DragKitTypes, shared with the showcase's server (issue 23); every
// client of the engine sees it through `import DragKit`.
@_exported import DragKitTypes
