import Foundation

/// How `IBDocument` writes XML.
public enum IBEncodingStyle: Hashable, Sendable {
  /// Everything generated from the model in Xcode's layout (4-space indentation, attributes in
  /// stored order, `<x/>` for empty elements). Xcode-written files come back byte for byte.
  case canonical
  /// The original bytes, with only edited elements re-generated (at their original indentation);
  /// everything else in the file stays byte-identical. Falls back to canonical for documents
  /// built without a source.
  case preservingSource
}

extension IBDocument {
  /// The document as XML bytes.
  public func xmlData(style: IBEncodingStyle = .canonical) -> Data {
    Data(xmlBytes(style: style))
  }

  /// The document as XML text.
  public func xmlString(style: IBEncodingStyle = .canonical) -> String {
    String(decoding: xmlBytes(style: style), as: UTF8.self)
  }

  func xmlBytes(style: IBEncodingStyle) -> [UInt8] {
    if style == .preservingSource, let source, let original = rootSourceRange {
      if root.sourceRange != nil { return source }
      var writer = IBXMLWriter(source: source, indentUnit: indentUnit, capacity: source.count + 1024)
      writer.append(bytes: source[0..<original.lowerBound])
      writer.write(root, indent: [])
      writer.append(bytes: source[original.upperBound...])
      return writer.output
    }
    var writer = IBXMLWriter(source: nil, indentUnit: Array("    ".utf8), capacity: (source?.count ?? 65_536) + 1024)
    writer.append("<?\(declaration ?? "xml version=\"1.0\" encoding=\"UTF-8\"")?>\n")
    for node in prolog {
      writer.write(node, indent: [])
      writer.append("\n")
    }
    writer.write(root, indent: [])
    writer.append("\n")
    for node in epilog {
      writer.write(node, indent: [])
      writer.append("\n")
    }
    return writer.output
  }
}
