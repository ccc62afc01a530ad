#!/usr/bin/env python3
"""Writes one large storyboard made of copies of the real scenes of the shared corpus.

Each copy of a corpus storyboard's scenes gets fresh ids (every id and every reference to one is
suffixed with the copy's and the file's numbers, as are storyboard identifiers), so the result decodes without
duplicate ids or dangling references, like a real project that grew large.

    make-large-storyboard.py CORPUS OUTPUT [BYTES]    # BYTES defaults to 32,000,000
"""
import copy, os, sys, xml.etree.ElementTree as ET

# Attributes holding an object id (the decoder's reference table, plus `id` itself).
ID_ATTRIBUTES = {
    "id", "firstItem", "secondItem", "destination", "initialViewController", "reference",
    "popoverAnchorView", "popoverAnchorBarButtonItem", "textLabel", "detailTextLabel", "imageView",
    "tableViewCell", "storyboardIdentifier",
}
HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
          'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" '
          'useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">\n'
          '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
          '    <dependencies>\n'
          '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
          '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n'
          '        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n'
          '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n'
          '    </dependencies>\n'
          '    <scenes>\n')


def sources(corpus):
    """(scenes, resources) of every corpus storyboard that parses and has scenes, in name order."""
    for name in sorted(os.listdir(corpus)):
        if not name.endswith(".storyboard"):
            continue
        try:
            root = ET.parse(os.path.join(corpus, name)).getroot()
        except ET.ParseError:
            continue
        if root.tag != "document" or "CocoaTouch" not in root.get("type", ""):
            continue
        scenes = root.find("scenes")
        if scenes is None or len(scenes) == 0:
            continue
        ids = {element.get("id") for element in root.iter() if element.get("id")}
        resources = root.find("resources")
        yield list(scenes), ids, list(resources) if resources is not None else []


def renamed(scene, ids, suffix):
    scene = copy.deepcopy(scene)
    for element in scene.iter():
        for attribute, value in element.attrib.items():
            if attribute in ID_ATTRIBUTES and (value in ids or attribute == "storyboardIdentifier"):
                element.set(attribute, value + suffix)
    return scene


def main():
    corpus, output = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 32_000_000
    documents = list(sources(corpus))
    resources = {}
    written = len(HEADER)
    scenes = 0
    with open(output, "w", encoding="utf-8") as out:
        out.write(HEADER)
        copy_number = 0
        while written < limit:
            copy_number += 1
            fitted = False
            for number, (document_scenes, ids, document_resources) in enumerate(documents):
                # Per copy and per source file: corpus files copied from one project share ids.
                suffix = f"-c{copy_number}d{number}"
                texts = [ET.tostring(renamed(scene, ids, suffix), encoding="unicode") for scene in document_scenes]
                size = sum(len(text.encode()) for text in texts)
                if written + size > limit:
                    continue
                for text in texts:
                    out.write("        " + text.rstrip() + "\n")
                written += size
                scenes += len(texts)
                fitted = True
                for resource in document_resources:
                    resources.setdefault((resource.tag, resource.get("name")), resource)
            if not fitted:
                break
        out.write("    </scenes>\n    <resources>\n")
        for resource in resources.values():
            out.write("        " + ET.tostring(resource, encoding="unicode").rstrip() + "\n")
        out.write("    </resources>\n</document>\n")
    print(f"{output}: {os.path.getsize(output):,} bytes, {scenes:,} scenes from {len(documents)} corpus storyboards")


if __name__ == "__main__":
    main()
