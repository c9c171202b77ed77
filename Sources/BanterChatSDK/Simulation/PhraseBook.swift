/// What the simulated people say: openers, answers and acknowledgements, links, lists, long
/// messages, announcements, support conversations, reactions and files, written from
/// templates so a generated history reads like a conversation and exercises emoji,
/// multi-line text, URLs and mentions.
///
/// Templates name their blanks in braces (`{topic}`, `{day}`, `{name}` …); `fill` picks
/// the words from the seeded generator, so the same seed writes the same text.
enum PhraseBook {
    /// What a conversation is about, which decides the topics and openers.
    enum Flavor { case work, social }

    /// What fills the blanks about people: `{name}`, a member other than the speaker, and
    /// `{nick}`, the nickname a mention names.
    struct Blanks {
        var otherName = "everyone"
        var mentionedNickname = ""
    }

    /// What the simulated people call someone in a `{name}` blank: the first word of the
    /// nickname others see for them, or nil when that nickname is only their user id (they
    /// chose no name, as the app's user who gives no `--nickname`), so nobody is called
    /// "me" (the callers then say "everyone").
    static func spokenName(nickname: String, userId: String) -> String? {
        let words = nickname.split(separator: " ")
        guard let first = words.first, words.joined(separator: " ").lowercased() != userId.lowercased() else { return nil }
        return String(first)
    }

    // MARK: Words

