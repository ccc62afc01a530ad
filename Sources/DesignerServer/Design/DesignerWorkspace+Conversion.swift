import Foundation
import InterfaceBuilder

extension DesignerWorkspace {
  /// What converting document `id` to the unified format would change, for the page's preview;
  /// 400 naming the reason when it cannot be converted.
  func conversionPreview(_ id: String) throws(DesignerRequestError) -> ConversionPreview {
    let (entry, loaded) = try load(id)
    let conversion = try Self.conversion(of: loaded, entry: entry)
    return ConversionPreview(
      document: entry.id, version: loaded.version,
      changes: conversion.changes.map { ConversionPreview.Change(line: $0.line, summary: $0.summary) })
  }

  /// Converts document `id` to the unified format (Xcode's *Use Size Classes*), with the version
  /// check, backup and history of every edit.
  func convert(_ request: DocumentVersionRequest) async throws(DesignerRequestError) -> EditResult {
    let (entry, loaded) = try loadUnchanged(request.doc, version: request.version)
    let conversion = try Self.conversion(of: loaded, entry: entry)
    return try await save(conversion.converted, entry: entry, loaded: loaded, label: "use size classes")
  }

  private static func conversion(of loaded: Loaded, entry: DocumentCatalog.Entry) throws(DesignerRequestError)
    -> IBUnifiedConversion
  {
    do {
      return try IBUnifiedConversion(data: loaded.bytes, fileName: entry.displayPath)
    } catch {
      throw .badRequest(error.description)
    }
  }
}
