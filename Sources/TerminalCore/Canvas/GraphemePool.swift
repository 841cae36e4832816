import Synchronization

/// The graphemes too long for a `GraphemeCode` to hold inline, each stored once for the
/// life of the process and known by its index.
///
/// Clusters longer than 8 UTF-8 bytes are rare (ZWJ emoji sequences, stacked marks), so the
/// pool stays small: a few dozen bytes per distinct cluster ever drawn. It is shared by
/// every canvas, so one cluster has one index everywhere and cells holding it compare as
/// plain bytes. Clusters are told apart by their bytes, not by canonical equivalence, so
/// the bytes a view drew are the bytes the terminal receives. Lookups take a lock; drawing
/// a cluster already interned allocates nothing.
///
/// ```swift
/// let index = GraphemePool.index(of: "👨‍👩‍👧")
/// GraphemePool.character(at: index)  // "👨‍👩‍👧"
/// ```
enum GraphemePool {
  /// A cluster as a dictionary key, compared and hashed by its UTF-8 bytes.
  private struct Key: Hashable {
    let text: String

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// The clusters by index, and the index of each.
  private struct Table {
    var characters: [Character] = []
    var indices: [Key: UInt32] = [:]
  }

  /// What stands in for a cluster once the pool is full (after 2³² − 1 distinct clusters).
  private static let replacement: Character = "\u{FFFD}"

  /// The index given once the pool is full; it reads back as ``replacement``.
  private static let fullIndex = UInt32.max

  private static let table = Mutex(Table())

  /// The index of `character`, interning it on first sight.
  static func index(of character: Character) -> UInt32 {
    let key = Key(text: String(character))
    return table.withLock { table in
      if let index = table.indices[key] { return index }
      guard table.characters.count < Int(fullIndex) else { return fullIndex }
      let index = UInt32(table.characters.count)
      table.characters.append(character)
      table.indices[key] = index
      return index
    }
  }

  /// The cluster interned at `index`; U+FFFD for an index the pool never gave.
  static func character(at index: UInt32) -> Character {
    table.withLock { table in
      Int(index) < table.characters.count ? table.characters[Int(index)] : replacement
    }
  }
}
