import Foundation

/// `key=value&…` with every value percent-encoded as the page's `encodeURIComponent` does.
func query(_ parameters: KeyValuePairs<String, String>) -> String {
  var allowed = CharacterSet.alphanumerics
  allowed.insert(charactersIn: "-._~")
  return parameters.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
    .joined(separator: "&")
}
