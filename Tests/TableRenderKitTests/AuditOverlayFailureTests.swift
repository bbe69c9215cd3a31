import TableAudit
import TableGraphics
import TableRenderKit
import TableResolve
import XCTest

/// `audit --overlay` outlines the elements that have a finding, and locates findings in the spec.
final class AuditOverlayFailureTests: XCTestCase {
    private static let pipeline = Result { try RenderPipeline() }
    private static let json = """
        { "width": 390, "scale": 1, "tint": "#999999", "sections": [
          { "header": "Account", "rows": [ "Passes", { "title": "Sign Out", "role": "button" } ] } ] }
        """

    func testFailingElementsGetAThickRedOutlineAndTheOthersDoNot() throws {
        let pipeline = try Self.pipeline.get()
        let spec = try Spec.load(Array(Self.json.utf8))
        let (list, findings) = pipeline.audit(spec, options: AuditOptions(checks: [.contrast]))
        let signOut = try XCTUnwrap(findings.first { $0.message.contains("Sign Out") })
        let element = try XCTUnwrap(signOut.element)
        let plain = pipeline.auditOverlay(list, spec: spec)
        let marked = pipeline.auditOverlay(list, spec: spec, findings: [signOut])
        let look = AuditOverlayLook(palette: pipeline.resolve(spec).look.palette, family: "Inter")
        func rings(_ overlay: DisplayList) -> [Rect] {
            var found: [Rect] = []
            func visit(_ items: [DisplayItem]) {
                for item in items {
                    switch item {
                    case .stroke(let stroke) where stroke.color == look.failureColor && stroke.lineWidth == look.failureOutlineWidth:
                        found.append(Self.bounds(of: stroke.path))
                    case .clip(let group): visit(group.items)
                    default: break
                    }
                }
            }
            visit(overlay.items)
            return found
        }
        XCTAssertEqual(rings(plain), [])
        let frame = list.accessibility[element].frame
        let ring = try XCTUnwrap(rings(marked).first)
        XCTAssertEqual(rings(marked).count, 1)
        XCTAssertEqual(ring.midX, frame.midX, accuracy: 0.01)
        XCTAssertEqual(ring.width, frame.width + look.failureOutlineWidth, accuracy: 0.01)
    }

    /// The box of a path's points (a rectangle's corners).
    private static func bounds(of path: Path) -> Rect {
        let points = path.elements.compactMap { element -> Point? in
            switch element {
            case .move(let point), .line(let point): return point
            case .curve(_, _, let point): return point
            case .close: return nil
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    func testFindingsAreLocatedAtTheirRowInTheFile() throws {
        let pipeline = try Self.pipeline.get()
        let bytes = Array(Self.json.utf8)
        let spec = try Spec.load(bytes)
        let (list, findings) = pipeline.audit(spec, options: AuditOptions(checks: [.contrast]))
        let located = AuditLocation.located(findings, in: list, root: try SpecLoader.parse(bytes, format: .json))
        let signOut = try XCTUnwrap(located.first { $0.message.contains("Sign Out") })
        XCTAssertEqual(signOut.path, "sections[0].rows[1]")
        XCTAssertEqual(signOut.line, 2)
        XCTAssertEqual(signOut.column, 46, "the row object`s opening brace")
        let header = try XCTUnwrap(located.first { $0.message.contains("ACCOUNT") })
        XCTAssertEqual(header.path, "sections[0].header")
        XCTAssertEqual(AuditLocation.located(findings, in: list, root: nil).first?.line, nil, "no file, no position")
    }
}
