import Testing

@testable import DemoScenes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The hand-written reader of `todos.json`, checked against `JSONDecoder` on the same bytes.
struct ToDoListParserTests {
  typealias Record = ToDoListParser.Record

  /// What `JSONDecoder` makes of the bytes, as the parser would say it.
  private struct Reference: Decodable {
    var done: Bool
    var id: String?
    var name: String
  }

  private static func reference(_ text: [UInt8]) -> Result<[Record], ToDoListParser.Failure> {
    do {
      let decoded = try JSONDecoder().decode([Reference].self, from: Data(text))
      return .success(decoded.map { Record(done: $0.done, id: $0.id, name: $0.name) })
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      return .failure(.notJSON)
    } catch {
      return .failure(.notAList)
    }
  }

  private static func parse(_ text: [UInt8]) -> Result<[Record], ToDoListParser.Failure> {
    Result { () throws(ToDoListParser.Failure) in try ToDoListParser.records(in: text) }
  }

  // MARK: - Lists

  @Test(
    arguments: [
      ("[]", []),
      (" [\n\n] ", []),
      (
        #"[{"done":true,"name":"Buy milk","id":"a1"},{"name":"Call Ada","done":false}]"#,
        [
          Record(done: true, id: "a1", name: "Buy milk"),
          Record(done: false, id: nil, name: "Call Ada"),
        ]
      ),
      (
        "[\n  {\n    \"done\" : false,\n    \"id\" : null,\n    \"name\" : \"Tab\\there\"\n  }\n]",
        [Record(done: false, id: nil, name: "Tab\there")]
      ),
      (
        #"[{"done":false,"name":"\u00e9\ud83d\udc4b \"q\" \\ \/ \b\f\n\r","x":[1,-2.5e+3,{"y":null}],"z":{}}]"#,
        [Record(done: false, id: nil, name: "é👋 \"q\" \\ / \u{8}\u{C}\n\r")]
      ),
      (#"[{"done":true,"name":"世界 👋🏽","done":false}]"#, [Record(done: true, id: nil, name: "世界 👋🏽")]),
    ] as [(String, [Record])])
  func listsAreReadAsJSONDecoderReadsThem(text: String, expected: [Record]) {
    let bytes = Array(text.utf8)
    #expect(Self.parse(bytes) == .success(expected))
    #expect(Self.parse(bytes) == Self.reference(bytes))
  }

  // MARK: - Failures

  @Test(arguments: [
    "", "{not json", "[", "[{", #"[{"done":true,"name":"a"}] x"#, #"[{"done":true,"name":"\x"}]"#,
    "[{\"done\":true,\"name\":\"a\u{1}\"}]", #"[{"done":tru,"name":"a"}]"#,
    #"[{"done":true "name":"a"}]"#, #"[{"done":true,"name":"a}]"#,
  ])
  func bytesThatAreNotJSONAreSaidToBeSo(text: String) {
    let bytes = Array(text.utf8)
    #expect(Self.parse(bytes) == .failure(.notJSON))
    #expect(Self.reference(bytes) == .failure(.notJSON))
  }

  /// `JSONDecoder` accepts a trailing comma, and finds bad numbers only when it decodes them
  /// (calling them a type mismatch); RFC 8259 says they are not JSON, and so does the parser.
  @Test(arguments: [#"[{"done":true,"name":"a"},]"#, "[01]", "[1.]", "[-]", "[1e]"])
  func parserIsStricterThanJSONDecoderWhereRFC8259Is(text: String) {
    #expect(Self.parse(Array(text.utf8)) == .failure(.notJSON))
  }

  @Test func invalidUTF8AndLoneSurrogatesAreNotJSON() {
    #expect(
      Self.parse(Array(#"[{"done":true,"name":""#.utf8) + [0xFF] + Array(#""}]"#.utf8))
        == .failure(.notJSON))
    #expect(Self.parse(Array(#"[{"done":true,"name":"\ud800"}]"#.utf8)) == .failure(.notJSON))
    #expect(Self.parse(Array(#"[{"done":true,"name":"\udc00"}]"#.utf8)) == .failure(.notJSON))
  }

  @Test func nestingDeeperThanTheLimitIsRefusedWithoutCrashing() {
    let deep = #"[{"done":true,"name":"a","x":"# + String(repeating: "[", count: 100_000) + "}]"
    #expect(Self.parse(Array(deep.utf8)) == .failure(.notJSON))
  }

  @Test(arguments: [
    "{}", #"{"name":"Buy milk","done":false}"#, #"[{"name":"Buy milk"}]"#, "[1]", "null",
    #""text""#, #"[{"done":"yes","name":"a"}]"#, #"[{"done":true,"name":null}]"#,
    #"[{"done":true,"name":"a","id":5}]"#, #"[{"done":true,"name":7}]"#, "[[]]",
  ])
  func jsonThatIsNotAListOfToDosIsSaidToBeSo(text: String) {
    let bytes = Array(text.utf8)
    #expect(Self.parse(bytes) == .failure(.notAList))
    #expect(Self.reference(bytes) == .failure(.notAList))
  }

  // MARK: - Round trip

  @Test func whatTheStoreWritesReadsBackExactly() {
    // Given
    let toDos = [
      ToDo(name: "Say \"hi\"\t\\ /\u{1}\u{7F} 世界 👋🏽", done: true, id: "a1"),
      ToDo(name: "", id: "b2"),
    ]
    // When
    let bytes = Array(ToDoListCoding.encode(toDos))
    // Then
    #expect(
      Self.parse(bytes)
        == .success(toDos.map { Record(done: $0.done, id: $0.id, name: $0.name) }))
    #expect(Self.parse(bytes) == Self.reference(bytes))
  }
}
