// DragKitDesktopFiles: the folder model behind the desktop host's Files and Photos panes (issue 26).
//
// Foundation only, no GTK and no engine, so every rule is tested without a display:
// - `DesktopFolder` lists a real folder, moves items within it with one atomic `rename(2)` (S3),
//   undoes a move (S10), copies in what other apps drop through a hidden `.part` file with
//   progress, a size limit and cancellation (S2, F9, `ImportCancellation`), cleans up `.part`
//   files a crash left, and tells the write-only Drop Box apart (S11).
// - `SafeName` refuses hostile names and, with `DesktopFolder`, keeps every path inside the folder.
// - `OnDemandFile` writes the files other apps receive (P1): an `.ics` with one VTODO, a clipping;
//   `URIList` reads and writes the `text/uri-list` they travel in (P1, S2, A2).
// - `FolderError` says why something was refused, as a sentence for people.
