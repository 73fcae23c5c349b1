#!/usr/bin/env python3
"""The hostile test double for the remote store's tests: the REST contract of docs/REST.md, in
memory, plus the faults a real server must never commit, on request (faults.py). The tests in
Tests/DataTests/DataSources/Remote start it; nobody runs it by hand any more (`scripts/server`
is the backend).

Run: python3 server.py [--host 127.0.0.1] [--port 0] [--token SECRET] [--exit-on-stdin-eof]
It prints "listening on http://HOST:PORT" as its first line of output, so that a test that asked
for port 0 can read the port it got. Python 3 standard library only.
"""

import argparse
import json
import os
import signal
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import administration
import faults as fault_injection
import query
import wire
from idempotency import IdempotencyKeys
from store import Store
from wire import WireError

API_PREFIX = "/v1"
ADMIN_PREFIX = "/_admin"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "HostileServer/1"
    # Headers and body go out in separate writes; with Nagle's algorithm on, a keep-alive client's
    # delayed ACK would add 40 ms to every answer.
    disable_nagle_algorithm = True

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_DELETE(self):
        self.dispatch("DELETE")

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("%s %s\n" % (self.address_string(), format % args))

    # Plumbing

    def dispatch(self, method):
        url = urlsplit(self.path)
        params = query.Parameters(parse_qs(url.query, keep_blank_values=True))
        try:
            raw = self.read_raw_body()
            if url.path.startswith(ADMIN_PREFIX + "/") or url.path == ADMIN_PREFIX:
                administration.handle(self, method, url.path[len(ADMIN_PREFIX):], self.parse_body(raw))
                return
            if not url.path.startswith(API_PREFIX + "/"):
                raise WireError(404, "no_route", f"no route for {method} {url.path}")
            path = url.path[len(API_PREFIX):]
            fault = self.server.faults.take(method, path, self.client_address)
            if fault is not None and fault_injection.suffer(self, fault):
                return
            self.authorize()
            key = self.headers.get("Idempotency-Key")
            headers = None
            if method == "POST" and key:
                status, payload, replayed = self.server.idempotency.answer(
                    key, raw, lambda: self.route(method, path, params, self.parse_body(raw)))
                headers = {"Idempotent-Replayed": "true"} if replayed else None
            else:
                status, payload = self.route(method, path, params, self.parse_body(raw))
            if fault is not None and fault_injection.replaces_answer(self, fault, status, self.encode(payload)):
                return
            self.send_json(status, payload, headers)
        except WireError as error:
            self.send_json(error.status, error.body())
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def read_raw_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    @staticmethod
    def parse_body(raw):
        if not raw:
            return None
        try:
            return json.loads(raw, object_pairs_hook=wire.unique_members)
        except ValueError:
            raise WireError(400, "invalid_json", "the request body is not JSON")

    def authorize(self):
        token = self.server.token
        if token and self.headers.get("Authorization") != f"Bearer {token}":
            raise WireError(401, "unauthorized", "a valid bearer token is required")

    def send_json(self, status, payload, headers=None):
        self.send_bytes(status, self.encode(payload), headers)

    @staticmethod
    def encode(payload):
        return b"" if payload is None else json.dumps(wire.outgoing(payload), ensure_ascii=False).encode("utf-8")

    def send_bytes(self, status, data, headers=None):
        self.send_response(status)
        if data:
            self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    # Routes

    def route(self, method, path, params, body):
        store = self.server.store
        parts = [part for part in path.split("/") if part]
        if parts == ["batch"]:
            if method != "POST":
                raise WireError(405, "method_not_allowed", f"{method} is not allowed on {API_PREFIX}{path}")
            return 201, self.batch(body)
        if len(parts) == 0 or parts[0] not in ("todos", "projects"):
            raise WireError(404, "no_route", f"no route for {method} {API_PREFIX}{path}")
        collection = parts[0]
        todos = collection == "todos"
        params.refuse_repeated()
        if len(parts) == 1 and method == "GET" and "idPrefix" in params:
            return 200, store.by_id_prefix(collection, params)
        if len(parts) == 1 and method == "GET":
            selected = store.select(collection, params)
            params.refuse_unread(f"GET {API_PREFIX}/{collection}")
            return 200, selected
        if len(parts) == 1 and method == "POST":
            params.refuse_unread(f"POST {API_PREFIX}/{collection}")
            parse = wire.todo_from if todos else wire.project_from
            records = [parse(item) for item in wire.list_of(body, collection[:-1])]
            return 201, store.insert(collection, records)
        if len(parts) == 2 and parts[1] == "count" and method == "GET":
            counted = store.count(collection, params)
            params.refuse_unread(f"GET {API_PREFIX}/{collection}/count")
            return 200, {"count": counted}
        if len(parts) == 2:
            params.refuse_unread(f"{method} {API_PREFIX}/{collection}/{{id}}")
            id = wire.parse_uuid(parts[1], "id")
            if method == "GET":
                return 200, store.get(collection, id)
            if method == "PUT":
                record = (wire.todo_from if todos else wire.project_from)(body, id=id)
                version = wire.entity_tag_version(self.headers.get("If-Match"))
                return 200, store.update(collection, record, version)
            if method == "DELETE":
                (store.delete_todo if todos else store.delete_project)(id)
                return 204, None
        raise WireError(405, "method_not_allowed", f"{method} is not allowed on {API_PREFIX}{path}")

    def batch(self, body):
        """POST /v1/batch: {"projects": [...], "todos": [...], "replace": {"projects": [...],
        "todos": [...]}} stored together, all or nothing: new records, and whole replacements of
        stored ones under "replace"."""
        key = self.headers.get("Idempotency-Key")
        if not key:
            raise WireError(400, "missing_idempotency_key",
                            "POST /v1/batch needs an Idempotency-Key header (a new UUID per batch)")
        if not isinstance(body, dict):
            raise WireError(400, "invalid_body", "expected a JSON object of collections")
        replace = body.get("replace", {})
        if not isinstance(replace, dict):
            raise WireError(400, "invalid_field", "replace must be an object whose keys are collections",
                            field="replace")
        created = {name: records for name, records in body.items() if name != "replace"}
        for part in (created, replace):
            unknown = sorted(set(part) - {"projects", "todos"})
            if unknown:
                raise WireError(400, "invalid_field", f"no collection is called {unknown[0]}", field=unknown[0])

        def records(part):
            return ([wire.project_from(item) for item in wire.list_of(part.get("projects", []), "project")],
                    [wire.todo_from(item) for item in wire.list_of(part.get("todos", []), "todo")])

        projects, todos = records(created)
        replaced_projects, replaced_todos = records(replace)
        return self.server.store.write_batch(set(created), projects, todos,
                                             set(replace), replaced_projects, replaced_todos)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address, token, verbose):
        super().__init__(address, Handler)
        self.store = Store()
        self.faults = fault_injection.Faults()
        self.idempotency = IdempotencyKeys()
        self.token = token
        self.verbose = verbose

    def handle_error(self, request, client_address):
        """Clients that time out or hang up are expected here (the fault tests do it); stay quiet."""
        if self.verbose or not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def exit_when_stdin_closes():
    """Ends the process when the parent that started it goes away, so no server is left behind."""
    while sys.stdin.buffer.read(1024):
        pass
    os._exit(0)


def stop_on_termination():
    """Makes SIGTERM and SIGINT end the server even when the parent started it with them ignored
    or blocked (a process inherits both), as test runners and job controllers sometimes do."""
    signals = {signal.SIGTERM, signal.SIGINT}
    signal.pthread_sigmask(signal.SIG_UNBLOCK, signals)
    for number in signals:
        signal.signal(number, lambda *_: os._exit(0))


def main():
    parser = argparse.ArgumentParser(description="The hostile test double of the REST backend (docs/REST.md).")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port (the default)")
    parser.add_argument("--token", default=os.environ.get("REFERENCE_SERVER_TOKEN"),
                        help="require 'Authorization: Bearer TOKEN' on /v1")
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="log each request to stderr")
    arguments = parser.parse_args()
    stop_on_termination()
    server = Server((arguments.host, arguments.port), arguments.token, arguments.verbose)
    host, port = server.server_address[:2]
    print(f"listening on http://{host}:{port}", flush=True)
    if arguments.exit_on_stdin_eof:
        threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
