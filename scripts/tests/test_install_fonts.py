"""scripts/install-fonts.py without apt-get, dpkg or the network: archives served from .font-archives/ by a local
HTTP server on 127.0.0.1 through TABLERENDER_FONT_MIRROR, Debian archives unpacked in Python, every checksum.

Run by `make test` (`python3 -m unittest discover -s scripts/tests`). Making Inter's eight static instances
with fontTools takes about a minute on a busy two-core machine, so the fast run seeds them (copied from Fonts/,
checked) and makes the other five files; `FONTS_FULL_TEST=1` makes all thirteen from the archives.
"""
import functools
import hashlib
import http.server
import importlib.util
import io
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "install-fonts.py")
ARCHIVES = os.path.join(ROOT, ".font-archives")


def load_script():
    spec = importlib.util.spec_from_file_location("install_fonts", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


fonts = load_script()


def digest(path):
    with open(path, "rb") as data:
        return hashlib.sha256(data.read()).hexdigest()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves one folder and counts the files asked for."""

    requested = None

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        type(self).requested.append(self.path)
        super().do_GET()


class LocalMirror:
    """An HTTP server on 127.0.0.1 (a free port) serving a folder, for the length of a test."""

    def __init__(self, folder):
        QuietHandler.requested = []
        handler = functools.partial(QuietHandler, directory=folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self):
        return "http://127.0.0.1:{}/".format(self.server.server_address[1])

    @property
    def requested(self):
        return QuietHandler.requested

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exception):
        self.server.shutdown()
        self.server.server_close()


def path_without(*commands):
    """A PATH holding links to python3 and the tools the script may use, and none of `commands`."""
    folder = tempfile.mkdtemp(prefix="tablerender-path-")
    for tool in ("curl", "zstd", "sudo"):
        found = shutil.which(tool)
        if found and tool not in commands:
            os.symlink(found, os.path.join(folder, tool))
    return folder


class MirrorInstallTests(unittest.TestCase):
    """The whole script, as a machine without Debian's tools and without the network runs it."""

    @classmethod
    def setUpClass(cls):
        cls.archives, cls.files = fonts.read_lock()
        missing = [fonts.archive_file(a) for a in cls.archives.values()
                   if not os.path.exists(os.path.join(ARCHIVES, fonts.archive_file(a)))]
        if missing:
            raise unittest.SkipTest("make deps first: .font-archives/ lacks " + ", ".join(missing))

    def setUp(self):
        self.temporary = tempfile.mkdtemp(prefix="tablerender-fonts-test-")
        self.addCleanup(shutil.rmtree, self.temporary, True)
        self.served = os.path.join(self.temporary, "served")
        os.mkdir(self.served)
        # Only the archives the lock names, as a mirror would hold them.
        for archive in self.archives.values():
            shutil.copy(os.path.join(ARCHIVES, fonts.archive_file(archive)), self.served)
        self.bin = path_without("apt-get", "dpkg")
        self.addCleanup(shutil.rmtree, self.bin, True)

    def run_script(self, mirror, *arguments):
        environment = dict(os.environ, PATH=self.bin, TABLERENDER_FONT_MIRROR=mirror)
        environment.pop("PYTHONPATH", None)
        # -S: no site packages, so neither pip nor an installed fontTools can stand in for the pinned ones.
        return subprocess.run([sys.executable, "-S", SCRIPT] + list(arguments), env=environment,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=600)

    def assert_every_file_pinned(self, destination):
        names = sorted(os.listdir(destination))
        self.assertEqual(names, sorted([entry["file"] for entry in self.files] + ["fonts.lock"]))
        for entry in self.files:
            self.assertEqual(digest(os.path.join(destination, entry["file"])), entry["sha256"], entry["file"])
        self.assertEqual(digest(os.path.join(destination, "fonts.lock")), digest(fonts.LOCK))

    def test_the_path_has_neither_apt_get_nor_dpkg(self):
        self.assertIsNone(shutil.which("apt-get", path=self.bin))
        self.assertIsNone(shutil.which("dpkg", path=self.bin))
        done = self.run_script("http://127.0.0.1:9/", "--help")
        self.assertEqual(done.returncode, 0, done.stderr)

    def test_every_archive_comes_from_the_mirror_and_is_checked(self):
        downloaded = os.path.join(self.temporary, "archives")
        with LocalMirror(self.served) as mirror:
            done = self.run_script(mirror.url, os.path.join(self.temporary, "unused"), "--archives", downloaded,
                                   "--download-only")
            requested = sorted(mirror.requested)
        self.assertEqual(done.returncode, 0, done.stderr)
        expected = sorted("/" + fonts.urllib.parse.quote(fonts.archive_file(a)) for a in self.archives.values())
        self.assertEqual(requested, expected, "each archive fetched once, from the mirror")
        for archive in self.archives.values():
            self.assertEqual(digest(os.path.join(downloaded, fonts.archive_file(archive))), archive["sha256"])
        self.assertFalse(os.path.exists(os.path.join(self.temporary, "unused")), "--download-only installs nothing")

    def test_fonts_install_from_the_mirror_into_a_new_folder(self):
        downloaded = os.path.join(self.temporary, "archives")
        destination = os.path.join(self.temporary, "share", "tablerender", "fonts")
        full = os.environ.get("FONTS_FULL_TEST") == "1"
        seeded = set()
        if not full:
            os.makedirs(destination)
            for entry in self.files:
                if entry["kind"] == "instance":
                    source = os.path.join(os.path.dirname(fonts.LOCK), entry["file"])
                    self.assertEqual(digest(source), entry["sha256"], "Fonts/ holds the pinned " + entry["file"])
                    shutil.copy(source, destination)
                    seeded.add(entry["file"])
        with open(os.path.join(self.temporary, "stray.ttf"), "wb") as stray:
            stray.write(b"not a font")
        os.makedirs(destination, exist_ok=True)
        shutil.copy(os.path.join(self.temporary, "stray.ttf"), destination)
        with LocalMirror(self.served) as mirror:
            done = self.run_script(mirror.url, destination, "--archives", downloaded)
            requested = set(mirror.requested)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn("removed stray.ttf", done.stdout)
        self.assert_every_file_pinned(destination)
        made = {entry["file"] for entry in self.files} - seeded
        self.assertIn("{} installed now".format(len(made)), done.stdout)
        # The Debian archives were fetched from the mirror and unpacked without dpkg.
        for archive in self.archives.values():
            if archive["registry"] == "debian":
                self.assertIn("/" + fonts.urllib.parse.quote(fonts.archive_file(archive)), requested)
        # A second run finds everything in place and fetches nothing.
        with LocalMirror(self.served) as mirror:
            again = self.run_script(mirror.url, destination, "--archives", downloaded)
            self.assertEqual(mirror.requested, [])
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertIn("(0 installed now)", again.stdout)

    def test_a_damaged_archive_on_the_mirror_is_refused(self):
        dejavu = self.archives["dejavu"]
        with open(os.path.join(self.served, fonts.archive_file(dejavu)), "r+b") as archive:
            archive.seek(100)
            archive.write(b"\0\1\2\3")
        downloaded = os.path.join(self.temporary, "archives")
        with LocalMirror(self.served) as mirror:
            done = self.run_script(mirror.url, os.path.join(self.temporary, "unused"), "--archives", downloaded,
                                   "--download-only")
        self.assertEqual(done.returncode, 1)
        self.assertIn("fonts-dejavu-core", done.stderr)
        self.assertIn("the lock says " + dejavu["sha256"], done.stderr)
        self.assertFalse(os.path.exists(os.path.join(downloaded, fonts.archive_file(dejavu))),
                         "a download with the wrong checksum is not kept")

    def test_an_unreachable_mirror_says_which_archive_and_where_to_put_it(self):
        downloaded = os.path.join(self.temporary, "archives")
        # Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
        done = self.run_script("http://127.0.0.1:9/", os.path.join(self.temporary, "unused"), "--archives",
                               downloaded, "--download-only")
        self.assertEqual(done.returncode, 1)
        for archive in self.archives.values():
            self.assertIn("put {} (sha256 {}) in {}".format(fonts.archive_file(archive), archive["sha256"],
                                                            downloaded), done.stderr)


class SourceOrderTests(unittest.TestCase):
    """Where a missing archive comes from, in order, without fetching anything."""

    def setUp(self):
        self.archives, _ = fonts.read_lock()

    def test_every_archive_has_a_pinned_https_url_named_as_the_client_saves_it(self):
        for archive in self.archives.values():
            self.assertTrue(archive["url"].startswith("https://"), archive)
            name = fonts.archive_file(archive)
            if archive["registry"] == "debian":
                self.assertEqual(name, "{}_{}_all.deb".format(archive["package"], archive["version"]))
            else:
                self.assertEqual(name, "{}-{}-py3-none-any.whl".format(archive["package"].replace("-", "_"),
                                                                       archive["version"]))

    def test_without_apt_get_a_debian_archive_comes_from_its_url(self):
        dejavu = self.archives["dejavu"]
        self.assertEqual(fonts.sources(dejavu, {}, which=lambda tool: None), [("url", dejavu["url"])])
        self.assertEqual(fonts.sources(dejavu, {}, which=lambda tool: "/usr/bin/" + tool),
                         [("apt-get", None), ("url", dejavu["url"])])

    def test_without_pip_a_wheel_comes_from_its_url(self):
        inter = self.archives["inter"]
        self.assertEqual(fonts.sources(inter, {}, has_pip=False), [("url", inter["url"])])
        self.assertEqual(fonts.sources(inter, {}, has_pip=True), [("pip", None), ("url", inter["url"])])

    def test_a_mirror_replaces_every_origin(self):
        emoji = self.archives["emoji"]
        mirror = {"TABLERENDER_FONT_MIRROR": "file:///srv/fonts/"}
        self.assertEqual(fonts.sources(emoji, mirror, which=lambda tool: "/usr/bin/" + tool),
                         [("url", "file:///srv/fonts/fonts-noto-color-emoji_2.042-0%2Bdeb12u1_all.deb")])


class DebianArchiveTests(unittest.TestCase):
    """The ar and tar reading, on archives made here with every data.tar compression."""

    @staticmethod
    def deb(data_name, data):
        def entry(name, body):
            header = "{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n".format(name + "/", 0, 0, 0, "100644", len(body))
            return header.encode("ascii") + body + (b"\n" if len(body) % 2 else b"")
        return b"!<arch>\n" + entry("debian-binary", b"2.0\n") + entry("control.tar.xz", b"x" * 7) + entry(
            data_name, data)

    @staticmethod
    def tar(compression):
        out = io.BytesIO()
        with tarfile.open(fileobj=out, mode="w:" + compression) as archive:
            body = b"glyphs"
            info = tarfile.TarInfo("./usr/share/fonts/a.ttf")
            info.size = len(body)
            archive.addfile(info, io.BytesIO(body))
        return out.getvalue()

    def read(self, data_name, data):
        with tempfile.NamedTemporaryFile(suffix=".deb") as deb:
            deb.write(self.deb(data_name, data))
            deb.flush()
            return fonts.member(deb.name, "./usr/share/fonts/a.ttf")

    def test_every_compression_of_data_tar(self):
        for suffix, compression in (("", ""), (".gz", "gz"), (".bz2", "bz2"), (".xz", "xz")):
            self.assertEqual(self.read("data.tar" + suffix, self.tar(compression)), b"glyphs", suffix)

    def test_zstd(self):
        if not shutil.which("zstd"):
            raise unittest.SkipTest("no zstd here to make an archive with")
        plain = self.tar("")
        packed = subprocess.run(["zstd", "-q", "-c"], input=plain, stdout=subprocess.PIPE).stdout
        self.assertEqual(fonts.decompressed_zstd(packed), plain)
        self.assertEqual(self.read("data.tar.zst", packed), b"glyphs")

    def test_a_file_that_is_not_a_deb_is_named(self):
        with tempfile.NamedTemporaryFile(suffix=".deb") as deb:
            deb.write(b"PK\3\4 a zip")
            deb.flush()
            with self.assertRaises(fonts.Problem) as raised:
                fonts.member(deb.name, "./a")
        self.assertIn("is not a .deb archive", str(raised.exception))

    def test_a_missing_member_is_named(self):
        with tempfile.NamedTemporaryFile(suffix=".deb") as deb:
            deb.write(self.deb("data.tar.xz", self.tar("xz")))
            deb.flush()
            with self.assertRaises(fonts.Problem) as raised:
                fonts.member(deb.name, "./usr/share/fonts/b.ttf")
        self.assertIn("has no file ./usr/share/fonts/b.ttf", str(raised.exception))

if __name__ == "__main__":
    unittest.main()
