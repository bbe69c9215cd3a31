"""Generated shapes for `make bench` (issue 34): Settings screens and tall tables built from parameters, so the
bench measures kinds of screens rather than one example. Python 3 stdlib only; imported by bench/run.py, and
runnable alone to look at a shape: `python3 bench/shapes.py screen emoji > s.json`, `... html emoji > s.html`,
`... rows one-section 1000 > r.json`.

A screen is a Settings screen at 3× (390 pt, inset grouped) of icon rows in sections of generated sizes, with
switches, details, badges and chevrons, and titles of generated lengths; only the icon kind changes from one
shape to the next, so the figures compare what each kind costs. Each screen also has an HTML replica (the CSS of
bench/settings.html, the same fonts from Fonts/) for the cold-Chromium comparison.
"""
import json, os, random, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Icon kinds: SF Symbols in tiles, emoji in tiles, letters in tiles, PNG images, initials avatars.
ICON_KINDS = ("symbols", "emoji", "letters", "images", "avatars")
# Tall-table arrangements: sections of 20 (issue 20's shape), one section, sections of 10 (a spec holds at most
# 10,000 sections, so 100,000 rows cannot have a section each: this is the most sections they can have), outline
# children, swiped rows.
ARRANGEMENTS = ("sections-of-20", "one-section", "sections-of-10", "outline", "swipes")

SYMBOLS = ["airplane", "wifi", "bluetooth", "antenna.radiowaves.left.and.right", "gear", "bell.badge.fill",
           "speaker.wave.3.fill", "moon.fill", "hourglass", "lock.fill", "hand.raised.fill", "battery.100",
           "key.fill", "camera.fill", "photo", "music.note", "heart.fill", "star.fill", "globe", "person.fill"]
EMOJI = ["✈️", "📶", "🔵", "📡", "⚙️", "🔔", "🔊", "🌙", "⏳", "🔒", "✋", "🔋", "🔑", "📷", "🖼️", "🎵", "❤️",
         "⭐", "🌍", "👤"]
COLORS = [("systemOrange", "#FF9500"), ("systemBlue", "#007AFF"), ("systemGreen", "#34C759"),
          ("systemGray", "#8E8E93"), ("systemRed", "#FF3B30"), ("systemPink", "#FF2D55"),
          ("systemIndigo", "#5856D6"), ("systemTeal", "#30B0C7"), ("systemPurple", "#AF52DE")]
WORDS = ["Airplane", "Mode", "Wi-Fi", "Bluetooth", "Mobile", "Data", "General", "Notifications", "Sounds",
         "Haptics", "Focus", "Screen", "Time", "Privacy", "Security", "Battery", "Wallpaper", "Display",
         "Brightness", "Accessibility", "Control", "Centre", "Siri", "Search", "Passwords", "Health"]
DETAILS = ["Home", "On", "Off", "Never", "Automatic", "iPhone", "Default", "30 Seconds"]


