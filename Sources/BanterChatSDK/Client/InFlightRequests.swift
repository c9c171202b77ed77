/// The requests a client is waiting on, by token, oldest first.
///
/// Tokens are handed out in order and requests mostly finish in order, so the requests sit
/// in an array indexed by token: adding, finishing and finding the oldest are O(1) amortised
/// without hashing, which matters when a hundred thousand sends are in flight.
struct InFlightRequests {
    private var slots: [InFlightRequest?] = []
    /// The token of `slots[0]`.
    private var base: UInt64 = 1
    /// The first slot that may still hold a request; everything before it has finished.
    private var head = 0

    /// Stores a request and returns its token.
    mutating func add(_ request: InFlightRequest) -> UInt64 {
        slots.append(request)
        return base + UInt64(slots.count - 1)
    }

    /// Takes the request with `token` out, or nil when it already finished or failed.
    mutating func remove(_ token: UInt64) -> InFlightRequest? {
        guard token >= base, token - base < UInt64(slots.count) else { return nil }
        let index = Int(token - base)
        guard let request = slots[index] else { return nil }
        slots[index] = nil
        advanceHead()
        return request
    }

    /// The oldest request still waiting, with its token.
    var oldest: (token: UInt64, request: InFlightRequest)? {
        guard head < slots.count, let request = slots[head] else { return nil }
        return (base + UInt64(head), request)
    }

    /// Takes every request out, oldest first.
    mutating func removeAll() -> [InFlightRequest] {
        let requests = slots[head...].compactMap { $0 }
        base += UInt64(slots.count)
        slots.removeAll()
        head = 0
        return requests
    }

    /// Moves past finished requests, compacting the array once they outweigh the rest.
    private mutating func advanceHead() {
        while head < slots.count, slots[head] == nil { head += 1 }
        guard head >= 64, head * 2 >= slots.count else { return }
        slots.removeFirst(head)
        base += UInt64(head)
        head = 0
    }
}
