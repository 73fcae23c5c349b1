import Domain
import Foundation

/// What the view models and views written once for every entity (``EntityDetailViewModel``,
/// ``EntityListViewModel``, ``EntityDetailView``, ``EntityListView``) know of one beyond its
/// repository: its name in words, the unique fields a person may name it by, what a person reads
/// beside its id, and its fields as text and as JSON. Each entity's generated detail view model
/// and detail view declare it; nothing else about an entity is written per entity here. An entity
/// that lays out its list or its detail itself (Todo's table, with its done mark and overdue
/// colours) gives its own ``listText(_:matchingCount:filter:referenceNames:context:)`` or
/// ``detailText(_:referenceNames:context:)`` in a file of its own, and the views written once
/// render that.
public protocol PresentedEntity: VersionedEntity {
    /// What its list asks the repository for.
    associatedtype Query: EntityQuery where Query.Entity == Self
    /// The entity as `--json` and the REST API write it (WireFormat's object).
    associatedtype JSON: Encodable

    /// The entity in words, for messages and help: `(article: "a", one: "project", plural: "projects")`.
    static var words: (article: String, one: String, plural: String) { get }
    /// The unique fields a person may name one by instead of its id; empty when it has none.
    static var keys: [@Sendable (Self) -> String] { get }
    /// The fields' names, as the demo's options spell them, in declaration order.
    static var fieldNames: [String] { get }

    // The rest are static, taking the entity, so that no field's name can clash with them.

    /// What a person reads beside `entity`'s short id, in a confirmation or among the candidates
    /// of a prefix: the field lists show it by, or nothing when it has none.
    static func label(_ entity: Self) -> String
    /// `entity`'s wire object, as `--json` prints it.
    static func json(_ entity: Self) -> JSON
    /// Every field of `entity` by name, as text (see `FieldText`), in declaration order; with
    /// `referenceNames` (a list), a reference is the name it gives the id, or the short id.
    static func fields(
        of entity: Self, timeZone: TimeZone, referenceNames: [UUID: String]?
    ) -> [(name: String, text: String)]
    /// `entities` as a list's text (not JSON), `matchingCount` of which match `filter` (nil when
    /// unknown) in all, a reference by the name `referenceNames` gives it: by default every
    /// entity's, ``EntityListView/fieldText(_:matchingCount:referenceNames:context:)``.
    static func listText(
        _ entities: [Self], matchingCount: Int, filter: Query.Filter?, referenceNames: [UUID: String],
        context: RenderContext
    ) -> String
    /// `entity` whole as text (not JSON), a reference by the name `referenceNames` gives it (by
    /// its whole id without names): by default every entity's,
    /// ``EntityDetailView/fieldText(_:referenceNames:context:)``.
    static func detailText(_ entity: Self, referenceNames: [UUID: String]?, context: RenderContext) -> String
}

extension PresentedEntity {
    /// Every entity's list: a column per field.
    public static func listText(
        _ entities: [Self], matchingCount: Int, filter: Query.Filter?, referenceNames: [UUID: String],
        context: RenderContext
    ) -> String {
        EntityListView.fieldText(
            entities, matchingCount: matchingCount, referenceNames: referenceNames, context: context)
    }

    /// Every entity's detail: a line per field.
    public static func detailText(_ entity: Self, referenceNames: [UUID: String]?, context: RenderContext) -> String {
        EntityDetailView.fieldText(entity, referenceNames: referenceNames, context: context)
    }
}

extension EntityIDResolver where Entity: PresentedEntity {
    /// Finds entities by id prefix in `repository`; an ambiguous prefix lists each candidate by
    /// its ``PresentedEntity/label(_:)``.
    init(_ repository: any EntityRepository<Entity, Entity.Query, Entity.Query.Filter>) {
        self.init(
            entityWords: Entity.words.one,
            fetch: { try await repository.fetch(id: $0) },
            fetchPrefix: { try await repository.fetch(idPrefix: $0, limit: $1) },
            label: { Entity.label($0) })
    }
}

extension EntityRepository {
    /// This repository as the generic view models hold it. Swift does not convert `any
    /// ProjectRepositoryProtocol` to `any EntityRepository<Project, …>` by itself; a member of the
    /// existential is called on the opened value, whose `self` converts.
    var erased: any EntityRepository<Entity, Query, Filter> { self }

    /// The record `id` names and the name a detail shows for it (`name` of it), for
    /// ``EntityDetailViewModel``'s reads of what an entity refers to; nil when there is no id, or
    /// no record has it (one removed by another process a moment before).
    func name(of id: UUID?, _ name: (Entity) -> String) async throws -> (UUID, String)? {
        guard let id else { return nil }
        do {
            return (id, name(try await fetch(id: id)))
        } catch .notFound {
            return nil
        }
    }
}
