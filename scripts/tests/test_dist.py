"""The release archive and `make install`'s layout, run as a user would: unpacked or installed into a new folder,
run from another folder with HOME changed and the checkout's fonts out of reach, drawing the same pixels as the
checkout's own build.

Run by `make test` on the debug binary it has just built (the archive is made here from it with the same code
`make dist` runs, so no release build is added to the tests); `make dist-check` runs the same tests on the real
archive and release binary (TABLERENDER_DIST_ARCHIVE, TABLERENDER_DIST_BINARY, TABLERENDER_GENERATE_MANUAL).

The checkout stays where it is (tests run side by side, so nothing in it is moved or renamed): the binary's last
fallback, the checkout's Fonts/ at the path it was built from, is turned off with TABLERENDER_NO_CHECKOUT_FONTS,
`--version` must name the installed fonts folder, and a copy whose fonts were removed must fail.
"""
import hashlib
import importlib.util
import os
import shutil
import subprocess
import tarfile
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "Examples", "settings.json")
BINARY = os.environ.get("TABLERENDER_DIST_BINARY") or os.path.join(ROOT, ".build", "debug", "tablerender")
GENERATE_MANUAL = (os.environ.get("TABLERENDER_GENERATE_MANUAL")
                   or os.path.join(os.path.dirname(BINARY), "generate-manual"))
GIVEN_ARCHIVE = os.environ.get("TABLERENDER_DIST_ARCHIVE")


