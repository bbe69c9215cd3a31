import TableGraphics
import TableSpec

/// Where in the spec each finding is: the JSON path of the row, header or footer its element comes from (the
/// section and row the layout records on every accessibility element) and, for a spec file, the line and
/// column where that value starts, as `SpecDiagnostic`s are positioned, so CI can annotate the line.
public enum AuditLocation {
    /// The JSON path of `element`'s origin in the spec, or nil outside the sections.
    public static func path(of element: AccessibilityElement) -> JSONPath? {
        guard let section = element.section else {
            switch element.kind {
            case .tableHeader: return JSONPath.root.appending("tableHeader")
            case .searchField: return JSONPath.root.appending("searchBar")
            case .barTitle, .barButton: return JSONPath.root.appending("navigationBar")
            case .sectionIndex: return JSONPath.root.appending("sectionIndex")
            default: return nil
            }
        }
        let base = JSONPath.root.appending("sections").appending(section)
        switch element.kind {
        case .header: return base.appending("header")
        case .footer: return base.appending("footer")
        default: return element.row.map { base.appending("rows").appending($0) } ?? base
        }
    }

    /// `findings` with `path` set from their elements in `list`, and `line`/`column` from `root`, the parsed
    /// spec file, when given (the nearest existing value's position when the path is not written in it, e.g. a
    /// row shorthand string still has its own).
    public static func located(_ findings: [AuditFinding], in list: DisplayList, root: SourceNode?) -> [AuditFinding] {
        findings.map { finding in
            var located = finding
            let path = finding.element.flatMap { list.accessibility.indices.contains($0) ? list.accessibility[$0] : nil }
                .flatMap(Self.path(of:))
            located.path = path?.description
            if let root {
                let location = root.location(of: path ?? .root)
                located.line = location.line
                located.column = location.column
            }
            return located
        }
    }
}
