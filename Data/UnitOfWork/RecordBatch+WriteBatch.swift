import Domain

extension RecordBatch {
    /// The records that store `batch`'s entities, validated with the Domain rules, one part per
    /// table in the order of `schemas`; the first entity that breaks a rule is thrown.
    init(_ batch: WriteBatch, schemas: [any StoreSchema.Type] = Schemas.all) throws(RepositoryError) {
        var parts: [any BatchPart] = []
        var served = Set<WriteBatch.Kind>()
        for schema in schemas {
            served.insert(Self.kind(of: schema))
            if let part = try Self.part(schema, of: batch) { parts.append(part) }
        }
        if let stray = batch.kinds.first(where: { !served.contains($0) }) {
            throw .storage(FailureEvidence("no table of this store keeps \(stray.name); nothing was written"))
        }
        self.init(parts: parts)
    }

    private static func kind<Schema: StoreSchema>(of _: Schema.Type) -> WriteBatch.Kind {
        WriteBatch.Kind(Schema.Entity.self)
    }

    private static func part<Schema: StoreSchema>(
        _: Schema.Type, of batch: WriteBatch
    ) throws(RepositoryError) -> (any BatchPart)? {
        let entities = batch.creates(of: Schema.Entity.self)
        guard !entities.isEmpty else { return nil }
        let records = try validate { () throws(ValidationError) in
            try entities.map { entity throws(ValidationError) in Schema.Record(try entity.validated()) }
        }
        return Rows<Schema>(records)
    }
}
