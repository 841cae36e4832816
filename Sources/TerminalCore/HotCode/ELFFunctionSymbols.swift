#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The functions of a 64-bit little-endian ELF file's symbol table (`.symtab`) that have
/// given names: where the file places each and how long it is.
///
/// The file is read in pieces of ``chunkSize`` bytes, never whole: an executable's symbol
/// table and its names take megabytes, which would count against the memory of the process
/// that looks itself up. The names are found in one pass over the string table, then their
/// symbols in one pass over the symbol table. A name whose symbol lies elsewhere than at
/// the start of a string of the table (a suffix shared with another name) is not found.
package struct ELFFunctionSymbols: Equatable, Sendable {
  /// A function of the symbol table.
  package struct Function: Equatable, Sendable {
    /// Its index in the names looked up.
    package var index: Int
    /// Its address in the file's address space (`st_value`).
    package var address: UInt
    /// Its length in bytes (`st_size`).
    package var size: Int
  }

  /// The functions found, in the order of the symbol table; a name defined twice (two
  /// local functions of the same name) appears twice.
  package var functions: [Function]
  /// Where the file places its program headers in its address space: subtracted from
  /// where the running process has them (`getauxval(AT_PHDR)`), it gives how far the
  /// process loaded the file from its addresses.
  package var programHeaderAddress: UInt

  /// How many bytes each read of the file takes.
  static let chunkSize = 64 * 1024

  /// Reads the symbols of `names` in the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The ELF file (an executable, or `/proc/self/exe`).
  ///   - names: The names to look up, as they are in the file (mangled).
  /// - Throws: ``ELFReadError`` when the file cannot be read or is not an ELF file this
  ///   reads.
  package init(path: String, names: [String]) throws(ELFReadError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
    defer { close(descriptor) }
    let file = try ELFFile(descriptor: descriptor)
    let header = try file.header()
    programHeaderAddress = try file.programHeaderAddress(header)
    let tables = try file.symbolTables(header)
    let wanted = WantedNames(names)
    let nameOffsets = try file.offsetsOfNames(in: tables.strings, wanted: wanted)
    functions = try file.functions(in: tables.symbols, named: nameOffsets)
  }
}

/// Why ``ELFFunctionSymbols`` could not read a file.
package enum ELFReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `open(2)` failed.
  case cannotOpen(path: String, errno: Int32)
  /// `pread(2)` failed.
  case cannotRead(errno: Int32)
  /// The file ends before what its headers say is there.
  case truncated
  /// The file is not a 64-bit little-endian ELF file.
  case notELF64LittleEndian
  /// A header or table of the file is not as the ELF format defines it.
  case malformed(String)
  /// The file has no symbol table (it was stripped).
  case noSymbolTable

  package var description: String {
    switch self {
    case .cannotOpen(let path, let code): "cannot open \(path): \(String(cString: strerror(code)))"
    case .cannotRead(let code): "cannot read: \(String(cString: strerror(code)))"
    case .truncated: "the file ends before its headers say"
    case .notELF64LittleEndian: "not a 64-bit little-endian ELF file"
    case .malformed(let what): "malformed ELF file: \(what)"
    case .noSymbolTable: "no symbol table (stripped)"
    }
  }
}

// MARK: - Names

/// The names looked up, by length and by a hash of their bytes: most names of a table are
/// passed over on their length alone.
///
/// Sorted arrays searched by halves rather than dictionaries: the lookup runs once, at
/// start-up, where each page of code run for the first time costs memory (the kernel maps
/// code 64 KiB at a time), and arrays' code is run already.
private struct WantedNames {
  /// The hash of each name with its index, by hash.
  private let hashes: [(hash: UInt64, index: Int)]
  private let names: [[UInt8]]
  /// Whether a name of each length is looked up.
  private let lengths: [Bool]

  init(_ names: [String]) {
    self.names = names.map { Array($0.utf8) }
    var lengths = Array(repeating: false, count: (self.names.map(\.count).max() ?? 0) + 1)
    for name in self.names { lengths[name.count] = true }
    self.lengths = lengths
    hashes = self.names.enumerated().map { (Self.hash($1[...]), $0) }.sorted { $0.hash < $1.hash }
  }

  /// The index of `bytes` among the names, or `nil`.
  func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count < lengths.count, lengths[bytes.count] else { return nil }
    let hash = Self.hash(bytes)
    var position = hashes.partitionPoint { $0.hash >= hash }
    while position < hashes.count, hashes[position].hash == hash {
      if names[hashes[position].index].elementsEqual(bytes) { return hashes[position].index }
      position += 1
    }
    return nil
  }

  /// FNV-1a, 64 bits.
  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}

