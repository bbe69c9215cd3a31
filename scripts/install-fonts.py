#!/usr/bin/env python3
"""Installs the pinned fonts of Fonts/fonts.lock into Fonts/ (or the folder given), checking every checksum.

    scripts/install-fonts.py [FONTS-FOLDER] [--archives FOLDER] [--download-only]

Works on any Linux and on macOS with Python 3.8 or newer and nothing else: no apt, no dpkg, no pip needed.
Each archive the lock names is taken, first found wins, from
  1. the archives folder (.font-archives/ by default): a file with the right SHA-256 is used as it is, so a
     machine without any network can be given the archives by hand;
  2. TABLERENDER_FONT_MIRROR, when set: a base URL (https://, http:// or file://) holding the archives under
     their file names, flat, as in .font-archives/; it replaces every origin (air-gapped CI, tests);
  3. the registry's own client when it is there: `pip download` (PyPI) and `apt-get download` (Debian 12);
  4. the archive's pinned URL in the lock, over HTTPS.
Every archive is checked against the lock's SHA-256 before use. Debian archives are unpacked in Python (ar, then
data.tar.xz, .gz, .bz2, .zst or plain tar), never with dpkg. Files already installed with the right checksum
are left alone; files the lock does not name are removed, so the folder holds exactly the lock (and a copy of
the lock when it is not Fonts/ itself: the loader reads it). Static instances of variable fonts are made with
the pinned fontTools wheel, as is the symbol font's private-use-only character map. Exit 0 when every file is
in place, 1 otherwise, with one line per problem.
"""
import argparse
import hashlib
import importlib.util
import io
import os
import shutil
import ssl
import subprocess
import sys
import tarfile
import tempfile
import urllib.error
import urllib.parse
import urllib.request
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCK = os.path.join(ROOT, "Fonts", "fonts.lock")
# Outside the fonts folder, which fontconfig scans whole.
ARCHIVES = os.path.join(ROOT, ".font-archives")
MIRROR_VARIABLE = "TABLERENDER_FONT_MIRROR"
# Bounds one download: the largest pinned archive is under 10 MB.
DOWNLOAD_LIMIT = 64 * 1024 * 1024
DOWNLOAD_TIMEOUT = 60


