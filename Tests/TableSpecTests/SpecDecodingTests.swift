import Foundation
import TableGraphics
import TableSpec
import XCTest

/// Every key of spec.md decodes into the model, with the documented defaults when absent.
final class SpecDecodingTests: XCTestCase {
    // MARK: Top level

    func testEveryTopLevelKeyDecodesWithANonDefaultValue() throws {
        let spec = try decodeJSON("""
            {
              "$schema": "https://example.com/tablerender.schema.json",
              "version": 1,
              "style": "grouped",
              "width": 700,
              "height": 500,
              "scale": 2,
              "appearance": "dark",
              "direction": "rtl",
              "sizeClass": "compact",
              "layoutMargin": 12,
              "safeArea": { "top": 1, "left": 2, "bottom": 3, "right": 4 },
              "cornerRadius": 6,
              "cornerCurve": "circular",
              "ios": 16,
              "dynamicType": "AX3",
              "tint": "#FF8000",
              "font": "DejaVu Sans",
              "background": "systemBackground",
              "cellBackground": "#0000FF80",
              "separator": "etched",
              "sections": [ { "rows": [ "Only" ] } ]
            }
            """)
        XCTAssertEqual(spec.style, .grouped)
        XCTAssertEqual(spec.width, 700)
        XCTAssertEqual(spec.height, 500)
        XCTAssertEqual(spec.scale, 2)
        XCTAssertEqual(spec.appearance, .dark)
        XCTAssertEqual(spec.direction, .rtl)
        XCTAssertEqual(spec.sizeClass, .compact)
        XCTAssertEqual(spec.layoutMargin, 12)
        XCTAssertEqual(spec.safeArea, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(spec.cornerRadius, 6)
        XCTAssertEqual(spec.cornerCurve, .circular)
        XCTAssertEqual(spec.ios, .ios16)
        XCTAssertEqual(spec.dynamicType, .AX3)
        XCTAssertEqual(spec.tint, .literal(RGBAColor(255, 128, 0, 255)))
        XCTAssertEqual(spec.font, "DejaVu Sans")
        XCTAssertEqual(spec.background, .semantic(.systemBackground))
        XCTAssertEqual(spec.cellBackground, .literal(RGBAColor(0, 0, 255, 128)))
        XCTAssertEqual(spec.separator, SeparatorSpec(style: .etched))
        XCTAssertEqual(spec.sections, [Section(rows: [Row(title: "Only")])])
    }

    func testDefaultsWhenKeysAreAbsent() throws {
        let spec = try decodeJSON(#"{ "sections": [] }"#)
        XCTAssertEqual(spec.style, .insetGrouped)
        XCTAssertNil(spec.width, "unwritten canvas keys stay nil: the resolve stage layers device and defaults")
        XCTAssertNil(spec.height)
        XCTAssertNil(spec.scale)
        XCTAssertEqual(spec.appearance, .light)
        XCTAssertEqual(spec.direction, .ltr)
        XCTAssertNil(spec.sizeClass)
        XCTAssertNil(spec.layoutMargin)
        XCTAssertNil(spec.safeArea)
        XCTAssertNil(spec.cornerRadius)
        XCTAssertEqual(spec.cornerCurve, .continuous)
        XCTAssertEqual(spec.ios, .ios18)
        XCTAssertEqual(spec.dynamicType, .large)
        XCTAssertNil(spec.tint)
        XCTAssertEqual(spec.font, "Inter")
        XCTAssertNil(spec.background)
        XCTAssertNil(spec.cellBackground)
        XCTAssertNil(spec.separator)
        XCTAssertEqual(spec.sections, [])
        XCTAssertEqual(spec, Spec(), "an almost empty spec is the model's default")
    }

    func testPartialSafeAreaLeavesTheOtherSidesAtZero() throws {
        let spec = try decodeJSON(#"{ "safeArea": { "top": 47 }, "sections": [] }"#)
        XCTAssertEqual(spec.safeArea, EdgeInsets(top: 47))
    }

    func testEveryValueOfEveryTopLevelEnumerationDecodes() throws {
        for style in TableStyle.allCases {
            XCTAssertEqual(try decodeJSON(#"{ "style": "\#(style.rawValue)", "sections": [] }"#).style, style)
        }
        for appearance in Appearance.allCases {
            XCTAssertEqual(try decodeJSON(#"{ "appearance": "\#(appearance.rawValue)", "sections": [] }"#).appearance,
                           appearance)
        }
        for direction in LayoutDirection.allCases {
            XCTAssertEqual(try decodeJSON(#"{ "direction": "\#(direction.rawValue)", "sections": [] }"#).direction,
                           direction)
        }
        for curve in CornerCurve.allCases {
            XCTAssertEqual(try decodeJSON(#"{ "cornerCurve": "\#(curve.rawValue)", "sections": [] }"#).cornerCurve,
                           curve)
        }
        for size in DynamicTypeSize.allCases {
            XCTAssertEqual(try decodeJSON(#"{ "dynamicType": "\#(size.rawValue)", "sections": [] }"#).dynamicType,
                           size)
        }
        let sizeNames = DynamicTypeSize.allCases.map(\.rawValue)
        XCTAssertEqual(sizeNames, ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "AX1", "AX2", "AX3", "AX4", "AX5"])
        XCTAssertEqual(TableStyle.allCases.map(\.rawValue),
                       ["insetGrouped", "grouped", "plain", "rounded", "classic", "cards"])
    }

    func testEverySupportedIOSGenerationDecodes() throws {
        for ios in [13, 14, 15, 16, 17, 18, 26] {
            XCTAssertEqual(try decodeJSON(#"{ "ios": \#(ios), "sections": [] }"#).ios.rawValue, ios)
        }
    }

    func testColourForms() throws {
        let cases: [(text: String, expected: ColorValue)] = [
            ("#abc", .literal(RGBAColor(0xAA, 0xBB, 0xCC, 255))),
            ("#1E90FF", .literal(RGBAColor(0x1E, 0x90, 0xFF, 255))),
            ("#1e90ff40", .literal(RGBAColor(0x1E, 0x90, 0xFF, 0x40))),
            ("systemBlue", .semantic(.systemBlue)),
            ("secondarySystemGroupedBackground", .semantic(.secondarySystemGroupedBackground)),
            ("systemGray6", .semantic(.systemGray6)),
            ("opaqueSeparator", .semantic(.opaqueSeparator)),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try decodeJSON(#"{ "tint": "\#(text)", "sections": [] }"#).tint, expected, text)
        }
    }

    func testEverySemanticColourNameOfTheContractDecodes() throws {
        let names = [
            "systemGroupedBackground", "secondarySystemGroupedBackground", "systemBackground", "label",
            "secondaryLabel", "tertiaryLabel", "separator", "opaqueSeparator", "systemFill", "systemGray",
            "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemBlue", "systemGreen",
            "systemRed", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemIndigo", "systemTeal",
        ]
        for name in names {
            let spec = try decodeJSON(#"{ "background": "\#(name)", "sections": [] }"#)
            XCTAssertEqual(spec.background, SemanticColor(rawValue: name).map(ColorValue.semantic), name)
            XCTAssertNotNil(SemanticColor(rawValue: name), name)
        }
    }

    func testSchemaAndVersionOneAreAccepted() throws {
        let spec = try decodeJSON(#"{ "$schema": "./tablerender.schema.json", "version": 1, "sections": [] }"#)
        XCTAssertEqual(spec, Spec())
    }

    func testNullHeightIsAcceptedAsFitContent() throws {
        let spec = try decodeJSON(#"{ "height": null, "sections": [ { "rows": [ { "title": "A", "height": null } ] } ]}"#)
        XCTAssertNil(spec.height)
        XCTAssertNil(spec.sections[0].rows[0].height)
    }

    // MARK: Sections

    func testEmptySectionsAreKept() throws {
        let spec = try decodeJSON("""
            { "sections": [
                {},
                { "header": "Empty section", "rows": [] },
                { "footer": "Only a footer." }
            ] }
            """)
        XCTAssertEqual(spec.sections, [
            Section(),
            Section(header: SectionHeader(text: "Empty section"), rows: []),
            Section(footer: "Only a footer."),
        ])
    }

    func testHeaderStringAndObjectForms() throws {
        let spec = try decodeJSON("""
            { "sections": [
                { "header": "Account", "footer": "Signed in since 2019.", "rows": [] },
                { "header": { "text": "Mixed Case", "uppercase": false } },
                { "header": { "text": "Shouted", "uppercase": true } },
                { "header": { "text": "Default case" } }
            ] }
            """)
        XCTAssertEqual(spec.sections.map(\.header), [
            SectionHeader(text: "Account", uppercase: nil),
            SectionHeader(text: "Mixed Case", uppercase: false),
            SectionHeader(text: "Shouted", uppercase: true),
            SectionHeader(text: "Default case", uppercase: nil),
        ])
        XCTAssertEqual(spec.sections[0].footer, "Signed in since 2019.")
    }

    // MARK: Rows

    func testEveryRowKeyDecodesWithANonDefaultValue() throws {
        let spec = try decodeJSON("""
            { "sections": [ { "rows": [ {
                "title": "Wi-Fi",
                "subtitle": "Connected",
                "detail": "Home",
                "cellStyle": "value2",
                "accessory": "detailDisclosure",
                "switch": true,
                "badge": "3",
                "icon": { "color": "systemBlue", "glyph": "W" },
                "role": "destructive",
                "align": "center",
                "selected": true,
                "disabled": true,
                "lines": 2,
                "height": 60
            } ] } ] }
            """)
        let row = try XCTUnwrap(spec.sections.first?.rows.first)
        XCTAssertEqual(row.title, "Wi-Fi")
        XCTAssertEqual(row.subtitle, "Connected")
        XCTAssertEqual(row.detail, "Home")
        XCTAssertEqual(row.cellStyle, .value2)
        XCTAssertEqual(row.resolvedCellStyle, .value2, "an explicit cell style wins over the inferred one")
        XCTAssertEqual(row.accessory, .detailDisclosure)
        XCTAssertEqual(row.switchValue, true)
        XCTAssertEqual(row.badge, "3")
        XCTAssertEqual(row.icon, .glyph("W", color: .semantic(.systemBlue)))
        XCTAssertEqual(row.role, .destructive)
        XCTAssertEqual(row.align, .center)
        XCTAssertTrue(row.selected)
        XCTAssertTrue(row.disabled)
        XCTAssertEqual(row.lines, 2)
        XCTAssertEqual(row.height, 60)
    }

    func testRowDefaults() throws {
        let row = try XCTUnwrap(decodeJSON(#"{ "sections": [ { "rows": [ {} ] } ] }"#).sections.first?.rows.first)
        XCTAssertEqual(row, Row())
        XCTAssertEqual(row.title, "")
        XCTAssertNil(row.subtitle)
        XCTAssertNil(row.detail)
        XCTAssertNil(row.cellStyle)
        XCTAssertEqual(row.resolvedCellStyle, .default)
        XCTAssertEqual(row.accessory, Accessory.none)
        XCTAssertNil(row.switchValue)
        XCTAssertNil(row.badge)
        XCTAssertNil(row.icon)
        XCTAssertEqual(row.role, .normal)
        XCTAssertEqual(row.align, .leading)
        XCTAssertFalse(row.selected)
        XCTAssertFalse(row.disabled)
        XCTAssertEqual(row.lines, 0)
        XCTAssertNil(row.height)
    }

    func testStringRowIsShorthandForATitle() throws {
        let spec = try decodeJSON(#"{ "sections": [ { "rows": [ "Name", { "title": "Name" }, "" ] } ] }"#)
        let rows = spec.sections[0].rows
        XCTAssertEqual(rows, [Row(title: "Name"), Row(title: "Name"), Row(title: "")])
    }

    func testSwitchOffIsKeptApartFromNoSwitch() throws {
        let spec = try decodeJSON(#"{ "sections": [ { "rows": [ { "title": "A", "switch": false }, "B" ] } ] }"#)
        XCTAssertEqual(spec.sections[0].rows.map(\.switchValue), [false, nil])
    }

    func testCellStyleIsInferredFromSubtitleAndDetail() throws {
        let spec = try decodeJSON("""
            { "sections": [ { "rows": [
                { "title": "A" },
                { "title": "B", "subtitle": "under" },
                { "title": "C", "detail": "trailing" },
                { "title": "D", "detail": "trailing", "cellStyle": "default" }
            ] } ] }
            """)
        XCTAssertEqual(spec.sections[0].rows.map(\.resolvedCellStyle), [.default, .subtitle, .value1, .default])
    }

    func testEveryValueOfEveryRowEnumerationDecodes() throws {
        for accessory in Accessory.allCases {
            XCTAssertEqual(try decodeRow(#"{ "accessory": "\#(accessory.rawValue)" }"#).accessory, accessory)
        }
        for style in CellStyle.allCases {
            XCTAssertEqual(try decodeRow(#"{ "cellStyle": "\#(style.rawValue)" }"#).cellStyle, style)
        }
        for role in RowRole.allCases {
            XCTAssertEqual(try decodeRow(#"{ "role": "\#(role.rawValue)" }"#).role, role)
        }
        for align in TitleAlignment.allCases {
            XCTAssertEqual(try decodeRow(#"{ "align": "\#(align.rawValue)" }"#).align, align)
        }
        XCTAssertEqual(Accessory.allCases.map(\.rawValue),
                       ["none", "disclosure", "checkmark", "detail", "detailDisclosure"])
        XCTAssertEqual(CellStyle.allCases.map(\.rawValue), ["default", "subtitle", "value1", "value2"])
        XCTAssertEqual(RowRole.allCases.map(\.rawValue), ["normal", "destructive", "button", "prominent"])
        XCTAssertEqual(TitleAlignment.allCases.map(\.rawValue), ["leading", "center"])
    }

    func testLinesZeroMeansUnlimited() throws {
        XCTAssertEqual(try decodeRow(#"{ "title": "Long", "lines": 0 }"#).lines, 0)
        XCTAssertEqual(try decodeRow(#"{ "title": "Long", "lines": 3 }"#).lines, 3)
    }

    func testIconStringObjectAndImageForms() throws {
        let spec = try decodeJSON("""
            { "sections": [ { "rows": [
                { "title": "A", "icon": "✈" },
                { "title": "B", "icon": { "color": "systemOrange", "glyph": "B" } },
                { "title": "C", "icon": { "color": "#34C759", "glyph": "🔋" } },
                { "title": "D", "icon": { "glyph": "D" } },
                { "title": "E", "icon": { "image": "icons/wifi.png" } }
            ] } ] }
            """)
        XCTAssertEqual(spec.sections[0].rows.map(\.icon), [
            .glyph("✈", color: nil),
            .glyph("B", color: .semantic(.systemOrange)),
            .glyph("🔋", color: .literal(RGBAColor(0x34, 0xC7, 0x59, 255))),
            .glyph("D", color: nil),
            .image(path: "icons/wifi.png"),
        ])
    }

    // MARK: Separators

    func testSeparatorStringForms() throws {
        for style in SeparatorStyle.allCases {
            let spec = try decodeJSON(#"{ "separator": "\#(style.rawValue)", "sections": [] }"#)
            XCTAssertEqual(spec.separator, SeparatorSpec(style: style), style.rawValue)
        }
        XCTAssertEqual(SeparatorStyle.allCases.map(\.rawValue), ["line", "none", "etched", "snake"])
    }

    func testSeparatorObjectFormWithEveryKey() throws {
        let spec = try decodeJSON("""
            { "separator": {
                "style": "snake",
                "color": "#666666",
                "inset": { "leading": 0, "trailing": 12.5 },
                "animate": true
              },
              "sections": [] }
            """)
        XCTAssertEqual(spec.separator, SeparatorSpec(
            style: .snake, color: .literal(RGBAColor(0x66, 0x66, 0x66, 255)),
            leadingInset: 0, trailingInset: 12.5, animate: true))
    }

    func testSeparatorInsetAsASingleNumberInsetsBothEnds() throws {
        let spec = try decodeJSON(#"{ "separator": { "style": "line", "inset": 15 }, "sections": [] }"#)
        XCTAssertEqual(spec.separator, SeparatorSpec(style: .line, leadingInset: 15, trailingInset: 15))
    }

    func testSeparatorObjectDefaults() throws {
        let spec = try decodeJSON(#"{ "separator": { "color": "separator", "inset": { "leading": 60 } }, "sections": [] }"#)
        let separator = try XCTUnwrap(spec.separator)
        XCTAssertNil(separator.style, "no style in the object keeps the table style's default")
        XCTAssertEqual(separator.color, .semantic(.separator))
        XCTAssertEqual(separator.leadingInset, 60)
        XCTAssertNil(separator.trailingInset)
        XCTAssertFalse(separator.animate)
    }

    // MARK: YAML

    func testYAMLDecodesToTheSameSpecAsJSON() throws {
        let json = try decodeJSON("""
            {
              "style": "grouped", "width": 375, "scale": 2, "appearance": "dark",
              "separator": { "style": "line", "inset": { "leading": 0 } },
              "sections": [
                { "rows": [
                    { "title": "Airplane Mode", "icon": { "color": "systemOrange", "glyph": "✈" }, "switch": false },
                    { "title": "Wi-Fi", "detail": "Home", "accessory": "disclosure", "lines": 1, "height": 50.5 }
                ] },
                { "header": "Account", "footer": "Signed in since 2019.", "rows": [
                    "Name",
                    { "title": "Sign Out", "role": "destructive", "align": "center" }
                ] },
                { "header": { "text": "Empty section", "uppercase": false }, "rows": [] }
              ]
            }
            """)
        let yaml = try decodeYAML("""
            style: grouped
            width: 375
            scale: 2
            appearance: dark
            separator:
              style: line
              inset:
                leading: 0
            sections:
              - rows:
                  - title: Airplane Mode
                    icon: { color: systemOrange, glyph: "✈" }
                    switch: false
                  - title: Wi-Fi
                    detail: Home
                    accessory: disclosure
                    lines: 1
                    height: 50.5
              - header: Account
                footer: Signed in since 2019.
                rows:
                  - Name
                  - title: Sign Out
                    role: destructive
                    align: center
              - header:
                  text: Empty section
                  uppercase: false
                rows: []
            """)
        XCTAssertEqual(yaml, json)
        XCTAssertEqual(yaml.sections.count, 3)
        XCTAssertEqual(yaml.sections[1].rows[0], Row(title: "Name"))
    }

    func testYAMLNullHeightIsAccepted() throws {
        let spec = try decodeYAML("""
            height: ~
            sections:
              - rows: [Only]
            """)
        XCTAssertNil(spec.height)
        XCTAssertEqual(spec.sections, [Section(rows: [Row(title: "Only")])])
    }

    func testExampleSettingsSpecDecodes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/settings.json")
        let data = try Data(contentsOf: url)
        let spec = try SpecLoader.load([UInt8](data), format: .json)
        XCTAssertEqual(spec.sections.count, 8)
        XCTAssertEqual(spec.sections[0].rows[0].icon, .avatar(AvatarIcon(content: .initials("JA"))))
        XCTAssertEqual(spec.sections[1].rows[0].icon, .symbol(SymbolIcon(name: "airplane", color: .semantic(.systemOrange))))
        XCTAssertEqual(spec.sections[7].rows[1].role, .destructive)
    }
}

// MARK: - Helpers

/// Decodes a JSON spec, failing the test with every diagnostic if it is invalid.
private func decodeJSON(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Spec {
    try load(text, format: .json, file: file, line: line)
}

/// Decodes a YAML spec, failing the test with every diagnostic if it is invalid.
private func decodeYAML(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Spec {
    try load(text, format: .yaml, file: file, line: line)
}

/// Decodes the only row of a one-section JSON spec whose row object is `row`.
private func decodeRow(_ row: String, file: StaticString = #filePath, line: UInt = #line) throws -> Row {
    let spec = try decodeJSON(#"{ "sections": [ { "rows": [ \#(row) ] } ] }"#, file: file, line: line)
    return try XCTUnwrap(spec.sections.first?.rows.first, file: file, line: line)
}

private func load(_ text: String, format: SpecFormat, file: StaticString, line: UInt) throws -> Spec {
    do {
        return try SpecLoader.load(Array(text.utf8), format: format)
    } catch let error as SpecError {
        XCTFail("unexpected diagnostics:\n\(error)", file: file, line: line)
        throw error
    }
}
