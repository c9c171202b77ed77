import Testing
import BanterCanvas
import BanterTerminal
import BanterTesting
import BanterViews

@Suite("Headless scripts")
struct ScriptTests {
    @Test func eachLineIsAKeyAPauseAResizeOrTextToType() throws {
        let script = try HeadlessScript(parsing: "hello there\n<Enter>\n\nwait 500ms\nwait 2s\n<C-t>\n<M-x>\n<S-Tab>\n<F12>\nresize 100x30\n", file: "s.txt")
        #expect(script.steps == [
            .type("hello there"), .key(KeyEvent(.enter)), .wait(.milliseconds(500)), .wait(.seconds(2)),
            .key(KeyEvent(.character("t"), modifiers: .control)), .key(KeyEvent(.character("x"), modifiers: .alt)),
            .key(KeyEvent(.tab, modifiers: .shift)), .key(KeyEvent(.function(12))), .resize(Size(width: 100, height: 30)),
        ])
    }

    @Test func aModifierGoesBeforeANamedKeyToo() throws {
        let script = try HeadlessScript(parsing: "<M-Enter>\n<S-Enter>\n<C-Up>\n<M-F2>\n", file: "s.txt")
        #expect(script.steps == [
            .key(KeyEvent(.enter, modifiers: .alt)), .key(KeyEvent(.enter, modifiers: .shift)),
            .key(KeyEvent(.up, modifiers: .control)), .key(KeyEvent(.function(2), modifiers: .alt)),
        ])
    }

    @Test func clicksAndWheelTurnsAreMouseEvents() throws {
        let script = try HeadlessScript(parsing: "click 10,5\nwheel up 3,4\nwheel down 0,0 3\n", file: "s.txt")
        let at = { (x: Int, y: Int) in Point(x: x, y: y) }
        #expect(script.steps == [
            .mouse([MouseEvent(kind: .press(.left), position: at(10, 5)), MouseEvent(kind: .release(.left), position: at(10, 5))]),
            .mouse([MouseEvent(kind: .scrollUp, position: at(3, 4))]),
            .mouse(Array(repeating: MouseEvent(kind: .scrollDown, position: at(0, 0)), count: 3)),
        ])
    }

    @Test(arguments: [
        ("<Bogus>", "unknown key <Bogus>"),
        ("click here", "is not a click"),
        ("click 1,2,3", "is not a click"),
        ("wheel sideways 1,1", "is not a wheel turn"),
        ("wheel up 1,1 0", "is not a wheel turn"),
        ("wheel down", "is not a wheel turn"),
        ("wait soon", "is not a pause"),
        ("wait 5 minutes", "is not a pause"),
        ("resize 0x10", "is not a size"),
        ("resize big", "is not a size"),
        ("<C-long>", "unknown key"),
        ("<S-x>", "unknown key"),
    ])
    func anUnknownStepIsAnErrorNamingTheLine(line: String, problem: String) {
        #expect {
            _ = try HeadlessScript(parsing: "hello\n<Enter>\n\(line)\n", file: "steps.txt")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("steps.txt:3: ") && description.contains(problem)
        }
    }
}

@Suite("A headless screen on a clock built before it")
@MainActor
struct HeadlessScreenSharedClockTests {
    @Test func theServiceAndTheViewsShareOneVirtualTime() {
        let scheduler = ManualScheduler()
        var fired = false
        scheduler.schedule(after: .seconds(1)) { fired = true }     // work a service set up first
        let screen = HeadlessScreen(size: Size(width: 20, height: 5), scheduler: scheduler)
        screen.show(ViewController())
        #expect(screen.scheduler === scheduler)
        screen.advance(by: .seconds(1))
        #expect(fired)
        #expect(screen.text.split(separator: "\n").count == 5)
    }
}
