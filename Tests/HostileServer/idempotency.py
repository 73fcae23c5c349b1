"""Idempotent creates (docs/REST.md, "Idempotent creates"): a POST with an Idempotency-Key is
answered once; a repeat of the same key with the same body gets the first answer again, without
writing again, and a repeat with another body is refused.

The server keeps the newest KEPT_KEYS keys for its lifetime. Requests with one key are handled one
at a time, so a retry that arrives while the first attempt is still being served waits for its
answer instead of writing a second time.
"""

import hashlib
import json
import threading
from collections import OrderedDict

from wire import WireError

KEPT_KEYS = 10_000


class IdempotencyKeys:
    def __init__(self, kept=KEPT_KEYS):
        self.lock = threading.Lock()
        self.kept = kept
        self.answers = OrderedDict()  # key -> (digest of the body, status, payload)
        self.in_progress = {}  # key -> lock held while its first attempt is served

    def clear(self):
        with self.lock:
            self.answers.clear()

    def answer(self, key, raw_body, serve):
        """Returns (status, payload, replayed): the stored answer for `key`, or `serve()`'s, stored.

        `serve` returns (status, payload); a WireError it raises is an answer too, and is kept.
        """
        digest = hashlib.sha256(canonical(raw_body)).hexdigest()
        with self.lock:
            gate = self.in_progress.setdefault(key, threading.Lock())
        with gate:
            with self.lock:
                stored = self.answers.get(key)
            if stored is not None:
                if stored[0] != digest:
                    raise WireError(422, "idempotency_key_reused",
                                    f"Idempotency-Key {key} was used before with another body; "
                                    "send a new key for a new create")
                return stored[1], stored[2], True
            try:
                status, payload = serve()
            except WireError as error:
                status, payload = error.status, error.body()
            with self.lock:
                self.answers[key] = (digest, status, payload)
                while len(self.answers) > self.kept:
                    self.answers.popitem(last=False)
                self.in_progress.pop(key, None)
            return status, payload, False


def canonical(raw_body):
    """The body with its keys sorted, so that the same records in another key order are the same
    body (JSON encoders need not keep an order); bytes that are not JSON are taken as they are."""
    try:
        return json.dumps(json.loads(raw_body or b"null"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    except ValueError:
        return raw_body or b""
