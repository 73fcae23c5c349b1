//
//  ProjectListView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

/// Renders a list of projects: a table on a terminal (truncated to the width), one
/// tab-separated row per project in a pipe (id, then every field in declaration order), or a
/// JSON array.
public enum ProjectListView {
    /// The list `viewModel` holds.
    @MainActor
    public static func render(
        _ viewModel: ProjectListViewModel, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        render(
            viewModel.projects, matchingCount: viewModel.matchingCount, referenceNames: viewModel.referenceNames,
            format: format, context: context)
    }

    /// The list of `projects`, `matchingCount` of which match the filter in all; a
    /// reference shows as `referenceNames` names its id, or as its short id (the JSON keeps ids).
    public static func render(
        _ projects: [Project], matchingCount: Int, referenceNames: [UUID: String] = [:],
        format: OutputFormat = .text, context: RenderContext
    ) -> String {
        if format == .json {
            return JSONText.pretty(projects.map(ProjectJSON.init))
        }
        let zone = context.timeZone
        guard context.terminal.isTTY else {
            return projects.map { project in
                ([project.id.uuidString.lowercased()]
                    + ProjectDetailView.fields(of: project, timeZone: zone, referenceNames: referenceNames).map(\.text))
                    .map(TerminalSafety.tabField).joined(separator: "\t") + "\n"
            }.joined()
        }
        guard !projects.isEmpty else {
            return "No projects.\n"
        }
        let columns =
            [TextTable.Column(header: "ID")]
            + ProjectDetailView.fieldNames.map { TextTable.Column(header: $0.uppercased(), shrinkOrder: 0, minimum: 4) }
        let rows = projects.map { project in
            [TextTable.Cell(ShortID.of(project.id), [.yellow])]
                + ProjectDetailView.fields(of: project, timeZone: zone, referenceNames: referenceNames).map {
                    TextTable.Cell($0.text)
                }
        }
        let count = projects.count
        let summary =
            count < matchingCount
            ? "\(count) of \(matchingCount) projects shown."
            : "\(count) \(count == 1 ? "project" : "projects")."
        let footer = TextStyle.apply(
            [.dim], to: TextFitting.truncated(summary, toWidth: context.terminal.width),
            enabled: context.terminal.isStyled)
        let table = TextTable(columns: columns, rows: rows)
        return (table.lines(for: context.terminal) + [footer]).map { $0 + "\n" }.joined()
    }
}