def load_dist():
    spec = importlib.util.spec_from_file_location("dist", os.path.join(ROOT, "scripts", "dist.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


dist = load_dist()
VERSION = open(os.path.join(ROOT, "VERSION"), encoding="utf-8").read().strip()
TOP = "tablerender-" + VERSION


def user_environment(home):
    """A user's environment: another HOME, no font choices, the checkout's fonts turned off."""
    environment = {key: value for key, value in os.environ.items()
                   if not key.startswith("TABLERENDER_") and key not in ("XDG_CACHE_HOME", "FONTCONFIG_FILE")}
    environment.update(HOME=home, TABLERENDER_NO_CHECKOUT_FONTS="1")
    return environment


def run(command, **options):
    return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                          timeout=300, **options)


def make_archive(out, level=1):
    done = run(["python3", os.path.join(ROOT, "scripts", "dist.py"), "archive", "--binary", BINARY,
                "--generate-manual", GENERATE_MANUAL, "--out", out, "--level", str(level)])
    if done.returncode != 0:
        raise AssertionError(done.stderr)
    names = [name for name in os.listdir(out) if name.endswith(".tar.gz")]
    assert len(names) == 1, names
    return os.path.join(out, names[0])


class InstalledCopyTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        for path in (BINARY, GENERATE_MANUAL):
            if not os.access(path, os.X_OK):
                raise unittest.SkipTest("build first (make test builds {})".format(path))
        cls.temporary = tempfile.mkdtemp(prefix="tablerender-dist-test-")
        cls.archive = GIVEN_ARCHIVE or make_archive(os.path.join(cls.temporary, "dist"))
        # The checkout's own render, by the same binary with its fonts found in the checkout.
        cls.reference = os.path.join(cls.temporary, "in-tree.png")
        environment = {k: v for k, v in os.environ.items() if k != "TABLERENDER_FONT_DIRS"}
        done = run([BINARY, SPEC, "-o", cls.reference], cwd=ROOT, env=environment)
        if done.returncode != 0:
            raise AssertionError(done.stderr)
        # A user's folder elsewhere, with their own copy of the spec.
        cls.work = os.path.join(cls.temporary, "work")
        os.makedirs(cls.work)
        shutil.copy(SPEC, cls.work)
        cls.home = os.path.join(cls.temporary, "home")
        os.makedirs(cls.home)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.temporary, True)

    def render_with(self, executable, output):
        """Renders the user's copy of settings.json from their folder; returns the result."""
        return run([executable, "settings.json", "-o", output], cwd=self.work,
                   env=user_environment(self.home))

    def assert_same_pixels_as_the_checkout(self, executable, name):
        output = os.path.join(self.work, name)
        done = self.render_with(executable, output)
        self.assertEqual(done.returncode, 0, done.stderr)
        # Decoded pixels, anti-aliased ones included, by the tool's own comparison.
        compared = run([BINARY, "diff", self.reference, output, "--include-aa", "--json"], cwd=self.work)
        self.assertEqual(compared.returncode, 0, compared.stdout + compared.stderr)
        # The same binary with the same font files writes the same bytes.
        with open(self.reference, "rb") as reference, open(output, "rb") as rendered:
            self.assertEqual(hashlib.sha256(reference.read()).hexdigest(),
                             hashlib.sha256(rendered.read()).hexdigest(), "byte-identical PNG")

    def assert_uses_its_own_fonts(self, prefix, control=True):
        executable = os.path.join(prefix, "bin", "tablerender")
        done = run([executable, "--version"], cwd=self.work, env=user_environment(self.home))
        self.assertEqual(done.returncode, 0, done.stderr)
        lines = done.stdout.splitlines()
        self.assertEqual(lines[0], "tablerender " + VERSION)
        self.assertEqual(lines[-1], "fonts folder " + os.path.join(os.path.realpath(prefix), dist.FONT_FOLDER))
        if not control:
            return
        # The same binary without the fonts beside it fails: the checkout's Fonts/ is no fallback.
        alone = tempfile.mkdtemp(prefix="alone-", dir=self.temporary)
        os.makedirs(os.path.join(alone, "bin"))
        os.link(executable, os.path.join(alone, "bin", "tablerender"))
        done = self.render_with(os.path.join(alone, "bin", "tablerender"), os.path.join(self.work, "none.png"))
        self.assertEqual(done.returncode, 1, done.stderr)
        self.assertIn("the pinned fonts are not installed", done.stderr)
        self.assertNotIn(os.path.join(ROOT, "Fonts"), done.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.work, "none.png")))

    @classmethod
    def unpacked(cls):
        """The archive unpacked once into a new folder (tests only read it)."""
        if not hasattr(cls, "unpacked_prefix"):
            folder = tempfile.mkdtemp(prefix="unpacked-", dir=cls.temporary)
            with tarfile.open(cls.archive) as archive:
                # Python 3.12+ warns without a filter; "data" refuses links and paths out of the folder.
                options = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
                archive.extractall(folder, **options)
            cls.unpacked_prefix = os.path.join(folder, TOP)
        return cls.unpacked_prefix

    def test_the_archive_holds_exactly_the_install_layout_and_the_documents(self):
        expected = {TOP + "/" + path for path in dist.layout()}
        expected |= {TOP + "/" + name for name in dist.TOP_DOCUMENTS}
        folders = {TOP}
        for path in expected:
            parts = path.split("/")
            folders |= {"/".join(parts[:index]) for index in range(1, len(parts))}
        with tarfile.open(self.archive) as archive:
            members = archive.getmembers()
        names = [member.name for member in members]
        self.assertEqual(names, sorted(names), "entries sorted")
        self.assertEqual({m.name for m in members if m.isfile()}, expected)
        self.assertEqual({m.name for m in members if m.isdir()}, folders)
        self.assertEqual({(m.uid, m.gid, m.uname, m.gname) for m in members}, {(0, 0, "root", "root")})
        self.assertEqual(len({m.mtime for m in members}), 1, "one time for every entry")
        for member in members:
            executable = member.isdir() or member.name == TOP + "/bin/tablerender"
            self.assertEqual(member.mode, 0o755 if executable else 0o644, member.name)
        self.assertRegex(os.path.basename(self.archive), r"^tablerender-{}-(linux|macos)-[a-z0-9_]+\.tar\.gz$".format(
            VERSION.replace(".", r"\.")))
        with open(self.archive, "rb") as data:
            digest = hashlib.sha256(data.read()).hexdigest()
        with open(self.archive + ".sha256", encoding="utf-8") as line:
            self.assertEqual(line.read(), "{}  {}\n".format(digest, os.path.basename(self.archive)))

    def test_the_archive_is_reproducible(self):
        if GIVEN_ARCHIVE:
            again = make_archive(os.path.join(self.temporary, "again"), level=9)
        else:
            again = make_archive(os.path.join(self.temporary, "again"))
        with open(self.archive, "rb") as first, open(again, "rb") as second:
            self.assertTrue(first.read() == second.read(), "the same bytes from the same inputs")

    def test_the_unpacked_archive_draws_the_checkouts_pixels_with_its_own_fonts(self):
        prefix = self.unpacked()
        self.assert_uses_its_own_fonts(prefix)
        self.assert_same_pixels_as_the_checkout(os.path.join(prefix, "bin", "tablerender"), "unpacked.png")

    def test_the_unpacked_archive_runs_with_the_checkout_unreachable(self):
        # Stronger than turning the fallback off: in a private mount namespace (root and unshare only, so it is
        # skipped elsewhere) the checkout's folder is an empty tmpfs for this one process, and the binary runs
        # without TABLERENDER_NO_CHECKOUT_FONTS. Other processes, other tests among them, still see the checkout.
        if os.geteuid() != 0 or not shutil.which("unshare") or run(["unshare", "-m", "true"]).returncode != 0:
            self.skipTest("needs root and unshare for a private mount namespace")
        prefix = self.unpacked()
        output = os.path.join(self.work, "unreachable.png")
        environment = user_environment(self.home)
        del environment["TABLERENDER_NO_CHECKOUT_FONTS"]
        script = 'mount -t tmpfs none "$1" && [ -z "$(ls -A "$1")" ] && exec "$2" settings.json -o "$3"'
        done = run(["unshare", "-m", "sh", "-c", script, "sh", ROOT, os.path.join(prefix, "bin", "tablerender"),
                    output], cwd=self.work, env=environment)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertTrue(os.path.exists(SPEC), "the checkout is still there for everyone else")
        with open(self.reference, "rb") as reference, open(output, "rb") as rendered:
            self.assertTrue(reference.read() == rendered.read(), "byte-identical PNG")

    def test_the_fonts_folder_holds_exactly_the_lock(self):
        prefix = self.unpacked()
        fonts = os.path.join(prefix, dist.FONT_FOLDER)
        pinned = dist.pinned_fonts()
        self.assertEqual(sorted(os.listdir(fonts)), sorted([name for name, _ in pinned] + ["fonts.lock"]))
        for name, digest in pinned:
            self.assertEqual(dist.sha256_file(os.path.join(fonts, name)), digest, name)

    def test_the_completions_and_the_manual(self):
        prefix = self.unpacked()
        bash = os.path.join(prefix, dist.COMPLETIONS["bash"])
        if shutil.which("bash"):
            done = run(["bash", "-n", bash])
            self.assertEqual(done.returncode, 0, done.stderr)
        with open(bash, encoding="utf-8") as script:
            self.assertIn("complete -o filenames -F _tablerender tablerender", script.read())
        with open(os.path.join(prefix, dist.COMPLETIONS["zsh"]), encoding="utf-8") as script:
            self.assertTrue(script.read().startswith("#compdef tablerender"))
        with open(os.path.join(prefix, dist.COMPLETIONS["fish"]), encoding="utf-8") as script:
            self.assertIn("complete -c 'tablerender'", script.read())
        with open(os.path.join(prefix, dist.MANUAL), "rb") as page:
            manual = page.read()
        self.assertTrue(all(byte < 128 for byte in manual), "mdoc in ASCII")
        text = manual.decode("ascii")
        self.assertIn(".Dt TABLERENDER 1", text)
        for command in ("render", "check", "diff", "sheet", "validate", "audit", "import", "report", "schema",
                        "symbols"):
            self.assertIn(".It Em {}\n".format(command), text)
        self.assertIn("(0.5...4)", text, "the help's ellipses spelled in ASCII, not dropped")

    def test_make_install_layout_under_a_prefix_and_under_destdir(self):
        prefix = os.path.join(self.temporary, "prefix")
        stage = os.path.join(self.temporary, "stage")
        for arguments, root in ((["--prefix", prefix], prefix),
                                (["--prefix", "/usr/local", "--destdir", stage], stage + "/usr/local")):
            done = run(["python3", os.path.join(ROOT, "scripts", "dist.py"), "install", "--binary", BINARY,
                        "--generate-manual", GENERATE_MANUAL] + arguments)
            self.assertEqual(done.returncode, 0, done.stderr)
            files = sorted(os.path.relpath(os.path.join(base, name), root)
                           for base, _, names in os.walk(root) for name in names)
            self.assertEqual(files, dist.layout())
            self.assertTrue(os.access(os.path.join(root, "bin", "tablerender"), os.X_OK))
            self.assert_uses_its_own_fonts(root, control=root == prefix)
            self.assert_same_pixels_as_the_checkout(os.path.join(root, "bin", "tablerender"),
                                                    os.path.basename(root) + ".png")
            done = run(["python3", os.path.join(ROOT, "scripts", "dist.py"), "uninstall"] + arguments)
            self.assertEqual(done.returncode, 0, done.stderr)
            left = [os.path.join(base, name) for base, _, names in os.walk(root) for name in names]
            self.assertEqual(left, [], "uninstall removes every file install wrote")
            self.assertFalse(os.path.exists(os.path.join(root, "share", "tablerender")))


if __name__ == "__main__":
    unittest.main()
