extension Duration {
    /// The duration in seconds, as `Date` arithmetic and failure messages want it.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
