"""Crash-safety campaign (issue 13): writers keep sending moves and copies while the server is
killed with SIGKILL at a random moment and restarted, cycle after cycle. After every restart:
every write acknowledged with a 2xx is present, nothing is half-applied (each item is exactly
where its last acknowledged write put it, or where the one write in flight at the kill put it;
no item is lost or doubled), and `PRAGMA integrity_check` is ok.

Run: python3 Tests/Campaigns/crash.py [--cycles 20] [--writers 4] [--seed 13]
(the long profile: --cycles 1000)."""
import argparse
import random
import sys
import threading
import time
import uuid

from campaign_support import Server, integrity, layout, write

LISTS = ["rem-today", "rem-errands", "rem-work"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cycles", type=int, default=20)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    server = Server().start()
    start_layout = layout(server.database)
    owned = [dict() for _ in range(args.writers)]
    n = 0
    for container in LISTS:
        for item in start_layout.get(container, []):
            owned[n % args.writers][item] = container
            n += 1
    acknowledged = 0
    failures = []
    integrity_ok = 0
    try:
        for cycle in range(args.cycles):
            stop = threading.Event()
            in_flight = [None] * args.writers   # (item, target container) of the write being sent
            acked = [0] * args.writers

            def writer(number):
                local = random.Random(args.seed * 7919 + cycle * 31 + number)
                mine = owned[number]
                while not stop.is_set():
                    item = local.choice(sorted(mine))
                    to = local.choice(LISTS)
                    if local.random() < 0.4:
                        new = f"k{number}-{uuid.uuid4().hex[:12]}"
                        body = {"operation": "copy", "items": [item], "from": mine[item], "to": to, "index": 0,
                                "copies": [new]}
                        in_flight[number] = (new, to)
                    else:
                        body = {"operation": "move", "items": [item], "from": mine[item], "to": to, "index": 0}
                        in_flight[number] = (item, to)
                    try:
                        status, _, _ = write(server.port, "/api/drops", body, timeout=10)
                    except OSError:
                        return  # the server is gone; in_flight says what may or may not have landed
                    if status == 200:
                        target, container = in_flight[number]
                        mine[target] = container
                        acked[number] += 1
                    in_flight[number] = None

            threads = [threading.Thread(target=writer, args=(w,)) for w in range(args.writers)]
            for thread in threads:
                thread.start()
            time.sleep(rng.uniform(0.05, 0.6))
            server.kill()
            stop.set()
            for thread in threads:
                thread.join()
            acknowledged += sum(acked)
            stored = layout(server.database)
            check = integrity(server.database)
            integrity_ok += check == "ok"
            where = {}
            for container, ids in stored.items():
                for item in ids:
                    if item in where:
                        failures.append((cycle, "doubled", item))
                    where[item] = container
            for number, mine in enumerate(owned):
                flight = in_flight[number]
                for item, container in list(mine.items()):
                    if where.get(item) == container:
                        continue
                    if flight and flight[0] == item and where.get(item) == flight[1]:
                        mine[item] = flight[1]  # the write in flight landed before the kill
                        continue
                    failures.append((cycle, "acknowledged write missing", item, container, where.get(item)))
                if flight and flight[0] not in mine and flight[0] in where:
                    mine[flight[0]] = where[flight[0]]  # a copy in flight landed
            known = {item for mine in owned for item in mine}
            for item, container in where.items():
                if container in LISTS and item not in known:
                    failures.append((cycle, "unexpected item", item))
            if check != "ok":
                failures.append((cycle, "integrity", check))
            if failures:
                break
            server.start()
    finally:
        server.stop()
    cycles_run = min(args.cycles, (failures[0][0] + 1) if failures else args.cycles)
    print(f"Crash campaign: {cycles_run} kill -9 cycles, {args.writers} writers, {acknowledged} acknowledged writes, "
          f"{len([f for f in failures if f[1] == 'acknowledged write missing'])} lost, "
          f"integrity ok {integrity_ok}/{cycles_run}")
    for failure in failures[:20]:
        print("  FAIL", failure)
    sys.exit(0 if not failures else 1)


if __name__ == "__main__":
    main()
