#if os(Linux)
  import CodePrefetch
  import Foundation
  import Testing
  import TerminalUITesting

  @testable import TerminalCore

  /// Reading functions from an ELF file's symbol table: files made here, byte by byte, and the
  /// test program itself.
  struct ELFFunctionSymbolsTests {
    @Test func findsTheNamedFunctionsWithTheirAddressesAndSizes() throws {
      let file = try ELFImage(symbols: [
        .function("alpha", address: 0x40_1000, size: 0x40),
        .function("beta", address: 0x40_1040, size: 0x100),
        .function("gamma", address: 0x40_2000, size: 8),
      ]).write()

      let sut = try ELFFunctionSymbols(path: file.path, names: ["gamma", "alpha", "missing"])

      #expect(
        sut.functions == [
          .init(index: 1, address: 0x40_1000, size: 0x40),
          .init(index: 0, address: 0x40_2000, size: 8),
        ])
      #expect(sut.programHeaderAddress == ELFImage.loadAddress + 64)
    }

    @Test func leavesOutDataUndefinedAndEmptySymbols() throws {
      let file = try ELFImage(symbols: [
        .init(name: "table", info: 0x11, section: 1, address: 0x40_3000, size: 64),  // object
        .init(name: "imported", info: 0x12, section: 0, address: 0, size: 0),  // undefined
        .init(name: "label", info: 0x12, section: 1, address: 0x40_1000, size: 0),
        .function("kept", address: 0x40_1100, size: 16),
      ]).write()

      let sut = try ELFFunctionSymbols(
        path: file.path, names: ["table", "imported", "label", "kept"])

      #expect(sut.functions == [.init(index: 3, address: 0x40_1100, size: 16)])
    }

    @Test func aNameDefinedTwiceIsFoundTwice() throws {
      let file = try ELFImage(symbols: [
        .function("local", address: 0x40_1000, size: 16),
        .function("local", address: 0x40_2000, size: 32),
      ]).write()

      let sut = try ELFFunctionSymbols(path: file.path, names: ["local"])

      #expect(sut.functions.map(\.address) == [0x40_1000, 0x40_2000])
    }

    @Test func findsNamesAcrossTheEndsOfTheChunksItReads() throws {
      // A name that ends at the end of the first chunk; one that runs across the end of the
      // second; one longer than a chunk, passed over, before one that is found.
      let chunk = ELFFunctionSymbols.chunkSize
      let firstFiller = String(repeating: "f", count: chunk - 1 - 1 - 7)  // after the first NUL
      let secondFiller = String(repeating: "g", count: chunk - 6)
      let long = String(repeating: "x", count: chunk + 10)
      let names = [firstFiller, "edge_a", secondFiller, "across_the_edge", long, "after_long"]
      let file = try ELFImage(
        symbols: names.enumerated().map {
          .function($1, address: 0x40_1000 + UInt($0) * 64, size: 8)
        }
      ).write()

      let sut = try ELFFunctionSymbols(
        path: file.path, names: ["edge_a", "across_the_edge", "after_long"])

      #expect(sut.functions.map(\.index) == [0, 1, 2])
      #expect(sut.functions.map(\.address) == [0x40_1040, 0x40_10c0, 0x40_1140])
    }

    @Test func findsAFunctionOfThisProgramWhereItIsLoaded() throws {
      let sut = try ELFFunctionSymbols(path: "/proc/self/exe", names: ["code_prefetch"])
      let loaded = UInt(
        bitPattern: unsafeBitCast(
          code_prefetch as @convention(c) (UnsafeRawPointer?, Int) -> Void, to: Int.self))
      let programHeaders = try HotCode.programHeadersInMemory()

      let function = try #require(sut.functions.first)
      #expect(sut.functions.count == 1)
      #expect(function.address &+ (programHeaders &- sut.programHeaderAddress) == loaded)
      #expect(function.size > 0)
    }

    // MARK: - Errors

    @Test func aFileThatIsNotELFIsRefused() throws {
      let file = try TemporaryFile(
        bytes: Array(
          "#!/bin/sh\necho not ELF, but long enough to hold a header of sixty-four bytes\n".utf8))

      #expect(throws: ELFReadError.notELF64LittleEndian) {
        try ELFFunctionSymbols(path: file.path, names: ["main"])
      }
    }

    @Test func aFileCutShortIsRefusedAtEveryLength() throws {
      let bytes = ELFImage(symbols: [.function("alpha", address: 0x40_1000, size: 8)]).bytes
      for length in [0, 10, 63, 64, 100, bytes.count - 25, bytes.count - 1] {
        let file = try TemporaryFile(bytes: Array(bytes[..<length]))

        #expect(throws: ELFReadError.self, "cut at \(length) of \(bytes.count)") {
          try ELFFunctionSymbols(path: file.path, names: ["alpha"])
        }
      }
    }

    @Test func aStrippedFileHasNoSymbolTable() throws {
      let file = try ELFImage(symbols: [], stripped: true).write()

      #expect(throws: ELFReadError.noSymbolTable) {
        try ELFFunctionSymbols(path: file.path, names: ["alpha"])
      }
    }

    @Test func symbolEntriesOfAnotherSizeAreRefused() throws {
      var image = ELFImage(symbols: [.function("alpha", address: 0x40_1000, size: 8)])
      image.symbolEntrySize = 16

      let file = try image.write()

      #expect(throws: ELFReadError.malformed("symbol entries of 16 bytes")) {
        try ELFFunctionSymbols(path: file.path, names: ["alpha"])
      }
    }

    @Test func aMissingFileSaysWhichAndWhy() {
      #expect(throws: ELFReadError.cannotOpen(path: "/nonexistent/app", errno: ENOENT)) {
        try ELFFunctionSymbols(path: "/nonexistent/app", names: ["main"])
      }
      #expect(
        ELFReadError.cannotOpen(path: "/nonexistent/app", errno: ENOENT).description
          == "cannot open /nonexistent/app: No such file or directory")
    }
  }

  // MARK: - Helpers

  /// A minimal 64-bit little-endian ELF file: its header, one loadable segment holding the
  /// whole file at ``loadAddress``, and the sections `.symtab` and `.strtab` (no
  /// `.symtab` when stripped).
  struct ELFImage {
    struct Symbol {
      var name: String
      var info: UInt8
      var section: UInt16
      var address: UInt
      var size: UInt

      static func function(_ name: String, address: UInt, size: UInt) -> Symbol {
        Symbol(name: name, info: 0x12, section: 1, address: address, size: size)  // global FUNC
      }
    }

    static let loadAddress: UInt = 0x40_0000

    var symbols: [Symbol]
    var stripped = false
    var symbolEntrySize = 24

    /// The file's bytes: header, program header, strings, symbols, section headers.
    var bytes: [UInt8] {
      var strings: [UInt8] = [0]
      var symbolTable = [UInt8](repeating: 0, count: 24)  // the null symbol
      for symbol in symbols {
        symbolTable += le(UInt32(strings.count)) + [symbol.info, 0] + le(symbol.section)
        symbolTable += le(UInt64(symbol.address)) + le(UInt64(symbol.size))
        strings += Array(symbol.name.utf8) + [0]
      }
      let stringsOffset = 64 + 56
      let symbolsOffset = stringsOffset + strings.count
      let sectionsOffset = symbolsOffset + symbolTable.count
      let sectionCount = stripped ? 2 : 3
      let size = sectionsOffset + sectionCount * 64
      var file: [UInt8] = [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 9)
      file += le(UInt16(2)) + le(UInt16(62)) + le(UInt32(1))  // ET_EXEC, x86-64, version
      file += le(UInt64(Self.loadAddress + 0x1000)) + le(UInt64(64)) + le(UInt64(sectionsOffset))
      file += le(UInt32(0)) + le(UInt16(64)) + le(UInt16(56)) + le(UInt16(1))
      file += le(UInt16(64)) + le(UInt16(sectionCount)) + le(UInt16(0))
      // PT_LOAD, R+X, the whole file.
      file += le(UInt32(1)) + le(UInt32(5)) + le(UInt64(0)) + le(UInt64(Self.loadAddress))
      file +=
        le(UInt64(Self.loadAddress)) + le(UInt64(size)) + le(UInt64(size)) + le(UInt64(0x1000))
      file += strings + symbolTable
      file += [UInt8](repeating: 0, count: 64)  // the null section
      file += section(type: 3, offset: stringsOffset, size: strings.count, link: 0, entrySize: 0)
      if !stripped {
        file += section(
          type: 2, offset: symbolsOffset, size: symbolTable.count, link: 1,
          entrySize: symbolEntrySize)
      }
      return file
    }

    func write() throws -> TemporaryFile { try TemporaryFile(bytes: bytes) }

    private func section(type: UInt32, offset: Int, size: Int, link: UInt32, entrySize: Int)
      -> [UInt8]
    {
      le(UInt32(0)) + le(type) + le(UInt64(0)) + le(UInt64(0)) + le(UInt64(offset))
        + le(UInt64(size)) + le(link) + le(UInt32(0)) + le(UInt64(8)) + le(UInt64(entrySize))
    }

    private func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
      withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
  }

  /// A file of given bytes in a directory of its own, removed with it.
  struct TemporaryFile {
    let directory: TemporaryDirectory
    let path: String

    init(bytes: [UInt8]) throws {
      directory = try TemporaryDirectory()
      path = directory.path + "/image"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
  }
#endif
