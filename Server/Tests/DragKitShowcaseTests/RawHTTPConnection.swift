import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain TCP connection to the test server on 127.0.0.1 for reading a response as it arrives
/// (an event stream never ends, so the test clients, which wait for a whole response, can't).
/// Blocking socket calls run on a dispatch queue, never on the tasks' threads.
final class RawHTTPConnection: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var received = ""
    private var closed = false

    /// Connects to 127.0.0.1:`port` and sends a `GET` of `path`.
    init(port: Int, get path: String) throws {
        #if canImport(Glibc)
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socketDescriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socketDescriptor >= 0 else { throw Failure(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            _ = closeDescriptor(socketDescriptor)
            throw Failure(description: "connect() failed")
        }
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
        let bytes = Array(request.utf8)
        let sent = bytes.withUnsafeBytes { send(socketDescriptor, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw Failure(description: "send() failed") }
    }

    /// Everything received so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// Reads until `done(everything received)` holds or `seconds` pass; returns what was received.
    /// The limit is for a stream that never delivers, not a timing check: it is generous because
    /// the test runner runs suites side by side on a machine that may be loaded.
    @discardableResult
    func read(for seconds: Double = 30, until done: @escaping @Sendable (String) -> Bool) async throws -> String {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            DispatchQueue.global().async {
                let deadline = Date().addingTimeInterval(seconds)
                var buffer = [UInt8](repeating: 0, count: 4096)
                while Date() < deadline {
                    let text = self.text
                    if done(text) { return continuation.resume(returning: text) }
                    let count = buffer.withUnsafeMutableBytes { recv(self.socketDescriptor, $0.baseAddress, $0.count, 0) }
                    if count > 0 {
                        self.lock.lock()
                        self.received += String(decoding: buffer[0..<count], as: UTF8.self)
                        self.lock.unlock()
                    } else if count == 0 {
                        break  // the server closed the connection
                    }
                }
                let text = self.text
                if done(text) { return continuation.resume(returning: text) }
                continuation.resume(throwing: Failure(description: "not received within \(seconds) s; got: \(text)"))
            }
        }
    }

    /// Closes the connection (as a window that goes away). Idempotent.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        _ = closeDescriptor(socketDescriptor)
    }

    deinit { close() }
}

/// The C library's `close`, which `close()` above hides.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
