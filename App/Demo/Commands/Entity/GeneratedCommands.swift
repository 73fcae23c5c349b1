import Domain
import Presentation

/// The group of an entity whose `add`, `list`, `show`, `edit` and `rm` are written once here, over
/// what its files declare: its options (``EntityOptions``), its view models and its words. Every
/// entity `scripts/scaffold` writes has one (`ProjectCommands`), with any commands of its own
/// (``EntityCommands/ownCommands``).
protocol GeneratedCommands: EntityCommands {
    /// The entity's options.
    associatedtype Options: EntityOptions
    /// The detail view model the container makes for the entity.
    associatedtype DetailViewModel: EntityDetailViewModel<Options.Entity>
    /// The list view model the container makes for the entity.
    associatedtype ListViewModel: EntityListViewModel<Options.Entity>

    /// The words after `add` that give the name field; nil when the entity has none.
    static var nameArgument: PositionalSpec? { get }
    /// The id that `show`, `edit` and `rm` take (or a unique field's value).
    static var id: PositionalSpec { get }
    /// A requirement here, not only ``EntityCommands``' default, so that ``commands`` (written
    /// once, for every entity) finds an entity's own commands (`ProjectCommands+Own.swift`).
    static var ownCommands: [CommandEntry] { get }
}

extension GeneratedCommands {
    /// The entity the group's commands act on.
    typealias Entity = Options.Entity

    /// What the group keeps in a store, in words.
    static var entityPluralWords: String { Entity.words.plural }

    /// `add`, `list`, `show`, `edit` and `rm`, with any of the entity's own in place of the one of
    /// its name, and the rest of its own among them in their order (`merged(with:)`).
    static var commands: [CommandEntry] {
        [
            CommandEntry("add", EntityAddCommand<Self>.self),
            CommandEntry("list", aliases: ["ls"], EntityListCommand<Self>.self),
            CommandEntry("show", EntityShowCommand<Self>.self), CommandEntry("edit", EntityEditCommand<Self>.self),
            CommandEntry("rm", aliases: ["remove", "delete"], EntityRemoveCommand<Self>.self),
        ].merged(with: ownCommands)
    }

    /// The ID argument of `show`, `edit` and `rm`, read from `parsed`: any text when the entity has
    /// a unique field a person names it by, else an id or the start of one.
    static func readID(_ parsed: ParsedCommand) throws(UsageError) -> String {
        try parsed.idOrName(of: "\(Entity.words.article) \(Entity.words.one)", named: !Entity.keys.isEmpty)
    }
}
