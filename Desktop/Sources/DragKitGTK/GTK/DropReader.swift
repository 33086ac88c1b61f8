import CGtk4

/// Reads one MIME type of a `GdkDrop` into memory, asynchronously, at most `limit` bytes
/// (A2: the host reads only the format its destination takes, with a limit). The completion runs
/// on the main loop with the bytes, or with a reason.
@MainActor
enum DropReader {
    typealias Completion = (Result<[UInt8], DropReadFailure>) -> Void

    struct DropReadFailure: Error {
        var reason: String
    }

    private final class Reading {
        let completion: Completion
        let limit: Int
        var output: UnsafeMutablePointer<GOutputStream>?
        init(_ completion: @escaping Completion, limit: Int) {
            self.completion = completion
            self.limit = limit
        }
    }

    static func read(_ drop: OpaquePointer, mime: String, limit: Int, completion: @escaping Completion) {
        let reading = Unmanaged.passRetained(Reading(completion, limit: limit)).toOpaque()
        var types: [UnsafePointer<CChar>?] = [UnsafePointer(strdup(mime)), nil]
        typealias Ready = @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void
        let ready: Ready = { source, result, data in
            guard let data else { return }
            let reading = Unmanaged<Reading>.fromOpaque(data)
            var error: UnsafeMutablePointer<GError>?
            let stream = gdk_drop_read_finish(OpaquePointer(source), result, nil, &error)
            guard let stream else {
                let reason = error.map { String(cString: $0.pointee.message) } ?? "the other app sent nothing"
                if error != nil { g_error_free(error) }
                reading.takeRetainedValue().completion(.failure(DropReadFailure(reason: reason)))
                return
            }
            let output = g_memory_output_stream_new_resizable()
            reading.takeUnretainedValue().output = output
            typealias Spliced = @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void
            let spliced: Spliced = { source, result, data in
                guard let data else { return }
                let reading = Unmanaged<Reading>.fromOpaque(data).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let size = g_output_stream_splice_finish(UnsafeMutablePointer(OpaquePointer(source)), result, &error)
                guard size >= 0, let output = reading.output else {
                    let reason = error.map { String(cString: $0.pointee.message) } ?? "reading it failed"
                    if error != nil { g_error_free(error) }
                    reading.completion(.failure(DropReadFailure(reason: reason)))
                    return
                }
                defer { g_object_unref(output) }
                let count = Int(g_memory_output_stream_get_data_size(UnsafeMutablePointer(OpaquePointer(output))))
                guard count <= reading.limit else {
                    reading.completion(.failure(DropReadFailure(reason: "it is larger than \(reading.limit >> 20) MB")))
                    return
                }
                var bytes = [UInt8](repeating: 0, count: count)
                if count > 0, let base = g_memory_output_stream_get_data(UnsafeMutablePointer(OpaquePointer(output))) {
                    bytes.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: base, count: count)) }
                }
                reading.completion(.success(bytes))
            }
            let flags = GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
            g_output_stream_splice_async(output, stream, flags, G_PRIORITY_DEFAULT, nil, spliced, data)
            g_object_unref(stream)
        }
        gdk_drop_read_async(drop, &types, G_PRIORITY_DEFAULT, nil, ready, reading)
        free(UnsafeMutableRawPointer(mutating: types[0]))
    }
}
