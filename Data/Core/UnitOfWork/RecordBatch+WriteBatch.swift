import Domain
import Foundation

extension RecordBatch {
    /// The records that store `batch`'s entities, validated with the Domain rules, one part of
    /// new records and one of replacements per table, in the order of `schemas`, stamped at
    /// `now`; the first entity that breaks a rule is thrown, and so is an id staged twice in a
    /// table (new and replacing, or replacing twice), which no one transaction could honour.
    init(_ batch: WriteBatch, now: Date, schemas: [any StoreSchema.Type] = Schemas.all) throws(RepositoryError) {
        var parts: [any BatchPart] = []
        var replacements: [any BatchPart] = []
        var served = Set<WriteBatch.Kind>()
        for schema in schemas {
            served.insert(Self.kind(of: schema))
            let (created, replacing) = try Self.parts(schema, of: batch)
            if let created { parts.append(created) }
            if let replacing { replacements.append(replacing) }
        }
        if let stray = batch.kinds.first(where: { !served.contains($0) }) {
            throw .storage(FailureEvidence("no table of this store keeps \(stray.name); nothing was written"))
        }
        self.init(parts: parts, replacements: replacements, now: now.roundedToMilliseconds.millisecondsSince1970)
    }

    private static func kind<Schema: StoreSchema>(of _: Schema.Type) -> WriteBatch.Kind {
        WriteBatch.Kind(Schema.Entity.self)
    }

    private static func parts<Schema: StoreSchema>(
        _: Schema.Type, of batch: WriteBatch
    ) throws(RepositoryError) -> (created: (any BatchPart)?, replacing: (any BatchPart)?) {
        let created = try records(Schema.self, of: batch.creates(of: Schema.Entity.self))
        let replacing = try records(Schema.self, of: batch.replacements(of: Schema.Entity.self))
        var seen = Set(created.map(\.id))
        if let twice = replacing.first(where: { !seen.insert($0.id).inserted }) {
            throw DataSourceError.duplicateID(twice.id).toRepositoryError(entity: Schema.entityName)
        }
        return (created.isEmpty ? nil : Rows<Schema>(created), replacing.isEmpty ? nil : Rows<Schema>(replacing))
    }

    private static func records<Schema: StoreSchema>(
        _: Schema.Type, of entities: [Schema.Entity]
    ) throws(RepositoryError) -> [Schema.Record] {
        try validate { () throws(ValidationError) in
            try entities.map { entity throws(ValidationError) in Schema.Record(try entity.validated()) }
        }
    }
}
