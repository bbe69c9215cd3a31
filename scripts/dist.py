#!/usr/bin/env python3
"""The install layout of tablerender, for `make install`, `make uninstall` and `make dist`.

    scripts/dist.py install   --binary B --generate-manual G [--prefix /usr/local] [--destdir D]
    scripts/dist.py uninstall [--prefix /usr/local] [--destdir D]
    scripts/dist.py archive   --binary B --generate-manual G --out dist [--version V] [--arch A]

The layout under PREFIX (the binary finds its fonts at ../share/tablerender/fonts, so the tree can be moved
anywhere as a whole):

    bin/tablerender
    share/tablerender/fonts/            the pinned fonts of Fonts/fonts.lock and the lock itself
    share/man/man1/tablerender.1        swift-argument-parser's generate-manual
    share/bash-completion/completions/tablerender
    share/zsh/site-functions/_tablerender
    share/fish/vendor_completions.d/tablerender.fish
    share/doc/tablerender/              LICENSE, FONT-LICENSES.md (the fonts' licences travel with them)

`archive` writes dist/tablerender-VERSION-linux-ARCH.tar.gz (macos on macOS) and its .sha256: one folder,
tablerender-VERSION/, holding that layout plus LICENSE, FONT-LICENSES.md, README.md and CHANGELOG.md. The archive
is reproducible: entries sorted, owner 0, modes 0755/0644, every time the commit's (or SOURCE_DATE_EPOCH), gzip
without a name or time.
"""
import argparse
import datetime
import gzip
import hashlib
import io
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Fonts")
LOCK = os.path.join(FONTS, "fonts.lock")
NAME = "tablerender"
COMPLETIONS = {
    "bash": "share/bash-completion/completions/tablerender",
    "zsh": "share/zsh/site-functions/_tablerender",
    "fish": "share/fish/vendor_completions.d/tablerender.fish",
}
MANUAL = "share/man/man1/tablerender.1"
FONT_FOLDER = "share/tablerender/fonts"
DOC_FOLDER = "share/doc/tablerender"
LICENCES = ("LICENSE", "FONT-LICENSES.md")
TOP_DOCUMENTS = ("LICENSE", "FONT-LICENSES.md", "README.md", "CHANGELOG.md")
# generate-manual drops every character outside ASCII; the help's few are spelled in ASCII first.
ASCII_SPELLINGS = {"\u2026": "...", "\u00d7": "x", "\u2014": "--", "\u2013": "-", "\u2192": "->",
                   "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2264": "<=", "\u2265": ">="}


class Problem(Exception):
    """One line for the user."""


def sha256_file(path):
    digest = hashlib.sha256()
    with open(path, "rb") as data:
        for block in iter(lambda: data.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pinned_fonts():
    """(file name, sha256) of every file the lock names."""
    files = []
    with open(LOCK, encoding="utf-8") as lock:
        for line in lock:
            columns = line.rstrip("\n").split("\t")
            if columns[0] in ("font", "private", "instance") and len(columns) >= 5:
                files.append((columns[1], columns[-1]))
    return files


def layout():
    """Every file the install puts under PREFIX, relative to it."""
    files = ["bin/" + NAME, MANUAL] + list(COMPLETIONS.values())
    files += [FONT_FOLDER + "/" + name for name, _ in pinned_fonts()] + [FONT_FOLDER + "/fonts.lock"]
    files += [DOC_FOLDER + "/" + name for name in LICENCES]
    return sorted(files)


def run(command, **options):
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **options)
    if done.returncode != 0:
        raise Problem("{} exited with {}: {}".format(" ".join(command), done.returncode,
                                                    done.stderr.decode(errors="replace").strip()))
    return done.stdout


def write(path, data, mode=0o644):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".tablerender-", suffix=".tmp")
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    os.chmod(temporary, mode)
    os.replace(temporary, path)


def ascii_help(binary, arguments):
    """`binary arguments` with its output spelled in ASCII: the stand-in generate-manual runs."""
    text = run([binary] + arguments).decode("utf-8")
    for character, spelling in ASCII_SPELLINGS.items():
        text = text.replace(character, spelling)
    sys.stdout.write(text)


def manual(binary, generate_manual, date):
    """The man page, made by swift-argument-parser's generate-manual from the binary's help."""
    with tempfile.TemporaryDirectory(prefix="tablerender-man-") as folder:
        stand_in = os.path.join(folder, NAME)
        with open(stand_in, "w", encoding="utf-8") as script:
            script.write("#!/bin/sh\nexec '{}' '{}' ascii-help '{}' \"$@\"\n".format(
                sys.executable, os.path.abspath(__file__), os.path.abspath(binary)))
        os.chmod(stand_in, 0o755)
        output = os.path.join(folder, "man")
        os.mkdir(output)
        run([generate_manual, stand_in, "--date", date, "--output-directory", output])
        with open(os.path.join(output, NAME + ".1"), "rb") as page:
            return page.read()


