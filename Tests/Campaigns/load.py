"""Load campaign (issue 13): many concurrent clients make valid moves, copies and undos between
the Reminders lists of one showcase server; afterwards every item is accounted for against a
model (none lost, none duplicated), `PRAGMA integrity_check` is ok, and throughput and p50/p99
latency are printed.

Each client owns the items it works on (a share of the seeded reminders, and the copies it
makes), so its model of where they are is exact: a 2xx answer applies the operation to the
model, a refusal (4xx) leaves it as it was. Every write carries an Idempotency-Key and is
retried once on a network error, as the page does.

Run: python3 Tests/Campaigns/load.py [--clients 20] [--operations 5000] [--seed 13]"""
import argparse
import random
import sys
import threading
import time
import uuid

from campaign_support import Server, integrity, layout, percentile, request, write

LISTS = ["rem-today", "rem-errands", "rem-work"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--operations", type=int, default=5000, help="total writes over all clients")
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()

    server = Server().start()
    try:
        status, body, _ = request(server.port, "GET", "/api/containers")
        assert status == 200
        seeded = {c["id"]: [i["id"] for i in c["items"]] for c in body["containers"] if c["id"] in LISTS}
        everything_before = layout(server.database)
        # Deal the seeded reminders out to the clients.
        owned = [dict() for _ in range(args.clients)]
        n = 0
        for container, ids in seeded.items():
            for item in ids:
                owned[n % args.clients][item] = container
                n += 1
        latencies = []
        counts = {"moves": 0, "copies": 0, "undos": 0, "refused": 0, "500s": 0, "network errors": 0}
        lock = threading.Lock()
        per_client = -(-args.operations // args.clients) + 1  # +1: the first write makes its own items

        def client(number):
            rng = random.Random(args.seed * 1000 + number)
            mine = owned[number]
            copies = []  # ids this client made by copying, newest last (undo deletes them)
            history = []  # ("move", item, from) to undo a move
            # Every client starts with two reminders of its own, made by a copy of created items.
            made = [f"own{number}-{n}" for n in range(2)]
            start = {"operation": "copy", "items": [], "to": LISTS[number % len(LISTS)], "index": 0,
                     "created": [{"id": item, "type": "com.dragkit.reminder", "title": f"Client {number} task {n}",
                                  "payload": {}} for n, item in enumerate(made)]}
            status, _, _ = write(server.port, "/api/drops", start)
            assert status == 200, status
            for item in made:
                mine[item] = start["to"]
            sent = 1
            while sent < per_client:
                roll = rng.random()
                if roll < 0.2 and (copies or history):
                    # Undo the last copy (delete it) or the last move (move it back).
                    if copies and (not history or rng.random() < 0.5):
                        item = copies.pop()
                        body = {"operation": "delete", "items": [item], "from": mine[item]}
                        kind, apply = "undos", lambda item=item: mine.pop(item)
                    else:
                        _, item, back = history.pop()
                        if item not in mine:
                            continue  # a copy that was moved, then deleted by undoing the copy
                        body = {"operation": "move", "items": [item], "from": mine[item], "to": back, "index": 0}
                        kind, apply = "undos", lambda item=item, back=back: mine.__setitem__(item, back)
                elif roll < 0.45 and mine:
                    item = rng.choice(sorted(mine))
                    to = rng.choice(LISTS)
                    new = f"c{number}-{uuid.uuid4().hex[:10]}"
                    body = {"operation": "copy", "items": [item], "from": mine[item], "to": to, "index": 0,
                            "copies": [new]}
                    kind = "copies"

                    def apply(new=new, to=to):
                        mine[new] = to
                        copies.append(new)
                elif mine:
                    item = rng.choice(sorted(mine))
                    to = rng.choice(LISTS)
                    body = {"operation": "move", "items": [item], "from": mine[item], "to": to, "index": 0}
                    kind = "moves"

                    def apply(item=item, to=to, back=mine[item]):
                        mine[item] = to
                        history.append(("move", item, back))
                else:
                    continue
                key = uuid.uuid4().hex
                sent += 1
                started = time.perf_counter()
                try:
                    status, answer, _ = write(server.port, "/api/drops", body, key)
                except OSError:
                    with lock:
                        counts["network errors"] += 1
                    try:
                        status, answer, _ = write(server.port, "/api/drops", body, key)
                    except OSError:
                        continue
                elapsed = time.perf_counter() - started
                with lock:
                    latencies.append(elapsed)
                    if status == 200:
                        counts[kind] += 1
                    elif status >= 500:
                        counts["500s"] += 1
                    else:
                        counts["refused"] += 1
                if status == 200:
                    apply()

        threads = [threading.Thread(target=client, args=(n,)) for n in range(args.clients)]
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - started
    finally:
        server.stop()

    # Model check: every owned item exactly where its owner last put it; nothing else changed.
    stored = layout(server.database)
    where = {}
    duplicated = 0
    for container, ids in stored.items():
        for item in ids:
            if item in where:
                duplicated += 1
            where[item] = container
    expected = {}
    for mine in owned:
        expected.update(mine)
    lost = [item for item in expected if item not in where]
    misplaced = [item for item, container in expected.items() if item in where and where[item] != container]
    unexpected = [item for item, container in where.items() if container in LISTS and item not in expected]
    others_changed = [c for c in everything_before if c not in LISTS and everything_before[c] != stored.get(c)]
    check = integrity(server.database)
    writes = len(latencies)
    print(f"Load campaign: {args.clients} clients, {writes} writes in {elapsed:.1f} s "
          f"({writes / elapsed:.1f} req/s), p50 {percentile(latencies, 0.5) * 1000:.0f} ms, "
          f"p99 {percentile(latencies, 0.99) * 1000:.0f} ms; applied: {counts['moves']} moves, "
          f"{counts['copies']} copies, {counts['undos']} undos; refused {counts['refused']}, "
          f"500s {counts['500s']}, network errors {counts['network errors']}; items lost {len(lost)}, "
          f"duplicated {duplicated}, misplaced {len(misplaced)}, unexpected {len(unexpected)}; "
          f"other containers changed {len(others_changed)}; integrity_check {check}")
    ok = (not lost and not duplicated and not misplaced and not unexpected and not others_changed
          and check == "ok" and counts["500s"] == 0 and writes >= args.operations * 0.95)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
