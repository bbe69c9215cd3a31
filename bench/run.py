#!/usr/bin/env python3
"""make bench: measures tablerender on this machine, side by side with a libpng floor and headless Chromium
(issue 20), prints one block of figures and rewrites the block between the bench markers in docs/performance.md.

A benchmark, not a test: it never fails CI, and a missed target is printed, not raised. Every figure is a median
of several whole-process runs measured in this one session (this machine is shared and noisy): compare the ratios
measured together, not absolute times across sessions. Python 3 stdlib only.

Environment: BENCH_RUNS (default 11) runs per figure; BENCH_QUICK=1 skips the 100k-row table (development);
SWIFT, CC, CHROMIUM override the tools.
"""
import os, platform, re, shutil, signal, statistics, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True   # no bench/__pycache__ from importing the sibling module
import devtools  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release", "tablerender")
TOOL = os.path.join(ROOT, ".build", "release", "tablerender-bench")
RUNS = int(os.environ.get("BENCH_RUNS", "11"))
QUICK = os.environ.get("BENCH_QUICK", "") not in ("", "0")
COLD_RUNS = max(1, min(RUNS, 11))     # a cold browser takes a second or two, but its median needs as many turns
BATCH_RUNS = 3
BATCH_SPECS = 200
ROW_COUNTS = (1000, 10000, 100000)
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                  "--no-first-run", "--no-default-browser-check", "--force-device-scale-factor=3"]
TARGETS = {"c": 1.0, "d": 25.0, "e": 10.0, "flat": 1.2, "rss": 200.0, "swiftui": 1.5}


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def _terminate(signum, frame):
    raise SystemExit(128 + signum)   # unwinds through the finally blocks, which kill what was started


LIVE_GROUPS = set()


def kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def settle(pid, limit=10.0):
    """Waits until no process of the group is left (a killed Chromium's helpers take a while to be torn down
    by the kernel), so the next timed command does not share the cores with a dying browser."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            os.killpg(pid, 0)
        except (ProcessLookupError, PermissionError):
            return
        time.sleep(0.005)


def cpu_times():
    """(busy, total) jiffies of all cores from /proc/stat; None where there is no /proc."""
    try:
        with open("/proc/stat") as stat:
            fields = [int(value) for value in stat.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)      # idle and iowait
    return sum(fields) - idle, sum(fields)


def wait_until_idle(busy_below=0.10, window=0.1, limit=3.0):
    """Waits (at most `limit` seconds) until the cores were less than `busy_below` busy over `window` seconds:
    a browser leaves work behind after its processes are gone (its helpers reaped, its memory and files
    released), which for a second or so slowed whatever ran next by about 10 % here."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        before = cpu_times()
        time.sleep(window)
        after = cpu_times()
        if before is None or after is None:
            return
        busy, total = after[0] - before[0], after[1] - before[1]
        if total > 0 and busy / total < busy_below:
            return


def measure(args, timeout=120, check=True):
    """Runs one process (in its own process group) to its exit; returns (wall seconds, peak RSS in MB).

    The peak RSS is the child's ru_maxrss from wait4, the figure `/usr/bin/time -v` prints as
    "Maximum resident set size"."""
    errors = tempfile.TemporaryFile()    # a file, not a pipe: a chatty child can never block on it
    start = time.perf_counter()
    process = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=errors,
                               start_new_session=True)
    LIVE_GROUPS.add(process.pid)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
    except Timeout:
        kill_group(process.pid)
        process.wait()
        raise RuntimeError(f"timed out after {timeout} s: {' '.join(args[:3])} …")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        kill_group(process.pid)       # helpers a process left behind (Chromium's zygote, renderers)
        settle(process.pid)
        LIVE_GROUPS.discard(process.pid)
    process.returncode = os.waitstatus_to_exitcode(status)
    errors.seek(0)
    message = errors.read().decode(errors="replace")
    errors.close()
    if check and process.returncode != 0:
        raise RuntimeError(f"exit {process.returncode}: {' '.join(args[:3])} …\n{message[-2000:]}")
    return seconds, usage.ru_maxrss / 1024


def median_of(args, runs=RUNS, timeout=120):
    return statistics.median(measure(args, timeout)[0] for _ in range(runs))


