import Spoken

/// The text of a property-list file (`.strings`, `.stringsdict`) as Unicode scalars with their
/// positions: UTF-8 (with or without a byte order mark) or UTF-16 with a byte order mark, as
/// Xcode and older tools write them. Columns count scalars; a byte order mark is not a column.
struct PlistText {
    let scalars: PlistScalars
    let lines: LineTable

    init(bytes: [UInt8], path: String) throws(StringCatalogError) {
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let asciiStart = hasBOM ? 3 : 0
        let isUTF16 =
            bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
        let isASCII =
            !isUTF16
            && bytes.withUnsafeBufferPointer { buffer in
                var high: UInt8 = 0
                for byte in buffer[asciiStart...] { high |= byte }
                return high < 0x80
            }
        if isASCII {
            // UTF-8 that is all ASCII (most files of keys and English text): the file's own bytes
            // are the scalars, shared, instead of a copy at 4 bytes a character.
            var lineCount = 1
            bytes.withUnsafeBufferPointer { buffer in
                for byte in buffer[asciiStart...] where byte == 0x0A { lineCount += 1 }
            }
            var starts: [Int32] = []
            starts.reserveCapacity(lineCount)
            starts.append(0)
            bytes.withUnsafeBufferPointer { buffer in
                for index in asciiStart..<buffer.count where buffer[index] == 0x0A {
                    starts.append(Int32(truncatingIfNeeded: index - asciiStart + 1))
                }
            }
            scalars = PlistScalars(ascii: bytes, start: asciiStart)
            lines = LineTable(starts: starts, ascii: bytes, asciiStart: asciiStart)
            return
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        func fail(_ offset: Int, _ message: String) -> StringCatalogError {
            // Position of a byte: lines and columns of what decoded before it.
            let prefix = String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self)
            let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
            let position = SourcePosition(line: lines.count, column: (lines.last?.unicodeScalars.count ?? 0) + 1)
            return StringCatalogError(code: .jsonSyntax, file: path, position: position, message: message)
        }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw StringCatalogError(
                    code: .jsonSyntax, file: path, position: SourcePosition(line: 1, column: 1),
                    message: "'\(path)' is UTF-16 with an odd number of bytes: the file is truncated")
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var i = 2
            while i + 1 < bytes.count {
                units.append(
                    little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
                )
                i += 2
            }
            var iterator = units.makeIterator()
            var decoder = UTF16()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: break decoding
                case .error:
                    throw StringCatalogError(
                        code: .jsonSyntax, file: path, position: SourcePosition(line: 1, column: 1),
                        message: "'\(path)' is not valid UTF-16: an unpaired surrogate")
                }
            }
        } else {
            var start = 0
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
            var i = start
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x80 {
                    scalars.append(Unicode.Scalar(byte))
                    i += 1
                    continue
                }
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard length > 1, i + length <= bytes.count,
                    let scalar = String(validating: bytes[i..<i + length], as: UTF8.self)?.unicodeScalars.first,
                    scalar.utf8.count == length
                else {
                    throw fail(i, "Malformed UTF-8 in '\(path)' (is the file saved as UTF-8 or UTF-16 with a BOM?)")
                }
                scalars.append(scalar)
                i += length
            }
        }
        // Counted first, so that the table is allocated once at its size (4 bytes a line).
        var lineCount = 1
        for scalar in scalars where scalar == "\n" { lineCount += 1 }
        var starts: [Int32] = []
        starts.reserveCapacity(lineCount)
        starts.append(0)
        for (index, scalar) in scalars.enumerated() where scalar == "\n" {
            starts.append(Int32(truncatingIfNeeded: index + 1))
        }
        self.scalars = PlistScalars(scalars)
        lines = LineTable(starts: starts)
    }

    /// The position of scalar `index` (the end of the file past the last).
    func position(_ index: Int) -> SourcePosition { lines.position(min(index, scalars.count)) }
}

/// A file's Unicode scalars: the file's bytes themselves when it is all ASCII, else decoded.
struct PlistScalars: RandomAccessCollection, Sendable {
    private let ascii: [UInt8]
    private let asciiStart: Int
    private let decoded: [Unicode.Scalar]
    private let isASCII: Bool
    let endIndex: Int

    init(ascii bytes: [UInt8], start: Int) {
        ascii = bytes
        asciiStart = start
        decoded = []
        isASCII = true
        endIndex = bytes.count - start
    }

    init(_ scalars: [Unicode.Scalar]) {
        ascii = []
        asciiStart = 0
        decoded = scalars
        isASCII = false
        endIndex = scalars.count
    }

    var startIndex: Int { 0 }

    @inline(__always)
    subscript(position: Int) -> Unicode.Scalar {
        isASCII ? Unicode.Scalar(ascii[asciiStart + position]) : decoded[position]
    }
}

/// Where lines start, in scalar indexes: positions computed on demand (a table per scalar would
/// cost 16 bytes each). Shared by every string of a file.
final class LineTable: Sendable {
    /// Scalar indexes in 32 bits (files are capped far below 2 GiB).
    let starts: [Int32]
    /// The file's bytes when it is all ASCII (each scalar one byte, after `asciiStart`): strings
    /// copied verbatim from it read their text there instead of holding a copy.
    let ascii: [UInt8]
    let asciiStart: Int

