// InterfaceBuilder: decodes Xcode .storyboard and .xib files into an `IBDocument` value model and
// encodes them back. It depends on Foundation only and knows nothing of the AdaptiveKit runtime.
