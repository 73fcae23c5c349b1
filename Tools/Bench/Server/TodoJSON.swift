/// The todo the server rows send, and the wrk script that posts a new one per request.
enum TodoJSON {
    /// One todo with every field, as a client sends it.
    static func make(id: String) -> String {
        #"{"id":"\#(id)","title":"Buy milk","notes":"semi-skimmed","done":false,"priority":"high","#
            + #""due":"2026-01-02T00:00:00.000Z","projectId":null,"createdAt":"2026-01-01T00:00:00.000Z","#
            + #""updatedAt":"2026-01-01T00:00:00.000Z"}"#
    }

    /// A wrk Lua script: each thread numbers its requests, and `run` tells runs apart, so every
    /// POST of every run carries a new UUID.
    static func wrkPostScript(run: Int) -> String {
        let digits = String(run, radix: 16, uppercase: true)
        let group = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return #"""
            counter = 0
            thread_number = 0
            threads = 0
            function setup(thread)
              threads = threads + 1
              thread:set("thread_number", threads)
            end
            function request()
              counter = counter + 1
              local id = string.format("%08X-\#(group)-4000-8000-%012X", thread_number, counter)
              local body = '{"id":"' .. id .. '","title":"Buy milk","notes":"","done":false,' ..
                '"priority":"high","due":null,"projectId":null,"createdAt":"2026-01-01T00:00:00.000Z",' ..
                '"updatedAt":"2026-01-01T00:00:00.000Z"}'
              return wrk.format("POST", nil, {["Content-Type"] = "application/json"}, body)
            end
            """#
    }
}