def interleaved(commands, runs=RUNS, timeout=120):
    """Medians of several commands run in turn (a, b, a, b, …) so the machine's noise falls on all of them."""
    times = [[] for _ in commands]
    for _ in range(runs):
        for i, args in enumerate(commands):
            times[i].append(measure(args, timeout)[0])
    return [statistics.median(t) for t in times]


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def first_line(args):
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=60)
        lines = (out.stdout or out.stderr).strip().splitlines()
        return lines[0].strip() if lines else "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def machine(chromium):
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    swift = first_line([os.environ.get("SWIFT", "swift"), "--version"])
    browser = first_line([chromium, "--version"]) if chromium else "Chromium not installed"
    versions = subprocess.run(["pkg-config", "--modversion", "cairo", "libpng"], capture_output=True,
                              text=True, timeout=60).stdout.split()
    libs = f"cairo {versions[0]}, libpng {versions[1]}" if len(versions) == 2 else "cairo/libpng ?"
    return (f"{cpu}, {os.cpu_count()} cores, {mem:.0f} GiB, {platform.system()} {platform.release()}; "
            f"{swift}; {browser}; {libs}")


def verdict(ok):
    return "met" if ok else "NOT met"


def build_floor(work):
    source = os.path.join(ROOT, "bench", "png_floor.c")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "cairo", "libpng"], check=True, capture_output=True,
                           text=True, timeout=60).stdout.split()
    binary = os.path.join(work, "png_floor")
    subprocess.run([os.environ.get("CC", "cc"), "-O2", source] + flags + ["-o", binary], check=True, timeout=120)
    return binary


def find_chromium():
    names = [os.environ["CHROMIUM"]] if os.environ.get("CHROMIUM") else ["chromium", "chromium-browser"]
    for name in names:
        if shutil.which(name):
            return shutil.which(name)
    return None


def bench_chromium(chromium, work, width_pt, height_pt, r):
    """(d) cold and warm screenshots of bench/settings.html at 390 pt × scale 3; fills r."""
    url = "file://" + os.path.join(ROOT, "bench", "settings.html")
    flags = CHROMIUM_FLAGS + [f"--window-size={width_pt},{height_pt}"]
    # Cold: a new browser process per screenshot with a new, empty profile folder, as Puppeteer and Playwright
    # launch one by default. Chromium's best case, one profile folder reused by every launch, is timed in the
    # same turns for reference, and so is tablerender, so the ratio compares runs made side by side.
    shot = os.path.join(work, "chromium-cold.png")
    reused = os.path.join(work, "chromium-cold-profile")

    def cold_args(profile):
        return [chromium] + flags + [f"--user-data-dir={profile}", f"--screenshot={shot}", url]

    measure(cold_args(reused), timeout=120)      # uncounted: the page cache, and the reused profile made
    r["chromium_size"] = "×".join(map(str, png_size(shot)))
    settings = os.path.join(ROOT, "Examples", "settings.json")
    ours = [BIN, settings, "--scale", "3", "-o", os.path.join(work, "settings-d.png"), "-q"]
    fresh_times, reused_times, our_times = [], [], []
    # Each timed command starts on idle cores, so none pays for what the one before left behind.
    for _ in range(COLD_RUNS):
        profile = tempfile.mkdtemp(prefix="chromium-cold-", dir=work)
        wait_until_idle()
        fresh_times.append(measure(cold_args(profile), timeout=120)[0])
        shutil.rmtree(profile, ignore_errors=True)
        wait_until_idle()
        reused_times.append(measure(cold_args(reused), timeout=120)[0])
        wait_until_idle()
        our_times.append(measure(ours)[0])
    r["cold"] = statistics.median(fresh_times)
    r["cold_reused"] = statistics.median(reused_times)
    r["a_beside_cold"] = statistics.median(our_times)
    # Warm: one browser for every screenshot, driven over the DevTools pipe.
    browser = devtools.WarmBrowser(chromium, flags, os.path.join(work, "chromium-warm-profile"), timeout=60)
    LIVE_GROUPS.add(browser.process.pid)
    try:
        browser.open_page(width_pt, height_pt, 3)
        first = browser.screenshot(url)           # uncounted: loads the fonts and fills the caches
        r["warm_size"] = "×".join(map(str, browser.png_size(first)))
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            browser.screenshot(url)
            times.append(time.perf_counter() - start)
        r["warm"] = statistics.median(times)
    finally:
        browser.close()
        LIVE_GROUPS.discard(browser.process.pid)


