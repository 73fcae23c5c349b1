extension Priority {
    /// The priority with that name (`low`, `medium`, `high`), ignoring case (`HIGH` is `high`),
    /// or nil: what `demo`'s `--priority` and an imported line accept from a person, where the
    /// wire and the server's query read a name exactly (``/Domain/FieldEnum``'s `init(_:)`).
    public init?(name: String) {
        self.init(name.lowercased())
    }
}
