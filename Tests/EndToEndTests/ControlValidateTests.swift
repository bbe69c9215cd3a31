import Foundation
import XCTest

/// `validate` and `render` read issue 15's controls through the same decoder: they accept and refuse the same specs.
final class ControlValidateTests: TableRenderTestCase {
    /// Every control key and form, in combinations UIKit shows.
    static let settingsSpec = #"""
        {
          "sections": [
            { "footer": "See [Privacy](https://apple.com/privacy).", "rows": [
              { "title": "Name", "textField": { "value": "Jane", "placeholder": "Required" } },
              { "textField": { "placeholder": "Password", "secure": true } },
              { "title": "Volume", "slider": { "value": 0.4, "minSymbol": "speaker.slash.fill", "maxSymbol": "speaker.wave.3.fill" } },
              { "title": "Copies", "stepper": { "value": 2 } },
              { "title": "Units", "segments": { "items": ["°C", "°F"], "selected": 0 } },
              { "title": "Ringtone", "menu": "Reflection" },
              { "title": "Storage", "detail": "12 GB", "progress": 0.25 },
              { "title": "Searching", "spinner": true },
              { "title": "Airplane Mode", "switch": { "on": true, "tint": "systemOrange" } },
              { "title": "Sign Out", "role": "prominent" }
            ] }
          ]
        }
        """#

    func testValidateAcceptsEveryControl() throws {
        try write(Self.settingsSpec, to: "controls.json")
        let result = try run(["validate", "controls.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "controls.json: valid\n")
    }

    func testValidateAndRenderRefuseTheSameCombinationWithTheSameLine() throws {
        try write(#"{ "sections": [ { "rows": [ { "title": "A", "menu": "x", "switch": true } ] } ] }"#, to: "bad.json")
        let expected = [#"bad.json:1:29: sections[0].rows[0]: "switch" and "menu" both sit on the trailing side; give each its own row"#]
        let validated = try run(["validate", "bad.json"])
        XCTAssertEqual(validated.status, 2)
        XCTAssertEqual(validated.stderrLines, expected)
        let rendered = try run(["bad.json", "-o", "bad.png"])
        XCTAssertEqual(rendered.status, 2)
        XCTAssertEqual(rendered.stderrLines, expected)
    }
}
