/// Short replies of a few kinds, so rows differ in width and grouping.
enum SampleReplies {
    private static let texts = [
        "Sounds good", "I'll take the notes", "Can we move it to eleven?", "👍", "Done — pushed to staging",
        "Who is on call this week?", "See the doc for the checklist", "Shipping it 🚀",
    ]

    static func text(_ index: Int) -> String { texts[index % texts.count] + " (\(index + 1))" }
}
