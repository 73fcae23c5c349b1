/// The mutable side of a container, only touched under its lock: the drafts registered so far
/// and the problems found while registering.
struct ContainerState: Sendable {
    /// What to do with a key registered twice.
    let duplicates: DuplicateRegistrationPolicy
    /// Registrations in order.
    private(set) var drafts: [RegistrationDraft] = []
    /// Where each key's live draft is in `drafts`.
    private var draftIndexByKey: [ServiceKey: Int] = [:]
    /// Keys registered twice under `.reject`.
    private(set) var refusedKeys: [ServiceKey: ServiceDescription] = [:]
    /// Mistakes found while registering, for `verify()`.
    private(set) var problems: [RegistrationProblem] = []
    /// Set once the table is built; later registrations are reported and ignored.
    var isFrozen = false

    init(duplicates: DuplicateRegistrationPolicy) {
        self.duplicates = duplicates
    }

    /// Records a draft and returns its index, reporting a duplicate or a late registration.
    mutating func add(_ draft: RegistrationDraft) -> Int {
        drafts.append(draft)
        let index = drafts.count - 1
        if isFrozen {
            problems.append(RegistrationProblem(kind: .registeredAfterFreeze, service: draft.service.description))
            return index
        }
        if draftIndexByKey[draft.key] != nil, duplicates == .reject {
            refusedKeys[draft.key] = draft.service
            problems.append(RegistrationProblem(kind: .registeredTwice, service: draft.service.description))
        }
        draftIndexByKey[draft.key] = index
        return index
    }

    /// Changes the scope of a draft, or reports the change when it comes too late.
    mutating func setScope(_ scope: ObjectScope, ofDraft index: Int) {
        guard !isFrozen else {
            problems.append(
                RegistrationProblem(kind: .registeredAfterFreeze, service: drafts[index].service.description))
            return
        }
        drafts[index].scope = scope
    }

    /// The table: the parent's registrations (shared or isolated copies), overridden by this
    /// container's own, minus refused keys.
    func makeTable(inheriting parentTable: RegistrationTable?, isolated: Bool) -> RegistrationTable {
        var slots: [TableSlot] = []
        if let parentTable {
            for slot in parentTable.slots where draftIndexByKey[slot.entry.key] == nil {
                if isolated {
                    slots.append(TableSlot(entry: slot.entry.isolatedCopy(), home: nil))
                } else {
                    let sharesInstances = slot.entry.scope.sharesInstances
                    slots.append(TableSlot(entry: slot.entry, home: sharesInstances ? slot.home ?? parentTable : nil))
                }
            }
        }
        for (key, index) in draftIndexByKey.sorted(by: { $0.value < $1.value }) where refusedKeys[key] == nil {
            let draft = drafts[index]
            slots.append(TableSlot(entry: draft.makeEntry(draft.scope), home: nil))
        }
        var refused = parentTable?.refusedKeys.filter { draftIndexByKey[$0.key] == nil } ?? [:]
        refused.merge(refusedKeys) { _, own in own }
        return RegistrationTable(slots: slots, refusedKeys: refused)
    }
}
