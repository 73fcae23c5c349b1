import Domain
import Foundation

extension FileStoreIndex {
    /// What changed from this index to `newer`, per entity: how a process that reloads the
    /// files after another one compacted them still tells its observers what happened.
    func differences(to newer: FileStoreIndex) -> (todos: ChangeSet<UUID>, projects: ChangeSet<UUID>) {
        (Self.differences(todos, newer.todos), Self.differences(projects, newer.projects))
    }

    private static func differences<Record: Equatable>(
        _ old: [UUID: Record], _ new: [UUID: Record]
    ) -> ChangeSet<UUID> {
        var changes = ChangeSet<UUID>()
        for (id, record) in new {
            if let previous = old[id] {
                if previous != record { changes.updated.append(id) }
            } else {
                changes.inserted.append(id)
            }
        }
        changes.deleted = old.keys.filter { new[$0] == nil }
        return changes
    }
}
