import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP server on 127.0.0.1, on a port the system picks, answering every request with
/// one HTML page: the page a live link-preview test has the homeserver fetch. Loopback only,
/// so the homeserver's preview spider (allowed 127.0.0.1 and nothing else) reaches nothing
/// beyond the test. It serves on a thread of its own until `stop()`.
final class LoopbackPageServer: Sendable {
    let port: UInt16
    private let socket: Int32

    /// Listens, or throws when no loopback port can be had.
    init(html: String) throws {
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                Glibc.bind(fd, raw, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let body = Array(html.utf8)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let answer = Array(head.utf8) + body
        Thread.detachNewThread {
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { return }   // stop() shut the socket
                var request = [UInt8](repeating: 0, count: 8192)
                _ = recv(client, &request, request.count, 0)
                _ = answer.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(client)
            }
        }
    }

    /// The page's address.
    var url: String { "http://127.0.0.1:\(port)/page.html" }

    /// Stops serving: the accept loop ends.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }
}
