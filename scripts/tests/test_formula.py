"""The Homebrew formula is what VERSION and Fonts/fonts.lock give (scripts/formula.py), so it cannot drift."""
import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class FormulaTests(unittest.TestCase):
    def test_formula_matches_the_lock_and_version(self):
        result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "formula.py"), "--check"],
                                stderr=subprocess.PIPE, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_every_font_archive_is_a_resource_with_its_checksum(self):
        with open(os.path.join(ROOT, "Formula", "tablerender.rb"), encoding="utf-8") as handle:
            formula = handle.read()
        with open(os.path.join(ROOT, "Fonts", "fonts.lock"), encoding="utf-8") as lock:
            archives = [line.split("\t") for line in lock if line.startswith("archive\t")]
        self.assertTrue(archives)
        for columns in archives:
            self.assertIn('resource "{}" do'.format(columns[1]), formula)
            self.assertIn('sha256 "{}"'.format(columns[5]), formula)
            self.assertIn('url "{}"'.format(columns[6].strip()), formula)


if __name__ == "__main__":
    unittest.main()
