import AdaptiveKit
import Foundation
import InterfaceBuilderCanvas
import Testing

/// The generic canvas belongs to Interface Builder's canvas, not to UIKit's device table.
@Suite("The generic 600×600 canvas is named by the canvas module")
struct GenericCanvasDeviceTests {
  @Test("The generic canvas is 600×600, Any width and Any height")
  func generic() {
    #expect(Device.generic.portraitSize == CGSize(width: 600, height: 600))
    let traits = Device.generic.traitCollection(in: .portrait)
    #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
  }

  @Test("Commands' lookup finds it by \"generic\" or its name, and catalog devices as before")
  func lookup() {
    #expect(Device.namedIncludingCanvas("generic") == .generic)
    #expect(Device.namedIncludingCanvas("Generic") == .generic)
    #expect(Device.namedIncludingCanvas("iPhone 8")?.name == Device.named("iPhone 8")?.name)
    #expect(Device.namedIncludingCanvas("no such phone") == nil)
    #expect(Device.named("generic") == nil, "AdaptiveKit's table holds real devices only")
  }
}
