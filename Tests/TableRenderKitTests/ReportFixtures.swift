import Foundation
import TableChecks
import TableRenderKit

/// Reports built from JSON, as `report merge` reads them, without rendering anything.
enum ReportFixtures {
    /// One entry's JSON object; `differing` nil means nothing was compared.
    static func entry(_ name: String, order: Int, status: String = "match", differing: Int? = 0,
                      spec: String? = nil, images: [String: String] = [:], artifacts: [String] = [],
                      message: String? = nil, variant: [(String, String)] = []) -> [String: Any] {
        var object: [String: Any] = [
            "spec": spec ?? "specs/\(name).json", "name": name, "order": order, "status": status,
            "variant": variant.map { ["axis": $0.0, "value": $0.1] },
            "images": images, "golden": "golden/\(name).png", "goldenVersions": NSNull(), "versionChanges": [],
            "updated": false, "artifacts": artifacts, "message": message ?? NSNull(),
        ]
        let comparisonKeys = ["passed", "sizesMatch", "differingPixels", "antiAliasedPixels", "totalPixels", "ratio",
                              "maxChannelDelta", "changedBounds", "expectedSize", "actualSize"]
        if let differing {
            object.merge([
                "passed": differing == 0, "sizesMatch": true, "differingPixels": differing, "antiAliasedPixels": 0,
                "totalPixels": 10000, "ratio": Double(differing) / 10000, "maxChannelDelta": differing == 0 ? 0 : 200,
                "changedBounds": differing == 0 ? NSNull() : ["x": 1, "y": 2, "width": 3, "height": 4] as [String: Any],
                "expectedSize": ["width": 100, "height": 100], "actualSize": ["width": 100, "height": 100],
            ]) { _, new in new }
        } else {
            for key in comparisonKeys { object[key] = NSNull() }
        }
        return object
    }

    /// A whole report's JSON object around `entries`.
    static func report(_ entries: [[String: Any]], golden: String = "golden", shard: String? = nil,
                       threshold: Double = 0, orphans: [String]? = nil) -> [String: Any] {
        [
            "tool": "tablerender 0.1.0", "versions": "tablerender 0.1.0; cairo 1", "golden": golden,
            "shard": shard ?? NSNull(),
            "options": ["threshold": threshold, "maxRatio": 0, "includeAntiAliasing": false, "update": false],
            "summary": ["specs": 0, "match": 0, "mismatch": 0, "missing": 0, "error": 0, "updated": 0],
            "specs": entries, "orphans": orphans ?? NSNull(), "orphansPruned": false,
        ]
    }

    /// The object decoded as a report.
    static func decode(_ object: [String: Any]) throws -> CheckReport {
        try JSONDecoder().decode(CheckReport.self, from: JSONSerialization.data(withJSONObject: object))
    }
}