    static let workTopics = [
        "the login flow", "the Q3 roadmap", "release 2.4", "the onboarding emails", "the search index",
        "the flaky CI job", "the pricing page", "the API migration", "dark mode", "the dashboard redesign",
        "the customer survey", "push notifications", "offline mode", "the billing bug", "the accessibility fixes",
        "the new logo", "the crash on launch", "the iPad layout",
    ]
    static let socialTopics = [
        "the hike", "dinner", "the book", "the match", "the concert", "the trip to Lisbon", "movie night",
        "the birthday surprise", "board games", "the new café", "the 10k run", "karaoke", "the picnic",
    ]
    static let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "tomorrow", "today", "this weekend", "next week", "tonight"]
    static let times = ["9:30", "10", "noon", "2pm", "15:00", "half past four", "6", "7:15"]
    static let places = ["the usual place", "the café on 5th", "Room 3B", "the park", "the rooftop", "the station", "the big table by the window"]
    static let links = [
        "https://docs.example.com/{slug}", "https://github.com/example/app/pull/{n}",
        "https://calendar.example.com/event/{n}", "https://maps.example.com/?q=coffee",
        "https://www.example.org/articles/{slug}", "https://figma.example.com/file/{n}/{slug}",
    ]
    static let slugs = ["onboarding", "roadmap-q3", "incident-review", "style-guide", "release-notes", "trip-plan", "recipes", "team-offsite"]
    /// Reaction keys: emoji, as the terminal app shows them.
    static let reactionKeys = ["👍", "❤️", "😂", "🎉", "😮", "🙏", "👀", "🔥"]

    // MARK: Messages

    static let workOpeners = [
        "Has anyone looked at {topic} yet?", "Quick question: who owns {topic}?",
        "I pushed a fix for {topic}, can someone take a look?", "Heads up: {topic} slips to {day}.",
        "Are we still meeting {day} at {time}?", "I'll be a bit late today, traffic is terrible 🚗",
        "Morning all ☀️", "Does anyone have the doc for {topic}?", "Great work on {topic} everyone 🎉",
        "Can we move the sync to {time}?", "FYI the staging server is down again",
        "I'm out {day}, call me if anything urgent comes up", "Just merged {topic} 🚀", "What's the status of {topic}?",
        "Lunch? 🍜", "Who's up for coffee at {time}? ☕", "{name}, do you have five minutes after standup?",
        "Reminder: retro {day} at {time}", "I can't reproduce {topic} locally, can anyone?",
    ]
    static let socialOpeners = [
        "Anyone up for {topic} {day}?", "Did you see the photos from {topic}? 😂", "Happy Friday! 🎉",
        "I finally finished the book, no spoilers please 📚", "Where should we meet {day}?",
        "Running 10 min late, sorry!", "That was so much fun yesterday", "Who's bringing snacks? 🍿",
        "Weather looks great for {day} ☀️", "Can someone send me the address?", "Miss you all ❤️",
        "{name} you have to try the new café, it's amazing", "Is {topic} still happening {day}?",
        "Good morning! ☕", "Guess who just got tickets 🎟️",
    ]
    static let answers = [
        "Yes, I'll take a look after lunch", "Not yet — I'll get to it {day}", "I think {name} was working on that",
        "Yep, still on 👍", "Good question, let me check", "No idea, sorry 🤷", "Should be done by {day}",
        "{place} works for me", "Sure! {time}?", "I can do {time}", "I'd rather do {day}, if that's ok",
        "Here you go: {link}", "Already on it", "Yes!", "Hmm, not sure. {name}?", "Give me ten minutes",
    ]
    static let acknowledgements = [
        "👍", "Thanks!", "Sounds good", "Nice!", "haha", "😂😂", "Agreed", "Makes sense", "Perfect, thanks {name}",
        "Love it ❤️", "Oh no 😅", "Same here", "On my way", "🙏", "Let's do it!", "Noted", "ok",
        "Great, thanks for the heads up", "Totally", "🎉🎉🎉", "Wait, really?", "Count me in",
    ]
    /// What someone just added to a conversation says first; `{name}` is who added them.
    static let greetings = [
        "Hi everyone! 👋", "Thanks for adding me, {name}!", "Hello! Happy to be here 🙂", "Hey all, what did I miss?",
        "Hi {name} 👋", "Oh hi! What's this one about?",
    ]
    static let linkMessages = ["Here's the doc: {link}", "{link}", "PR is up: {link} 🙏", "This looks relevant {link}", "Found it! {link}"]
    static let lists = [
        "Agenda for {day}:\n1. {topic}\n2. {topic}\n3. Anything else",
        "Shopping list:\n- bread\n- oat milk\n- coffee ☕\n- something for dessert",
        "Notes from today:\n• {topic} is on track\n• {topic} needs another week\n• next sync {day} at {time}",
        "Ok so here's the plan:\nmeet at {place} at {time}\nbring water 💧\ntell me if you can't make it",
        "Two things:\n1) {topic}\n2) who's free {day}?",
    ]
    static let longMessages = [
        "I spent most of the morning digging into {topic} and I think the problem is bigger than we thought: it only happens when the cache is cold, which is why none of us could reproduce it locally. I've written up what I found in the doc, would love a second pair of eyes before we decide anything.",
        "Honestly that was one of the best days in a long time. Thanks everyone for organising, and sorry again for getting us lost on the way back 😅 Next time I'm leaving the navigation to someone else.",
        "Long story short: the vendor changed their API without telling anyone, our retries made it worse, and {topic} fell over at exactly the wrong moment. It's fixed now, but I'd like us to talk about alerting {day}.",
    ]
    static let mentionTemplates = [
        "@{nick} can you take a look when you have a minute?", "@{nick} are you joining {day}?", "Thanks @{nick}!",
        "@{nick} what do you think?", "@{nick} this one's for you 😄", "cc @{nick}",
    ]
    static let announcements = [
        "🚀 Release 2.4 is out! Highlights: faster search, dark mode and a new onboarding flow. Notes: https://docs.example.com/releases/2-4",
        "The office will be closed on Monday for the public holiday.",
        "Reminder: all-hands on Thursday at 16:00 UTC. Send your questions beforehand 🙌",
        "Please enable two-factor authentication on your account by Friday. Guide: https://docs.example.com/security/2fa",
        "Maintenance window tonight 22:00–23:00 UTC: the staging environment will be unavailable.",
        "The Q3 planning doc is ready for comments: https://docs.example.com/planning/q3\nFeedback deadline: Wednesday.",
        "🎉 We crossed 10,000 customers this week. Thank you all!",
        "Expense reports for this month are due on the 28th.",
        "The new coffee machine has arrived ☕ Instructions are taped to the side.",
        "Holiday schedule for December:\n• 24th: half day\n• 25th–26th: closed\n• 31st: half day",
        "Security notice: never share your password, not even with IT.",
        "Welcome to the team, {name}! 👋",
    ]

    /// A support conversation between a customer and an agent, in order; a nil text is a
    /// screenshot from the customer.
    static let supportScripts: [[(fromCustomer: Bool, text: String?)]] = [
        [
            (true, "Hi! I was charged twice for my subscription this month."),
            (false, "Hi, sorry about that! Could you tell me the last four digits of the card?"),
            (true, "Sure, it's 4242."),
            (false, "Thanks. I can see the duplicate charge and I've refunded it. It should show up in 3–5 business days."),
            (true, "Great, thank you so much!"),
            (false, "You're welcome! Anything else I can help with?"),
            (true, "No, that's all 🙏"),
        ],
        [
            (true, "I can't log in on my new phone, it keeps saying my session expired."),
            (false, "Let's sort that out. Which app version do you have? It's under Settings → About."),
            (true, "2.3.1"),
            (false, "Thanks! That version had a bug with session renewal. Could you update to 2.4 and try again?"),
            (true, nil),
            (true, "Updated, still the same error 😕"),
            (false, "Thanks for the screenshot. I've reset your sessions on our side, please try once more."),
            (true, "That worked!"),
            (false, "Glad to hear it. Have a great day!"),
        ],
    ]

    /// What a crowd says during a live event: short, fast, often emoji.
    static let liveChatter = [
        "🔥🔥🔥", "this is huge", "can you share the slides?", "hello from {place}! 👋", "lol", "👏👏👏", "wait what",
        "first time here 👋", "audio is a bit quiet", "+1", "this demo 😮", "when does it ship?", "{topic}?!",
        "is there a recording?", "😂", "GG", "so clean", "dark mode finally 🙌", "who else is watching from work",
        "same question as {name}", "link to the docs?", "wow", "🚀🚀", "that's what I've been waiting for",
        "is this available in Europe?", "great talk", "✨", "nice", "the new search looks fast",
    ]

    // MARK: Writing

    /// A line of a crowd's chat during a live event.
    static func chatter(_ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(liveChatter, &rng), .social, blanks, &rng)
    }

    static func opener(_ flavor: Flavor, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(flavor == .work ? workOpeners : socialOpeners, &rng), flavor, blanks, &rng)
    }

    /// A hello from someone just added to a conversation.
    static func greeting(_ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(greetings, &rng), .social, blanks, &rng)
    }

    /// A reply to `text`: an answer to a question, otherwise an acknowledgement.
    static func reply(to text: String, _ flavor: Flavor, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(isQuestion(text) ? answers : acknowledgements, &rng), flavor, blanks, &rng)
    }

    static func linkMessage(_ flavor: Flavor, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(linkMessages, &rng), flavor, blanks, &rng)
    }

    static func list(_ flavor: Flavor, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(lists, &rng), flavor, blanks, &rng)
    }

    static func longMessage(_ flavor: Flavor, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(pick(longMessages, &rng), flavor, blanks, &rng)
    }

    /// A message mentioning `nickname`, written as "@nickname" the way clients show mentions.
    static func mention(of nickname: String, _ flavor: Flavor, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        var blanks = blanks
        blanks.mentionedNickname = nickname
        return fill(pick(mentionTemplates, &rng), flavor, blanks, &rng)
    }

    static func announcement(_ index: Int, _ blanks: Blanks, using rng: inout SeededRandomNumberGenerator) -> String {
        fill(announcements[index % announcements.count], .work, blanks, &rng)
    }

    /// A file someone might send: photos and screenshots most often, then documents,
    /// archives, video and audio, each with a plausible size for its kind.
    static func file(using rng: inout SeededRandomNumberGenerator) -> FileMessageCreateParams {
        let number = Int.random(in: 1000...9999, using: &rng)
        let kinds: [(name: String, mime: String, sizes: ClosedRange<Int>)] = [
            ("IMG_\(number).jpg", "image/jpeg", 600_000...4_500_000),
            ("IMG_\(number).jpg", "image/jpeg", 600_000...4_500_000),
            ("Screenshot \(number).png", "image/png", 80_000...1_500_000),
            ("reaction.gif", "image/gif", 300_000...3_000_000),
            ("photo-\(number).heic", "image/heic", 1_000_000...3_200_000),
            ("Q3-roadmap.pdf", "application/pdf", 120_000...6_000_000),
            ("meeting-notes.txt", "text/plain", 1_000...20_000),
            ("design-assets.zip", "application/zip", 2_000_000...20_000_000),
            ("demo-\(number).mp4", "video/mp4", 3_000_000...24_000_000),
            ("budget.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", 20_000...400_000),
            ("voice-message.m4a", "audio/mp4", 40_000...900_000),
        ]
        let kind = pick(kinds, &rng)
        return FileMessageCreateParams(fileName: kind.name, fileSize: Int.random(in: kind.sizes, using: &rng), mimeType: kind.mime)
    }

    /// Whether a text asks something; a byte scan, as generation asks it of every message.
    static func isQuestion(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "?"))
    }

    static func pick<T>(_ items: [T], _ rng: inout SeededRandomNumberGenerator) -> T {
        items[Int.random(in: 0..<items.count, using: &rng)]
    }

    /// Fills every blank of `template`, each with its own draw.
    static func fill(_ template: String, _ flavor: Flavor, _ blanks: Blanks, _ rng: inout SeededRandomNumberGenerator) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let blank = rest[rest.index(after: open)..<close]
            switch blank {
            case "topic": result += pick(flavor == .work ? workTopics : socialTopics, &rng)
            case "day": result += pick(days, &rng)
            case "time": result += pick(times, &rng)
            case "place": result += pick(places, &rng)
            case "name": result += blanks.otherName
            case "nick": result += blanks.mentionedNickname
            case "link": result += fill(pick(links, &rng), flavor, blanks, &rng)
            case "slug": result += pick(slugs, &rng)
            case "n": result += String(Int.random(in: 100...4999, using: &rng))
            default: result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
