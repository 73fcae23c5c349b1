//
//  ProjectViewTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import Presentation
import TestSupport
import Testing
import WireFormat

@Suite("Project text views")
struct ProjectViewTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    /// The fields as the demo's options name them, in declaration order.
    private let fieldNames = [
        "name"
    ]

    private func context(_ terminal: TerminalDescription) -> RenderContext {
        RenderContext(terminal: terminal, timeZone: utc, now: Fixtures.date())
    }

    // The rows and lines of every entity's layout (EntityListView.fieldText, EntityDetailView.fieldText),
    // which the views render unless the entity lays its list or detail out itself (Todo's table).
    @Test("in a pipe the list is one tab-separated row per project: the whole id, then every field")
    func pipeRows() {
        let rows = EntityListView.fieldText(
            [ProjectContract.sample(1), ProjectContract.sample(2)], matchingCount: 2, referenceNames: [:],
            context: context(.pipe))

        let lines = rows.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.count == 2)
        #expect(
            lines.map { String($0[0]) } == [
                Fixtures.id(1).uuidString.lowercased(), Fixtures.id(2).uuidString.lowercased(),
            ])
        #expect(lines.allSatisfy { $0.count == 1 + fieldNames.count })
    }

    @Test("on a terminal the list is a table with short ids and a count")
    func terminalTable() {
        let text = ProjectListView.render(
            [ProjectContract.sample(1)], matchingCount: 3, context: context(.plainTerminal(width: 200)))

        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.dropFirst().first?.hasPrefix(ShortID.of(Fixtures.id(1))) == true)
        #expect(lines.last == "1 of 3 projects shown.")
        #expect(ProjectListView.render([], matchingCount: 0, context: context(.plainTerminal())) == "No projects.\n")
    }

    @Test("the detail in a pipe is name<TAB>value lines named like the demo's options")
    func detailLines() {
        let text = EntityDetailView.fieldText(ProjectContract.sample(1), referenceNames: nil, context: context(.pipe))

        let names = text.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(names == ["id"] + fieldNames + ["created", "updated"])
    }

    @Test("JSON is the wire object, keyed by field, with a lower-case id, which reads back")
    func json() throws {
        let project = ProjectContract.sample(1)
        let text = ProjectDetailView.render(project, format: .json, context: context(.pipe))

        let decoded = try JSONDecoder().decode(ProjectJSON.self, from: Data(text.utf8))
        #expect(decoded == ProjectJSON(project))
        #expect(decoded.id?.uuid == Fixtures.id(1) && text.contains(Fixtures.id(1).uuidString.lowercased()))
        let list = ProjectListView.render([project], matchingCount: 1, format: .json, context: context(.pipe))
        #expect(try JSONDecoder().decode([ProjectJSON].self, from: Data(list.utf8)) == [decoded])
    }
}