extension Array {
  /// The index of the first element for which `isAtOrPast` holds, the array being ordered so
  /// that it fails before it holds: a search by halves.
  fileprivate func partitionPoint(where isAtOrPast: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAtOrPast(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

// MARK: - The file

/// A section of the file: where it starts and how many bytes it has.
private struct Section {
  var offset: Int
  var size: Int
}

/// A table of headers: where it starts, how many entries it has and their size.
private struct HeaderTable {
  var offset: Int
  var count: Int
  var entrySize: Int
}

/// What the ELF header says of where the program and section headers are.
private struct ELFHeader {
  var programHeaders: HeaderTable
  var sectionHeaders: HeaderTable
}

/// An open ELF file, read with `pread(2)`.
private struct ELFFile {
  let descriptor: Int32
  /// The file's length: nothing is read, or allocated for reading, past it.
  let size: Int

  init(descriptor: Int32) throws(ELFReadError) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotRead(errno: errno) }
    self.descriptor = descriptor
    self.size = Int(status.st_size)
  }

  /// Fills `buffer` from `offset`; throws ``ELFReadError/truncated`` when the file ends
  /// first.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(ELFReadError) {
    guard offset >= 0, offset <= size, buffer.count <= size - offset else { throw .truncated }
    var done = 0
    while done < buffer.count {
      let count = pread(
        descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done, off_t(offset + done))
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(errno: errno)
      }
      guard count > 0 else { throw .truncated }
      done += count
    }
  }

  /// `count` bytes from `offset`.
  func bytes(at offset: Int, count: Int) throws(ELFReadError) -> [UInt8] {
    guard offset >= 0, count >= 0, offset <= size, count <= size - offset else { throw .truncated }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 8)
    defer { buffer.deallocate() }
    try read(into: buffer, at: offset)
    return [UInt8](buffer)
  }

  func header() throws(ELFReadError) -> ELFHeader {
    let bytes = try bytes(at: 0, count: 64)
    // "\x7fELF", class 2 (64-bit), data 1 (little-endian).
    guard bytes[0..<6].elementsEqual([0x7f, 0x45, 0x4c, 0x46, 2, 1]) else {
      throw .notELF64LittleEndian
    }
    let header = ELFHeader(
      programHeaders: HeaderTable(
        offset: try bytes.integer(at: 0x20, of: UInt64.self),
        count: try bytes.integer(at: 0x38, of: UInt16.self),
        entrySize: try bytes.integer(at: 0x36, of: UInt16.self)),
      sectionHeaders: HeaderTable(
        offset: try bytes.integer(at: 0x28, of: UInt64.self),
        count: try bytes.integer(at: 0x3c, of: UInt16.self),
        entrySize: try bytes.integer(at: 0x3a, of: UInt16.self)))
    guard header.programHeaders.entrySize >= 56, header.sectionHeaders.entrySize >= 64 else {
      throw .malformed("header entries smaller than ELF64's")
    }
    return header
  }

  /// Where the file places its program headers: in the loadable segment that holds them.
  func programHeaderAddress(_ header: ELFHeader) throws(ELFReadError) -> UInt {
    let entrySize = header.programHeaders.entrySize
    let table = try bytes(
      at: header.programHeaders.offset, count: header.programHeaders.count * entrySize)
    let phdrOffset = UInt(header.programHeaders.offset)
    for index in 0..<header.programHeaders.count {
      let entry = index * entrySize
      let type: UInt32 = try table.integer(at: entry, of: UInt32.self)
      guard type == 1 else { continue }  // PT_LOAD
      let offset: UInt = try table.integer(at: entry + 0x08, of: UInt64.self)
      let address: UInt = try table.integer(at: entry + 0x10, of: UInt64.self)
      let size: UInt = try table.integer(at: entry + 0x20, of: UInt64.self)
      if phdrOffset >= offset, phdrOffset - offset < size {
        return address &+ (phdrOffset - offset)
      }
    }
    throw .malformed("no loadable segment holds the program headers")
  }

  /// The symbol table and the string table it names.
  func symbolTables(_ header: ELFHeader) throws(ELFReadError) -> (
    symbols: Section, strings: Section
  ) {
    let entrySize = header.sectionHeaders.entrySize
    let count = header.sectionHeaders.count
    let table = try bytes(at: header.sectionHeaders.offset, count: count * entrySize)
    func section(_ index: Int) throws(ELFReadError) -> (type: UInt32, section: Section, link: Int) {
      let entry = index * entrySize
      return (
        try table.integer(at: entry + 0x04, of: UInt32.self),
        Section(
          offset: try table.integer(at: entry + 0x18, of: UInt64.self),
          size: try table.integer(at: entry + 0x20, of: UInt64.self)),
        try table.integer(at: entry + 0x28, of: UInt32.self)
      )
    }
    for index in 0..<count {
      let symbols = try section(index)
      guard symbols.type == 2 else { continue }  // SHT_SYMTAB
      let entrySize: Int = try table.integer(at: index * entrySize + 0x38, of: UInt64.self)
      guard entrySize == 24, symbols.section.size % 24 == 0 else {
        throw .malformed("symbol entries of \(entrySize) bytes")
      }
      guard symbols.link > 0, symbols.link < count else {
        throw .malformed("the symbol table names string table \(symbols.link) of \(count)")
      }
      let strings = try section(symbols.link)
      guard strings.type == 3 else {  // SHT_STRTAB
        throw .malformed("the symbol table's names are in a section of type \(strings.type)")
      }
      return (symbols.section, strings.section)
    }
    throw .noSymbolTable
  }

  /// Where in `strings` each of the `wanted` names starts, with its index, by offset.
  func offsetsOfNames(in strings: Section, wanted: WantedNames) throws(ELFReadError)
    -> [(offset: UInt32, index: Int)]
  {
    var found: [(offset: UInt32, index: Int)] = []
    let chunk = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ELFFunctionSymbols.chunkSize, alignment: 8)
    defer { chunk.deallocate() }
    var position = 0
    while position < strings.size {
      let count = min(chunk.count, strings.size - position)
      try read(
        into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<count]),
        at: strings.offset + position)
      let bytes = UnsafeBufferPointer(
        start: chunk.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count)
      var start = 0
      while let end = Self.indexOfNul(in: bytes, from: start) {
        if let index = wanted.index(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
          found.append((UInt32(truncatingIfNeeded: position + start), index))
        }
        start = end + 1
      }
      // A name longer than a chunk is passed over; its end is looked up as a name of its
      // own, which no symbol names.
      if start == 0 { start = count }
      position += start
    }
    return found
  }

  /// The index of the first NUL of `bytes` from `start` (`memchr(3)`), or `nil`.
  private static func indexOfNul(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, 0, bytes.count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The functions of `symbols` whose names start at one of `nameOffsets`.
  func functions(in symbols: Section, named nameOffsets: [(offset: UInt32, index: Int)])
    throws(ELFReadError)
    -> [ELFFunctionSymbols.Function]
  {
    var functions: [ELFFunctionSymbols.Function] = []
    guard !nameOffsets.isEmpty else { return functions }
    let entrySize = 24
    let chunk = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ELFFunctionSymbols.chunkSize / entrySize * entrySize, alignment: 8)
    defer { chunk.deallocate() }
    var position = 0
    while position < symbols.size {
      let count = min(chunk.count, symbols.size - position)
      try read(
        into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<count]),
        at: symbols.offset + position)
      for entry in stride(from: 0, to: count, by: entrySize) {
        let name = UInt32(littleEndian: chunk.loadUnaligned(fromByteOffset: entry, as: UInt32.self))
        let info = chunk[entry + 4]
        let section = UInt16(
          littleEndian: chunk.loadUnaligned(fromByteOffset: entry + 6, as: UInt16.self))
        let value = UInt64(
          littleEndian: chunk.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self))
        let size = UInt64(
          littleEndian: chunk.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self))
        // STT_FUNC, defined (not SHN_UNDEF), with a length.
        guard info & 0xf == 2, section != 0, size > 0, size <= UInt64(Int32.max) else { continue }
        let found = nameOffsets.partitionPoint { $0.offset >= name }
        guard found < nameOffsets.count, nameOffsets[found].offset == name else { continue }
        functions.append(
          .init(index: nameOffsets[found].index, address: UInt(value), size: Int(size)))
      }
      position += count
    }
    return functions
  }
}

extension [UInt8] {
  /// The little-endian integer of type `T` at `offset`, as an `Int` or `UInt`; throws
  /// ``ELFReadError/truncated`` past the end and ``ELFReadError/malformed(_:)`` when it
  /// does not fit.
  fileprivate func integer<T: FixedWidthInteger & UnsignedInteger, Result: FixedWidthInteger>(
    at offset: Int, of type: T.Type
  ) throws(ELFReadError) -> Result {
    guard offset >= 0, offset + MemoryLayout<T>.size <= count else { throw .truncated }
    let value = withUnsafeBytes {
      T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
    guard let result = Result(exactly: value) else { throw .malformed("\(value) out of range") }
    return result
  }
}
