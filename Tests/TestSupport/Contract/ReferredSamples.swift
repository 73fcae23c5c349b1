import Domain
import Foundation

/// Projects as generated entities' contracts refer to them (`milestone:Project`): the contract
/// stores samples 100 to 103 of each entity referred to, hand-written or generated alike.
public enum ProjectContract {
    /// Project `number`: id `Fixtures.id(number)`, a name of its own.
    public static func sample(_ number: Int) -> Project {
        Project(id: Fixtures.id(number), name: "Project \(number)", createdAt: Fixtures.date(Int64(number)))
    }
}

/// Todos as generated entities' contracts refer to them (`step:Todo`).
public enum TodoContract {
    /// Todo `number`: id `Fixtures.id(number)`, in no project.
    public static func sample(_ number: Int) -> Todo {
        Todo(id: Fixtures.id(number), title: "Todo \(number)", createdAt: Fixtures.date(Int64(number)))
    }
}
