"""Runs the shell steps of action.yml (the GitHub Action) as a runner would, against the binary `make test` built.

The steps are read from action.yml itself, so what is tested is what users run: the release is chosen from the
action's ref, the run step checks specs against goldens and writes the report folder, the exit code is passed on.
The download step needs GitHub and is not run; a tool folder laid out as the release archive stands in for it.
"""
import os
import shutil
import subprocess
import tempfile
import unittest

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("TABLERENDER_BINARY", os.path.join(ROOT, ".build", "debug", "tablerender"))


def steps():
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as handle:
        action = yaml.safe_load(handle)
    return {step.get("id") or step.get("name"): step for step in action["runs"]["steps"]}


def run_step(step, env, cwd):
    """Runs one `run:` step with bash as the runner does; returns (exit code, $GITHUB_OUTPUT as a dict)."""
    output = os.path.join(cwd, "github-output")
    open(output, "w").close()
    full = dict(os.environ, GITHUB_OUTPUT=output, GITHUB_STEP_SUMMARY=os.path.join(cwd, "summary"),
                GITHUB_PATH=os.path.join(cwd, "path"), RUNNER_TOOL_CACHE=os.path.join(cwd, "cache"), **env)
    status = subprocess.run(["bash", "-e", "-c", step["run"]], env=full, cwd=cwd,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT).returncode
    with open(output, encoding="utf-8") as handle:
        values = dict(line.rstrip("\n").split("=", 1) for line in handle if "=" in line)
    return status, values


@unittest.skipUnless(os.path.exists(BINARY), "build tablerender first (make test does)")
class ActionTests(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="tablerender-action-")
        self.addCleanup(shutil.rmtree, self.work)
        # The release archive's layout: bin/tablerender (the fonts are found beside the checkout in this build).
        self.tool = os.path.join(self.work, "tool")
        os.makedirs(os.path.join(self.tool, "bin"))
        os.symlink(BINARY, os.path.join(self.tool, "bin", "tablerender"))
        self.specs = os.path.join(self.work, "screens")
        os.makedirs(self.specs)
        shutil.copy(os.path.join(ROOT, "Examples", "plain.json"), self.specs)

    def run_command(self, command, goldens, extra=""):
        return run_step(steps()["run"], dict(COMMAND=command, SPECS="screens", GOLDENS=goldens, SHARD="",
                                             REPORT="report", ARGS=extra, FOLDER=self.tool), self.work)

    def test_release_follows_the_action_ref_and_a_branch_needs_a_version(self):
        status, values = run_step(steps()["release"], dict(INPUT_VERSION="", ACTION_REF="v1.2.3",
                                                           ACTION_REPOSITORY="team/tablerender"), self.work)
        self.assertEqual(status, 0)
        self.assertEqual(values["version"], "1.2.3")
        self.assertRegex(values["url"], r"^https://github\.com/team/tablerender/releases/download/v1\.2\.3/"
                                        r"tablerender-1\.2\.3-linux-(x86_64|aarch64)\.tar\.gz$")
        status, _ = run_step(steps()["release"], dict(INPUT_VERSION="", ACTION_REF="main",
                                                      ACTION_REPOSITORY="team/tablerender"), self.work)
        self.assertEqual(status, 2)

    def test_render_then_check_passes_and_a_changed_spec_fails_with_the_report(self):
        status, values = self.run_command("render", "goldens")
        self.assertEqual((status, values["exit-code"]), (0, "0"))
        self.assertTrue(os.path.exists(os.path.join(self.work, "goldens", "plain.png")))

        status, values = self.run_command("check", "goldens")
        self.assertEqual(values["exit-code"], "0")
        for name in ("report.json", "index.html", "junit.xml", "summary.md"):
            self.assertTrue(os.path.exists(os.path.join(self.work, "report", name)), name)

        path = os.path.join(self.specs, "plain.json")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace("Buy milk", "Buy oat milk"))
        status, values = self.run_command("check", "goldens")
        self.assertEqual(values["exit-code"], "1")
        self.assertTrue(os.path.exists(os.path.join(self.work, "report", "diffs", "plain.diff.png")))
        # The job summary gets the Markdown table.
        with open(os.path.join(self.work, "summary"), encoding="utf-8") as handle:
            self.assertIn("plain", handle.read())

    def test_install_runs_nothing(self):
        status, values = self.run_command("install", "goldens")
        self.assertEqual((status, values["exit-code"]), (0, "0"))
        self.assertFalse(os.path.exists(os.path.join(self.work, "goldens")))

    def test_an_unknown_command_is_a_usage_error(self):
        _, values = self.run_command("paint", "goldens")
        self.assertEqual(values["exit-code"], "64")


if __name__ == "__main__":
    unittest.main()
