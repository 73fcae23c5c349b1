//
//  TodoSchema+Remote.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-11-30.
//

import Domain

// Todos over HTTP (docs/REST.md), through the `app` gateway (`scaffold --gateway`): the
// generic requests of `Network/APIRequest/ResourceRequests.swift` over the wire object in
// `Network/APIResponse/TodoResponse.swift`.
extension TodoSchema: RemoteTableSchema {
    package typealias Response = TodoResponse
    package static let gateway = GatewayName.app
}
