import CGtk4

/// A `GdkContentProvider` offering several representations of a drag, one per MIME type, in
/// fidelity order (S12): a union of per-type byte providers. (A single `GValue` file list would
/// also serialise itself to `text/plain` and shadow the real text: one provider per type avoids
/// that.) O(total bytes).
enum ContentProvider {
    static func union(_ representations: [(mime: String, bytes: [UInt8])]) -> UnsafeMutablePointer<GdkContentProvider>? {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = representations.map { representation in
            let bytes = representation.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            return gdk_content_provider_new_for_bytes(representation.mime, bytes)
        }
        return providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
    }

    /// The MIME types `provider` offers, in order (for the tests and the logs). O(n).
    static func mimeTypes(of provider: UnsafeMutablePointer<GdkContentProvider>) -> [String] {
        guard let formats = gdk_content_provider_ref_formats(provider) else { return [] }
        defer { gdk_content_formats_unref(formats) }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0 ..< Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }
}
