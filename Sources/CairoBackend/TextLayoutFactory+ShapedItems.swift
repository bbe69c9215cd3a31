import CCairo
import TableGraphics

extension TextLayoutFactory {
    /// Hands `body` each item Pango makes of the one-paragraph `text` in `style` and `direction`, with its glyphs,
    /// itemized and shaped as `makeLayout`'s layout does it (its context, base direction and font) but without
    /// breaking it into lines: Pango 1.50 measures every layout it breaks (`pango_layout_get_size` at the end of
    /// `pango_layout_check_lines`), and cairo decodes a colour bitmap glyph's PNG for its extents alone. For
    /// finding the emoji a list will draw before drawing it; texts with a paragraph break are not handed over.
    func withShapedItems(_ text: String, style: TextStyle, direction: LayoutDirection,
                         _ body: (UnsafeMutablePointer<PangoItem>, UnsafeMutablePointer<PangoGlyphString>) -> Void) {
        let drawable = text.replacingNoncharacters
        guard !drawable.contains(where: \.isNewline), let attributes = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(attributes) }
        // The layout's font description is the first attribute of its effective list, as here.
        let description = Self.fontDescription(style)
        pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        let context = context(for: text, direction: direction)
        guard let glyphs = pango_glyph_string_new() else { return }
        defer { pango_glyph_string_free(glyphs) }
        drawable.withCString { bytes in
            let length = Int32(strlen(bytes))
            let items = pango_itemize_with_base_dir(context, pango_context_get_base_dir(context), bytes, 0, length,
                                                    attributes, nil)
            var node = items
            while let current = node {
                node = current.pointee.next
                guard let item = current.pointee.data?.assumingMemoryBound(to: PangoItem.self) else { continue }
                pango_shape_item(item, bytes, length, nil, glyphs, PANGO_SHAPE_NONE)
                body(item, glyphs)
            }
            node = items
            while let current = node {
                node = current.pointee.next
                pango_item_free(current.pointee.data?.assumingMemoryBound(to: PangoItem.self))
            }
            g_list_free(items)
        }
    }
}
