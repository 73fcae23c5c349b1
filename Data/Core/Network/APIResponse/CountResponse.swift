/// How many records a filter selects: the answer of the count endpoints.
public struct CountResponse: Decodable, Sendable, Equatable {
    /// The number of matching records.
    public let count: Int
}
