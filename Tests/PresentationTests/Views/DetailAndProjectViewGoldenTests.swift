import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@Suite("TodoDetailView and ProjectListView golden output")
struct DetailAndProjectViewGoldenTests {
    @Test("a todo on a plain terminal shows labelled fields, notes on their own lines, empty ones left out")
    func detailOnTerminal() {
        var todo = Golden.todos()[0]
        todo.notes = "two litres\nsemi-skimmed"
        let output = TodoDetailView.render(
            todo, referenceNames: [Sample.home.id: "Home"], context: Golden.context(.plainTerminal()))
        #expect(
            output == """
                Buy milk
                  id       000000a1-0000-4000-8000-0000000000a1
                  status   open
                  priority high
                  due      2026-01-02
                  project  Home
                  created  2026-01-01 00:00
                  updated  2026-01-01 00:00
                  notes    two litres
                           semi-skimmed

                """)
    }

    @Test("a todo in a pipe is field<TAB>value lines with escaped values")
    func detailInPipe() {
        var todo = Golden.todos()[2]
        todo.notes = "a\tb"
        let output = TodoDetailView.render(todo, context: Golden.context(.pipe))
        #expect(
            output == """
                title\tCall mum
                id\t000000b3-0000-4000-8000-0000000000b3
                status\tdone
                priority\tmedium
                due\t
                project\t
                created\t2026-01-01 00:00
                updated\t2026-01-01 00:00
                notes\ta\\tb

                """)
    }

    @Test("projects on a terminal are a table with right-aligned open counts")
    func projectsOnTerminal() {
        let output = ProjectListView.render(
            projects: [Sample.home, Sample.work], openCounts: [Sample.home.id: 12, Sample.work.id: 3],
            context: Golden.context(.plainTerminal()))
        #expect(
            output == """
                ID        OPEN  NAME
                00000001    12  Home
                00000002     3  Work

                """)
    }

    @Test("projects in a pipe are id, name and open count, tab-separated")
    func projectsInPipe() {
        let output = ProjectListView.render(
            projects: [Sample.home], openCounts: [:], context: Golden.context(.pipe))
        #expect(output == "00000001-0000-4000-8000-000000000001\tHome\t0\n")
    }

    @Test("the progress bar fills in proportion and never exceeds the width")
    func progressBar() {
        let half = ImportProgress(phase: .checking, completed: 500, total: 1000)
        #expect(
            ProgressBarView.render(half, terminal: .plainTerminal(width: 80))
                == "Checking  [####################                    ]   50%  500/1000")
        #expect(ProgressBarView.render(half, terminal: .plainTerminal(width: 30)).terminalWidth <= 30)
    }
}
