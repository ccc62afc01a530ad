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

  @Test("Display P3 components are converted to sRGB, in a view's colour and in a named colour's resource")
  func displayP3() throws {
    // CSS Color 4: sRGB red is color(display-p3 0.9175 0.2003 0.1386).
    let p3Red = "red=\"0.9175\" green=\"0.2003\" blue=\"0.1386\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\""
    #expect(try color("<color key=\"backgroundColor\" \(p3Red)/>")?.css == "#ff0000")
    let resources = try IBDocument(
      data: Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects/><resources><namedColor name="Brand"><color \(p3Red)/></namedColor></resources></document>
        """.utf8), fileName: "Named.xib"
    ).resources
    #expect(try color("<color key=\"backgroundColor\" name=\"Brand\"/>", resources: resources)?.css == "#ff0000")
  }

  @Test("System colors without resources use UIKit's light values")
  func systemColors() throws {
    #expect(try color("<color key=\"backgroundColor\" systemColor=\"systemBlueColor\"/>")?.css == "#007aff")
    // Since iOS 13 the grouped table background is `systemGroupedBackground` (the value the
    // loader gives views too), not the iOS 7–12 #EFEFF4.
    #expect(try color("<color key=\"backgroundColor\" cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>")?.css == "#f2f2f7")
    #expect(try color("<color key=\"backgroundColor\" cocoaTouchSystemColor=\"scrollViewTexturedBackgroundColor\"/>")?.css == "#6f7179")
  }

  @Test("System colors are UIKit's (UIColor's table): iOS 15's teal, fixed colors by name, the grouped cell background")
  func uiKitTable() throws {
    #expect(try color("<color key=\"backgroundColor\" systemColor=\"systemTealColor\"/>")?.css == "#30b0c7")
    #expect(try color("<color key=\"backgroundColor\" cocoaTouchSystemColor=\"lightGrayColor\"/>")?.css == "#aaaaaa")
    #expect(
      try color("<color key=\"backgroundColor\" cocoaTouchSystemColor=\"tableCellGroupedBackgroundColor\"/>")?.css == "#ffffff")
  }

  @Test("The drawing's named colors are UIKit's light values")
  func namedConstants() {
    #expect(RenderColor.systemBlue.css == "#007aff")
    #expect(RenderColor.systemGreen.css == "#34c759")
    #expect(RenderColor.label.css == "#000000")
    #expect(RenderColor.secondaryLabel.css == "rgba(60,60,67,0.6)")
    #expect(RenderColor.separator.css == "rgba(60,60,67,0.29)")
    #expect(RenderColor.systemBackground.css == "#ffffff")
    #expect(RenderColor.groupedBackground.css == "#f2f2f7")
    #expect(RenderColor.systemGray.css == "#8e8e93")
    #expect(RenderColor.systemGray3.css == "#c7c7cc")
    #expect(RenderColor.systemGray5.css == "#e5e5ea")
    #expect(RenderColor.tertiaryFill.css == "rgba(118,118,128,0.12)")
  }

  @Test("Nil colors and named colors the document does not define draw nothing")
  func unresolved() throws {
    #expect(try color("<nil key=\"backgroundColor\"/>") == nil)
    #expect(try color("<color key=\"backgroundColor\" name=\"BrandColor\"/>") == nil)
  }
}
