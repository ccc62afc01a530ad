/// The server's secret: 256 random bits made at start, required on every API request.
///
/// Only the person who started the server sees it (in the address `adaptive serve` prints), so a
/// page from another origin, or a local program that merely knows the port, cannot read or edit
/// the served documents. Comparison takes the same time whatever the guess.
public struct AccessToken: Sendable, Equatable, CustomStringConvertible {
  /// The number of random bytes (256 bits; the brief's floor is 128).
  static let byteCount = 32

  /// The secret as lowercase hex, as it appears in the page's address and the request header.
  public let description: String

  /// A fresh token from the system's cryptographic random source (`getrandom` on Linux).
  public init() {
    var generator = SystemRandomNumberGenerator()
    var text = ""
    for _ in 0..<Self.byteCount {
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      text += String(byte >> 4, radix: 16) + String(byte & 0x0f, radix: 16)
    }
    description = text
  }

  /// Whether `candidate` is this token, in time that depends only on the token's length, so a
  /// caller cannot learn a prefix by timing replies.
  func matches(_ candidate: Substring?) -> Bool {
    let expected = Array(description.utf8)
    let given = Array((candidate ?? "").utf8)
    // The length is no secret (every token has the same); the bytes are compared without an early exit.
    var difference: UInt8 = expected.count == given.count ? 0 : 1
    for index in expected.indices {
      // Reads a byte of the guess whatever its length, so a short guess costs as much as a long one.
      let other = given.isEmpty ? 0 : given[index % given.count]
      difference |= expected[index] ^ other
    }
    return difference == 0
  }
}
