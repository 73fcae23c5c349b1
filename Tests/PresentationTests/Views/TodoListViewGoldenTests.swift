import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("TodoListView golden output")
struct TodoListViewGoldenTests {
    @Test("a colour terminal gets an aligned table with symbols and ANSI styles, every column headed")
    func styledTerminal() {
        let output = Golden.render(Golden.todos(), .styledTerminal(width: 80))
        let escape = "\u{1B}["
        let expected = [
            "\(escape)1mID\(escape)0m        \(escape)1mDONE\(escape)0m  \(escape)1mPRI\(escape)0m     "
                + "\(escape)1mDUE\(escape)0m         \(escape)1mPROJECT\(escape)0m  \(escape)1mTITLE\(escape)0m",
            "\(escape)33m000000a1\(escape)0m  ○     \(escape)31;1mhigh\(escape)0m    \(escape)31m2026-01-02\(escape)0m  "
                + "\(escape)36mHome\(escape)0m     Buy milk",
            "\(escape)33m000000a2\(escape)0m  ○     \(escape)2mlow\(escape)0m     2026-01-10  "
                + "\(escape)36mWork\(escape)0m     Write report",
            "\(escape)33m000000b3\(escape)0m  \(escape)32m✓\(escape)0m     medium              "
                + "         \(escape)2mCall mum\(escape)0m",
            "\(escape)2m3 todos.\(escape)0m",
        ]
        #expect(output == expected.map { $0 + "\n" }.joined())
    }

