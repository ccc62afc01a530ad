import InterfaceBuilder
import Testing

@testable import DesignerServer

/// The grid cells the page names, and which lint findings a cell shows.
@Suite("Designer size-class cells")
struct SizeClassCellTests {
  @Test("query values name cells; anything else is a 400 naming the axis")
  func parsing() throws {
    let cell = try SizeClassCell(width: "compact", height: nil)
    #expect(cell.pair == IBSizeClassPair(widthClass: .compact, heightClass: .unspecified))
    #expect(cell.variationKey.rawValue == "widthClass=compact")
    #expect(try SizeClassCell(width: "Regular", height: "regular").variationKey.rawValue == "heightClass=regular-widthClass=regular")
    #expect(try SizeClassCell(width: "any", height: "").variationKey.rawValue == "default")
    #expect(throws: DesignerRequestError.badRequest("height=tall is not a size class (any, compact or regular)")) {
      try SizeClassCell(width: nil, height: "tall")
    }
    #expect(SizeClassCell.all.count == 9)
  }

  @Test("a cell covers the layout findings of the size classes it contains; Any covers both")
  func covering() throws {
    let compactWidth = try SizeClassCell(width: "compact", height: "any")
    #expect(compactWidth.covers("wC hR"))
    #expect(compactWidth.covers("wC hC"))
    #expect(!compactWidth.covers("wR hR"))
    let exact = try SizeClassCell(width: "regular", height: "compact")
    #expect(exact.covers("wR hC"))
    #expect(!exact.covers("wR hR"))
    #expect(try SizeClassCell(width: nil, height: nil).covers("wR hR"))
  }

  @Test("the bounded cache forgets its oldest entries past its capacity")
  func boundedCache() {
    var cache = BoundedCache<Int, String>(capacity: 2)
    cache.insert("a", for: 1)
    cache.insert("b", for: 2)
    cache.insert("b2", for: 2)
    cache.insert("c", for: 3)
    #expect(cache.count == 2)
    #expect(cache[1] == nil)
    #expect(cache[2] == "b2")
    #expect(cache[3] == "c")
  }

  @Test("versions differ when a byte differs and are stable for the same bytes")
  func versions() {
    let a = DocumentVersion.of(Array("<document/>".utf8))
    #expect(a == DocumentVersion.of(Array("<document/>".utf8)))
    #expect(a != DocumentVersion.of(Array("<document />".utf8)))
    #expect(a.hasSuffix("-b"))
  }
}
