import Foundation

/// A file's content version: FNV-1a over its bytes with the byte count, as 16+ hex digits.
///
/// The page sends it back with every edit, so an edit made against an older file is refused.
/// It detects change, not tampering: a content hash is enough because the file's author is the
/// only writer that matters here.
enum DocumentVersion {
  /// The version of `bytes`.
  static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var count = 0
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
      count += 1
    }
    return String(hash, radix: 16) + "-" + String(count, radix: 16)
  }

  /// The version of a file's bytes, read in place (`Data`'s iterator costs more than the hash).
  static func of(_ data: Data) -> String {
    data.withUnsafeBytes { of($0) }
  }
}
