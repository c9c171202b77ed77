/// A first-in, first-out queue with O(1) amortised removal from the front, for the
/// orderly queues of the service (requests awaiting acknowledgement).
struct Deque<Element> {
    private var storage: [Element] = []
    private var head = 0

    var first: Element? { head < storage.count ? storage[head] : nil }
    var isEmpty: Bool { head >= storage.count }
    var count: Int { storage.count - head }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    @discardableResult
    mutating func removeFirst() -> Element {
        let element = storage[head]
        head += 1
        // Compact once the dead prefix outweighs the live part, keeping memory bounded.
        if head >= 64, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
