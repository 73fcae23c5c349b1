"""Faults a test asks for through POST /_admin/faults, applied to the next matching /v1 requests.

Each fault: {"kind": ..., "count": 1, "method": optional, "path": optional prefix after /v1,
"skip": optional number of matching requests served normally first (a list's first page)}
- "status": answer `status` with an error body; `retryAfter` (seconds) adds a Retry-After header.
- "delay": sleep `seconds` first, then answer normally.
- "malformed": answer 200 with a body that is not JSON.
- "huge": answer 200 with a body of `bytes` bytes (default 10 MB) of valid JSON.
- "drop": send the headers and half the promised body, then close the connection.
- "redirect": answer `status` (default 302) with `Location: location` and an empty body.
- "endless": answer 200 with a JSON array that never ends, until the client hangs up.
- "lost": handle the request (a write is stored), then close the connection without answering.
- "chunked": handle the request, then send the answer with Transfer-Encoding: chunked.
"""

import threading
import time

KINDS = ("status", "delay", "malformed", "huge", "drop", "redirect", "endless", "lost", "chunked")


class Faults:
    def __init__(self):
        self.lock = threading.Lock()
        self.pending = []
        self.requests = {"total": 0, "byMethod": {}}
        self.clients = set()

    def add(self, faults):
        with self.lock:
            for fault in faults:
                if fault.get("kind") not in KINDS:
                    raise ValueError(f"unknown fault kind {fault.get('kind')!r}; use one of {', '.join(KINDS)}")
                self.pending.append(dict(fault, remaining=int(fault.get("count", 1))))

    def clear(self):
        with self.lock:
            self.pending.clear()
            self.requests = {"total": 0, "byMethod": {}}
            self.clients = set()

    def stats(self):
        with self.lock:
            return {"total": self.requests["total"], "byMethod": dict(self.requests["byMethod"]),
                    "connections": len(self.clients)}

    def take(self, method, path, client):
        """Counts the request, and the connection (`client`: its address and port) it came on,
        and returns the fault it should suffer, if any."""
        with self.lock:
            self.requests["total"] += 1
            self.clients.add(client)
            by_method = self.requests["byMethod"]
            by_method[method] = by_method.get(method, 0) + 1
            for fault in self.pending:
                if fault.get("method") not in (None, method):
                    continue
                if not path.startswith(fault.get("path", "")):
                    continue
                if fault.get("skip", 0) > 0:
                    fault["skip"] -= 1
                    continue
                fault["remaining"] -= 1
                if fault["remaining"] <= 0:
                    self.pending.remove(fault)
                return fault
            return None


def suffer(handler, fault):
    """Applies `fault` to the request `handler` is serving; True when it replaced the answer."""
    kind = fault["kind"]
    if kind == "delay":
        time.sleep(float(fault.get("seconds", 1)))
        return False
    if kind in ("lost", "chunked"):
        return False
    if kind == "status":
        status = int(fault.get("status", 500))
        headers = {"Retry-After": str(fault["retryAfter"])} if "retryAfter" in fault else None
        error = {"error": {"code": "injected_fault", "message": f"injected status {status}"}}
        handler.send_json(status, error, headers)
    elif kind == "malformed":
        handler.send_bytes(200, b'{"id": "not finished", "title": [1, 2')
    elif kind == "huge":
        size = int(fault.get("bytes", 10 * 1024 * 1024))
        handler.send_bytes(200, b'"' + b"x" * max(0, size - 2) + b'"')
    elif kind == "drop":
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", "4096")
        handler.end_headers()
        handler.wfile.write(b'[{"id": "' + b"x" * 2000)
        handler.wfile.flush()
        handler.close_connection = True
        handler.connection.shutdown(2)
    elif kind == "redirect":
        handler.send_response(int(fault.get("status", 302)))
        handler.send_header("Location", fault.get("location", "/"))
        handler.send_header("Content-Length", "0")
        handler.end_headers()
    elif kind == "endless":
        stream_forever(handler)
    return True


def replaces_answer(handler, fault, status, data):
    """After a "lost" or "chunked" fault's request was handled: hangs up without answering, or
    sends `data` in chunks of at most 1000 bytes. True when the answer was replaced."""
    if fault["kind"] == "lost":
        handler.close_connection = True
        handler.connection.shutdown(2)
        return True
    if fault["kind"] != "chunked":
        return False
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json; charset=utf-8")
    handler.send_header("Transfer-Encoding", "chunked")
    handler.end_headers()
    for start in range(0, len(data), 1000):
        part = data[start:start + 1000]
        handler.wfile.write(b"%x;ext=1\r\n%s\r\n" % (len(part), part))
    handler.wfile.write(b"0\r\nX-Trailer: yes\r\n\r\n")
    return True


def stream_forever(handler):
    """Writes an array of records with no length and no end; returns when the client hangs up."""
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Connection", "close")
    handler.end_headers()
    handler.close_connection = True
    chunk = b'{"padding": "' + b"x" * 65_000 + b'"},'
    try:
        handler.wfile.write(b"[")
        while True:
            handler.wfile.write(chunk)
    except (BrokenPipeError, ConnectionResetError):
        pass