def screen_rows(seed=34):
    """The rows of a generated Settings screen, without icons: sections of 3 to 7 rows, each row a title of one to
    three words with a switch, a detail and a chevron, a badge and a chevron, or a chevron (a fixed seed, so every
    run and every icon kind has the same rows)."""
    rng = random.Random(seed)
    sections, total = [], 0
    while total < 28:
        count = rng.randint(3, 7)
        rows = []
        for _ in range(count):
            title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))
            control = rng.choice(("switch", "detail", "badge", "chevron", "chevron"))
            row = {"title": title, "control": control, "index": total}
            if control == "switch":
                row["on"] = rng.random() < 0.5
            elif control == "detail":
                row["detail"] = rng.choice(DETAILS)
            elif control == "badge":
                row["badge"] = str(rng.randint(1, 9))
            rows.append(row)
            total += 1
        sections.append({"header": " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 2))), "rows": rows})
    return sections


def icon_spec(kind, index, image):
    name, _ = COLORS[index % len(COLORS)]
    if kind == "symbols":
        return {"symbol": SYMBOLS[index % len(SYMBOLS)], "color": name}
    if kind == "emoji":
        return {"glyph": EMOJI[index % len(EMOJI)], "color": name}
    if kind == "letters":
        return {"glyph": chr(ord("A") + index % 26), "color": name}
    if kind == "images":
        return {"image": image}
    if kind == "avatars":
        return {"initials": chr(ord("A") + index % 26) + chr(ord("A") + (index * 7) % 26), "color": name}
    raise ValueError(kind)


def screen_spec(kind, image="sunrise.png", seed=34):
    """The spec of the screen with `kind` icons; `image` is the icon PNG's path as the spec names it; `seed`
    picks the sections' sizes, controls and texts."""
    sections = []
    for section in screen_rows(seed):
        rows = []
        for row in section["rows"]:
            out = {"title": row["title"], "icon": icon_spec(kind, row["index"], image)}
            if row["control"] == "switch":
                out["switch"] = row["on"]
            else:
                out["accessory"] = "disclosure"
                if row["control"] == "detail":
                    out["detail"] = row["detail"]
                elif row["control"] == "badge":
                    out["badge"] = row["badge"]
            rows.append(out)
        sections.append({"header": section["header"], "rows": rows})
    return {"style": "insetGrouped", "width": 390, "scale": 3, "sections": sections}


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def screen_html(kind, image):
    """The HTML replica of screen_spec(kind): settings.html's CSS, the same rows; `image` is the icon's URL."""
    with open(os.path.join(ROOT, "bench", "settings.html")) as f:
        page = f.read()
    head = page[:page.index("<body>")]
    head = head.replace('@font-face { font-family: "Phosphor";',
                        '@font-face { font-family: "Noto Color Emoji"; src: url("'
                        + "file://" + os.path.join(ROOT, "Fonts", "NotoColorEmoji.ttf") + '"); }\n'
                        '@font-face { font-family: "Phosphor";')
    head = head.replace('url("../Fonts/', 'url("file://' + os.path.join(ROOT, "Fonts") + "/")
    head = head.replace("</style>", ".icon.emoji { font: 20px/29px \"Noto Color Emoji\"; }\n"
                        ".icon.letter { font: 600 19px/29px \"Inter\", sans-serif; }\n"
                        ".icon.round { border-radius: 50%; width: 40px; height: 40px; line-height: 40px;"
                        " font: 600 16px/40px \"Inter\", sans-serif; margin-right: 8px; }\n"
                        ".icon img { width: 29px; height: 29px; border-radius: 6.5px; display: block; }\n</style>")
    body = ["<body>"]
    for section in screen_rows():
        body.append(f"<section>\n  <h2>{_escape(section['header'])}</h2>\n  <div class=\"card icons\">")
        for row in section["rows"]:
            _, hex_color = COLORS[row["index"] % len(COLORS)]
            index = row["index"]
            if kind == "symbols":
                icon = f'<div class="icon" style="background:{hex_color}">&#xF577;</div>'
            elif kind == "emoji":
                icon = f'<div class="icon emoji" style="background:{hex_color}">{EMOJI[index % len(EMOJI)]}</div>'
            elif kind == "letters":
                icon = f'<div class="icon letter" style="background:{hex_color}">{chr(ord("A") + index % 26)}</div>'
            elif kind == "images":
                icon = f'<div class="icon"><img src="{image}"></div>'
            else:
                initials = chr(ord("A") + index % 26) + chr(ord("A") + (index * 7) % 26)
                icon = f'<div class="icon round" style="background:{hex_color}">{initials}</div>'
            trailing = {"switch": f'<div class="switch{" on" if row.get("on") else ""}"></div>',
                        "detail": f'<div class="detail">{_escape(row.get("detail", ""))}</div><div class="chevron"></div>',
                        "badge": f'<div class="badge">{row.get("badge")}</div><div class="chevron"></div>',
                        "chevron": '<div class="chevron"></div>'}[row["control"]]
            body.append(f'    <div class="row">{icon}<div class="title">{_escape(row["title"])}</div>{trailing}</div>')
        body.append("  </div>\n</section>")
    body.append("</body>\n</html>\n")
    return head + "\n".join(body)


def tall_spec(arrangement, rows, scale=3):
    """A table of `rows` rows (outline children and swiped rows count as rows) in `arrangement`, every third row
    with a detail and a disclosure, as `tablerender-bench spec` makes its sections of 20."""
    def row(n):
        if n % 3 == 0:
            return {"title": f"Row {n}", "detail": str(n * 7 % 1000), "accessory": "disclosure"}
        return f"Row {n}"

    if arrangement == "sections-of-20":
        sections = [{"header": f"Section {n // 20}", "rows": [row(m) for m in range(n, min(rows, n + 20))]}
                    for n in range(0, rows, 20)]
    elif arrangement == "one-section":
        sections = [{"header": "Rows", "rows": [row(n) for n in range(rows)]}]
    elif arrangement == "sections-of-10":
        sections = [{"header": f"Section {n // 10}", "rows": [row(m) for m in range(n, min(rows, n + 10))]}
                    for n in range(0, rows, 10)]
    elif arrangement == "outline":
        # Expanded folders of nine children each, in one section.
        items, n = [], 0
        while n < rows:
            children = [row(n + 1 + k) for k in range(min(9, rows - n - 1))]
            folder = {"title": f"Folder {n}", "children": children, "expanded": True} if children else row(n)
            items.append(folder)
            n += 1 + len(children)
        sections = [{"header": "Outline", "rows": items}]
    elif arrangement == "swipes":
        # Sections of 20 with every fifth row swiped.
        sections, n = [], 0
        while n < rows:
            cells = []
            for k in range(min(20, rows - n)):
                m = n + k
                if m % 5 == 0:
                    side = "trailing" if m % 10 == 0 else "leading"
                    cells.append({"title": f"Row {m}", "swipe": {side: [
                        {"title": "Delete", "symbol": "trash.fill", "role": "destructive"},
                        {"title": "Flag", "symbol": "flag.fill", "color": "systemOrange"}]}})
                else:
                    cells.append(row(m))
            sections.append({"header": f"Section {n // 20}", "rows": cells})
            n += 20
    else:
        raise ValueError(arrangement)
    return {"style": "insetGrouped", "scale": scale, "sections": sections}


def main(argv):
    if len(argv) == 2 and argv[0] == "screen":
        json.dump(screen_spec(argv[1], os.path.join(ROOT, "Examples", "icons", "sunrise.png")), sys.stdout,
                  ensure_ascii=False, indent=1)
    elif len(argv) == 2 and argv[0] == "html":
        sys.stdout.write(screen_html(argv[1], "file://" + os.path.join(ROOT, "Examples", "icons", "sunrise.png")))
    elif len(argv) == 3 and argv[0] == "rows":
        json.dump(tall_spec(argv[1], int(argv[2])), sys.stdout, ensure_ascii=False)
    else:
        sys.exit("usage: shapes.py screen KIND | html KIND | rows ARRANGEMENT N   (KIND: "
                 + ", ".join(ICON_KINDS) + "; ARRANGEMENT: " + ", ".join(ARRANGEMENTS) + ")")
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