    @Test("NO_COLOR on a terminal keeps the table but drops colour and symbols")
    func plainTerminal() {
        let output = Golden.render(Golden.todos(), .plainTerminal(width: 80))
        #expect(
            output == """
                ID        DONE  PRI     DUE         PROJECT  TITLE
                000000a1  [ ]   high    2026-01-02  Home     Buy milk
                000000a2  [ ]   low     2026-01-10  Work     Write report
                000000b3  [x]   medium                       Call mum
                3 todos.

                """)
    }

    @Test("a pipe gets one tab-separated row per todo, with the full id and nothing else")
    func pipe() {
        let output = Golden.render(Golden.todos(), .pipe)
        #expect(
            output == """
                000000a1-0000-4000-8000-0000000000a1\topen\thigh\t2026-01-02\tHome\tBuy milk
                000000a2-0000-4000-8000-0000000000a2\topen\tlow\t2026-01-10\tWork\tWrite report
                000000b3-0000-4000-8000-0000000000b3\tdone\tmedium\t\t\tCall mum

                """)
    }

    @Test("tabs and new lines in a title are escaped in a pipe, so each todo stays one row")
    func pipeEscapes() {
        let todo = Todo(id: Fixtures.id(1), title: "a\tb\nc\\d", createdAt: Fixtures.date())
        #expect(
            Golden.render([todo], .pipe) == "00000001-0000-4000-8000-000000000001\topen\tmedium\t\t\ta\\tb\\nc\\\\d\n")
    }

    @Test("a pipe escapes a tab or backslash in a project name and leaves the field of a project not loaded empty")
    func pipeProjectEscapes() {
        let odd = Project(id: Fixtures.id(90), name: "a\tb\\c", createdAt: Fixtures.date())
        let todos = [
            Todo(id: Fixtures.id(1), title: "in odd", projectID: odd.id, createdAt: Fixtures.date()),
            Todo(id: Fixtures.id(2), title: "in a gone one", projectID: Fixtures.id(91), createdAt: Fixtures.date()),
        ]
        let output = TodoListView.render(
            todos, matchingCount: 2, referenceNames: [odd.id: odd.name], filter: TodoFilter(isCompleted: false),
            context: Golden.context(.pipe))
        #expect(
            output == """
                00000001-0000-4000-8000-000000000001\topen\tmedium\t\ta\\tb\\\\c\tin odd
                00000002-0000-4000-8000-000000000002\topen\tmedium\t\t\tin a gone one

                """)
    }

    @Test("a pipe keeps non-ASCII titles byte for byte and gives each row its own due day in the list's time zone")
    func pipeDaysAndUnicode() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        // 2026-01-01 20:00 UTC is already 2026-01-02 in Tokyo; the same instant twice, then another.
        let late = Fixtures.date(20 * 3600)
        let todos = [
            Todo(id: Fixtures.id(1), title: "日本語 😀", priority: .high, dueDate: late, createdAt: Fixtures.date()),
            Todo(id: Fixtures.id(2), title: "é\r", isCompleted: true, dueDate: late, createdAt: Fixtures.date()),
            Todo(
                id: Fixtures.id(3), title: "", priority: .low, dueDate: Fixtures.date(86_400 * 40),
                createdAt: Fixtures.date()),
        ]
        let output = TodoListView.render(
            todos, matchingCount: 3, referenceNames: [:], filter: TodoFilter(),
            context: RenderContext(terminal: .pipe, timeZone: tokyo, now: Golden.now))
        #expect(
            output == """
                00000001-0000-4000-8000-000000000001\topen\thigh\t2026-01-02\t\t日本語 😀
                00000002-0000-4000-8000-000000000002\tdone\tmedium\t2026-01-02\t\té\\r
                00000003-0000-4000-8000-000000000003\topen\tlow\t2026-02-10\t\t

                """)
    }

    @Test("a narrow terminal shrinks the title with an ellipsis and no line is wider than the terminal")
    func narrowTerminal() {
        var todos = Golden.todos()
        todos[1].title = "Write the quarterly report for the board"
        let output = Golden.render(todos, .plainTerminal(width: 50))
        #expect(
            output == """
                ID        DONE  PRI     DUE         PRO…  TITLE
                000000a1  [ ]   high    2026-01-02  Home  Buy milk
                000000a2  [ ]   low     2026-01-10  Work  Write t…
                000000b3  [x]   medium                    Call mum
                3 todos.

                """)
        #expect(output.split(separator: "\n").allSatisfy { $0.terminalWidth <= 50 })
    }

    @Test("a terminal narrower than the fixed columns cuts every line at its width")
    func veryNarrowTerminal() {
        let output = Golden.render(Golden.todos(), .plainTerminal(width: 20))
        #expect(
            output == """
                ID        DONE  PRI…
                000000a1  [ ]   hig…
                000000a2  [ ]   low…
                000000b3  [x]   med…
                3 todos.

                """)
    }

    @Test("CJK and emoji titles are measured in cells, so columns after them still line up")
    func cjkTitles() {
        let todos = [
            Todo(id: Fixtures.id(1), title: "日本語のタイトルです", projectID: Sample.home.id, createdAt: Fixtures.date()),
            Todo(id: Fixtures.id(2), title: "😀 party", createdAt: Fixtures.date()),
        ]
        let names: [Project.ID: String] = [Sample.home.id: "家"]
        let output = TodoListView.render(
            todos, matchingCount: 2, referenceNames: names, filter: TodoFilter(isCompleted: false),
            context: Golden.context(.plainTerminal(width: 54)))
        #expect(
            output == """
                ID        DONE  PRI     DUE  PROJECT  TITLE
                00000001  [ ]   medium       家       日本語のタイト…
                00000002  [ ]   medium                😀 party
                2 open todos.

                """)
    }

    @Test("a limited list says how many of the matching todos it shows")
    func limitedFooter() {
        let output = Golden.render(Array(Golden.todos().prefix(1)), .plainTerminal(width: 80), matching: 3)
        #expect(output.hasSuffix("1 of 3 todos shown.\n"))
    }

    @Test("an empty list on a terminal says so; in a pipe it prints nothing")
    func emptyList() {
        #expect(Golden.render([], .plainTerminal()) == "No todos.\n")
        #expect(Golden.render([], .pipe) == "")
    }

    @Test("JSON lists every field as the wire writes it, with stable names")
    func json() throws {
        let output = TodoListView.render(
            [Golden.todos()[0]], matchingCount: 1, referenceNames: Golden.projectNames,
            filter: TodoFilter(),
            format: .json, context: Golden.context(.pipe))
        #expect(
            output == """
                [
                  {
                    "createdAt" : "2026-01-01T00:00:01.000Z",
                    "done" : false,
                    "due" : "2026-01-02T00:00:00.000Z",
                    "id" : "000000a1-0000-4000-8000-0000000000a1",
                    "notes" : "",
                    "priority" : "high",
                    "projectId" : "00000001-0000-4000-8000-000000000001",
                    "title" : "Buy milk",
                    "updatedAt" : "2026-01-01T00:00:01.000Z"
                  }
                ]

                """)
    }

    @Test("an escape sequence, a C1 control and a bidi override in a title are shown as visible escapes")
    func escapeInTitle() {
        let todo = Todo(
            id: Fixtures.id(1), title: "evil\u{1B}[2Jtitle\u{9B}1m\u{202E}end\nmore", createdAt: Fixtures.date())
        let output = Golden.render([todo], .plainTerminal(width: 120))
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("evil\\e[2Jtitle\\u{9B}1m\\u{202E}end\\nmore"))
    }
}
