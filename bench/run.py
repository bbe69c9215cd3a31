#!/usr/bin/env python3
"""make bench: measures tablerender on this machine and writes docs/performance.md.

A benchmark, not a test: it never fails CI. Figures are medians of several runs measured in one session, since
this machine is shared and noisy; compare ratios measured together, not absolute times across sessions.
"""
import json, os, platform, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release", "tablerender")
TOOL = os.path.join(ROOT, ".build", "release", "tablerender-bench")
RUNS = int(os.environ.get("BENCH_RUNS", "7"))


def run(args, **kw):
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kw)


def median_seconds(args, runs=RUNS, **kw):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run(args, **kw)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peak_rss_mb(args):
    result = subprocess.run(["/usr/bin/time", "-v"] + args, check=True, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    return int(match.group(1)) / 1024 if match else float("nan")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def machine():
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return f"{os.cpu_count()} cores ({cpu}), {mem:.0f} GiB, {platform.system()} {platform.release()}; {swift}"


def main():
    work = tempfile.mkdtemp(prefix="tablerender-bench-")
    results = {}
    try:
        settings = os.path.join(ROOT, "Examples", "settings.json")
        out = os.path.join(work, "settings.png")
        # (a) end to end, one process: Examples/settings.json at 3x to PNG.
        results["a"] = median_seconds([BIN, settings, "--scale", "3", "-o", out, "-q"])
        width, height = png_size(out)
        # (b) the floor: a blank PNG of the same size through the same encoder settings, also a whole process.
        results["b"] = median_seconds([TOOL, "floor", str(width), str(height), os.path.join(work, "floor.png")])
        results["size"] = f"{width}×{height}"
        # Encoder settings: the same render with each --png-compression, and the files' sizes.
        encoders = {}
        for setting in ("fast", "default", "smallest"):
            path = os.path.join(work, f"settings-{setting}.png")
            seconds = median_seconds([BIN, settings, "--scale", "3", "-o", path, "-q", "--png-compression", setting],
                                     runs=5)
            encoders[setting] = (seconds, os.path.getsize(path))
        results["encoders"] = encoders
        # Layout alone (the display list, no pixels), to separate layout from raster and encoding.
        results["layout"] = median_seconds([BIN, settings, "--dump-layout", "-q"])
        # Start-up: a one-row table, process start to exit.
        one = os.path.join(work, "one.json")
        with open(one, "w") as f:
            f.write('{"scale": 1, "sections": [{"rows": ["One"]}]}')
        results["startup"] = median_seconds([BIN, one, "-o", os.path.join(work, "one.png"), "-q"])
        # (d) 200 specs: one batch process with --jobs 2 against 200 processes.
        specs = os.path.join(work, "specs")
        os.makedirs(specs)
        examples = sorted(f for f in os.listdir(os.path.join(ROOT, "Examples")) if f.endswith(".json"))
        for i in range(200):
            with open(os.path.join(ROOT, "Examples", examples[i % len(examples)])) as f:
                spec = json.load(f)
            spec["scale"] = 2
            spec.setdefault("sections", []).insert(0, {"rows": [f"Spec {i}"]})
            with open(os.path.join(specs, f"spec{i:03}.json"), "w") as f:
                json.dump(spec, f)
        # Icons referenced by the examples resolve against the spec's folder.
        shutil.copytree(os.path.join(ROOT, "Examples", "icons"), os.path.join(specs, "icons"))
        batch_out = os.path.join(work, "batch")
        results["batch"] = median_seconds([BIN, "render", specs, "--out-dir", batch_out, "--jobs", "2", "-q"],
                                          runs=3)
        files = sorted(os.listdir(specs))
        def separate():
            for name in files:
                if name.endswith(".json"):
                    run([BIN, os.path.join(specs, name), "-o", os.path.join(work, "single.png"), "-q"])
        times = []
        for _ in range(3):
            start = time.perf_counter()
            separate()
            times.append(time.perf_counter() - start)
        results["separate"] = statistics.median(times)
        # (e) tall tables: time per row and peak memory.
        rows = {}
        for count in (1000, 10000, 100000):
            spec = os.path.join(work, f"rows{count}.json")
            with open(spec, "w") as f:
                f.write(subprocess.run([TOOL, "spec", str(count)], check=True, capture_output=True, text=True).stdout)
            args = [BIN, spec, "-o", os.path.join(work, f"rows{count}.png"), "-q"]
            seconds = median_seconds(args, runs=3 if count < 100000 else 1)
            pages = len([f for f in os.listdir(work) if f.startswith(f"rows{count}") and f.endswith(".png")])
            rows[count] = (seconds, seconds / count * 1e6, peak_rss_mb(args), pages)
        results["rows"] = rows
    finally:
        shutil.rmtree(work, ignore_errors=True)

    a, b = results["a"], results["b"]
    batch, separate = results["batch"], results["separate"]
    r1k, r100k = results["rows"][1000][1], results["rows"][100000][1]
    lines = [
        f"(a) settings.json at 3x to PNG ({results['size']} px), end to end: {a * 1000:.0f} ms",
        f"(b) floor, blank {results['size']} PNG, same encoder: {b * 1000:.0f} ms",
        f"(c) ratio a/b: {a / b:.2f} (target ≤ 1.5)",
        f"(d) 200 specs: one `render --jobs 2` {batch:.2f} s vs 200 processes {separate:.2f} s: {separate / batch:.1f}× (target ≥ 2)",
    ]
    for count, (seconds, per_row, rss, pages) in results["rows"].items():
        lines.append(f"(e) {count:>6} rows: {seconds:.2f} s, {per_row:.0f} µs/row, peak RSS {rss:.0f} MB, {pages} PNG page(s)")
    lines.append(f"    per-row time at 100k vs 1k: {r100k / r1k:.2f}× (target ≤ 1.5); peak RSS at 100k "
                 f"{results['rows'][100000][2]:.0f} MB (target < 300)")
    lines.append(f"start-up, one-row table, process start to exit: {results['startup'] * 1000:.0f} ms")
    lines.append(f"settings.json layout only (--dump-layout, whole process): {results['layout'] * 1000:.0f} ms")
    for setting, (seconds, size) in results["encoders"].items():
        lines.append(f"--png-compression {setting:<8}: {seconds * 1000:.0f} ms end to end, {size / 1024:.0f} KiB")
    print("\n".join(lines))

    doc = os.path.join(ROOT, "docs", "performance.md")
    text = open(doc).read() if os.path.exists(doc) else ""
    block = (f"<!-- bench:start -->\nMeasured by `make bench` on {time.strftime('%Y-%m-%d')}: {machine()}.\n"
             f"Medians of {RUNS} runs (3 for batches and 10k rows, 1 at 100k rows).\n\n```\n" + "\n".join(lines)
             + "\n```\n<!-- bench:end -->")
    if "<!-- bench:start -->" in text:
        text = re.sub(r"<!-- bench:start -->.*<!-- bench:end -->", lambda _: block, text, flags=re.S)
    else:
        text += "\n" + block + "\n"
    with open(doc, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
