//
//  ProjectSchema+Remote.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain

// Projects over HTTP (docs/REST.md), through the `app` gateway (`scaffold --gateway`): the
// generic requests of `Network/APIRequest/ResourceRequests.swift` over the wire object in
// `Network/APIResponse/ProjectResponse.swift`.
extension ProjectSchema: RemoteTableSchema {
    package typealias Response = ProjectResponse
    package static let gateway = GatewayName.app
}
