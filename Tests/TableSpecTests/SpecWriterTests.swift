import TableGraphics
import TableSpec
import XCTest

/// What `SpecWriter` writes decodes to the same `Spec`, in JSON and in YAML.
final class SpecWriterTests: XCTestCase {
    func sample() -> Spec {
        var spec = Spec()
        spec.style = .grouped
        spec.width = 375
        spec.scale = 2
        spec.appearance = .dark
        spec.direction = .rtl
        spec.ios = .ios26
        spec.dynamicType = .AX2
        spec.screen = true
        spec.device = .iphoneSE
        spec.statusBar = StatusBarSpec(time: "10:09")
        spec.navigationBar = NavigationBarSpec(title: "Réglages \"beta\"", largeTitle: true, back: "Back", trailing: "Done")
        var first = Section(header: SectionHeader(text: "yes"), footer: "Line one\nline two\t\\ \u{202E}bidi", rows: [])
        first.rows.append(Row(title: "null"))
        var detail = Row(title: "1.0")
        detail.detail = "true"
        detail.accessory = .disclosure
        detail.subtitle = "- not a list"
        first.rows.append(detail)
        var toggle = Row(title: "Wi-Fi: on")
        toggle.switchValue = false
        toggle.icon = .image(path: "icons/wifi.png")
        first.rows.append(toggle)
        var field = Row(title: "Password")
        field.control = .textField(TextFieldControl(value: "secret", placeholder: "Required", secure: true))
        first.rows.append(field)
        var slider = Row()
        slider.control = .slider(SliderControl(value: 0.25, minimum: -1.5, maximum: 2))
        first.rows.append(slider)
        var button = Row(title: "Sign Out")
        button.role = .button
        button.align = .center
        button.lines = 2
        first.rows.append(button)
        spec.sections = [first, Section(header: SectionHeader(text: "Keep", uppercase: false), rows: [Row(title: "日本語")]),
                         Section(footer: "only a footer")]
        return spec
    }

    func testJSONAndYAMLDecodeToTheSameSpec() throws {
        let spec = sample()
        for format in [SpecFormat.json, .yaml] {
            let text = SpecWriter.write(spec, format: format)
            let decoded: Spec
            do {
                decoded = try SpecLoader.load(Array(text.utf8), format: format)
            } catch {
                return XCTFail("\(format): \(error)\n\(text)")
            }
            XCTAssertEqual(decoded, spec, "\(format):\n\(text)")
        }
    }

    func testJSONIsIndentedWithKeysInSpecOrderAndEscapes() {
        var spec = Spec(sections: [Section(rows: [Row(title: "A")])])
        spec.sections[0].footer = "tab\there\u{2028}"
        XCTAssertEqual(SpecWriter.write(spec, format: .json), """
            {
              "version": 1,
              "sections": [
                {
                  "rows": [
                    "A"
                  ],
                  "footer": "tab\\there\\u2028"
                }
              ]
            }

            """)
    }
}
