import Domain
import Foundation

/// Renders a list of an entity, the same for every entity: a table on a terminal (truncated to
/// the width), one tab-separated row per entity in a pipe (id, then every field in declaration
/// order), or a JSON array. Each entity's list view (`ProjectListView`) is this type for it.
public enum EntityListView<Entity: PresentedEntity> {
    /// The list `viewModel` holds, under its query's filter.
    @MainActor
    public static func render(
        _ viewModel: EntityListViewModel<Entity>, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        render(
            viewModel.entities, matchingCount: viewModel.matchingCount, referenceNames: viewModel.referenceNames,
            filter: viewModel.query.filter, format: format, context: context)
    }

    /// The list of `entities`, `matchingCount` of which match `filter` in all; a reference shows
    /// as `referenceNames` names its id, or as its short id (the JSON keeps ids). The text is the
    /// entity's ``PresentedEntity/listText(_:matchingCount:filter:referenceNames:context:)``:
    /// ``fieldText(_:matchingCount:referenceNames:context:)`` unless it lays its list out itself.
    public static func render(
        _ entities: [Entity], matchingCount: Int, referenceNames: [UUID: String] = [:],
        filter: Entity.Query.Filter? = nil, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        if format == .json {
            return JSONText.pretty(entities.map(Entity.json))
        }
        return Entity.listText(
            entities, matchingCount: matchingCount, filter: filter, referenceNames: referenceNames, context: context)
    }

    /// Every entity's list as text: in a pipe one row per entity (the id, then every field in
    /// declaration order), on a terminal a table with a column per field.
    public static func fieldText(
        _ entities: [Entity], matchingCount: Int, referenceNames: [UUID: String], context: RenderContext
    ) -> String {
        let zone = context.timeZone
        guard context.terminal.isTTY else {
            return entities.map { entity in
                ([entity.id.uuidString.lowercased()]
                    + Entity.fields(of: entity, timeZone: zone, referenceNames: referenceNames).map(\.text))
                    .map(TerminalSafety.tabField).joined(separator: "\t") + "\n"
            }.joined()
        }
        let columns =
            [TextTable.Column(header: "ID")]
            + Entity.fieldNames.map { TextTable.Column(header: $0.uppercased(), shrinkOrder: 0, minimum: 4) }
        let rows = entities.map { entity in
            [TextTable.Cell(ShortID.of(entity.id), [.yellow])]
                + Entity.fields(of: entity, timeZone: zone, referenceNames: referenceNames).map {
                    TextTable.Cell($0.text)
                }
        }
        let words = Entity.words
        return TextTable.listing(
            columns: columns, rows: rows, matchingCount: matchingCount, nouns: (words.one, words.plural),
            terminal: context.terminal)
    }
}

extension TextTable {
    /// A list as a terminal shows it, the same for every entity's, Todo's own table included:
    /// `No todos.` when there are no `rows`, else the table and a dim footer that counts them
    /// (`3 of 12 todos shown.` when they are a page of `matchingCount`, else `1 todo.`).
    static func listing(
        columns: [Column], rows: [[Cell]], matchingCount: Int, nouns: (one: String, plural: String),
        terminal: TerminalDescription
    ) -> String {
        guard !rows.isEmpty else { return "No \(nouns.plural).\n" }
        let count = rows.count
        let summary =
            count < matchingCount
            ? "\(count) of \(matchingCount) \(nouns.plural) shown."
            : "\(count) \(count == 1 ? nouns.one : nouns.plural)."
        let footer = TextStyle.apply(
            [.dim], to: TextFitting.truncated(summary, toWidth: terminal.width), enabled: terminal.isStyled)
        return (TextTable(columns: columns, rows: rows).lines(for: terminal) + [footer]).map { $0 + "\n" }.joined()
    }
}
