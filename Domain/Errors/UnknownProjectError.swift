/// No project has the name a person gave. `known` lists the names there are, so that the person
/// can be told which to pick.
public struct UnknownProjectError: Error, Equatable, Sendable {
    /// The name as given.
    public let name: String
    /// Every project's name, in the order the store listed them.
    public let known: [String]

    /// The failure to find `name` among `known`.
    public init(name: String, known: [String]) {
        self.name = name
        self.known = known
    }
}
