/// A DEFLATE (RFC 1951) decoder, with the zlib (RFC 1950) wrapper, for the compressed object
/// streams of PDF artwork. Foundation on Linux has no public decompression API, and a PDF's page
/// box may live only inside such a stream. Output is capped so a hostile file cannot exhaust memory.
struct Inflater {
  /// Why a stream could not be decoded.
  enum Failure: Error, Equatable {
    case truncated
    case invalidHeader
    case invalidBlockType
    case invalidStoredLength
    case invalidCodeLengths
    case invalidSymbol
    case invalidDistance
    case outputLimitExceeded
  }

  private let input: [UInt8]
  private var byteIndex: Int
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []
  private let limit: Int

  private init(_ input: [UInt8], start: Int, limit: Int) {
    self.input = input
    self.byteIndex = start
    self.limit = limit
  }

  /// Decodes a zlib stream (a 2-byte header, DEFLATE data, an Adler-32 trailer that is not checked:
  /// a damaged stream fails on its Huffman codes or lengths long before that matters here).
  static func zlib(_ data: [UInt8], limit: Int = 16 << 20) throws(Failure) -> [UInt8] {
    guard data.count >= 2 else { throw .truncated }
    let method = data[0] & 0x0F
    let header = UInt16(data[0]) << 8 | UInt16(data[1])
    guard method == 8, header % 31 == 0, data[1] & 0x20 == 0 else { throw .invalidHeader }
    return try deflate(data, start: 2, limit: limit)
  }

  /// Decodes raw DEFLATE data starting at `start`.
  static func deflate(_ data: [UInt8], start: Int = 0, limit: Int = 16 << 20) throws(Failure) -> [UInt8] {
    var inflater = Inflater(data, start: start, limit: limit)
    try inflater.run()
    return inflater.output
  }

  private mutating func run() throws(Failure) {
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try storedBlock()
      case 1: try huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicTables()
        try huffmanBlock(literals: literals, distances: distances)
      default: throw .invalidBlockType
      }
    }
  }

  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count {
      guard byteIndex < input.count else { throw .truncated }
      bitBuffer |= UInt32(input[byteIndex]) << UInt32(bitCount)
      byteIndex += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  private mutating func storedBlock() throws(Failure) {
    bitBuffer = 0
    bitCount = 0
    guard byteIndex + 4 <= input.count else { throw .truncated }
    let length = Int(input[byteIndex]) | Int(input[byteIndex + 1]) << 8
    let complement = Int(input[byteIndex + 2]) | Int(input[byteIndex + 3]) << 8
    guard length == ~complement & 0xFFFF else { throw .invalidStoredLength }
    byteIndex += 4
    guard byteIndex + length <= input.count else { throw .truncated }
    guard output.count + length <= limit else { throw .outputLimitExceeded }
    output.append(contentsOf: input[byteIndex..<byteIndex + length])
    byteIndex += length
  }

  private mutating func decode(_ table: HuffmanTable) throws(Failure) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= try bits(1)
      let count = table.counts[length]
      if code - first < count { return table.symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw .invalidSymbol
  }

  private mutating func huffmanBlock(literals: HuffmanTable, distances: HuffmanTable) throws(Failure) {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        guard output.count < limit else { throw .outputLimitExceeded }
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < Self.lengthBases.count else { throw .invalidSymbol }
      let length = Self.lengthBases[lengthIndex] + (try bits(Self.lengthExtraBits[lengthIndex]))
      let distanceSymbol = try decode(distances)
      guard distanceSymbol < Self.distanceBases.count else { throw .invalidDistance }
      let distance = Self.distanceBases[distanceSymbol] + (try bits(Self.distanceExtraBits[distanceSymbol]))
      guard distance <= output.count else { throw .invalidDistance }
      guard output.count + length <= limit else { throw .outputLimitExceeded }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }

  private mutating func dynamicTables() throws(Failure) -> (HuffmanTable, HuffmanTable) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths }
    var codeLengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = try bits(3) }
    let codeLengthTable = try HuffmanTable(lengths: codeLengthLengths)
    var lengths: [Int] = []
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(codeLengthTable)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw .invalidCodeLengths }
        lengths.append(contentsOf: repeatElement(previous, count: 3 + (try bits(2))))
      case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try bits(3))))
      default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try bits(7))))
      }
    }
    guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else { throw .invalidCodeLengths }
    return (
      try HuffmanTable(lengths: Array(lengths[..<literalCount])),
      try HuffmanTable(lengths: Array(lengths[literalCount...]))
    )
  }

  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  // RFC 1951 §3.2.6: the fixed code's lengths can never be malformed, hence the `try!`.
  private static let fixedLiterals = try! HuffmanTable(
    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
  private static let fixedDistances = try! HuffmanTable(lengths: [Int](repeating: 5, count: 30))
}

/// A canonical Huffman code as counts per length and symbols in code order (RFC 1951 §3.2.2).
private struct HuffmanTable {
  var counts = [Int](repeating: 0, count: 16)
  var symbols: [Int]

  init(lengths: [Int]) throws(Inflater.Failure) {
    for length in lengths { counts[length] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1...15 {
      left <<= 1
      left -= counts[length]
      guard left >= 0 else { throw .invalidCodeLengths }
    }
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
    symbols = [Int](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length != 0 {
      symbols[offsets[length]] = symbol
      offsets[length] += 1
    }
  }
}
