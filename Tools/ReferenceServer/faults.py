"""Faults a test asks for through POST /_admin/faults, applied to the next matching /v1 requests.

Each fault: {"kind": ..., "count": 1, "method": optional, "path": optional prefix after /v1}
- "status": answer `status` with an error body; `retryAfter` (seconds) adds a Retry-After header.
- "delay": sleep `seconds` first, then answer normally.
- "malformed": answer 200 with a body that is not JSON.
- "huge": answer 200 with a body of `bytes` bytes (default 10 MB) of valid JSON.
- "drop": send the headers and half the promised body, then close the connection.
"""

import threading

KINDS = ("status", "delay", "malformed", "huge", "drop")


class Faults:
    def __init__(self):
        self.lock = threading.Lock()
        self.pending = []
        self.requests = {"total": 0, "byMethod": {}}

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

    def stats(self):
        with self.lock:
            return {"total": self.requests["total"], "byMethod": dict(self.requests["byMethod"])}

    def take(self, method, path):
        """Counts the request and returns the fault it should suffer, if any."""
        with self.lock:
            self.requests["total"] += 1
            by_method = self.requests["byMethod"]
            by_method[method] = by_method.get(method, 0) + 1
            for fault in self.pending:
                if fault.get("method") not in (None, method):
                    continue
                if not path.startswith(fault.get("path", "")):
                    continue
                fault["remaining"] -= 1
                if fault["remaining"] <= 0:
                    self.pending.remove(fault)
                return fault
            return None
