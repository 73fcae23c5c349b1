import Domain
import Presentation

/// What the options of an entity's `demo` commands mean: one per field, named after it in
/// kebab-case. Each entity's `{Entity}Options`, which `scripts/scaffold` writes, is the one place a
/// field's option is mapped to the entity (``new(_:positional:)``), to the change `edit` makes
/// (``changes(_:)``) and to the query `list` runs (``query(_:)``); the commands themselves are
/// written once (``GeneratedCommands``).
protocol EntityOptions {
    /// The entity the options describe.
    associatedtype Entity: PresentedEntity
    /// What `list --sort` names a field by.
    associatedtype SortField

    /// One option per field, for `add` and `edit`.
    static var fields: [OptionSpec] { get }
    /// The filter options of `list`, one per condition of the entity's filter, named after the
    /// field: `--f V` (equals), `--f-none` (an optional field without a value), `--f-min V` and
    /// `--f-max V` (a range, both ends inclusive), `--f-contains TEXT` (ignoring case). A Date's
    /// day is taken whole: `--f DAY` is any time on it, `--f-max DAY` runs to its end.
    static var filters: [OptionSpec] { get }
    /// What `list --sort` takes, in help's order.
    static var sortFields: [(name: String, field: SortField)] { get }

    /// A new entity from the options; the name field may instead be `positional`, the words after
    /// `add`.
    static func new(_ parsed: ParsedCommand, positional: String?) throws(UsageError) -> Entity
    /// The changes the field options given ask for, one per option; empty when none is given.
    static func changes(_ parsed: ParsedCommand) throws(UsageError) -> [@Sendable (inout Entity) -> Void]
    /// The query `list` runs: the filter options, `--sort` and `--limit`.
    static func query(_ parsed: ParsedCommand) throws(UsageError) -> Entity.Query
    /// The reference options given (`--customer ID`, one per entity referred to), each found when
    /// the command runs.
    static func lookups(_ parsed: ParsedCommand) throws(UsageError) -> [ReferenceLookup<Entity>]
    /// The reference conditions of `list` (`--customer ID`), each found when the command runs.
    static func filterLookups(_ parsed: ParsedCommand) throws(UsageError) -> [ReferenceLookup<Entity.Query>]
}

extension EntityOptions {
    /// An entity that refers to no other has no reference options.
    static func lookups(_ parsed: ParsedCommand) throws(UsageError) -> [ReferenceLookup<Entity>] { [] }

    /// An entity that refers to no other has no reference conditions.
    static func filterLookups(_ parsed: ParsedCommand) throws(UsageError) -> [ReferenceLookup<Entity.Query>] { [] }
}

extension ParsedCommand {
    /// `--sort FIELD[:asc|:desc]` among `fields`, and `--limit N` as a first page; nil for each
    /// not given.
    func sortAndPage<Field>(
        _ fields: [(name: String, field: Field)]
    ) throws(UsageError) -> (sort: (Field, SortDirection)?, page: Page?) {
        let path = spec.path
        let sort = try value("sort").map { text throws(UsageError) in try Self.sort(text, fields: fields, command: path)
        }
        let page = try value("limit").map { text throws(UsageError) in
            Page(limit: try ValueParsing.count(text, option: "limit", command: path))
        }
        return (sort, page)
    }
}
