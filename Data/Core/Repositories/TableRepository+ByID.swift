import Domain
import Foundation

// What the one repository does to one entity named by its id: read it, change it in one store
// transaction (stamped, and refused when it changed since read), remove it.

extension TableRepository {
    /// The entity with this id; `.notFound` when there is none.
    public func fetch(id: UUID) async throws(RepositoryError) -> Schema.Entity {
        try await mapErrors { () throws(DataSourceError) in
            guard let record = try await dataSource.fetch(id: id) else { throw .notFound(id: id) }
            return try record.toDomain()
        }
    }

    /// At most `limit` entities whose id starts with `idPrefix`, in id order (none when `limit`
    /// is 0 or less).
    public func fetch(idPrefix: IDPrefix, limit: Int) async throws(RepositoryError) -> [Schema.Entity] {
        guard limit > 0 else { return [] }
        return try await mapErrors { () throws(DataSourceError) in
            try Self.entities(of: await dataSource.fetch(idPrefix: idPrefix, limit: limit))
        }
    }

    /// Replaces the stored entity with the same id and returns it as stored, stamped. The
    /// entity's `updatedAt` is the version its caller read: when the stored one differs, another
    /// write came in between, and the answer is `.conflict` (changed since read), not an
    /// overwrite of that write.
    public func update(_ entity: Schema.Entity) async throws(RepositoryError) -> Schema.Entity {
        let valid = try validate { () throws(ValidationError) in try entity.validated() }
        let read = valid.updatedAt.millisecondsSince1970
        return try await write(id: valid.id) { stored throws(DataSourceError) in
            guard stored.updatedAt.millisecondsSince1970 == read else { throw .changedSinceRead(id: valid.id) }
            return valid
        }
    }

    /// Changes the stored entity in one store transaction: `change` gets it as stored and sets
    /// the fields it names; the result is validated, stamped and stored, so that no concurrent
    /// change of the other fields is lost. Returns it as stored.
    public func update(
        id: UUID, _ change: @escaping EntityChange<Schema.Entity>
    ) async throws(RepositoryError) -> Schema.Entity {
        try await write(id: id) { stored throws(DataSourceError) in
            var changed = stored
            do throws(ValidationError) {
                try change(&changed)
            } catch {
                throw .invalid(error)
            }
            return changed
        }
    }

    /// Has the data source read the record with `id`, derive the new entity from it with `next`,
    /// and store that validated and stamped, in one transaction. The id stays the one asked for.
    private func write(
        id: UUID, _ next: @escaping @Sendable (Schema.Entity) throws(DataSourceError) -> Schema.Entity
    ) async throws(RepositoryError) -> Schema.Entity {
        let now = now
        return try await mapErrors { () throws(DataSourceError) in
            try await dataSource.modify(id: id) { record throws(DataSourceError) in
                var changed = try next(try record.toDomain())
                guard changed.id == id else {
                    throw .invalid(ValidationError(field: "id", problem: .invalid("an update cannot change the id")))
                }
                changed.updatedAt = Self.stamp(now(), after: record.updatedAt)
                do throws(ValidationError) {
                    return Schema.Record(try changed.validated())
                } catch {
                    throw .invalid(error)
                }
            }
            .toDomain()
        }
    }

    /// The `updatedAt` of a write: now, but always later than the stored one (by at least a
    /// millisecond), so that it tells every version of a record apart even when clocks step back.
    static func stamp(_ now: Date, after stored: Int64) -> Date {
        let milliseconds = now.roundedToMilliseconds.millisecondsSince1970
        return Date(millisecondsSince1970: max(milliseconds, stored + 1))
    }

    /// Removes the entity with this id; `.notFound` when there is none.
    public func delete(id: UUID) async throws(RepositoryError) {
        try await mapErrors { () throws(DataSourceError) in try await dataSource.delete(id: id) }
    }
}
