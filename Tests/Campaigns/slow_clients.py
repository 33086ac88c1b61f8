"""Stalled-client campaign (issue 13, slowloris): opens many connections that send a partial
request head or a head whose body never arrives, far more than the server's connection cap.
The server must close them after its read timeout, keep answering /api/health, and log a body
cut short once, at info level, as a 400 (never a 500 or an error line).

Run: python3 Tests/Campaigns/slow_clients.py [--connections 300]"""
import argparse
import json
import socket
import sys
import time

from campaign_support import Server, healthy

TIMEOUT = 2
CAP = 64


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--connections", type=int, default=300)
    args = parser.parse_args()
    server = Server(extra=["--read-timeout", str(TIMEOUT), "--max-connections", str(CAP)]).start()
    failures = []
    stalled = []
    try:
        for n in range(args.connections):
            try:
                s = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            except OSError:
                continue
            if n % 2:
                s.sendall(b"POST /api/drops HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                          b"Content-Length: 500\r\n\r\n{\"operation\":")
            else:
                s.sendall(b"GET /api/containers HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            stalled.append(s)
        # While they stall, the server keeps answering, at the latest once the read timeout freed it.
        deadline = time.time() + TIMEOUT * 4 + 5
        while not healthy(server.port, timeout=2) and time.time() < deadline:
            time.sleep(0.2)
        if not healthy(server.port):
            failures.append("health did not answer while clients stalled")
        # Every stalled connection is closed by the server after its read timeout.
        time.sleep(TIMEOUT + 1)
        still_open = 0
        for s in stalled:
            s.settimeout(TIMEOUT * 3)
            try:
                while s.recv(4096):
                    pass
            except socket.timeout:
                still_open += 1
            except OSError:
                pass
            s.close()
        if still_open:
            failures.append(f"{still_open} stalled connections were still open after the read timeout")
        # A body cut short: 400, logged once at info level, never an error.
        body = json.dumps({"operation": "move", "items": ["rem-today-1"], "from": "rem-today", "to": "rem-errands",
                           "index": 0}).encode()
        for _ in range(3):
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
                s.sendall(b"POST /api/drops HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                          + f"Content-Length: {len(body)}\r\n\r\n".encode() + body[:10])
                s.shutdown(socket.SHUT_WR)
                try:
                    s.recv(4096)
                except OSError:
                    pass
        time.sleep(0.5)
        if not healthy(server.port):
            failures.append("health did not answer after bodies cut short")
        log = server.log()
        errors = [line for line in log.splitlines() if "error" in line.lower() and "API request" in line]
        if errors:
            failures.append(f"error log lines: {errors[:3]}")
    finally:
        server.stop()
    print(f"Stalled-client campaign: {len(stalled)} stalled connections (cap {CAP}, read timeout {TIMEOUT} s); "
          f"{'ok' if not failures else 'FAILED'}")
    for failure in failures:
        print("  FAIL", failure)
    sys.exit(0 if not failures else 1)


if __name__ == "__main__":
    main()
