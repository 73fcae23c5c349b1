import Foundation

/// The `demo <entity> add|list|show|edit|rm` commands of one entity `scripts/scaffold`
/// generated: the group, its specs for the catalog and the factory that makes them. The catalog
/// lists each such entity once, between its `scaffold:demo-commands` markers.
protocol EntityCommands: Sendable {
    /// The group's name (`category`) and its line in the top-level help.
    static var group: (name: String, summary: String) { get }
    /// What the group keeps in a store, in words: "customers", "order lines".
    static var entityPluralWords: String { get }
    /// Every command of the group.
    static var specs: [CommandSpec] { get }
    /// The command `parsed` names when it is one of this group's; nil when it is another's.
    @MainActor
    static func command(for parsed: ParsedCommand, timeZone: TimeZone) throws(UsageError) -> (any Command)?
}
