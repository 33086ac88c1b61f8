import DragKit

// The language the page's announcements are spoken in (S7). The engine emits structured
// announcements; the web host turns them into words with the announcer for the page's `lang`,
// so the page receives sentences ready for its live region.

extension WebHost {
    /// Speaks announcements in the language of the BCP 47 `tag` from now on ("ko", "ja-JP";
    /// anything else, or "", is English), and returns the language chosen: 0 English, 1 Korean,
    /// 2 Japanese. O(n) in the tag's length.
    @discardableResult
    public mutating func setLanguage(tag: String) -> Int32 {
        language = AnnouncementLanguage(tag: tag)
        return Int32(language.rawValue)
    }
}
