#!/usr/bin/env python3
"""Writes the image fixtures (real PNG, JPEG, GIF and PDF files) and the test asset catalog.

Run from this folder when the fixtures need to change; the tests only read the files it wrote.
"""
import json, os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, rgba):
    row = b"\x00" + bytes(rgba) * width
    raw = row * height
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def jpeg(width, height):
    """A baseline grayscale JPEG of mid-gray blocks: every DC difference and AC run is zero."""
    def segment(marker, payload):
        return b"\xff" + bytes([marker]) + struct.pack(">H", len(payload) + 2) + payload
    app0 = segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    dqt = segment(0xDB, b"\x00" + b"\x01" * 64)
    sof = segment(0xC0, struct.pack(">BHHB", 8, height, width, 1) + b"\x01\x11\x00")
    one_code = bytes([1] + [0] * 15)
    dht = segment(0xC4, b"\x00" + one_code + b"\x00" + b"\x10" + one_code + b"\x00")
    sos = segment(0xDA, b"\x01\x01\x00\x00\x3f\x00")
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    bits = "00" * blocks
    bits += "1" * (-len(bits) % 8)
    data = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    return b"\xff\xd8" + app0 + dqt + sof + dht + sos + data + b"\xff\xd9"


def gif(width, height):
    """A two-colour GIF; the LZW stream restarts every two pixels so codes stay three bits wide."""
    header = b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80, 0, 0) + b"\x00\x00\x00\xff\xff\xff"
    image = b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height, 0)
    codes = []
    pixels = [(x + y) % 2 for y in range(height) for x in range(width)]
    for i in range(0, len(pixels), 2):
        codes.append(4)
        codes.extend(pixels[i:i + 2])
    codes.append(5)
    value, count, out = 0, 0, bytearray()
    for code in codes:
        value |= code << count
        count += 3
        while count >= 8:
            out.append(value & 0xFF)
            value >>= 8
            count -= 8
    if count:
        out.append(value & 0xFF)
    blocks = b"".join(bytes([len(out[i:i + 255])]) + bytes(out[i:i + 255]) for i in range(0, len(out), 255))
    return header + image + b"\x02" + blocks + b"\x00" + b"\x3b"


