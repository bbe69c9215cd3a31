#!/usr/bin/env python3
"""make bench: measures tablerender on this machine, side by side with a libpng floor and headless Chromium
(issues 20, 34), on generated shapes (bench/shapes.py: Settings screens of every icon kind, tall tables in every
arrangement, a check of 1,000 spec × variant images), prints one block of figures and rewrites the block between
the bench markers in docs/performance.md.

A benchmark, not a test: it never fails CI, and a missed target is printed, not raised. Every figure is a median
of several whole-process runs measured in this one session (this machine is shared and noisy): compare the ratios
measured together, not absolute times across sessions. Python 3 stdlib only.

Environment: BENCH_RUNS (default 11) runs per figure; BENCH_QUICK=1 measures 10k-row tables instead of 100k and
skips the 1,000-image check (development);
SWIFT, CC, CHROMIUM override the tools.
"""
import json, os, platform, re, shutil, signal, statistics, subprocess, sys, tempfile, time

sys.dont_write_bytecode = True   # no bench/__pycache__ from importing the sibling module
import devtools  # noqa: E402
import shapes  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release", "tablerender")
RUNS = int(os.environ.get("BENCH_RUNS", "11"))
QUICK = os.environ.get("BENCH_QUICK", "") not in ("", "0")
COLD_RUNS = max(1, min(RUNS, 11))     # a cold browser takes a second or two, but its median needs as many turns
BATCH_RUNS = 3
BATCH_SPECS = 200
TALL_ROWS = 10000 if QUICK else 100000
CHECK_SPECS = 125                      # × 8 variants (CHECK_MATRIX) = 1,000 images
CHECK_MATRIX = ["appearance=light,dark", "device=iphone-se,iphone-15,iphone-15-pro-max,ipad-11"]
CHROMIUM_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                  "--no-first-run", "--no-default-browser-check", "--force-device-scale-factor=3"]
TARGETS = {"c": 0.7, "d": 25.0, "e": 10.0, "flat": 1.2, "rss": 200.0, "swiftui": 1.5, "check": 30.0}


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


def chromium_cold(chromium, work, url, height_pt, ours, reused=None):
    """Cold screenshots of `url` (390 pt × scale 3): a new browser process with a new, empty profile folder per
    shot, as Puppeteer and Playwright launch one by default, and `ours` (tablerender on the same screen) in the same
    turns; with `reused`, also Chromium's best case, one profile folder reused by every launch. Medians in seconds:
    (fresh, reused or None, ours)."""
    flags = CHROMIUM_FLAGS + [f"--window-size=390,{height_pt}"]
    shot = os.path.join(work, "chromium-cold.png")

    def cold_args(profile):
        return [chromium] + flags + [f"--user-data-dir={profile}", f"--screenshot={shot}", url]

    warm_profile = reused or os.path.join(work, "chromium-uncounted")
    measure(cold_args(warm_profile), timeout=120)      # uncounted: the page cache, and the reused profile made
    fresh_times, reused_times, our_times = [], [], []
    # Each timed command starts on idle cores, so none pays for what the one before left behind.
    for _ in range(COLD_RUNS):
        profile = tempfile.mkdtemp(prefix="chromium-cold-", dir=work)
        wait_until_idle()
        fresh_times.append(measure(cold_args(profile), timeout=120)[0])
        shutil.rmtree(profile, ignore_errors=True)
        if reused:
            wait_until_idle()
            reused_times.append(measure(cold_args(reused), timeout=120)[0])
        wait_until_idle()
        our_times.append(measure(ours)[0])
    size = "×".join(map(str, png_size(shot)))
    return (statistics.median(fresh_times), statistics.median(reused_times) if reused else None,
            statistics.median(our_times), size)


