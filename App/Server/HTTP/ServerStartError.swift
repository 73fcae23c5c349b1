/// The server could not start: the address is taken or invalid, or the store cannot be opened.
struct ServerStartError: Error, CustomStringConvertible {
    /// Why, in a phrase naming what failed.
    let reason: String

    var description: String { reason }
}
