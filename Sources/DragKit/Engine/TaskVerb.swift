/// What a task control does with content dropped on it (F10): print it, upload it, share it.
/// The engine names the task by its verb, never in words: an `Announcer` says it in the
/// person's language ("Printing 2 items…", "항목 2개: 인쇄 중…", "2個の項目：印刷中…"). A catalogue
/// names it `"print"`, `"upload"` or `"share"` (Docs/Catalog.md).
public enum TaskVerb: UInt8, Hashable, Sendable, CaseIterable {
    case print = 0
    case upload = 1
    case share = 2
}
