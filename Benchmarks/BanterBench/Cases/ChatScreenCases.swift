import BanterUIKit

/// The chat-screen-v1 scenario (the README's benchmark section), and the chat screen's
/// own targets: opening a long channel, receiving a message at the bottom, a keystroke.
enum ChatScreenCases {
    static let sizes = [100, 1_000, 10_000, 100_000]

    static var all: [BenchmarkCase] {
        sizes.map(cold) + sizes.flatMap { [append($0), appendBytes($0)] } + [keystroke, keystrokeBytes]
    }

    /// From creating the screen to its first complete frame, encoded, with `count` messages.
    static func cold(_ count: Int) -> BenchmarkCase {
        BenchmarkCase("chat-screen-v1.cold.\(count)", unit: .milliseconds, target: count == 100_000 ? 20 : nil) {
            let fixture = MainActor.assumeIsolated { ChatScreenFixture(messages: count) }
            return BenchmarkWorkload { MainActor.assumeIsolated { fixture.openScreen() } }
        }
    }

    /// A message from alice arriving at the bottom: model update, layout, draw and encode.
    static func append(_ count: Int) -> BenchmarkCase {
        BenchmarkCase("chat-screen-v1.append.\(count)", unit: .microseconds, target: 300) {
            let fixture = openedScreen(messages: count)
            return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareArrival() } }) {
                MainActor.assumeIsolated { fixture.receiveNext() }
            }
        }
    }

    /// The bytes written for one such arrival.
    static func appendBytes(_ count: Int) -> BenchmarkCase {
        BenchmarkCase("chat-screen-v1.append.\(count).bytes", unit: .bytes, target: 1_500) {
            let fixture = openedScreen(messages: count)
            return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareArrival() } }) {
                MainActor.assumeIsolated { fixture.receiveNext() }
            }
        }
    }

    /// One character typed into the message input.
    static let keystroke = BenchmarkCase("chat-screen.keystroke", unit: .microseconds, target: 150) {
        let fixture = openedScreen(messages: 1_000)
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareKeystroke() } }) {
            MainActor.assumeIsolated { fixture.typeCharacter() }
        }
    }

    static let keystrokeBytes = BenchmarkCase("chat-screen.keystroke.bytes", unit: .bytes, target: 64) {
        let fixture = openedScreen(messages: 1_000)
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareKeystroke() } }) {
            MainActor.assumeIsolated { fixture.typeCharacter() }
        }
    }

    /// A fixture with `count` messages whose screen is open and settled, outside the timing.
    private static func openedScreen(messages count: Int) -> ChatScreenFixture {
        MainActor.assumeIsolated {
            let fixture = ChatScreenFixture(messages: count)
            _ = fixture.openScreen()
            return fixture
        }
    }
}
