import BanterCanvas
import Testing
@testable import BanterViews

/// A view that wants a fixed size.
@MainActor
private final class Block: View {
    let wanted: Size
    init(_ width: Int, _ height: Int) {
        wanted = Size(width: width, height: height)
        super.init()
    }
    override var intrinsicContentSize: Size { wanted }
}

@Suite("Stack view")
@MainActor
struct StackViewTests {
    private func laidOut(_ stack: StackView, _ size: Size) -> [Rect] {
        stack.frame = Rect(size: size)
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    @Test func aColumnFillsAcrossAndGivesTheRestToTheLastView() {
        let stack = StackView(arrangedSubviews: [Block(4, 1), Block(6, 2), Block(3, 1)], axis: .vertical, spacing: 1)
        #expect(stack.sizeThatFits(Size(width: 20, height: 20)) == Size(width: 6, height: 6))
        #expect(laidOut(stack, Size(width: 10, height: 9)) == [
            Rect(x: 0, y: 0, width: 10, height: 1), Rect(x: 0, y: 2, width: 10, height: 2), Rect(x: 0, y: 5, width: 10, height: 4),
        ])
    }

    @Test func aRowThatIsTooShortShrinksFromTheEnd() {
        let stack = StackView(arrangedSubviews: [Block(4, 1), Block(4, 1), Block(4, 1)], axis: .horizontal, spacing: 1)
        #expect(laidOut(stack, Size(width: 10, height: 1)).map(\.width) == [4, 4, 0])
    }

    @Test func fillEquallySharesTheLengthAndSpreadsTheRemainder() {
        let stack = StackView(arrangedSubviews: [Block(1, 1), Block(9, 1), Block(2, 1)], axis: .horizontal, spacing: 1)
        stack.distribution = .fillEqually
        #expect(laidOut(stack, Size(width: 12, height: 1)).map { [$0.minX, $0.width] } == [[0, 4], [5, 3], [9, 3]])
    }

    @Test func equalSpacingKeepsSizesAndSpreadsTheGaps() {
        let stack = StackView(arrangedSubviews: [Block(2, 1), Block(2, 1), Block(2, 1)], axis: .horizontal)
        stack.distribution = .equalSpacing
        #expect(laidOut(stack, Size(width: 11, height: 1)).map(\.minX) == [0, 5, 9])
    }

    @Test func alignmentPlacesViewsAcross() {
        let stack = StackView(arrangedSubviews: [Block(4, 1)], axis: .vertical)
        for (alignment, x) in [(StackView.Alignment.leading, 0), (.center, 3), (.trailing, 6)] {
            stack.alignment = alignment
            #expect(laidOut(stack, Size(width: 10, height: 1)) == [Rect(x: x, y: 0, width: 4, height: 1)])
        }
    }

    @Test func hiddenViewsTakeNoSpace() {
        let hidden = Block(5, 5)
        hidden.isHidden = true
        let stack = StackView(arrangedSubviews: [Block(2, 1), hidden, Block(2, 1)], axis: .horizontal, spacing: 1)
        stack.distribution = .equalSpacing
        _ = laidOut(stack, Size(width: 9, height: 1))
        #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 0, 7])
    }
}
