import Testing
@testable import BanterCanvas

@Suite("Geometry")
struct GeometryTests {
    @Test func rectEdgesAreHalfOpen() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.minX == 2 && rect.maxX == 6 && rect.minY == 3 && rect.maxY == 8)
        #expect(rect.contains(Point(x: 2, y: 3)))
        #expect(rect.contains(Point(x: 5, y: 7)))
        #expect(!rect.contains(Point(x: 6, y: 7)))
        #expect(!rect.contains(Point(x: 5, y: 8)))
        #expect(!rect.contains(Point(x: 1, y: 3)))
    }

    @Test func emptyRectsContainNothing() {
        #expect(Rect(x: 0, y: 0, width: 0, height: 3).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 3, height: -1).isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 0, height: 3).contains(Point(x: 0, y: 0)))
        #expect(!Rect.zero.contains(Rect.zero))
        #expect(Rect(x: 0, y: 0, width: 2, height: 2).contains(Rect.zero))
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 4)
        let b = Rect(x: 6, y: 2, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 6, y: 2, width: 4, height: 2))
        #expect(b.intersection(a) == a.intersection(b))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 3, height: 3)) == .zero)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 3, height: 3)))
        #expect(a.intersects(b))
    }

    @Test func unionIgnoresEmptyRects() {
        let a = Rect(x: 1, y: 1, width: 2, height: 2)
        let b = Rect(x: 5, y: 0, width: 1, height: 1)
        #expect(a.union(b) == Rect(x: 1, y: 0, width: 5, height: 3))
        #expect(a.union(.zero) == a)
        #expect(Rect(x: 50, y: 50, width: 0, height: 0).union(a) == a)
        #expect(Rect.zero.union(.zero) == .zero)
    }

    @Test func insetShrinksAndNeverInverts() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 6)
        #expect(rect.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 3)) == Rect(x: 2, y: 1, width: 5, height: 4))
        #expect(rect.insetBy(dx: 1, dy: 1) == Rect(x: 1, y: 1, width: 8, height: 4))
        #expect(rect.inset(by: EdgeInsets(all: 10)).isEmpty)
        #expect(rect.inset(by: EdgeInsets(all: 10)).width == 0)
        #expect(rect.inset(by: EdgeInsets(all: -1)) == Rect(x: -1, y: -1, width: 12, height: 8))
        #expect(EdgeInsets(horizontal: 2, vertical: 1).horizontal == 4)
    }

    @Test func offsets() {
        #expect(Rect(x: 1, y: 1, width: 2, height: 2).offsetBy(dx: 3, dy: -1) == Rect(x: 4, y: 0, width: 2, height: 2))
        #expect(Point(x: 1, y: 2).offsetBy(dx: 1, dy: 1) == Point(x: 2, y: 3))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).description == "(1, 2, 3x4)")
    }
}
