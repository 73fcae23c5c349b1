import Domain
import Foundation
import WireFormat

extension ProjectListView {
    /// `projects`, each with its count of open todos (``ProjectListViewModel/openTodoCounts(in:)``):
    /// a table on a terminal, `id<TAB>name<TAB>open` rows in a pipe, or JSON (without the counts,
    /// as the REST API sends a project).
    public static func render(
        projects: [Project], openCounts: [Project.ID: Int], format: OutputFormat = .text, context: RenderContext
    ) -> String {
        if format == .json {
            return JSONText.pretty(projects.map(ProjectJSON.init))
        }
        guard context.terminal.isTTY else {
            return projects.map { project in
                [project.id.uuidString.lowercased(), project.name, String(openCounts[project.id] ?? 0)]
                    .map(TerminalSafety.tabField).joined(separator: "\t") + "\n"
            }.joined()
        }
        guard !projects.isEmpty else { return "No projects.\n" }
        let table = TextTable(
            columns: [
                .init(header: "ID"),
                .init(header: "OPEN", alignment: .right),
                .init(header: "NAME", shrinkOrder: 0, minimum: 4),
            ],
            rows: projects.map { project in
                [
                    TextTable.Cell(ShortID.of(project.id), [.yellow]),
                    TextTable.Cell(String(openCounts[project.id] ?? 0)),
                    TextTable.Cell(project.name, [.cyan]),
                ]
            })
        return table.lines(for: context.terminal).map { $0 + "\n" }.joined()
    }
}
