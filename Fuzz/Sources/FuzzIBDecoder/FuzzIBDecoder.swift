import Foundation
import InterfaceBuilder
import FuzzSupport

/// libFuzzer entry point: any bytes must decode or throw a located error, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIBDecoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  for options in [IBDecodingOptions(), IBDecodingOptions.lenient] {
    do {
      let document = try IBDocument(data: data, fileName: "fuzz.storyboard", options: options)
      // A decoded document must encode and decode again.
      let xml = document.xmlString(style: .canonical)
      _ = try IBDocument(data: Data(xml.utf8), fileName: "fuzz-roundtrip.storyboard", options: .lenient)
    } catch let error as IBDecodingError {
      precondition(error.location.line >= 1, "a decoding error without a line: \(error)")
    } catch {
      preconditionFailure("an error that is not an IBDecodingError: \(error)")
    }
  }
  return 0
}

@_cdecl("FuzzIBDecoder_main")
public func fuzzIBDecoderMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzIBDecoder)
}
