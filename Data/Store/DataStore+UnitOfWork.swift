import Domain

extension DataStore {
    /// The unit of work of this store: writes that span entities, in one transaction.
    public func unitOfWork() -> any UnitOfWork { StoreUnitOfWork(backend: backend) }
}