    init(starts: [Int32], ascii: [UInt8] = [], asciiStart: Int = 0) {
        self.starts = starts
        self.ascii = ascii
        self.asciiStart = asciiStart
    }

    func position(_ index: Int) -> SourcePosition {
        // The last line start at or before `index`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= index { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: index - Int(starts[low]) + 1)
    }
}

/// A decoded string with the file position of each UTF-16 unit (escapes make them differ).
struct LocatedText: Sendable {
    /// The text, decoded when asked: held once, as the UTF-16 that the checks read.
    var text: String {
        let units = self.units
        return UTF16Text.string(units, 0..<units.count)
    }
    /// The text as UTF-16.
    var units: [UInt16] {
        switch storage {
        case .units(let units): return units
        case .file(let count):
            // Verbatim from an ASCII file: its bytes are the units.
            let start = lines.asciiStart + Int(firstOffset)
            return lines.ascii[start..<start + Int(count)].map { UInt16($0) }
        }
    }
    /// The units, or (for a string copied verbatim from an all-ASCII file) their count only: a
    /// file of tiny entries then holds no buffer per string (48 bytes each, more than the entry).
    fileprivate enum Storage: Sendable {
        case units([UInt16])
        case file(count: Int32)
    }
    private let storage: Storage
    /// The number of UTF-16 units.
    var count: Int {
        switch storage {
        case .units(let units): units.count
        case .file(let count): Int(count)
        }
    }
    /// The scalar index in the file of each unit; empty when unit `i` is scalar `firstOffset + i`
    /// (no escape, no entity, no supplementary character: most strings), so those cost no table.
    let unitOffsets: [Int32]
    /// The scalar index of the first unit, when `unitOffsets` is empty.
    let firstOffset: Int32
    let lines: LineTable
    /// Where the string starts (its first character, after a quote).
    let start: SourcePosition

    /// An empty string at `start`.
    init(emptyAt start: SourcePosition, lines: LineTable) {
        storage = .units([])
        unitOffsets = []
        firstOffset = 0
        self.lines = lines
        self.start = start
    }

    fileprivate init(
        storage: Storage, unitOffsets: [Int32], firstOffset: Int32, lines: LineTable, start: SourcePosition
    ) {
        self.storage = storage
        self.unitOffsets = unitOffsets
        self.firstOffset = firstOffset
        self.lines = lines
        self.start = start
    }

    /// The scalar index in the file of unit `index` (which must exist).
    private func offset(ofUnit index: Int) -> Int {
        unitOffsets.isEmpty ? Int(firstOffset) + index : Int(unitOffsets[index])
    }

    /// The position of a unit; past the end, the last unit's (or the start of an empty string).
    func position(utf16Offset: Int) -> SourcePosition {
        let count = self.count
        guard count > 0 else { return start }
        return lines.position(offset(ofUnit: min(max(utf16Offset, 0), count - 1)))
    }

    /// Gathers a decoded string unit by unit, each with the file offset it came from (both the
    /// `.strings` and the `.stringsdict` reader decode escapes and entities this way).
    struct Builder {
        private(set) var units: [UInt16] = []
        /// Filled only once a unit breaks the "unit i is scalar first + i" rule.
        private var offsets: [Int32] = []
        private var first: Int32 = 0
        private var consecutive = true
        /// Set by a reader whose units so far are the file's scalars themselves (no escape, no
        /// entity): with an ASCII file, the text is then read from the file.
        var verbatim = false

        /// `capacity`: the units expected (an upper bound saves regrowing the buffer).
        init(capacity: Int = 0) {
            units.reserveCapacity(capacity)
        }

        mutating func append(_ scalar: Unicode.Scalar, at offset: Int) {
            if scalar.value < 0x10000 {
                append(unit: UInt16(truncatingIfNeeded: scalar.value), at: offset)
            } else {
                for unit in scalar.utf16 { append(unit: unit, at: offset) }
            }
        }

        /// One UTF-16 unit as written (half of a surrogate pair spelled as two escapes).
        mutating func append(unit: UInt16, at offset: Int) {
            let offset = Int32(truncatingIfNeeded: offset)
            if units.isEmpty { first = offset }
            if consecutive, offset != first &+ Int32(truncatingIfNeeded: units.count) {
                // From here on every unit needs its own offset: write those of the ones before.
                consecutive = false
                offsets.reserveCapacity(units.capacity)
                for index in 0..<units.count { offsets.append(first &+ Int32(truncatingIfNeeded: index)) }
            }
            units.append(unit)
            if !consecutive { offsets.append(offset) }
        }

        func text(lines: LineTable, start: SourcePosition) -> LocatedText {
            let fromFile = verbatim && consecutive && !units.isEmpty && !lines.ascii.isEmpty
            return LocatedText(
                storage: fromFile ? .file(count: Int32(truncatingIfNeeded: units.count)) : .units(units),
                unitOffsets: offsets, firstOffset: first, lines: lines, start: start)
        }
    }
}
