import PropertyBased
import TableSpec
import Testing

/// The generators make only rows a spec could write, and they reach every control.
@Suite struct SpecGeneratorTests {
    @Test func generatedRowsAreCombinationsDecodingAccepts() async {
        await propertyCheck(count: 300, input: SpecGen.row) { row in
            #expect(row.controlConflicts.isEmpty, "\(row.controlConflicts): \(row)")
        }
    }

    /// A change that stopped the generator making some control would leave the layout properties blind to it.
    @Test func everyControlAndFormIsGenerated() async {
        var kinds: Set<String> = []
        var tinted = false, prominent = false, linked = false
        await propertyCheck(count: 400, input: SpecGen.section) { section in
            for row in section.rows {
                if let control = row.control { kinds.insert(String(describing: control).prefix { $0 != "(" }.description) }
                tinted = tinted || row.switchTint != nil
                prominent = prominent || row.role == .prominent
            }
            linked = linked || section.footer.map { LinkedText(parsing: $0).hasLinks } == true
        }
        #expect(kinds == ["textField", "slider", "stepper", "segments", "menu", "progress", "spinner"])
        #expect(tinted)
        #expect(prominent)
        #expect(linked)
    }
}
