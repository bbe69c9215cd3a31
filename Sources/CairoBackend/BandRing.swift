import CCairo
import Foundation

/// Memory for drawing a tall image band by band: a few band-sized slots used round robin, each band drawn on a
/// cairo surface as tall as the whole image whose rows outside the band are never touched. The surface's data
/// pointer is placed so that the band's rows land in its slot: every band is drawn with exactly the transform
/// of an unbanded render (pixel-identical, gradients included), while what is resident is the slots, faulted in
/// once and reused — not a fresh page for every row of a 32767-px page.
final class BandRing {
    /// Bytes a row, as cairo lays out ARGB32.
    let stride: Int
    /// The image's size in pixels.
    let width: Int, height: Int
    private let slotBytes: Int
    private let slots: Int
    private let memory: UnsafeMutableRawPointer
    private let length: Int
    /// Whether each slot still holds only zeros (fresh memory, never drawn into).
    private var cleared: [Bool]

    /// A ring of `slots` slots, each `rows` rows of a `width` × `height` image.
    init(width: Int, height: Int, rows: Int, slots: Int) throws {
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0 else { throw CairoError("cairo: no stride for a \(width) px wide image") }
        self.width = width
        self.height = height
        self.slots = max(1, slots)
        // Whole pages a slot, so `prefault` can hand the kernel page-aligned ranges (madvise refuses others).
        let page = max(1, Int(sysconf(Int32(_SC_PAGESIZE))))
        slotBytes = (max(1, rows) * stride + page - 1) / page * page
        length = slotBytes * self.slots
        // Anonymous memory: it reads as zero, so a slot's first band needs no clearing. Its pages are faulted in
        // as the first band draws, or ahead of time by `prefault` on another thread.
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw CairoError("cannot allocate \(length) bytes for bands of a \(width)×\(height) image")
        }
        memory = mapped
        cleared = Array(repeating: true, count: self.slots)
    }

    deinit {
        munmap(memory, length)
    }

    /// Linux's `MADV_POPULATE_WRITE` (5.14): fault pages in as if written, leaving their contents alone.
    private static let populateWrite: Int32 = 23

    /// Faults in the pages of slots `first` and later, so the drawing thread does not take a page fault per page
    /// when it reaches them. A call a quarter of a megabyte at most: the kernel holds the address space's lock
    /// for each, and the drawing thread's own `mmap`s (a font file, a decode buffer) wait for it. Changes no
    /// byte, so it may run while a slot is drawn into; on kernels without `MADV_POPULATE_WRITE` it does nothing
    /// and the pages fault in as they are drawn. Whether the kernel populated them.
    @discardableResult
    func prefault(slotsFrom first: Int) -> Bool {
        prefault(slots: first..<slots)
    }

    /// `prefault(slotsFrom:)` for the slots `range` only.
    @discardableResult
    func prefault(slots range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<slots)
        guard !range.isEmpty else { return true }
        let end = range.upperBound * slotBytes
        var offset = range.lowerBound * slotBytes
        while offset < end {
            let count = min(BandRing.prefaultChunk, end - offset)
            guard madvise(memory + offset, count, BandRing.populateWrite) == 0 else { return false }
            offset += count
        }
        return true
    }

    /// Bytes populated a call (a whole number of pages on every page size up to 64 KiB).
    static let prefaultChunk = 256 * 1024

    /// All of slot `index`'s memory (tests fill it to catch stray writes, and mark it used).
    func slotMemory(_ index: Int) -> UnsafeMutableRawBufferPointer {
        cleared[index % slots] = false
        return UnsafeMutableRawBufferPointer(start: memory + (index % slots) * slotBytes, count: slotBytes)
    }

    /// A band's surface and where its first row is; destroy the surface after drawing (the pixels stay).
    struct Band {
        /// A cairo surface of the whole image's size whose rows `rows` are the slot's memory.
        let surface: OpaquePointer
        /// The band's first row in memory, `stride` bytes apart.
        let pixels: UnsafeMutablePointer<UInt8>
    }

    /// Clears slot `slot` to transparent (as a new surface is) when `clear`, and returns a surface that draws
    /// `rows` into it. The caller clips drawing to `rows`: cairo then reads and writes no other row.
    func band(_ rows: Range<Int>, slot: Int, clear: Bool = true) throws -> Band {
        precondition(rows.count * stride <= slotBytes && rows.lowerBound >= 0 && rows.upperBound <= height)
        let pixels = (memory + (slot % slots) * slotBytes).assumingMemoryBound(to: UInt8.self)
        if clear && !cleared[slot % slots] {
            pixels.update(repeating: 0, count: rows.count * stride)
        }
        cleared[slot % slots] = false
        // Row 0 would sit `lowerBound` rows before the slot: an address nothing dereferences under the clip.
        let origin = pixels - rows.lowerBound * stride
        guard let surface = cairo_image_surface_create_for_data(origin, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CairoError("cairo: cannot create a \(width)×\(height) image surface")
        }
        return Band(surface: surface, pixels: pixels)
    }
}
