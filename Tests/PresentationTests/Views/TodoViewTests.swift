//
//  TodoViewTests.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain
import Foundation
import Presentation
import TestSupport
import Testing
import WireFormat

@Suite("Todo text views")
struct TodoViewTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    /// The fields as the demo's options name them, in declaration order.
    private let fieldNames = [
        "title",
        "notes",
        "is-completed",
        "priority",
        "due-date",
        "project",
    ]

    private func context(_ terminal: TerminalDescription) -> RenderContext {
        RenderContext(terminal: terminal, timeZone: utc, now: Fixtures.date())
    }

    // The rows and lines of every entity's layout (EntityListView.fieldText, EntityDetailView.fieldText),
    // which the views render unless the entity lays its list or detail out itself (Todo's table).
    @Test("in a pipe the list is one tab-separated row per todo: the whole id, then every field")
    func pipeRows() {
        let rows = EntityListView.fieldText(
            [TodoContract.sample(1), TodoContract.sample(2)], matchingCount: 2, referenceNames: [:],
            context: context(.pipe))

        let lines = rows.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.count == 2)
        #expect(
            lines.map { String($0[0]) } == [
                Fixtures.id(1).uuidString.lowercased(), Fixtures.id(2).uuidString.lowercased(),
            ])
        #expect(lines.allSatisfy { $0.count == 1 + fieldNames.count })
        #expect(lines[0].contains("Item 1"))
    }

    @Test("a list shows each reference as the name its list view model read, or as a short id")
    func referencesByName() {
        let todo = TodoContract.sample(1)
        let named = EntityListView.fieldText(
            [todo], matchingCount: 1, referenceNames: [Fixtures.id(100): "Ann"], context: context(.pipe))
        let unnamed = EntityListView.fieldText(
            [todo], matchingCount: 1, referenceNames: [:], context: context(.pipe))

        #expect(named.contains("\tAnn"))
        #expect(unnamed.contains("\t" + ShortID.of(Fixtures.id(100))))
        #expect(!unnamed.contains(Fixtures.id(100).uuidString.lowercased()))
    }

    @Test("on a terminal the list is a table with short ids and a count")
    func terminalTable() {
        let text = TodoListView.render(
            [TodoContract.sample(1)], matchingCount: 3, context: context(.plainTerminal(width: 200)))

        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ID") == true)
        #expect(lines.dropFirst().first?.hasPrefix(ShortID.of(Fixtures.id(1))) == true)
        #expect(lines.last == "1 of 3 todos shown.")
        #expect(TodoListView.render([], matchingCount: 0, context: context(.plainTerminal())) == "No todos.\n")
    }

    @Test("the detail in a pipe is name<TAB>value lines named like the demo's options")
    func detailLines() {
        let text = EntityDetailView.fieldText(TodoContract.sample(1), referenceNames: nil, context: context(.pipe))

        let names = text.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(names == ["id"] + fieldNames + ["created", "updated"])
    }

    @Test("JSON is the wire object, keyed by field, with a lower-case id, which reads back")
    func json() throws {
        let todo = TodoContract.sample(1)
        let text = TodoDetailView.render(todo, format: .json, context: context(.pipe))

        let decoded = try JSONDecoder().decode(TodoJSON.self, from: Data(text.utf8))
        #expect(decoded == TodoJSON(todo))
        #expect(decoded.id?.uuid == Fixtures.id(1) && text.contains(Fixtures.id(1).uuidString.lowercased()))
        let list = TodoListView.render([todo], matchingCount: 1, format: .json, context: context(.pipe))
        #expect(try JSONDecoder().decode([TodoJSON].self, from: Data(list.utf8)) == [decoded])
    }
}
