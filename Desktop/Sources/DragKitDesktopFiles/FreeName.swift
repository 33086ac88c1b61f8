/// Free names for a copy that would clash ("name 2.ext", "name 3.ext", …), as file managers pick
/// them (S2: a copy never replaces what is there).
enum FreeName {
    /// The `attempt`th candidate for `name`: the name itself for 1, otherwise the number before the
    /// extension (`"photo.png"` → `"photo 2.png"`; `"README"` → `"README 2"`; `".hidden"` keeps
    /// its dot). The base is shortened (by characters) so the result fits 255 bytes. O(n).
    static func candidate(_ name: String, attempt: Int) -> String {
        guard attempt > 1 else { return name }
        var base = Substring(name)
        var suffix = Substring("")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            base = name[..<dot]
            suffix = name[dot...]
        }
        let number = " \(attempt)"
        while base.utf8.count + number.utf8.count + suffix.utf8.count > SafeName.maximumBytes, !base.isEmpty {
            base = base.dropLast()
        }
        return String(base) + number + String(suffix)
    }
}
