#!/usr/bin/env python3
"""Installs the pinned fonts of Fonts/fonts.lock into Fonts/ (or the folder given), checking every checksum.

Archives come from the registries the lock names: wheels through pip (PyPI), .deb packages through
`apt-get download` (Debian 12). An archive already in .font-archives/ with the right checksum is reused,
so a machine without apt can be given the .deb files by hand. Files already installed with the right checksum are
left alone; files the lock does not name are removed, so the folder holds exactly the lock. Static instances of
variable fonts are made with the pinned fontTools, as is the symbol font's private-use-only character map. Exit 0
when every file is in place, 1 otherwise, with one line per problem.
"""
import glob
import hashlib
import io
import lzma
import os
import subprocess
import sys
import tarfile
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOCK = os.path.join(ROOT, "Fonts", "fonts.lock")
# Outside the fonts folder, which fontconfig scans whole.
ARCHIVES = os.path.join(ROOT, ".font-archives")


class Problem(Exception):
    """One line for the user."""


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def read_lock():
    archives, files = {}, []
    with open(LOCK, encoding="utf-8") as lock:
        for number, line in enumerate(lock, 1):
            if line.startswith("#") or not line.strip():
                continue
            columns = line.rstrip("\n").split("\t")
            kind = columns[0]
            if kind == "archive" and len(columns) == 6:
                archives[columns[1]] = dict(zip(("registry", "package", "version", "sha256"), columns[2:]))
            elif kind == "font" and len(columns) == 5:
                files.append(dict(kind=kind, file=columns[1], archive=columns[2], member=columns[3],
                                  sha256=columns[4]))
            elif kind == "private" and len(columns) == 5:
                files.append(dict(kind=kind, file=columns[1], archive=columns[2], member=columns[3],
                                  sha256=columns[4]))
            elif kind == "instance" and len(columns) == 8:
                files.append(dict(kind=kind, file=columns[1], archive=columns[2], member=columns[3],
                                  axes=columns[4], family=columns[5], style=columns[6], sha256=columns[7]))
            else:
                raise Problem("{}:{}: not a lock line".format(LOCK, number))
    return archives, files


def archive_file(archive):
    package, version = archive["package"], archive["version"]
    if archive["registry"] == "pypi":
        return "{}-{}-py3-none-any.whl".format(package.replace("-", "_"), version)
    if archive["registry"] == "pypi-tool":
        # Whichever wheel pip picks for this Python: the tool's output is what the lock checks.
        found = sorted(glob.glob(os.path.join(ARCHIVES, "{}-{}-*.whl".format(package.replace("-", "_"), version))))
        return os.path.basename(found[0]) if found else "{}-{}-*.whl".format(package, version)
    return "{}_{}_all.deb".format(package, version.replace(":", "%3a"))


def download(archive):
    """Fetches the archive into ARCHIVES with the registry's own client."""
    spec = "{}=={}".format(archive["package"], archive["version"])
    if archive["registry"] in ("pypi", "pypi-tool"):
        commands = [[sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary", ":all:",
                     "-d", ARCHIVES, spec]]
    else:
        fetch = ["apt-get", "download", "-qq", "{}={}".format(archive["package"], archive["version"])]
        # Package lists that were never fetched know no versions: update once, then try again.
        update = ([] if os.geteuid() == 0 else ["sudo"]) + ["apt-get", "update", "-qq"]
        commands = [fetch, update, fetch]
    for command in commands:
        subprocess.run(command, cwd=ARCHIVES, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if os.path.exists(os.path.join(ARCHIVES, archive_file(archive))):
            return
    raise Problem("cannot download {} {} from {}; put {} (sha256 {}) in {}".format(
        archive["package"], archive["version"], archive["registry"], archive_file(archive), archive["sha256"],
        ARCHIVES))


def checked_archive(archives, name):
    """The path of a downloaded archive whose checksum matches the lock."""
    archive = archives[name]
    for attempt in range(2):
        path = os.path.join(ARCHIVES, archive_file(archive))
        if os.path.exists(path) and archive["sha256"] == "-":
            return path
        if os.path.exists(path):
            with open(path, "rb") as data:
                actual = sha256(data.read())
            if actual == archive["sha256"]:
                return path
            os.remove(path)
            if attempt == 1:
                raise Problem("{} has sha256 {}, the lock says {}".format(archive_file(archive), actual,
                                                                        archive["sha256"]))
        download(archive)
    raise Problem("{} could not be checked".format(archive_file(archive)))


def member(path, name):
    """The bytes of one file inside a wheel (zip), a source archive (tar.gz) or a .deb (ar + data.tar.xz)."""
    if path.endswith(".whl"):
        with zipfile.ZipFile(path) as wheel:
            return wheel.read(name)
    with open(path, "rb") as deb:
        data = deb.read()
    if not data.startswith(b"!<arch>\n"):
        raise Problem("{} is not a .deb archive".format(path))
    offset = 8
    while offset + 60 <= len(data):
        header = data[offset:offset + 60]
        entry = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        body = data[offset + 60:offset + 60 + size]
        if entry.startswith("data.tar"):
            if entry.endswith(".xz"):
                body = lzma.decompress(body)
            with tarfile.open(fileobj=io.BytesIO(body)) as tar:
                found = tar.extractfile(name)
                if found is None:
                    raise Problem("{} has no file {}".format(path, name))
                return found.read()
        offset += 60 + size + (size % 2)
    raise Problem("{} has no data.tar member".format(path))


def font_tools(archives):
    """Imports the pinned fontTools from its wheel, unpacked beside it (never installed into this Python)."""
    if "fontTools" in sys.modules:
        return
    path = checked_archive(archives, "fonttools")
    folder = path[:-len(".whl")]
    if not os.path.isdir(folder):
        with zipfile.ZipFile(path) as wheel:
            wheel.extractall(folder)
    sys.path.insert(0, folder)


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


def install(entry, archives, destination):
    target = os.path.join(destination, entry["file"])
    if os.path.exists(target):
        with open(target, "rb") as existing:
            if sha256(existing.read()) == entry["sha256"]:
                return False
    data = member(checked_archive(archives, entry["archive"]), entry["member"])
    if entry["kind"] == "instance":
        font_tools(archives)
        data = static_instance(data, entry)
    elif entry["kind"] == "private":
        font_tools(archives)
        data = private_use_only(data)
    if sha256(data) != entry["sha256"]:
        raise Problem("{}: made a file with sha256 {}, the lock says {}".format(entry["file"], sha256(data),
                                                                              entry["sha256"]))
    handle, temporary = tempfile.mkstemp(dir=destination, prefix=".font-", suffix=".tmp")
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    os.chmod(temporary, 0o644)
    os.replace(temporary, target)
    return True


def main():
    destination = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.dirname(LOCK)
    os.makedirs(ARCHIVES, exist_ok=True)
    os.makedirs(destination, exist_ok=True)
    problems, installed = [], 0
    try:
        archives, files = read_lock()
    except Problem as problem:
        print("fonts: {}".format(problem), file=sys.stderr)
        return 1
    for entry in files:
        try:
            installed += install(entry, archives, destination)
        except (Problem, OSError, KeyError, ValueError, lzma.LZMAError, tarfile.TarError,
                zipfile.BadZipFile) as problem:
            problems.append("{}: {}".format(entry["file"], problem))
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
