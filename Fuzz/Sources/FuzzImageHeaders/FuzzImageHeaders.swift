import AdaptiveKit
import FuzzSupport
import Foundation

/// libFuzzer entry point: any bytes handed to `UIImage(data:)` give nil or an image whose size is
/// finite and positive, and the same answer at every scale — never a crash, a hang or an
/// out-of-bounds read in the PNG, JPEG, GIF or PDF header readers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeaders(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  let data = Data(bytes: start, count: count)
  let image = UIImage(data: data)
  let doubled = UIImage(data: data, scale: 2)
  precondition((image == nil) == (doubled == nil), "the scale changed whether the bytes are an image")
  guard let image, let doubled else { return 0 }
  for size in [image.size, doubled.size] {
    precondition(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0,
                 "an image of size \(size) from \(count) bytes")
  }
  precondition(image._sourceData?.data == data, "the image does not keep the bytes it was made from")
  if let png = image.pngData() { precondition(png == data, "pngData() changed a PNG's bytes") }
  return 0
}

@_cdecl("FuzzImageHeaders_main")
public func fuzzImageHeadersMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzImageHeaders)
}
