//
//  ProjectDetailView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

/// Renders one project whole: labelled lines on a terminal, `field<TAB>value` lines in a
/// pipe, or a JSON object. Fields are named as the demo's options name them (kebab-case).
public enum ProjectDetailView {
    /// The project `viewModel` holds; empty when none is loaded.
    @MainActor
    public static func render(
        _ viewModel: ProjectDetailViewModel, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        guard let project = viewModel.project else { return "" }
        return render(project, format: format, context: context)
    }

    /// `project`, whole.
    public static func render(_ project: Project, format: OutputFormat = .text, context: RenderContext) -> String {
        if format == .json {
            return JSONText.pretty(ProjectJSON(project))
        }
        let zone = context.timeZone
        let lines: [(name: String, text: String)] =
            [("id", project.id.uuidString.lowercased())] + fields(of: project, timeZone: zone) + [
                ("created", DueDateFormat.formatTime(project.createdAt, timeZone: zone)),
                ("updated", DueDateFormat.formatTime(project.updatedAt, timeZone: zone)),
            ]
        guard context.terminal.isTTY else {
            return lines.map { "\($0.name)\t\(TerminalSafety.tabField($0.text))\n" }.joined()
        }
        let terminal = context.terminal
        let width = lines.map(\.name.count).max() ?? 0
        return lines.map { line in
            let label = TextStyle.apply(
                [.dim], to: TextFitting.fitted(line.name, toWidth: width), enabled: terminal.isStyled)
            let room = max(1, terminal.width - width - 2)
            return label + "  " + TextFitting.truncated(TerminalSafety.singleLine(line.text), toWidth: room) + "\n"
        }.joined()
    }

    /// The fields' names, as the demo's options spell them, in declaration order.
    static let fieldNames = [
        "name"
    ]

    /// Every field of `project` by name, as text (see ``FieldText``), in declaration order; with
    /// `referenceNames` (a list), a reference is the name it gives the id, or the short id.
    static func fields(
        of project: Project, timeZone: TimeZone, referenceNames: [UUID: String]? = nil
    ) -> [(name: String, text: String)] {
        [
            ("name", project.name.fieldText(timeZone: timeZone))
        ]
    }
}
