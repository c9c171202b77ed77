import Foundation

/// The live channel while the simulated people are active: the crowd is inside (being in an
/// open channel is session state, so a workspace loaded from its store starts with an empty
/// room), chats a few messages a second, and drifts in and out so the participant count
/// moves. The crowd speaks through the service's administration API; no client per person.
extension SimulatedActivity {
    /// Puts the crowd in the live channel, silently, and starts its stream. Does nothing
    /// for a workspace without a live channel or a crowd.
    func startLiveStream() {
        guard let url = workspace.liveChannelURL, !workspace.crowdUserIds.isEmpty else { return }
        try? server.addOpenChannelParticipants(workspace.crowdUserIds, channelURL: url)
        scheduleLiveMessage(in: url)
    }

    private func scheduleLiveMessage(in url: String) {
        guard let mean = options.liveMessageInterval else { return }
        let wait = -log(1 - liveRng.nextUnit()) * Self.seconds(mean)
        after(Self.duration(min(wait, 20 * Self.seconds(mean)))) { activity in
            activity.streamOnce(in: url)
            activity.scheduleLiveMessage(in: url)
        }
    }

    /// One step of the stream: mostly someone in the crowd says something; now and then
    /// someone leaves or comes back, which everyone inside hears.
    private func streamOnce(in url: String) {
        guard let channel = server.state[url] else { return }
        let crowd = workspace.crowdUserIds
        let person = PhraseBook.pick(crowd, &liveRng)
        let isInside = server.participants[url]?.contains(person) == true
        if liveRng.nextUnit() < 0.08 {
            try? server.setOpenChannelParticipant(person, channelURL: url, entered: !isInside)
            return
        }
        guard isInside, canPost(person, in: channel) else { return }
        let mentioned = PhraseBook.pick(crowd, &liveRng)
        let blanks = PhraseBook.Blanks(otherName: firstName(of: mentioned))
        let text = PhraseBook.chatter(blanks, using: &liveRng)
        _ = try? server.sendUserMessage(UserMessageCreateParams(message: text), senderId: person, channelURL: url)
    }
}
