"""make bench: a minimal Chrome DevTools Protocol client over --remote-debugging-pipe (Python stdlib only).

The browser reads commands from its fd 3 and writes replies and events to its fd 4, each message one JSON object
followed by a NUL byte. `WarmBrowser` starts one headless Chromium, attaches to a page (flat session mode) and
takes screenshots through `Page.navigate` + `Page.loadEventFired` + `Page.captureScreenshot`; the PNG comes back
base64-encoded and is not decoded (only its 24-byte header when asked for the size).
"""
import base64, json, os, select, signal, subprocess, time


class DevToolsError(RuntimeError):
    pass


class WarmBrowser:
    def __init__(self, chromium, flags, user_data_dir, timeout=60):
        self.timeout = timeout
        self.next_id = 0
        self.buffer = b""
        self.events = []
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire_fds():  # in the child, before exec: its fd 3 reads our commands, its fd 4 writes the replies
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.process = subprocess.Popen(
            [chromium] + flags + ["--remote-debugging-pipe", f"--user-data-dir={user_data_dir}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=wire_fds, start_new_session=True)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.session = None

    # --- the protocol -------------------------------------------------------------------------------------------
    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self.to_browser, data)
            data = data[written:]
        return self.next_id

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise DevToolsError("timed out waiting for the browser")
            ready, _, _ = select.select([self.from_browser], [], [], left)
            if ready:
                chunk = os.read(self.from_browser, 1 << 20)
                if not chunk:
                    raise DevToolsError("the browser closed its DevTools pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=True):
        wanted = self.send(method, params, session)
        deadline = time.monotonic() + self.timeout
        while True:
            message = self._read_message(deadline)
            if message.get("id") == wanted:
                if "error" in message:
                    raise DevToolsError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_event(self, method):
        deadline = time.monotonic() + self.timeout
        for i, event in enumerate(self.events):
            if event["method"] == method:
                del self.events[: i + 1]
                return event
        self.events.clear()
        while True:
            message = self._read_message(deadline)
            if message.get("method") == method:
                return message

    # --- what the bench does --------------------------------------------------------------------------------------
    def open_page(self, width, height, scale):
        target = self.call("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 session=False)["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
        self.width, self.height = width, height

    def screenshot(self, url):
        """Navigate, wait for the load event, capture the page at the device scale; returns the base64 PNG."""
        self.events.clear()
        self.call("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")
        result = self.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": self.width, "height": self.height, "scale": 1}})
        return result["data"]

    @staticmethod
    def png_size(data):
        head = base64.b64decode(data[:32])
        return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")

    def close(self):
        try:
            if self.process.poll() is None:
                try:
                    self.call("Browser.close", session=False)
                    self.process.wait(timeout=5)
                except Exception:
                    pass
        finally:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.process.wait()
            for fd in (self.to_browser, self.from_browser):
                try:
                    os.close(fd)
                except OSError:
                    pass
