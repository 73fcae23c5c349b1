import Foundation

/// A PostgreSQL database as `--store postgres://user@host:port/db` names it: checked here, so
/// that a malformed URL is a usage error before anything connects.
public struct PostgreSQLAddress: Equatable, Sendable, CustomStringConvertible {
    /// The role to log in as; nil lets libpq use the system user's name.
    public let user: String?
    /// The password, when the URL carries one (never shown: see ``description``).
    public let password: String?
    /// The server's host name or address.
    public let host: String
    /// The server's port, 5432 unless the URL says otherwise.
    public let port: Int
    /// The database's name.
    public let database: String
    /// The URL's query, passed to libpq as connection parameters (e.g. `sslmode=require`).
    public let parameters: [URLQueryItem]

    /// The URL for libpq, password included.
    public var connectionURL: String { url(scheme: "postgresql", password: password) }

    /// The URL as `--store` spells it, with any password (and `password=` parameter) replaced by
    /// `***`, for messages and logs.
    public var description: String {
        CredentialMask.masked(url(scheme: "postgres", password: password == nil ? nil : "***"))
    }

    private func url(scheme: String, password: String?) -> String {
        var components = URLComponents()
        (components.scheme, components.user, components.password) = (scheme, user, password)
        (components.host, components.port, components.path) = (host, port, "/" + database)
        components.queryItems = parameters.isEmpty ? nil : parameters
        return components.string ?? "\(scheme)://\(host):\(port)/\(database)"
    }

    /// The port libpq and the server use when none is given.
    public static let defaultPort = 5432

    /// Reads `postgres://[user[:password]@]host[:port]/database[?param=value&...]` (also
    /// `postgresql://`); `input` is what the user typed, named in the error.
    static func parse(_ text: String, input: String) throws(StoreLocationError) -> PostgreSQLAddress {
        func refuse(_ reason: String) -> StoreLocationError {
            StoreLocationError(input: input, reason: reason + "; the form is postgres://USER@HOST:PORT/DATABASE")
        }
        guard let components = URLComponents(string: text) else { throw refuse("it is not a valid URL") }
        guard let host = components.host, !host.isEmpty else { throw refuse("the URL names no host") }
        let port = components.port ?? defaultPort
        guard (1...65_535).contains(port) else { throw refuse("port \(port) is not between 1 and 65535") }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.isEmpty else { throw refuse("the URL names no database") }
        guard !path.contains("/") else { throw refuse("the database name \"\(path)\" contains '/'") }
        if let user = components.user, user.isEmpty { throw refuse("the user name before '@' is empty") }
        let parameters = components.queryItems ?? []
        if let unnamed = parameters.first(where: { $0.name.isEmpty || $0.value == nil }) {
            throw refuse("the query parameter \"\(unnamed.name)\" has no name=value form")
        }
        return PostgreSQLAddress(
            user: components.user, password: components.password, host: host, port: port, database: path,
            parameters: parameters)
    }

    private init(
        user: String?, password: String?, host: String, port: Int, database: String, parameters: [URLQueryItem]
    ) {
        (self.user, self.password, self.host) = (user, password, host)
        (self.port, self.database, self.parameters) = (port, database, parameters)
    }
}
