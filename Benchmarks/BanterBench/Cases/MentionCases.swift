import BanterUIKit

/// The mention picker: one keystroke while a mention is typed in a 10,000-member channel,
/// from the key to the encoded frame (the members filtered, the list and input redrawn).
enum MentionCases {
    static let all = [filter]

    static let filter = BenchmarkCase("mention.filter.10k", unit: .milliseconds, target: 2) {
        let fixture = MainActor.assumeIsolated {
            let fixture = MentionScreenFixture(members: 10_000)
            fixture.openScreen()
            return fixture
        }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareKeystroke() } }) {
            MainActor.assumeIsolated { fixture.typeNext() }
        }
    }
}
