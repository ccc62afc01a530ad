@testable import AdaptiveKit
import Foundation
import Testing

@Suite("Inflater decodes zlib streams for PDF object streams")
struct InflaterTests {
  @Test("A stored block, a fixed-Huffman block with back-references, and dynamic-Huffman blocks")
  func blockKinds() throws {
    let stored: [UInt8] = [120, 1, 1, 11, 0, 244, 255, 65, 100, 97, 112, 116, 105, 118, 101, 75, 105, 116, 25, 82, 4, 87]
    #expect(try Inflater.zlib(stored) == Array("AdaptiveKit".utf8))
    let fixed: [UInt8] = [120, 1, 75, 76, 74, 78, 68, 69, 10, 190, 169, 41, 153, 137, 78, 249, 21, 0, 141, 217, 10, 14]
    #expect(try Inflater.zlib(fixed) == Array("abcabcabcabcabcabc MediaBox".utf8))
    let dynamic = try [UInt8](Data(contentsOf: ImageFixtures.folder.appendingPathComponent("Inflate/rows.zlib")))
    let expected = (0..<200).map { "Row \($0) of the table: the quick brown fox jumps over the lazy dog.\n" }.joined()
    #expect(try Inflater.zlib(dynamic) == Array(expected.utf8))
  }

  @Test("Damaged streams fail with a reason instead of crashing; output is capped")
  func damaged() throws {
    #expect(throws: Inflater.Failure.invalidHeader) { try Inflater.zlib([0x78, 0x02, 0x00]) }
    #expect(throws: Inflater.Failure.truncated) { try Inflater.zlib([120, 1, 75, 76]) }
    #expect(throws: Inflater.Failure.invalidStoredLength) { try Inflater.zlib([120, 1, 1, 11, 0, 0, 0]) }
    #expect(throws: Inflater.Failure.invalidBlockType) { try Inflater.deflate([0b0000_0111]) }
    let dynamic = try [UInt8](Data(contentsOf: ImageFixtures.folder.appendingPathComponent("Inflate/rows.zlib")))
    #expect(throws: Inflater.Failure.outputLimitExceeded) { try Inflater.zlib(dynamic, limit: 1_000) }
    // Every single-byte corruption of a real stream ends in a result or an error, never a trap.
    for index in 2..<dynamic.count {
      var broken = dynamic
      broken[index] ^= 0x5A
      _ = try? Inflater.zlib(broken, limit: 20_000)
    }
  }
}
