extension Spec {
    /// Passes every section's rows to `update` in order, in place; outline children stay inside their rows, for
    /// `update` to change or leave. One walk for every caller that rewrites rows (image paths, fuzzing limits).
    public mutating func updateRows(_ update: (inout Row) -> Void) {
        for section in sections.indices {
            for row in sections[section].rows.indices {
                update(&sections[section].rows[row])
            }
        }
    }
}
