// DragKitDesktopFiles: the folder model behind the desktop host's Files and Photos panes (issue 26).
//
// Foundation only, no GTK and no engine, so every rule is tested without a display:
// - ``DesktopFolder`` lists a real folder, moves items within it with one atomic `rename(2)` (S3),
//   undoes a move (S10), copies in what other apps drop through a hidden `.part` file with progress
//   (S2, F9), and tells the write-only Drop Box apart (S11).
// - ``SafeName`` refuses hostile names and keeps every path inside the folder.
// - ``OnDemandFile`` writes the files other apps receive (P1): an `.ics` with one VTODO, a clipping.