def bench_chromium(chromium, work, height_pt, r):
    """(d) cold and warm screenshots of bench/settings.html at 390 pt × scale 3; fills r."""
    url = "file://" + os.path.join(ROOT, "bench", "settings.html")
    settings = os.path.join(ROOT, "Examples", "settings.json")
    ours = [BIN, settings, "--scale", "3", "-o", os.path.join(work, "settings-d.png"), "-q"]
    r["cold"], r["cold_reused"], r["a_beside_cold"], r["chromium_size"] = chromium_cold(
        chromium, work, url, height_pt, ours, reused=os.path.join(work, "chromium-cold-profile"))
    # Warm: one browser for every screenshot, driven over the DevTools pipe.
    flags = CHROMIUM_FLAGS + [f"--window-size=390,{height_pt}"]
    browser = devtools.WarmBrowser(chromium, flags, os.path.join(work, "chromium-warm-profile"), timeout=60)
    LIVE_GROUPS.add(browser.process.pid)
    try:
        browser.open_page(390, height_pt, 3)
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


def write_json(path, value):
    with open(path, "w") as f:
        json.dump(value, f, ensure_ascii=False)


def collect_screens(work, chromium, floor, r):
    """(a)–(d) on every generated Settings screen (one per icon kind) and on Examples/settings.json: tablerender
    against the C floor of the same size, run in turn, then cold Chromium on each screen's HTML replica."""
    folder = os.path.join(work, "screens")
    os.makedirs(folder)
    shutil.copyfile(os.path.join(ROOT, "Examples", "icons", "sunrise.png"), os.path.join(folder, "sunrise.png"))
    screens = [("settings.json", os.path.join(ROOT, "Examples", "settings.json"),
                "file://" + os.path.join(ROOT, "bench", "settings.html"))]
    for kind in shapes.ICON_KINDS:
        spec = os.path.join(folder, f"{kind}.json")
        write_json(spec, shapes.screen_spec(kind))
        page = os.path.join(folder, f"{kind}.html")
        with open(page, "w") as f:
            f.write(shapes.screen_html(kind, "sunrise.png"))
        screens.append((kind, spec, "file://" + page))
    r["screens"] = []
    for name, spec, url in screens:
        out = os.path.join(folder, f"{name}.png")
        ours = [BIN, spec, "--scale", "3", "-o", out, "-q"]
        measure(ours)                                                 # uncounted: page cache, font caches
        width, height = png_size(out)
        a, b = interleaved([ours, [floor, str(width), str(height), os.path.join(folder, "floor.png")]])
        entry = {"name": name, "size": f"{width}×{height}", "a": a, "b": b}
        if chromium and name != "settings.json":       # settings.json's cold figures are (d)'s, below
            try:
                entry["cold"], _, entry["beside"], entry["cold_size"] = chromium_cold(
                    chromium, work, url, -(-height // 3), ours)
            except Exception as error:
                entry["chromium_error"] = (str(error).splitlines() or ["?"])[0][:200]
        r["screens"].append(entry)


def collect_tall(work, r):
    """(f) every arrangement of tall tables at 3×: 1k rows (5 runs: three first, two after the big one, so the
    per-row ratio compares runs from around the same time) and TALL_ROWS rows (1 run); per-row time and peak RSS
    (the largest ru_maxrss over the runs)."""
    r["tall"] = []
    for arrangement in shapes.ARRANGEMENTS:
        commands = {}
        for count in (1000, TALL_ROWS):
            spec = os.path.join(work, f"{arrangement}-{count}.json")
            write_json(spec, shapes.tall_spec(arrangement, count))
            commands[count] = [BIN, spec, "-o", os.path.join(work, f"{arrangement}-{count}.png"), "-q"]
        samples = {1000: [], TALL_ROWS: []}
        for count in [1000] * 3 + [TALL_ROWS] + [1000] * 2:
            samples[count].append(measure(commands[count], timeout=1800))
        entry = {"name": arrangement}
        for count, taken in samples.items():
            pages = len([f for f in os.listdir(work) if re.fullmatch(rf"{arrangement}-{count}(-\d+)?\.png", f)])
            entry[count] = (statistics.median(s for s, _ in taken), len(taken), max(m for _, m in taken), pages)
        for name in os.listdir(work):
            if name.startswith(f"{arrangement}-") and name.endswith(".png"):
                os.remove(os.path.join(work, name))
        r["tall"].append(entry)


def collect_check(work, r):
    """(i) `check` of 1,000 images: CHECK_SPECS generated screens (every icon kind, sections, controls and
    texts from each spec's own seed) × the CHECK_MATRIX variants, against goldens an uncounted `check --update`
    wrote, with --jobs 2 on this machine's cores: one cold process, timed whole."""
    specs = os.path.join(work, "check-specs")
    os.makedirs(specs)
    os.makedirs(os.path.join(specs, "icons"))
    shutil.copyfile(os.path.join(ROOT, "Examples", "icons", "sunrise.png"), os.path.join(specs, "icons", "sunrise.png"))
    for i in range(CHECK_SPECS):
        kind = shapes.ICON_KINDS[i % len(shapes.ICON_KINDS)]
        write_json(os.path.join(specs, f"screen{i:03}.json"), shapes.screen_spec(kind, "icons/sunrise.png", seed=i))
    goldens = os.path.join(work, "check-goldens")
    args = [BIN, "check", specs, "--golden", goldens, "--matrix"] + CHECK_MATRIX + ["--jobs", "2", "-q"]
    measure(args + ["--update"], timeout=1800)
    r["check_images"] = len([f for f in os.listdir(goldens) if f.endswith(".png")])
    r["check"] = measure(args, timeout=1800)


def collect(work, chromium):
    r = {}
    settings = os.path.join(ROOT, "Examples", "settings.json")
    out = os.path.join(work, "settings.png")
    floor = build_floor(work)
    measure([BIN, settings, "--scale", "3", "-o", out, "-q"])          # uncounted: page cache, font caches
    width, height = png_size(out)
    r["size"] = f"{width}×{height}"
    # (a)–(c) on every screen, with cold Chromium beside each generated one.
    collect_screens(work, chromium, floor, r)
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
    # (d) Chromium, cold and warm, on the HTML replica of settings.json at the same width and height.
    if chromium:
        try:
            bench_chromium(chromium, work, -(-height // 3), r)
        except Exception as error:    # a broken browser must not take the rest of the figures with it
            r["chromium_error"] = "chromium failed: " + (str(error).splitlines() or ["?"])[0][:200]
    # (f) tall tables in every arrangement.
    collect_tall(work, r)
    # (i) a check of 1,000 images.
    if not QUICK:
        collect_check(work, r)
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
    lines = ["Settings screens at 3× (390 pt, 1170 px wide): Examples/settings.json and one generated screen per icon",
             "kind (bench/shapes.py: 32 rows in sections of 3–7, switches, details, badges, chevrons). Whole processes,",
             f"medians of n runs; (a) and (b) run in turn, (d) cold Chromium and tablerender in turn (n={COLD_RUNS}).",
             "",
             f"{'screen':<14} {'px':>10} {'(a) ours':>9} {'(b) floor':>10} {'(c) a/b':>8} {'(d) cold':>9} "
             f"{'ours':>6} {'cold/ours':>10}"]
    worst_c, worst_d = 0.0, None
    for entry in r["screens"]:
        c = entry["a"] / entry["b"]
        worst_c = max(worst_c, c)
        cold = beside = None
        if entry["name"] == "settings.json" and "cold" in r:
            cold, beside = r["cold"], r["a_beside_cold"]
        elif "cold" in entry:
            cold, beside = entry["cold"], entry["beside"]
        d = cold / beside if cold else None
        if d is not None:
            worst_d = d if worst_d is None else min(worst_d, d)
        lines.append(f"{entry['name']:<14} {entry['size']:>10} {ms(entry['a']):>9} {ms(entry['b']):>10} "
                     f"{times(c):>8} " + (f"{ms(cold):>9} {ms(beside):>6} {times(d):>10}" if d else
                                          f"{'-':>9} {'-':>6} {'-':>10}"))
    lines += ["",
              row("(c) worst a / b over the screens", times(worst_c), f"n={RUNS}",
                  target("(c)", worst_c <= TARGETS["c"], "target ≤ 0.7")),
              row("(d) worst cold Chromium / tablerender", times(worst_d) if worst_d else "-", f"n={COLD_RUNS}",
                  target("(d)", worst_d is not None and worst_d >= TARGETS["d"], "target ≥ 25") if worst_d else
                  r.get("chromium_error", "chromium not installed"))]
    if worst_d is None:
        targets.append(("(d) not measured", None))
    have_browser = bool(chromium) and "cold" in r and "warm" in r
    batch_rate = BATCH_SPECS / r["batch"]
    if have_browser:
        lines += [row("    settings.json: Chromium, profile reused", ms(r["cold_reused"]), f"n={COLD_RUNS}",
                      "Chromium's best case"),
                  row("    reused-profile Chromium / tablerender", times(r["cold_reused"] / r["a_beside_cold"])),
                  row("    Chromium warm: one browser, DevTools shot", ms(r["warm"]), f"n={RUNS}", f"{r['warm_size']} px"),
                  row("    warm Chromium / tablerender", times(r["warm"] / r["screens"][0]["a"]))]
    lines.append(row("(e) batch: one render --jobs 2", f"{batch_rate:.1f} specs/s", f"n={BATCH_RUNS}",
                     f"{BATCH_SPECS} copies of settings.json, {r['batch']:.2f} s a batch"))
    if have_browser:
        warm_rate = 1 / r["warm"]
        lines += [row("    warm Chromium", f"{warm_rate:.2f} shots/s"),
                  row("    batch / warm Chromium", times(batch_rate / warm_rate), "",
                      target("(e)", batch_rate / warm_rate >= TARGETS["e"], "target ≥ 10"))]
    else:
        targets.append(("(e) not measured", None))
    lines += ["",
              f"(f) tall tables at 3× (bench/shapes.py), 1k rows n=5 and {TALL_ROWS // 1000}k rows n=1; peak RSS is "
              "the largest ru_maxrss",
              f"{'arrangement':<16} {'1k µs/row':>10} {'1k RSS':>8} {f'{TALL_ROWS // 1000}k µs/row':>11} "
              f"{f'{TALL_ROWS // 1000}k RSS':>9} {'ratio':>6} {'pages':>6}"]
    worst_flat, worst_rss = 0.0, 0.0
    for entry in r["tall"]:
        small, big = entry[1000], entry[TALL_ROWS]
        flat = (big[0] / TALL_ROWS) / (small[0] / 1000)
        worst_flat, worst_rss = max(worst_flat, flat), max(worst_rss, big[2])
        lines.append(f"{entry['name']:<16} {small[0] / 1000 * 1e6:>10.0f} {small[2]:>6.0f} MB "
                     f"{big[0] / TALL_ROWS * 1e6:>11.0f} {big[2]:>6.0f} MB {times(flat):>6} {big[3]:>6}")
    if TALL_ROWS == 100000:
        lines += [row("    worst per-row time, 100k / 1k", times(worst_flat), "",
                      target("(f) time", worst_flat <= TARGETS["flat"], "target ≤ 1.2")),
                  row("    worst peak RSS at 100k", f"{worst_rss:.0f} MB", "",
                      target("(f) memory", worst_rss < TARGETS["rss"], "target < 200 MB"))]
    else:
        lines.append(row("    worst per-row time, 10k / 1k", times(worst_flat), "", "BENCH_QUICK=1: (f) not judged"))
        targets.append(("(f) not measured", None))
    lines.append("")
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
    if "check" in r:
        seconds, rss = r["check"]
        lines.append(row(f"(i) check of {r['check_images']} images, --jobs 2", f"{seconds:.1f} s", "n=1",
                         f"{CHECK_SPECS} screens × {' × '.join(m.split('=')[0] for m in CHECK_MATRIX)}, "
                         f"peak RSS {rss:.0f} MB, " + target("(i)", seconds <= TARGETS["check"], "target ≤ 30 s")))
    else:
        lines.append(row("(i) check of 1,000 images", "skipped", "BENCH_QUICK=1"))
        targets.append(("(i) not measured", None))
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
    quick = " BENCH_QUICK=1: 10k-row tables instead of 100k, no 1,000-image check." if QUICK else ""
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
    for path in (BIN,):
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
