/// The commands of one entity's group, `demo <entity> add|list|...`: Todo's, Project's and those
/// of every entity `scripts/scaffold` generated. The catalog lists each group once (a generated
/// one between its `scaffold:demo-commands` markers); each command declares its own spec.
protocol EntityCommands: Sendable {
    /// The group's name (`customer`) and its line in the top-level help.
    static var group: (name: String, summary: String) { get }
    /// What the group keeps in a store, in words: "customers", "order lines".
    static var entityPluralWords: String { get }
    /// Its commands, by the words that name them.
    static var commands: [CommandEntry] { get }
}
