import Foundation
import InterfaceBuilder
import Rendering
import Testing

@Suite("Interface Builder colors resolve to sRGB for drawing")
struct RenderColorTests {
  private func color(_ xml: String, resources: IBResources? = nil) throws -> RenderColor? {
    let element = try IBDocument(
      data: Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects><view contentMode="scaleToFill" id="v">\(xml)</view></objects></document>
        """.utf8), fileName: "Color.xib"
    ).topLevelViews.first?.backgroundColor
    return RenderColor(element, resources: resources)
  }

  @Test("sRGB and white components become hex, translucent ones rgba")
  func components() throws {
    #expect(try color("<color key=\"backgroundColor\" red=\"1\" green=\"0.5\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")?.css == "#ff8000")
    #expect(try color("<color key=\"backgroundColor\" white=\"0\" alpha=\"0.5\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"/>")?.css == "rgba(0,0,0,0.5)")
  }

  @Test("System colors without resources use UIKit's light values")
  func systemColors() throws {
    #expect(try color("<color key=\"backgroundColor\" systemColor=\"systemBlueColor\"/>")?.css == "#007aff")
    #expect(try color("<color key=\"backgroundColor\" cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>")?.css == "#efeff4")
  }

  @Test("Nil colors and named colors the document does not define draw nothing")
  func unresolved() throws {
    #expect(try color("<nil key=\"backgroundColor\"/>") == nil)
    #expect(try color("<color key=\"backgroundColor\" name=\"BrandColor\"/>") == nil)
  }
}