class Problem(Exception):
    """One line for the user."""


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def file_sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as data:
        for block in iter(lambda: data.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def read_lock(lock=LOCK):
    archives, files = {}, []
    with open(lock, encoding="utf-8") as text:
        for number, line in enumerate(text, 1):
            if line.startswith("#") or not line.strip():
                continue
            columns = line.rstrip("\n").split("\t")
            kind = columns[0]
            if kind == "archive" and len(columns) == 7:
                archive = dict(zip(("name", "registry", "package", "version", "sha256", "url"), columns[1:]))
                if archive["registry"] not in ("pypi", "debian") or not archive["url"].startswith("https://"):
                    raise Problem("{}:{}: an archive needs registry pypi or debian and an https URL".format(
                        lock, number))
                archives[columns[1]] = archive
            elif kind in ("font", "private") and len(columns) == 5:
                files.append(dict(kind=kind, file=columns[1], archive=columns[2], member=columns[3],
                                  sha256=columns[4]))
            elif kind == "instance" and len(columns) == 8:
                files.append(dict(kind=kind, file=columns[1], archive=columns[2], member=columns[3],
                                  axes=columns[4], family=columns[5], style=columns[6], sha256=columns[7]))
            else:
                raise Problem("{}:{}: not a lock line".format(lock, number))
    for entry in files:
        if entry["archive"] not in archives:
            raise Problem("{}: {} names no archive line {}".format(lock, entry["file"], entry["archive"]))
    return archives, files


def archive_file(archive):
    """The archive's file name: the last part of its pinned URL, as pip and apt-get save it."""
    return urllib.parse.unquote(archive["url"].rsplit("/", 1)[-1])


def mirror_url(mirror, archive):
    return mirror.rstrip("/") + "/" + urllib.parse.quote(archive_file(archive))


def sources(archive, environment=None, which=shutil.which, has_pip=None):
    """Where a missing archive is fetched from, in order: (kind, detail) pairs."""
    environment = os.environ if environment is None else environment
    mirror = environment.get(MIRROR_VARIABLE, "").strip()
    if mirror:
        return [("url", mirror_url(mirror, archive))]
    found = []
    if archive["registry"] == "pypi":
        if has_pip is None:
            has_pip = importlib.util.find_spec("pip") is not None
        if has_pip:
            found.append(("pip", None))
    elif which("apt-get"):
        found.append(("apt-get", None))
    found.append(("url", archive["url"]))
    return found


def fetch_url(url, target):
    """Downloads url into target (a temporary name), bounded in size and time."""
    try:
        with urllib.request.urlopen(url, timeout=DOWNLOAD_TIMEOUT) as response, open(target, "wb") as out:
            total = 0
            for block in iter(lambda: response.read(1 << 16), b""):
                total += len(block)
                if total > DOWNLOAD_LIMIT:
                    raise Problem("{} is larger than {} bytes".format(url, DOWNLOAD_LIMIT))
                out.write(block)
    except urllib.error.URLError as error:
        # Python from python.org on macOS ships without certificates until its "Install Certificates" step;
        # curl uses the system's.
        if isinstance(error.reason, ssl.SSLError) and shutil.which("curl"):
            done = subprocess.run(["curl", "-fsSL", "--max-time", str(DOWNLOAD_TIMEOUT), "-o", target, url],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            if done.returncode == 0:
                return
            raise Problem("curl {}: {}".format(url, done.stderr.decode(errors="replace").strip()))
        raise Problem("{}: {}".format(url, error.reason))
    except OSError as error:
        raise Problem("{}: {}".format(url, error))


def fetch(archive, kind, detail, folder):
    """Puts the archive into folder with one source; raises Problem when that source fails."""
    path = os.path.join(folder, archive_file(archive))
    if kind == "url":
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".download-", suffix=".tmp")
        os.close(handle)
        try:
            fetch_url(detail, temporary)
            os.chmod(temporary, 0o644)
            os.replace(temporary, path)
        finally:
            if os.path.exists(temporary):
                os.remove(temporary)
        return
    if kind == "pip":
        # The pinned wheel is pure Python ("py3-none-any"): ask for exactly that one, whatever this Python is.
        commands = [[sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary", ":all:",
                     "--platform", "any", "--implementation", "py", "--abi", "none", "-d", folder,
                     "{}=={}".format(archive["package"], archive["version"])]]
    else:
        command = ["apt-get", "download", "-qq", "{}={}".format(archive["package"], archive["version"])]
        # Package lists that were never fetched know no versions: update once, then try again.
        update = ([] if os.geteuid() == 0 else ["sudo", "-n"]) + ["apt-get", "update", "-qq"]
        commands = [command, update, command]
    for command in commands:
        subprocess.run(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if os.path.exists(path):
            return
    raise Problem("{} did not download {}".format(kind, archive_file(archive)))


def checked_archive(archives, name, folder):
    """The path of the archive in folder, fetched if needed, whose checksum matches the lock."""
    archive = archives[name]
    path = os.path.join(folder, archive_file(archive))
    if os.path.exists(path):
        if file_sha256(path) == archive["sha256"]:
            return path
        os.remove(path)
    tried = []
    for kind, detail in sources(archive):
        try:
            fetch(archive, kind, detail, folder)
        except Problem as problem:
            tried.append(str(problem))
            continue
        actual = file_sha256(path)
        if actual == archive["sha256"]:
            return path
        os.remove(path)
        tried.append("{} gave sha256 {}, the lock says {}".format(detail or kind, actual, archive["sha256"]))
    raise Problem("cannot get {} {} ({}); put {} (sha256 {}) in {}".format(
        archive["package"], archive["version"], "; ".join(tried), archive_file(archive), archive["sha256"], folder))


def decompressed_zstd(body):
    """A zstd stream decompressed with whatever this machine has: Python 3.14's module, zstandard, or zstd."""
    try:
        from compression import zstd  # Python 3.14
        return zstd.decompress(body)
    except ImportError:
        pass
    try:
        import zstandard
        return zstandard.ZstdDecompressor().decompressobj().decompress(body)
    except ImportError:
        pass
    if shutil.which("zstd"):
        done = subprocess.run(["zstd", "-dc"], input=body, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        if done.returncode == 0:
            return done.stdout
    raise Problem("a data.tar.zst needs Python 3.14, the zstandard module or the zstd command")


def deb_data(data, path="archive"):
    """The data.tar of a Debian archive (an ar archive of debian-binary, control.tar.*, data.tar.*), unpacked."""
    if not data.startswith(b"!<arch>\n"):
        raise Problem("{} is not a .deb archive".format(path))
    offset = 8
    while offset + 60 <= len(data):
        header = data[offset:offset + 60]
        if header[58:60] != b"`\n":
            raise Problem("{}: a damaged ar header at byte {}".format(path, offset))
        entry = header[:16].decode("ascii", "replace").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        body = data[offset + 60:offset + 60 + size]
        if len(body) != size:
            raise Problem("{}: {} is cut short".format(path, entry))
        if entry.startswith("data.tar"):
            if entry.endswith(".zst"):
                body = decompressed_zstd(body)
            return body
        offset += 60 + size + (size % 2)
    raise Problem("{} has no data.tar member".format(path))


def member(path, name):
    """The bytes of one file inside a wheel (zip) or a .deb (ar + data.tar.*)."""
    if path.endswith(".whl"):
        with zipfile.ZipFile(path) as wheel:
            return wheel.read(name)
    with open(path, "rb") as deb:
        body = deb_data(deb.read(), path)
    # tarfile reads plain, gzip, bzip2 and xz data itself.
    with tarfile.open(fileobj=io.BytesIO(body), mode="r:*") as tar:
        wanted = name[2:] if name.startswith("./") else name
        for candidate in (wanted, "./" + wanted):
            try:
                found = tar.extractfile(candidate)
            except KeyError:
                continue
            if found is not None:
                return found.read()
    raise Problem("{} has no file {}".format(path, name))


def font_tools(archives, folder):
    """Imports the pinned fontTools from its wheel, unpacked beside it (never installed into this Python)."""
    if "fontTools" in sys.modules:
        return
    path = checked_archive(archives, "fonttools", folder)
    unpacked = path[:-len(".whl")]
    if not os.path.isdir(unpacked):
        staging = tempfile.mkdtemp(dir=folder, prefix=".unpack-")
        with zipfile.ZipFile(path) as wheel:
            wheel.extractall(staging)
        os.replace(staging, unpacked)
    sys.path.insert(0, unpacked)


def static_instance(variable, entry):
    """A static font at the entry's axis values, named FAMILY STYLE; deterministic (no timestamps)."""
    from fontTools.ttLib import TTFont
    from fontTools.varLib import instancer
    axes = {key: float(value) for key, value in (pair.split("=") for pair in entry["axes"].split(","))}
    font = instancer.instantiateVariableFont(TTFont(io.BytesIO(variable), recalcTimestamp=False), axes)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 2, 3, 4, 6, 16, 17, 21, 22, 25):
            names.removeNames(nameID=record.nameID)
    family, style = entry["family"], entry["style"]
    postscript = (family + "-" + style).replace(" ", "")
    version = "{:.3f}".format(font["head"].fontRevision)
    for name_id, value in ((1, family), (2, style), (3, version + ";" + postscript), (4, family + " " + style),
                           (6, postscript)):
        names.setName(value, name_id, 3, 1, 0x409)
        names.setName(value, name_id, 1, 0, 0)
    weight = int(axes.get("wght", 400))
    bold = weight >= 700
    font["OS/2"].usWeightClass = weight
    # fsSelection: BOLD (bit 5) or REGULAR (bit 6), never ITALIC (bit 0) here.
    font["OS/2"].fsSelection = (font["OS/2"].fsSelection & ~0b1100001) | (0b100000 if bold else 0b1000000)
    font["head"].macStyle = 1 if bold else 0
    out = io.BytesIO()
    font.save(out, reorderTables=True)
    return out.getvalue()


def private_use_only(data):
    """The font with a character map of private-use code points only, so it never stands in for real text.

    A symbol font that maps ASCII, CJK compatibility ideographs (U+F900-FAFF) and the like would be picked by
    fontconfig's fallback for those characters in ordinary text. Code points in the BMP's private use area
    (U+E000-F8FF) are kept; any other code point of a real glyph moves to plane 15 (U+F0000 + code point,
    supplementary private use area A); the rest are dropped. Deterministic: no timestamps.
    """
    from fontTools.ttLib import TTFont
    from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
    font = TTFont(io.BytesIO(data), recalcTimestamp=False)
    mapping = {}
    for code, glyph in font.getBestCmap().items():
        if 0xE000 <= code <= 0xF8FF:
            mapping[code] = glyph
        elif code >= 0xF000 and glyph not in (".notdef", "space"):
            mapping[0xF0000 + code] = glyph
    table = CmapSubtable.newSubtable(12)
    table.platformID, table.platEncID, table.language = 3, 10, 0
    table.cmap = mapping
    bmp = CmapSubtable.newSubtable(4)
    bmp.platformID, bmp.platEncID, bmp.language = 3, 1, 0
    bmp.cmap = {code: glyph for code, glyph in mapping.items() if code <= 0xFFFF}
    font["cmap"].tables = [bmp, table]
    out = io.BytesIO()
    font.save(out, reorderTables=True)
    return out.getvalue()


def write_file(destination, name, data):
    handle, temporary = tempfile.mkstemp(dir=destination, prefix=".font-", suffix=".tmp")
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    os.chmod(temporary, 0o644)
    os.replace(temporary, os.path.join(destination, name))


def install(entry, archives, destination, folder):
    target = os.path.join(destination, entry["file"])
    if os.path.exists(target) and file_sha256(target) == entry["sha256"]:
        return False
    data = member(checked_archive(archives, entry["archive"], folder), entry["member"])
    if entry["kind"] == "instance":
        font_tools(archives, folder)
        data = static_instance(data, entry)
    elif entry["kind"] == "private":
        font_tools(archives, folder)
        data = private_use_only(data)
    if sha256(data) != entry["sha256"]:
        raise Problem("{}: made a file with sha256 {}, the lock says {}".format(entry["file"], sha256(data),
                                                                              entry["sha256"]))
    write_file(destination, entry["file"], data)
    return True


def main(arguments=None):
    parser = argparse.ArgumentParser(description="Install the pinned fonts of Fonts/fonts.lock.")
    parser.add_argument("destination", nargs="?", default=os.path.dirname(LOCK),
                        help="the fonts folder to fill (default: Fonts/ of this checkout)")
    parser.add_argument("--archives", default=ARCHIVES,
                        help="where archives are looked for and downloaded to (default: .font-archives/)")
    parser.add_argument("--download-only", action="store_true",
                        help="fetch and check every archive, install nothing (to carry them to another machine)")
    options = parser.parse_args(arguments)
    destination = os.path.abspath(options.destination)
    folder = os.path.abspath(options.archives)
    os.makedirs(folder, exist_ok=True)
    problems, installed = [], 0
    try:
        archives, files = read_lock()
    except (Problem, OSError) as problem:
        print("fonts: {}".format(problem), file=sys.stderr)
        return 1
    if options.download_only:
        for name in archives:
            try:
                checked_archive(archives, name, folder)
            except (Problem, OSError) as problem:
                problems.append("{}: {}".format(name, problem))
        for problem in problems:
            print("fonts: " + problem, file=sys.stderr)
        if not problems:
            print("fonts: {} archives checked in {}".format(len(archives), folder))
        return 1 if problems else 0
    os.makedirs(destination, exist_ok=True)
    for entry in files:
        try:
            installed += install(entry, archives, destination, folder)
        except (Problem, OSError, KeyError, ValueError, tarfile.TarError, zipfile.BadZipFile) as problem:
            problems.append("{}: {}".format(entry["file"], problem))
    # The loader takes a folder only with the lock that names its files.
    if os.path.realpath(destination) != os.path.realpath(os.path.dirname(LOCK)):
        with open(LOCK, "rb") as lock:
            text = lock.read()
        lock_target = os.path.join(destination, "fonts.lock")
        if not os.path.exists(lock_target) or file_sha256(lock_target) != sha256(text):
            write_file(destination, "fonts.lock", text)
    # A file the lock does not name would still be loaded: the folder must hold exactly the lock.
    wanted = {entry["file"] for entry in files} | {"fonts.lock"}
    for name in sorted(os.listdir(destination)):
        path = os.path.join(destination, name)
        if name not in wanted and os.path.isfile(path):
            os.remove(path)
            print("fonts: removed {} (not in the lock)".format(name))
    for problem in problems:
        print("fonts: " + problem, file=sys.stderr)
    if problems:
        return 1
    print("fonts: {} pinned files in {} ({} installed now)".format(len(files), destination, installed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