def pdf(width, height):
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents 4 0 R >>" % (width, height),
    ]
    content = b"0 0 1 rg 0 0 %d %d re f" % (width, height)
    objects.append(b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def pdf_object_streams(width, height, indirect_box=False):
    """A PDF 1.5 file whose page tree lives only in a compressed object stream, found through a
    compressed cross-reference stream, as Illustrator, Sketch and Figma write them. With
    `indirect_box` the page's MediaBox is a reference to a plain array object."""
    box = b"6 0 R" if indirect_box else b"[0 0 %d %d]" % (width, height)
    packed = [  # objects 2 and 3, in the object stream 4
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox " + box + b" /Contents 5 0 R >>",
    ]
    offsets, body = [], b""
    for item in packed:
        offsets.append(len(body))
        body += item + b"\n"
    header = b" ".join(b"%d %d" % (number, offset) for number, offset in zip((2, 3), offsets)) + b"\n"
    stream = zlib.compress(header + body, 9)
    content = zlib.compress(b"0 0 1 rg 0 0 %d %d re f" % (width, height), 9)
    plain = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        4: b"<< /Type /ObjStm /N 2 /First %d /Filter /FlateDecode /Length %d >>\nstream\n" % (len(header), len(stream))
           + stream + b"\nendstream",
        5: b"<< /Filter /FlateDecode /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    }
    if indirect_box:
        plain[6] = b"[0 0 %d %d]" % (width, height)
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    where = {}
    for number, text in plain.items():
        where[number] = len(out)
        out += b"%d 0 obj\n" % number + text + b"\nendobj\n"
    size = max(plain) + 2
    xref_number = size - 1
    where[xref_number] = len(out)
    rows = b""
    for number in range(size):
        if number == 0:
            rows += bytes([0, 0, 0, 255])
        elif number in (2, 3):
            rows += bytes([2]) + struct.pack(">H", 4) + bytes([number - 2])
        elif number in where:
            rows += bytes([1]) + struct.pack(">H", where[number]) + bytes([0])
        else:
            rows += bytes([0, 0, 0, 0])
    packed_rows = zlib.compress(rows, 9)
    out += (b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /Length %d >>\nstream\n"
            % (xref_number, size, len(packed_rows)) + packed_rows + b"\nendstream\nendobj\n")
    out += b"startxref\n%d\n%%%%EOF\n" % where[xref_number]
    return bytes(out)


def write(path, data):
    path = os.path.join(HERE, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def contents(path, value):
    write(os.path.join(path, "Contents.json"), (json.dumps(value, indent=2) + "\n").encode())


RED, GREEN, BLUE, GRAY = (255, 0, 0, 255), (0, 160, 0, 255), (0, 0, 255, 255), (128, 128, 128, 255)

# Loose files in a bundle folder: scale and idiom suffixes.
write("Images/Icon.png", png(10, 10, RED))
write("Images/Icon@2x.png", png(20, 20, RED))
write("Images/Icon@3x.png", png(30, 30, RED))
write("Images/Icon~ipad.png", png(12, 12, BLUE))
write("Images/Icon@2x~ipad.png", png(24, 24, BLUE))
write("Images/OnlyDouble@2x.png", png(40, 20, GREEN))
write("Images/OnlySingle.png", png(16, 8, GREEN))
write("Images/PadOnly@2x~ipad.png", png(32, 32, BLUE))
write("Images/PhoneAndPlain@2x~iphone.png", png(50, 50, RED))
write("Images/PhoneAndPlain@3x.png", png(60, 60, GREEN))
write("Images/Photo.jpg", jpeg(24, 16))
write("Images/Pattern.gif", gif(6, 4))
write("Images/Badge.pdf", pdf(24, 18))
write("Images/Packed.pdf", pdf_object_streams(40, 30))
write("Images/PackedIndirect.pdf", pdf_object_streams(50, 25, indirect_box=True))
corrupt = bytearray(png(8, 8, RED))
corrupt[20] ^= 0xFF  # inside IHDR's data: its CRC no longer matches
write("Images/Corrupt.png", bytes(corrupt))
write("Images/Truncated.png", png(8, 8, RED)[:40])
write("Images/NotAnImage.png", b"This is a text file with an image's name.\n")

# The asset catalog.
cat = "Assets.xcassets"
contents(cat, {"info": {"author": "xcode", "version": 1}})
rating = cat + "/Rating.imageset"
for scale, size in (("1x", 44), ("2x", 88), ("3x", 132)):
    write(f"{rating}/star-{scale}.png", png(size, size, RED))
for scale, size in (("2x", 44), ("3x", 66)):
    write(f"{rating}/star-small-{scale}.png", png(size, size, GREEN))
contents(rating, {"images": [
    {"idiom": "universal", "filename": "star-1x.png", "scale": "1x"},
    {"idiom": "universal", "filename": "star-2x.png", "scale": "2x"},
    {"idiom": "universal", "filename": "star-3x.png", "scale": "3x"},
    {"idiom": "universal", "width-class": "compact", "scale": "1x"},
    {"idiom": "universal", "width-class": "compact", "filename": "star-small-2x.png", "scale": "2x"},
    {"idiom": "universal", "width-class": "compact", "filename": "star-small-3x.png", "scale": "3x"},
], "info": {"author": "xcode", "version": 1}})

moon = cat + "/Moon.imageset"
write(f"{moon}/moon.png", png(20, 20, GRAY))
write(f"{moon}/moon-dark.png", png(22, 22, BLUE))
write(f"{moon}/moon-contrast.png", png(26, 26, RED))
contents(moon, {"images": [
    {"idiom": "universal", "filename": "moon.png", "scale": "2x"},
    {"idiom": "universal", "filename": "moon-dark.png", "scale": "2x",
     "appearances": [{"appearance": "luminosity", "value": "dark"}]},
    {"idiom": "universal", "filename": "moon-contrast.png", "scale": "2x",
     "appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}]},
], "info": {"author": "xcode", "version": 1}})

glyph = cat + "/Glyph.imageset"
write(f"{glyph}/glyph.pdf", pdf(30, 20))
contents(glyph, {"images": [{"idiom": "universal", "filename": "glyph.pdf"}],
                 "info": {"author": "xcode", "version": 1},
                 "properties": {"template-rendering-intent": "template", "preserves-vector-representation": True}})

device = cat + "/Device.imageset"
write(f"{device}/phone.png", png(40, 40, RED))
write(f"{device}/pad.png", png(60, 60, BLUE))
write(f"{device}/any.png", png(10, 10, GRAY))
contents(device, {"images": [
    {"idiom": "universal", "filename": "any.png", "scale": "2x"},
    {"idiom": "iphone", "filename": "phone.png", "scale": "2x"},
    {"idiom": "ipad", "filename": "pad.png", "scale": "2x"},
], "info": {"author": "xcode", "version": 1}})

arrow = cat + "/Arrow.imageset"
write(f"{arrow}/arrow-ltr.png", png(16, 10, RED))
write(f"{arrow}/arrow-rtl.png", png(18, 10, BLUE))
contents(arrow, {"images": [
    {"idiom": "universal", "filename": "arrow-ltr.png", "scale": "2x", "language-direction": "left-to-right"},
    {"idiom": "universal", "filename": "arrow-rtl.png", "scale": "2x", "language-direction": "right-to-left"},
], "info": {"author": "xcode", "version": 1}})

gamut = cat + "/Sunset.imageset"
write(f"{gamut}/sunset-srgb.png", png(30, 30, RED))
write(f"{gamut}/sunset-p3.png", png(32, 32, RED))
contents(gamut, {"images": [
    {"idiom": "universal", "filename": "sunset-srgb.png", "scale": "2x", "display-gamut": "sRGB"},
    {"idiom": "universal", "filename": "sunset-p3.png", "scale": "2x", "display-gamut": "display-P3"},
], "info": {"author": "xcode", "version": 1}})

contents(cat + "/Icons", {"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": True}})
write(f"{cat}/Icons/Gear.imageset/gear.png", png(24, 24, GRAY))
contents(cat + "/Icons/Gear.imageset", {"images": [{"idiom": "universal", "filename": "gear.png", "scale": "2x"}],
                                         "info": {"author": "xcode", "version": 1}})
contents(cat + "/Shapes", {"info": {"author": "xcode", "version": 1}})
write(f"{cat}/Shapes/Circle.imageset/circle.png", png(14, 14, GREEN))
contents(cat + "/Shapes/Circle.imageset", {"images": [{"idiom": "universal", "filename": "circle.png", "scale": "1x"}],
                                            "info": {"author": "xcode", "version": 1}})

def srgb(r, g, b, a="1.000"):
    return {"color-space": "srgb", "components": {"red": r, "green": g, "blue": b, "alpha": a}}

contents(cat + "/Accent.colorset", {"colors": [
    {"idiom": "universal", "color": srgb("0.200", "0.400", "0.600")},
    {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
     "color": srgb("0x80", "0xC0", "0xFF")},
    {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"},
                                             {"appearance": "contrast", "value": "high"}],
     "color": srgb("255", "255", "255")},
], "info": {"author": "xcode", "version": 1}})
contents(cat + "/Shadow.colorset", {"colors": [
    {"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "0.500"}}},
], "info": {"author": "xcode", "version": 1}})
contents(cat + "/Link.colorset", {"colors": [
    {"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}},
], "info": {"author": "xcode", "version": 1}})

icon = cat + "/AppIcon.appiconset"
write(f"{icon}/icon-120.png", png(120, 120, BLUE))
write(f"{icon}/icon-wrong.png", png(100, 100, BLUE))
contents(icon, {"images": [
    {"idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "icon-120.png"},
    {"idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "icon-wrong.png"},
    {"idiom": "ipad", "size": "76x76", "scale": "2x"},
    {"idiom": "ios-marketing", "size": "1024x1024", "scale": "1x", "filename": "icon-1024.png"},
], "info": {"author": "xcode", "version": 1}})