def collect(work, chromium):
    r = {}
    settings = os.path.join(ROOT, "Examples", "settings.json")
    out = os.path.join(work, "settings.png")
    floor = build_floor(work)
    measure([BIN, settings, "--scale", "3", "-o", out, "-q"])          # uncounted: page cache, font caches
    width, height = png_size(out)
    r["size"] = f"{width}×{height}"
    # (a), (b): tablerender and the C floor, run in turn.
    r["a"], r["b"] = interleaved([[BIN, settings, "--scale", "3", "-o", out, "-q"],
                                  [floor, str(width), str(height), os.path.join(work, "floor.png")]])
    # (g) SVG and PDF, end to end.
    for fmt in ("svg", "pdf"):
        path = os.path.join(work, f"settings.{fmt}")
        r[fmt] = (median_of([BIN, settings, "-o", path, "-q"]), os.path.getsize(path))
    # Start-up (a one-row table) and layout only.
    one = os.path.join(work, "one.json")
    with open(one, "w") as f:
        f.write('{"scale": 1, "sections": [{"rows": ["One"]}]}')
    r["startup"] = median_of([BIN, one, "-o", os.path.join(work, "one.png"), "-q"])
    r["layout"] = median_of([BIN, settings, "--scale", "3", "--dump-layout", "-q"])
    # The three --png-compression settings, with the files' sizes.
    r["encoders"] = {}
    for setting in ("fast", "default", "smallest"):
        path = os.path.join(work, f"settings-{setting}.png")
        seconds = median_of([BIN, settings, "--scale", "3", "-o", path, "-q", "--png-compression", setting],
                            runs=max(1, min(RUNS, 5)))
        r["encoders"][setting] = (seconds, os.path.getsize(path))
    # (h) a 300-line SwiftUI view file → PNG, against rendering the spec `import` derives from it (issue 30). The
    # file sits alone in its folder, so the default --sources is that folder.
    swift_dir = os.path.join(work, "swiftui")
    os.makedirs(swift_dir)
    view = os.path.join(swift_dir, "SettingsScreen.swift")
    shutil.copyfile(os.path.join(ROOT, "bench", "SettingsScreen.swift"), view)
    imported = os.path.join(work, "swiftui-imported.json")
    subprocess.run([BIN, "import", view, "-q", "-o", imported], check=True, timeout=120)
    swift_png, spec_png = os.path.join(work, "swiftui.png"), os.path.join(work, "swiftui-spec.png")
    measure([BIN, view, "-o", swift_png, "-q"])                               # uncounted, as for (a)
    r["swiftui"], r["swiftui_spec"] = interleaved([[BIN, view, "-o", swift_png, "-q"],
                                                   [BIN, imported, "-o", spec_png, "-q"]])
    r["swiftui_lines"] = sum(1 for _ in open(view))
    r["swiftui_size"] = "×".join(map(str, png_size(swift_png)))
    r["swiftui_same"] = open(swift_png, "rb").read() == open(spec_png, "rb").read()
    # (e) batch: copies of the settings spec (3×) in one `render DIR --jobs 2`.
    specs = os.path.join(work, "specs")
    os.makedirs(specs)
    for i in range(BATCH_SPECS):
        shutil.copyfile(settings, os.path.join(specs, f"settings{i:03}.json"))
    batch_args = [BIN, "render", specs, "--out-dir", os.path.join(work, "batch"), "--jobs", "2", "-q"]
    r["batch"] = median_of(batch_args, runs=BATCH_RUNS, timeout=600)
    # (d) Chromium, cold and warm, on the HTML replica at the same width and height.
    if chromium:
        try:
            bench_chromium(chromium, work, 390, -(-height // 3), r)
        except Exception as error:    # a broken browser must not take the rest of the figures with it
            r["chromium_error"] = "chromium failed: " + (str(error).splitlines() or ["?"])[0][:200]
    # (f) tall tables: per-row time and peak memory (the largest ru_maxrss over the runs).
    r["rows"] = {}
    # The 1k table runs again after the larger ones: the per-row ratio then compares runs made around the same
    # time, not a 1k table timed in a quiet minute against a 100k table timed in a busy one.
    specs, samples = {}, {count: [] for count in ROW_COUNTS}
    for count in ROW_COUNTS:
        if count == 100000 and QUICK:
            continue
        spec = os.path.join(work, f"rows{count}.json")
        with open(spec, "w") as f:
            f.write(subprocess.run([TOOL, "spec", str(count)], check=True, capture_output=True, text=True,
                                   timeout=120).stdout)
        specs[count] = [BIN, spec, "-o", os.path.join(work, f"rows{count}.png"), "-q"]
    order = [1000] * 3 + [10000] * 3 + [1000] * 2 + ([100000] if 100000 in specs else []) + [1000] * 2
    for count in order:
        samples[count].append(measure(specs[count], timeout=1800))
    for count, taken in samples.items():
        if not taken:
            continue
        seconds = statistics.median(s for s, _ in taken)
        pages = len([f for f in os.listdir(work) if re.fullmatch(rf"rows{count}(-\d+)?\.png", f)])
        r["rows"][count] = (seconds, len(taken), max(m for _, m in taken), pages)
    return r


def report(r, chromium):
    """The printed block: one figure a line, label column, value column, then n, target and notes."""
    def row(label, value, *notes):
        return f"{label:<46} {value:>13}" + "".join(f"  {note}" for note in notes if note)

    def target(key, ok, text):
        targets.append((key, ok))
        return f"{text}: {verdict(ok)}"

    ms = lambda s: f"{s * 1000:.0f} ms"
    times = lambda x: f"{x:.2f}×" if x < 10 else f"{x:.1f}×"
    targets = []
    a, b = r["a"], r["b"]
    lines = [f"Settings screen: Examples/settings.json at 3×, {r['size']} px. Whole processes, medians of n runs.",
             "",
             row("(a) tablerender settings.json → PNG", ms(a), f"n={RUNS}"),
             row("(b) C floor: blank PNG, same size, libpng", ms(b), f"n={RUNS}",
                 "bench/png_floor.c: cairo ARGB32, zlib 1, Sub"),
             row("(c) a / b", times(a / b), "", target("(c)", a / b <= TARGETS["c"], "target ≤ 1.0"))]
    have_browser = bool(chromium) and "cold" in r and "warm" in r
    why = r.get("chromium_error", "chromium not installed")
    batch_rate = BATCH_SPECS / r["batch"]
    if have_browser:
        cold, warm = r["cold"], r["warm"]
        beside = r["a_beside_cold"]
        lines += [row("(d) Chromium cold: a new browser per shot", ms(cold), f"n={COLD_RUNS}",
                      f"new profile folder each, bench/settings.html, {r['chromium_size']} px"),
                  row("    the same, one profile folder reused", ms(r["cold_reused"]), f"n={COLD_RUNS}",
                      "Chromium's best case"),
                  row("    tablerender in the same turns", ms(beside), f"n={COLD_RUNS}"),
                  row("    cold Chromium / tablerender", times(cold / beside), "",
                      target("(d)", cold / beside >= TARGETS["d"], "target ≥ 25")),
                  row("    reused-profile Chromium / tablerender", times(r["cold_reused"] / beside)),
                  row("    Chromium warm: one browser, DevTools shot", ms(warm), f"n={RUNS}", f"{r['warm_size']} px"),
                  row("    warm Chromium / tablerender", times(warm / a))]
    else:
        lines.append(f"(d)/(e) skipped: {why}")
        targets += [("(d) not measured", None), ("(e) not measured", None)]
    lines.append(row("(e) batch: one render --jobs 2", f"{batch_rate:.1f} specs/s", f"n={BATCH_RUNS}",
                     f"{BATCH_SPECS} copies of settings.json, {r['batch']:.2f} s a batch"))
    if have_browser:
        warm_rate = 1 / r["warm"]
        lines += [row("    warm Chromium", f"{warm_rate:.2f} shots/s"),
                  row("    batch / warm Chromium", times(batch_rate / warm_rate), "",
                      target("(e)", batch_rate / warm_rate >= TARGETS["e"], "target ≥ 10"))]
    rows = r["rows"]
    for count in ROW_COUNTS:
        if count in rows:
            seconds, runs, rss, pages = rows[count]
            lines.append(row(f"(f) {count:>6} rows: {seconds / count * 1e6:.0f} µs/row, peak RSS", f"{rss:.0f} MB",
                             f"n={runs}", f"{seconds:.2f} s, {pages} PNG pages"))
        else:
            lines.append(row(f"(f) {count:>6} rows", "skipped", "BENCH_QUICK=1"))
    if 100000 in rows:
        flat = (rows[100000][0] / 100000) / (rows[1000][0] / 1000)
        rss = rows[100000][2]
        lines += [row("    per-row time, 100k / 1k", times(flat), "",
                      target("(f) time", flat <= TARGETS["flat"], "target ≤ 1.2")),
                  row("    peak RSS at 100k", f"{rss:.0f} MB", "",
                      target("(f) memory", rss < TARGETS["rss"], "target < 200 MB"))]
    else:
        flat = (rows[10000][0] / 10000) / (rows[1000][0] / 1000)
        lines += [row("    per-row time, 10k / 1k", times(flat), "", "100k skipped: (f) targets not judged")]
        targets += [("(f) not measured", None)]
    for fmt in ("svg", "pdf"):
        seconds, size = r[fmt]
        lines.append(row(f"(g) tablerender settings.json → {fmt.upper()}", ms(seconds), f"n={RUNS}",
                         f"{size / 1024:.0f} KiB"))
    ratio = r["swiftui"] / r["swiftui_spec"]
    lines += [row(f"(h) SwiftUI file ({r['swiftui_lines']} lines) → PNG", ms(r["swiftui"]), f"n={RUNS}",
                  f"bench/SettingsScreen.swift, {r['swiftui_size']} px"),
              row("    its imported spec → PNG", ms(r["swiftui_spec"]), f"n={RUNS}",
                  "the same bytes" if r["swiftui_same"] else "DIFFERENT BYTES"),
              row("    SwiftUI / spec", times(ratio), "", target("(h)", ratio <= TARGETS["swiftui"], "target ≤ 1.5"))]
    lines += ["",
              row("start-up: a one-row table, whole process", ms(r["startup"]), f"n={RUNS}"),
              row("layout only: settings.json --dump-layout", ms(r["layout"]), f"n={RUNS}")]
    for setting, (seconds, size) in r["encoders"].items():
        lines.append(row(f"--png-compression {setting}", ms(seconds), f"n={max(1, min(RUNS, 5))}",
                         f"{size / 1024:.0f} KiB"))
    lines += ["", "targets: " + ", ".join(key if ok is None else f"{key} {verdict(ok)}" for key, ok in targets)]
    return lines


def write_doc(lines, chromium):
    doc = os.path.join(ROOT, "docs", "performance.md")
    text = open(doc).read() if os.path.exists(doc) else ""
    quick = " BENCH_QUICK=1: the 100k-row table was skipped." if QUICK else ""
    block = (f"<!-- bench:start -->\nMeasured by `make bench` on {time.strftime('%Y-%m-%d')}: {machine(chromium)}."
             f"{quick}\n\n```\n" + "\n".join(lines) + "\n```\n<!-- bench:end -->")
    if "<!-- bench:start -->" in text:
        text = re.sub(r"<!-- bench:start -->.*<!-- bench:end -->", lambda _: block, text, flags=re.S)
    else:
        text += "\n" + block + "\n"
    with open(doc, "w") as f:
        f.write(text)
    return block


def main():
    signal.signal(signal.SIGALRM, _alarm)
    signal.signal(signal.SIGTERM, _terminate)
    for path in (BIN, TOOL):
        if not os.access(path, os.X_OK):
            sys.exit(f"bench: {path} is missing; run `make bench` (it builds in release first)")
    chromium = find_chromium()
    if not chromium:
        print("(d)/(e) skipped: chromium not installed", file=sys.stderr)
    work = tempfile.mkdtemp(prefix="tablerender-bench-")
    try:
        r = collect(work, chromium)
    finally:
        for group in list(LIVE_GROUPS):
            kill_group(group)
        shutil.rmtree(work, ignore_errors=True)
    lines = report(r, chromium)
    block = write_doc(lines, chromium)
    print(block.replace("<!-- bench:start -->\n", "").replace("\n<!-- bench:end -->", ""))


if __name__ == "__main__":
    main()
