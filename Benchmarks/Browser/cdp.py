"""A minimal Chrome DevTools Protocol client over one WebSocket (websocket-client, which
Selenium already depends on): commands, and the events that arrive while waiting for answers.

The benchmark drives the page through CDP directly rather than through chromedriver, because
tracing streams its data as events (`Tracing.dataCollected`), which Selenium's `execute_cdp_cmd`
cannot receive.
"""
import json
import time
import urllib.request

import websocket


class CDPError(RuntimeError):
    pass


class CDPTimeout(CDPError):
    """The page did not answer in time (its main thread is still busy)."""


class CDP:
    """One CDP session on a page target. Not thread-safe."""

    def __init__(self, debugger_address):
        with urllib.request.urlopen(f"http://{debugger_address}/json/list", timeout=10) as answer:
            targets = json.load(answer)
        page = next(target for target in targets if target.get("type") == "page")
        self.timeout = 600
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=self.timeout,
                                                  suppress_origin=True)
        self.next_id = 0
        self.events = []

    def receive(self, deadline):
        self.socket.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            return self.socket.recv()
        except websocket.WebSocketTimeoutException as error:
            raise CDPTimeout("the page did not answer in time") from error

    def post(self, method, **params):
        """Sends a command without waiting for its answer (which `send` later skips); returns
        its id. Input posted this way reaches the browser at the pace it is posted, as a person's
        input does, whatever the page is busy with."""
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        return self.next_id

    def settle(self, ident, timeout=None):
        """Waits for the answer to the posted command `ident` (answers to earlier ones are skipped);
        raises CDPTimeout after `timeout` seconds."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            message = json.loads(self.receive(deadline))
            if message.get("id") == ident:
                if "error" in message:
                    raise CDPError(f"posted command {ident}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def send(self, method, **params):
        """Sends a command and returns its result; events that arrive meanwhile are kept."""
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        deadline = time.monotonic() + self.timeout
        while True:
            message = json.loads(self.receive(deadline))
            if message.get("id") == ident:
                if "error" in message:
                    raise CDPError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, method):
        """Returns the parameters of the next event `method` (kept ones first)."""
        for index, event in enumerate(self.events):
            if event["method"] == method:
                return self.events.pop(index)["params"]
        deadline = time.monotonic() + self.timeout
        while True:
            message = json.loads(self.receive(deadline))
            if message.get("method") == method:
                return message["params"]
            if "method" in message:
                self.events.append(message)

    def wait_for_any(self, methods):
        """Removes and returns the next event (kept ones first) whose method is in `methods`:
        {method, params}."""
        for index, event in enumerate(self.events):
            if event["method"] in methods:
                return self.events.pop(index)
        deadline = time.monotonic() + self.timeout
        while True:
            message = json.loads(self.receive(deadline))
            if message.get("method") in methods:
                return message
            if "method" in message:
                self.events.append(message)

    def drain(self, method):
        """Removes and returns the parameters of every kept event `method`."""
        kept = [event["params"] for event in self.events if event["method"] == method]
        self.events = [event for event in self.events if event["method"] != method]
        return kept

    def evaluate(self, expression, await_promise=False):
        """The value of a JavaScript expression in the page (JSON-serialisable)."""
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=await_promise)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CDPError(f"evaluate {expression[:60]!r}: {text}")
        return result["result"].get("value")

    def close(self):
        self.socket.close()
