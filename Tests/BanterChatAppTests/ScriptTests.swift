import Testing
import BanterCanvas
import BanterTerminal
@testable import banter

@Suite("Headless scripts")
struct ScriptTests {
    @Test func eachLineIsAKeyAPauseAResizeOrTextToType() throws {
        let script = try Script(parsing: "hello there\n<Enter>\n\nwait 500ms\nwait 2s\n<C-t>\n<M-x>\n<S-Tab>\n<F12>\nresize 100x30\n", file: "s.txt")
        #expect(script.steps == [
            .type("hello there"), .key(KeyEvent(.enter)), .wait(.milliseconds(500)), .wait(.seconds(2)),
            .key(KeyEvent(.character("t"), modifiers: .control)), .key(KeyEvent(.character("x"), modifiers: .alt)),
            .key(KeyEvent(.tab, modifiers: .shift)), .key(KeyEvent(.function(12))), .resize(Size(width: 100, height: 30)),
        ])
    }

    @Test func clicksAndWheelTurnsAreMouseEvents() throws {
        let script = try Script(parsing: "click 10,5\nwheel up 3,4\nwheel down 0,0 3\n", file: "s.txt")
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
    ])
    func anUnknownStepIsAnErrorNamingTheLine(line: String, problem: String) {
        #expect {
            _ = try Script(parsing: "hello\n<Enter>\n\(line)\n", file: "steps.txt")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("steps.txt:3: ") && description.contains(problem)
        }
    }
}

@Suite("The command line")
struct AppOptionsTests {
    @Test func flagsParseIntoOptions() throws {
        let options = try AppOptions.parse(["--user", "ann", "--seed", "42", "--theme", "light", "--quiet",
                                            "--headless", "--size", "100x30", "--script", "s", "--screen", "out"])
        #expect(options.userId == "ann" && options.seed == 42 && options.theme == "light" && options.quiet)
        #expect(options.headless && options.size == Size(width: 100, height: 30))
        #expect(options.scriptPath == "s" && options.screenPath == "out")
    }

    @Test(arguments: [
        (["--frob"], AppOptionsError.unknownOption("--frob")),
        (["--seed"], .missingValue("--seed")),
        (["--seed", "minus"], .invalidValue("--seed", "minus", "a whole number from 0")),
        (["--theme", "blue"], .invalidValue("--theme", "blue", "light or dark")),
        (["--headless", "--script", "s", "--size", "10x5"], .invalidValue("--size", "10x5", "COLSxROWS, at least 20x8")),
        (["--ephemeral", "--store", "/tmp/x"], .conflict("--ephemeral", "--store")),
        (["--screen", "out"], .needsHeadless),
        (["--headless"], .missingValue("--script")),
    ])
    func badCommandLinesAreRefusedWithAReason(arguments: [String], expected: AppOptionsError) {
        #expect(throws: expected) { try AppOptions.parse(arguments) }
    }

    @Test func theStoreDefaultsToTheUsersDataDirectory() {
        let options = AppOptions()
        #expect(options.resolvedStorePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]) == "/data/banter")
        #expect(options.resolvedStorePath(environment: ["HOME": "/home/a"]) == "/home/a/.local/share/banter")
    }
}
