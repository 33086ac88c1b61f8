/// The kinds of container the showcase seeds (see the kinds table in `Docs/Showcase.md`).
///
/// Stored as its raw value in `containers.kind`; the page renders by it. What a kind *does*
/// (holds text, hands items to a task, lets nothing be dragged out, which types it takes) is
/// stated once, in the catalogue (`Web/showcase/catalog.json`), and read from there
/// (``TypeCatalog/kind(_:)``, `CatalogKind`), never re-encoded here (issue 23).
public enum ContainerKind: String, Sendable, Hashable, CaseIterable, Codable {
    case list, board, note, field, attachments, grid, album, print, recipients, mailbody, day
    case folder, dropbox, springboard, dock, appfolder, dashboard
}
