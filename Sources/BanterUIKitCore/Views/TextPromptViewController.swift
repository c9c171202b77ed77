import BanterCanvas
import BanterTerminal
import BanterViews

/// A small modal question answered by typing: a box over the dimmed screen with a title, a
/// line of explanation, a one-line text field, room for an error and a hint. Enter hands
/// the text to `onSubmit`, which decides: dismiss the prompt, or set `errorText` to say
/// what is wrong and keep it up so the text can be fixed. Esc dismisses it and runs
/// `onCancel`. The channel screen asks for a file's path with one
/// (`BaseChannelViewController.showFilePrompt()`).
///
/// Present it with `present(_:)`; the field takes the focus when it appears, and the focus
/// goes back where it was when it is dismissed. Other keys without modifiers stop here, as
/// under an alert; keys with modifiers (Ctrl-C) pass on. Draws with `appearance` (the kit
/// gives its component theme's `alertAppearance`), or the stock alert look.
/// Main actor only.
@MainActor
open class TextPromptViewController: ViewController, TextInputViewDelegate {
    /// The title, bold, on top.
    public let promptTitle: String?
    /// The explanation under the title.
    public let message: String?
    /// The field the answer is typed in (one line; it scrolls sideways).
    public let textField: TextInputView
    /// Under the field, in the destructive style: why the last answer was refused. Set it
    /// from `onSubmit`; typing again keeps it until the next submit.
    public var errorText: String? {
        didSet { if isViewLoaded { view.setNeedsLayout(); view.setNeedsDisplay() } }
    }
    /// The last line, muted: the keys ("Enter sends · Esc cancels").
    public var hint: String? {
        didSet { if isViewLoaded { view.setNeedsLayout(); view.setNeedsDisplay() } }
    }
    /// How the prompt draws; nil uses the stock alert look for the window's traits.
    public var appearance: AlertController.Appearance? {
        didSet { if isViewLoaded { applyAppearance(); view.setNeedsDisplay() } }
    }
    /// Enter: receives the prompt and the text as typed. The prompt stays up until the
    /// handler dismisses it.
    public var onSubmit: (@MainActor (TextPromptViewController, String) -> Void)?
    /// Esc: runs after the prompt is dismissed.
    public var onCancel: (@MainActor () -> Void)?

    /// The widest the box grows, in columns.
    public var maximumWidth = 64

    /// A prompt with an empty field showing `placeholder`, or `text` already typed.
    public init(title: String?, message: String?, placeholder: String = "", text: String = "") {
        promptTitle = title
        self.message = message
        textField = TextInputView(placeholder: placeholder)
        super.init()
        textField.text = text
    }

    open override func loadView() {
        let promptView = PromptView()
        promptView.owner = self
        view = promptView
        textField.delegate = self
        promptView.addSubview(textField)
        applyAppearance()
    }

    /// Styles the field for the window it now shows in.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        applyAppearance()
    }

    /// Gives the field the focus.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textField.becomeFirstResponder()
    }

    /// Enter in the field: hands the text to `onSubmit`.
    open func textInputViewDidSubmit(_ textInputView: TextInputView) {
        onSubmit?(self, textInputView.text)
    }

    /// Dismisses the prompt, then runs `onCancel`.
    open func cancel() {
        dismiss()
        onCancel?()
    }

    /// Esc cancels; other keys without modifiers stop here (the prompt is modal); keys with
    /// modifiers pass on.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.escape) {
            cancel()
            return true
        }
        guard event.modifiers.isEmpty else { return super.handleKey(event) }
        return true
    }

    /// The look in force: `appearance`, else the stock look.
    var resolvedAppearance: AlertController.Appearance {
        appearance ?? .stock(dark: view.traitCollection.userInterfaceStyle == .dark, tint: view.tintColor)
    }

    private func applyAppearance() {
        let look = resolvedAppearance
        textField.textStyle = look.message
    }

    /// Where everything goes in `bounds`: the box, the text lines above the field (title
    /// lines first), the field's frame (inside a one-cell frame), the error lines and the
    /// hint's row. Text gives way first when the screen is short; the field always shows.
    func layout(in bounds: Rect) -> (box: Rect, titleLines: [String], messageLines: [String], field: Rect, errorLines: [String], hintRow: Int?) {
        let width = max(12, min(bounds.width - 2, maximumWidth))
        let inner = max(1, width - 4)
        var titleLines = promptTitle.map { TextLayout.wrap($0, width: inner, maxLines: 2) } ?? []
        var messageLines = message.map { TextLayout.wrap($0, width: inner, maxLines: 3) } ?? []
        var errorLines = errorText.map { TextLayout.wrap($0, width: inner, maxLines: 3) } ?? []
        var hasHint = hint != nil
        // Border, the field's frame: five rows at least.
        func height() -> Int { 2 + titleLines.count + messageLines.count + 3 + errorLines.count + (hasHint ? 1 : 0) }
        while height() > bounds.height {
            if hasHint { hasHint = false } else if !messageLines.isEmpty { messageLines.removeLast() }
            else if errorLines.count > 1 { errorLines.removeLast() } else if !titleLines.isEmpty { titleLines.removeLast() }
            else if !errorLines.isEmpty { errorLines.removeLast() } else { break }
        }
        let boxHeight = min(bounds.height, height())
        let box = Rect(x: max(0, (bounds.width - width) / 2), y: max(0, (bounds.height - boxHeight) / 2),
                       width: min(width, bounds.width), height: boxHeight)
        let fieldTop = box.minY + 1 + titleLines.count + messageLines.count
        let field = Rect(x: box.minX + 4, y: fieldTop + 1, width: max(1, box.width - 8), height: 1)
        let hintRow = hasHint ? box.maxY - 2 : nil
        return (box, titleLines, messageLines, field, errorLines, hintRow)
    }

    /// Lays out the field and draws the box around it.
    final class PromptView: View {
        weak var owner: TextPromptViewController?

        override func layoutSubviews() {
            super.layoutSubviews()
            guard let owner else { return }
            owner.textField.frame = owner.layout(in: bounds).field
        }

        override func draw(in context: DrawingContext) {
            guard let owner else { return }
            let look = owner.resolvedAppearance
            let (box, titleLines, messageLines, field, errorLines, hintRow) = owner.layout(in: bounds)
            context.overlay(look.backdrop, in: bounds)
            context.fill(box, style: look.surface)
            context.drawBox(box, border: .rounded, style: look.border)
            var row = box.minY + 1
            for (lines, style) in [(titleLines, look.title), (messageLines, look.message)] {
                for line in lines {
                    context.write(line, at: Point(x: box.minX + max(2, (box.width - TextWidth.of(line)) / 2), y: row), style: style)
                    row += 1
                }
            }
            // The field has the focus for as long as the prompt is up: its frame is always lit.
            context.drawBox(Rect(x: field.minX - 2, y: field.minY - 1, width: field.width + 4, height: 3), border: .rounded, style: look.action)
            row = field.maxY + 1
            for line in errorLines {
                context.write(line, at: Point(x: box.minX + 2, y: row), style: look.destructiveAction)
                row += 1
            }
            if let hintRow, let hint = owner.hint {
                let text = TextLayout.truncate(hint, width: max(1, box.width - 4))
                context.write(text, at: Point(x: box.minX + max(2, (box.width - TextWidth.of(text)) / 2), y: hintRow),
                              style: TextStyle(attributes: .dim).layered(over: look.message))
            }
        }

        /// The prompt is modal: clicks outside the field stop here.
        override func handleMouse(_ event: MouseEvent) -> Bool { true }
    }
}
