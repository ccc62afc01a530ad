/// Makes object ids in Interface Builder's form: three, two and three letters or digits joined by
/// hyphens (`ude-BZ-B36`), never one the document already has.
public struct IBObjectIDGenerator<Random: RandomNumberGenerator> {
  /// The characters Xcode uses in ids.
  static var alphabet: [Character] { Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") }
  /// The lengths of the three groups.
  static var groupLengths: [Int] { [3, 2, 3] }

  var random: Random

  /// Creates a generator drawing from `random`.
  public init(random: Random) { self.random = random }

  /// A fresh id not in `taken`.
  public mutating func next(avoiding taken: (String) -> Bool) -> String {
    while true {
      let groups = Self.groupLengths.map { length in
        String((0..<length).map { _ in Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &random)] })
      }
      let id = groups.joined(separator: "-")
      if !taken(id) { return id }
    }
  }
}
