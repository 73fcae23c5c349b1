"""The administration API below /_admin (docs/REST.md): health, statistics, reset and faults."""

from wire import WireError


def handle(handler, method, path, body):
    server = handler.server
    if method == "GET" and path == "/health":
        handler.send_json(200, {"status": "ok", "version": 1})
    elif method == "GET" and path == "/stats":
        handler.send_json(200, server.faults.stats())
    elif method == "POST" and path == "/faults":
        try:
            server.faults.add((body or {}).get("faults", []))
        except (ValueError, TypeError, AttributeError) as error:
            raise WireError(400, "invalid_fault", str(error))
        handler.send_json(204, None)
    elif method == "POST" and path == "/reset":
        server.store.reset()
        server.faults.clear()
        server.idempotency.clear()
        handler.send_json(204, None)
    else:
        raise WireError(404, "no_route", f"no admin route for {method} {path}")
