/// The outcome of comparing an expected image with an actual one.
public struct DiffResult: Equatable, Sendable, CustomStringConvertible {
    /// The options the images were compared with.
    public let options: DiffOptions
    /// Whether both images have the same width and height (and buffers of that size); when not, the union
    /// canvas was compared.
    public let sizesMatch: Bool
    /// Pixels counted as different: above the threshold and not excused as anti-aliasing, plus every pixel
    /// of the canvas that lies outside either image.
    public let differingPixels: Int
    /// Pixels above the threshold that were excused as anti-aliasing (always 0 with `includeAntiAliasing`).
    public let antiAliasedPixels: Int
    /// Pixels compared: the canvas area (the union of both sizes).
    public let totalPixels: Int
    /// Largest absolute byte difference over R, G, B and A among pixels present in both images, 0 if none differ.
    public let maxChannelDelta: Int
    /// Bounding box of the counted differences, nil when there are none.
    public let changedBounds: PixelRect?
    /// Whether the expected image is a single colour (as seen over white): a blank or failed render.
    public let expectedIsBlank: Bool
    /// Whether the actual image is a single colour (as seen over white): a blank or failed render.
    public let actualIsBlank: Bool

    /// The result for two images known to have the same pixels without decoding them (the same image data in both
    /// PNGs, `PNGPixelIdentity`): nothing differs, and neither image is examined for blankness (a blank image
    /// only fails against one that differs from it), so both blank flags are false.
    public static func identical(width: Int, height: Int, options: DiffOptions) -> DiffResult {
        DiffResult(options: options, sizesMatch: true, differingPixels: 0, antiAliasedPixels: 0,
                   totalPixels: width * height, maxChannelDelta: 0, changedBounds: nil,
                   expectedIsBlank: false, actualIsBlank: false)
    }

    /// Share of pixels counted as different, 0…1.
    public var ratio: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// Same size and byte-identical pixels.
    public var isIdentical: Bool { sizesMatch && maxChannelDelta == 0 }

    /// A blank image against a drawn one with counted differences: fails whatever the allowed ratio, so a
    /// sparse drawing under a generous tolerance cannot pass against an empty render.
    public var blankMismatch: Bool { expectedIsBlank != actualIsBlank && differingPixels > 0 }

    /// Sizes match, the ratio is within `options.maxDifferentRatio`, and no blank image stands in for a drawing.
    public var passed: Bool { sizesMatch && ratio <= options.maxDifferentRatio && !blankMismatch }

    /// One line for test failures, e.g. `12 of 4800 pixels differ (0.25%), 3 anti-aliased, …`.
    public var description: String {
        var parts = ["\(differingPixels) of \(totalPixels) pixels differ (\(percent(ratio)))"]
        if !sizesMatch { parts.insert("sizes differ", at: 0) }
        if antiAliasedPixels > 0 { parts.append("\(antiAliasedPixels) anti-aliased") }
        if maxChannelDelta > 0 { parts.append("max channel delta \(maxChannelDelta)") }
        if let changedBounds { parts.append("within \(changedBounds)") }
        if blankMismatch { parts.append(expectedIsBlank ? "expected image is blank" : "actual image is blank") }
        parts.append("allowed \(percent(options.maxDifferentRatio))")
        return parts.joined(separator: ", ")
    }

    /// Fixed four decimals (`0.0250%`) so messages line up and stay stable across platforms.
    private func percent(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        // `+ 0.5` instead of `rounded()`: the module imports nothing, and on Linux `rounded()` needs libm.
        let units = Int(min(max(value, 0), 1) * 1_000_000 + 0.5)
        let fraction = String(units % 10_000)
        return "\(units / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)%"
    }
}
