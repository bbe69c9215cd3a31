#!/usr/bin/env python3
"""Writes the binary plist fixtures BinaryPlistTests reads (run from this folder; output is committed)."""
import datetime
import plistlib

settings = {
    "StringsTable": "Root",
    "PreferenceSpecifiers": [
        {"Type": "PSGroupSpecifier", "Title": "Général ✓ 😀"},
        {"Type": "PSToggleSwitchSpecifier", "Key": "enabled", "DefaultValue": True},
        {"Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1},
        {"Type": "PSMultiValueSpecifier", "Key": "mode", "Titles": ["A", "B", "C"], "Values": [1, 2, 3]},
        {"Type": "PSToggleSwitchSpecifier", "Key": "off", "DefaultValue": False},
    ],
    "Integers": [0, 255, 256, 65535, 65536, 2**32, -1, -2**63, 2**63 - 1],
    "Real32": 1.5,
    "When": datetime.datetime(2024, 2, 29, 12, 34, 56),
    "Before2001": datetime.datetime(1970, 1, 1, 0, 0, 0),
    "Blob": bytes(range(20)),
    "Long": "x" * 300,
    "Many": list(range(300)),
}
with open("settings.bplist", "wb") as f:
    f.write(plistlib.dumps(settings, fmt=plistlib.FMT_BINARY, sort_keys=False))
with open("settings-xml.plist", "wb") as f:
    f.write(plistlib.dumps({k: v for k, v in settings.items() if k != "Real32"}, fmt=plistlib.FMT_XML, sort_keys=False))
with open("strings-table.bplist", "wb") as f:
    f.write(plistlib.dumps({"Title": "Titre", "Line": "a\nb"}, fmt=plistlib.FMT_BINARY))