def source_date():
    """The time every file of an archive gets: SOURCE_DATE_EPOCH, else the commit's, else 0."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        return int(run(["git", "-C", ROOT, "log", "-1", "--format=%ct"]).decode().strip())
    except (Problem, OSError, ValueError):
        return 0


def stage(prefix, binary, generate_manual):
    """Writes the whole layout under prefix (created if needed), replacing what an earlier install left."""
    if not os.access(binary, os.X_OK):
        raise Problem("no executable at {}: build it first (make build)".format(binary))
    for name, digest in pinned_fonts():
        path = os.path.join(FONTS, name)
        if not os.path.exists(path) or sha256_file(path) != digest:
            raise Problem("{} is missing or not the pinned file: run `make deps`".format(path))
    fonts = os.path.join(prefix, FONT_FOLDER)
    # The folder holds exactly the lock: a file an older version left would still be loaded.
    if os.path.isdir(fonts):
        for name in os.listdir(fonts):
            if name not in {n for n, _ in pinned_fonts()} | {"fonts.lock"}:
                os.remove(os.path.join(fonts, name))
    for name, _ in pinned_fonts():
        with open(os.path.join(FONTS, name), "rb") as font:
            write(os.path.join(fonts, name), font.read())
    with open(LOCK, "rb") as lock:
        write(os.path.join(fonts, "fonts.lock"), lock.read())
    with open(binary, "rb") as executable:
        write(os.path.join(prefix, "bin", NAME), executable.read(), 0o755)
    for shell, path in COMPLETIONS.items():
        write(os.path.join(prefix, path), run([binary, "--generate-completion-script", shell]))
    date = "{:%Y-%m-%d}".format(datetime.datetime.fromtimestamp(source_date(), datetime.timezone.utc))
    write(os.path.join(prefix, MANUAL), manual(binary, generate_manual, date))
    for name in LICENCES:
        with open(os.path.join(ROOT, name), "rb") as text:
            write(os.path.join(prefix, DOC_FOLDER, name), text.read())


def target(prefix, destdir):
    if not os.path.isabs(prefix):
        raise Problem("PREFIX must be an absolute path, not {}".format(prefix))
    return os.path.abspath(destdir) + prefix if destdir else prefix


def install(options):
    root = target(options.prefix, options.destdir)
    stage(root, options.binary, options.generate_manual)
    print("installed {} files under {}".format(len(layout()), root))


def uninstall(options):
    root = target(options.prefix, options.destdir)
    removed = 0
    for path in layout():
        full = os.path.join(root, path)
        if os.path.lexists(full):
            os.remove(full)
            removed += 1
    # Only the folders that are tablerender's own, and only when empty.
    for folder in (FONT_FOLDER, "share/tablerender", DOC_FOLDER):
        try:
            os.rmdir(os.path.join(root, folder))
        except OSError:
            pass
    print("removed {} files under {}".format(removed, root))


def system_name():
    return {"Darwin": "macos"}.get(platform.system(), platform.system().lower())


def archive(options):
    version = options.version or open(os.path.join(ROOT, "VERSION"), encoding="utf-8").read().strip()
    arch = options.arch or platform.machine()
    top = "{}-{}".format(NAME, version)
    name = "{}-{}-{}.tar.gz".format(top, system_name(), arch)
    mtime = source_date()
    with tempfile.TemporaryDirectory(prefix="tablerender-dist-") as folder:
        tree = os.path.join(folder, top)
        stage(tree, options.binary, options.generate_manual)
        for document in TOP_DOCUMENTS:
            shutil.copyfile(os.path.join(ROOT, document), os.path.join(tree, document))
        entries = [top]
        for base, folders, files in os.walk(tree):
            for entry in folders + files:
                entries.append(os.path.relpath(os.path.join(base, entry), folder))
        data = io.BytesIO()
        with tarfile.open(fileobj=data, mode="w", format=tarfile.GNU_FORMAT) as tar:
            for entry in sorted(entries):
                path = os.path.join(folder, entry)
                info = tar.gettarinfo(path, arcname=entry)
                info.mtime = mtime
                info.uid = info.gid = 0
                info.uname = info.gname = "root"
                executable = info.isdir() or entry == top + "/bin/" + NAME
                info.mode = 0o755 if executable else 0o644
                if info.isfile():
                    with open(path, "rb") as content:
                        tar.addfile(info, content)
                else:
                    tar.addfile(info)
    os.makedirs(options.out, exist_ok=True)
    packed = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=packed, mtime=0, compresslevel=options.level) as out:
        out.write(data.getvalue())
    path = os.path.join(options.out, name)
    write(path, packed.getvalue())
    digest = hashlib.sha256(packed.getvalue()).hexdigest()
    write(path + ".sha256", "{}  {}\n".format(digest, name).encode())
    print("{} ({} bytes, sha256 {})".format(path, len(packed.getvalue()), digest))


def main(arguments=None):
    if arguments is None:
        arguments = sys.argv[1:]
    if arguments[:1] == ["ascii-help"]:
        ascii_help(arguments[1], arguments[2:])
        return 0
    parser = argparse.ArgumentParser(description="tablerender's install layout: install, uninstall, archive.")
    commands = parser.add_subparsers(dest="command", required=True)
    for command in ("install", "uninstall", "archive"):
        sub = commands.add_parser(command)
        if command != "uninstall":
            sub.add_argument("--binary", required=True, help="the tablerender executable to install")
            sub.add_argument("--generate-manual", required=True,
                             help="swift-argument-parser's generate-manual executable")
        if command == "archive":
            sub.add_argument("--out", required=True, help="the folder the archive and its .sha256 go to")
            sub.add_argument("--version", help="default: the VERSION file")
            sub.add_argument("--arch", help="default: uname -m")
            sub.add_argument("--level", type=int, default=9, help="gzip level (default 9)")
        else:
            sub.add_argument("--prefix", default="/usr/local")
            sub.add_argument("--destdir", default="")
    options = parser.parse_args(arguments)
    try:
        {"install": install, "uninstall": uninstall, "archive": archive}[options.command](options)
    except (Problem, OSError) as problem:
        print("dist: {}".format(problem), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
