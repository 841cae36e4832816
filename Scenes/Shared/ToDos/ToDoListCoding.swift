/// The bytes of `todos.json`: a JSON array of `{"done", "id", "name"}` objects.
///
/// Encoding is written by hand, straight into one buffer, in the layout `JSONEncoder` gives
/// with `.prettyPrinted` and `.sortedKeys` (two-space indents, `" : "`), at about a tenth of
/// its cost for a long list; decoding reads flat records with ``ToDoListParser``, as fast,
/// and then makes the ``ToDo`` objects. To-dos saved before identities existed have no `id`: each gets
/// `legacy-<position>`, the same in every instance that reads the same file, so two instances
/// that start from one old file still merge by identity. A repeated id (a hand-edited file)
/// gets its position appended, so every to-do of a list has its own.
///
/// ```swift
/// let bytes = ToDoListCoding.encode([ToDo(name: "Buy milk")])
/// let toDos = try ToDoListCoding.decode(bytes)
/// ```
enum ToDoListCoding {
  /// The list as pretty-printed JSON with sorted keys.
  ///
  /// - Complexity: O(n) in the total length of the names.
  static func encode(_ toDos: [ToDo]) -> [UInt8] {
    guard !toDos.isEmpty else { return Array("[\n\n]".utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(toDos.count * 96)
    bytes.append(UInt8(ascii: "["))
    for (index, toDo) in toDos.enumerated() {
      bytes.append(
        contentsOf: index == 0 ? "\n  {\n    \"done\" : ".utf8 : ",\n  {\n    \"done\" : ".utf8)
      bytes.append(contentsOf: toDo.done ? "true".utf8 : "false".utf8)
      bytes.append(contentsOf: ",\n    \"id\" : ".utf8)
      appendString(toDo.id, to: &bytes)
      bytes.append(contentsOf: ",\n    \"name\" : ".utf8)
      appendString(toDo.name, to: &bytes)
      bytes.append(contentsOf: "\n  }".utf8)
    }
    bytes.append(contentsOf: "\n]".utf8)
    return bytes
  }

  /// The to-dos in `bytes`, each with an identity of its own.
  ///
  /// - Throws: ``ToDoListParser/Failure`` when `bytes` are not JSON, or not an array of
  ///   to-dos.
  static func decode(_ bytes: [UInt8]) throws(ToDoListParser.Failure) -> [ToDo] {
    let records = try ToDoListParser.records(in: bytes)
    var seen = Set<String>()
    seen.reserveCapacity(records.count)
    var toDos: [ToDo] = []
    toDos.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      var id = record.id ?? ""
      if id.isEmpty { id = "legacy-\(index)" }
      // A repeated identity (a hand-edited file) gets a suffix until it is unique, the same
      // in every instance that reads the file, so a merge never takes two to-dos for one.
      let original = id
      var suffix = index
      while !seen.insert(id).inserted {
        id = "\(original)-\(suffix)"
        suffix += 1
      }
      toDos.append(ToDo(name: record.name, done: record.done, id: id))
    }
    return toDos
  }

  // MARK: - Private helpers

  /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: "\\\\".utf8)
      case 0x0A: bytes.append(contentsOf: "\\n".utf8)
      case 0x0D: bytes.append(contentsOf: "\\r".utf8)
      case 0x09: bytes.append(contentsOf: "\\t".utf8)
      case 0x08: bytes.append(contentsOf: "\\b".utf8)
      case 0x0C: bytes.append(contentsOf: "\\f".utf8)
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: "\\u00".utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
