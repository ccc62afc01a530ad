#!/usr/bin/env python3
"""Draws the Adaptive Photos sample's pictures and star images and writes its asset catalog.

Every picture is a simple flat drawing (sky, ground, sun and one subject) so the PNGs stay a few
kilobytes; the stars have a regular variant and a smaller one for compact height, which the rating
control swaps when an iPhone turns to landscape. Standard library only (zlib + struct).

    python3 Scripts/make-adaptive-photos-images.py
"""
import json, math, os, struct, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(ROOT, "Examples", "AdaptivePhotos", "Resources", "Images.xcassets")


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def encode(width, height, pixels):
    """pixels: a function (x, y) -> (r, g, b, a)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw.extend(pixels(x, y))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def inside_polygon(x, y, points):
    inside = False
    j = len(points) - 1
    for i in range(len(points)):
        xi, yi = points[i]
        xj, yj = points[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def star_points(size, inset):
    cx = cy = size / 2
    outer = size / 2 - inset
    inner = outer * 0.45
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def star(size, filled):
    outer = star_points(size, 1)
    hole = star_points(size, 1 + max(2, size // 12))
    gold, gray, clear = (255, 179, 0, 255), (150, 150, 160, 255), (0, 0, 0, 0)

    def pixel(x, y):
        px, py = x + 0.5, y + 0.5
        if not inside_polygon(px, py, outer):
            return clear
        if filled:
            return gold
        return clear if inside_polygon(px, py, hole) else gray
    return encode(size, size, pixel)


# Each photo: sky top/bottom colours, ground colour, sun (x, y, radius, colour), subject.
PHOTOS = {
    "lake": ((120, 180, 235), (200, 225, 245), (70, 110, 170), (250, 70, 26, (255, 230, 120)), "mountains"),
    "dock": ((250, 170, 120), (255, 220, 170), (60, 90, 150), (70, 96, 30, (255, 240, 200)), "dock"),
    "canoe": ((140, 200, 240), (215, 235, 250), (50, 120, 160), (270, 50, 22, (255, 235, 140)), "canoe"),
    "cake": ((250, 215, 230), (255, 240, 245), (200, 150, 110), (40, 40, 0, (0, 0, 0)), "cake"),
    "balloons": ((160, 210, 250), (230, 245, 255), (120, 190, 110), (280, 40, 20, (255, 230, 120)), "balloons"),
    "tulips": ((170, 215, 245), (225, 240, 250), (90, 160, 70), (60, 45, 24, (255, 225, 110)), "flowers"),
    "skyline": ((40, 50, 100), (120, 90, 150), (50, 50, 60), (260, 50, 18, (240, 240, 220)), "buildings"),
    "bridge": ((110, 160, 220), (200, 220, 240), (60, 100, 140), (60, 60, 22, (255, 235, 150)), "bridge"),
    "market": ((150, 200, 240), (230, 240, 250), (170, 140, 110), (270, 45, 20, (255, 230, 120)), "stalls"),
    "tram": ((120, 170, 230), (210, 230, 250), (110, 110, 120), (50, 50, 20, (255, 235, 150)), "tram"),
}


def photo(name, width=320, height=240):
    top, bottom, ground, sun, subject = PHOTOS[name]
    horizon = int(height * 0.68)
    sx, sy, sr, scolor = sun

    def mix(a, b, t):
        return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))

    def subject_color(x, y):
        if subject == "mountains":
            for peak, half, color in ((100, 90, (90, 100, 120)), (210, 110, (110, 120, 140))):
                if y < horizon and y > horizon - (half - abs(x - peak)) * 0.9:
                    return color if y > horizon - (half - abs(x - peak)) * 0.9 + 18 else (245, 245, 250)
        elif subject == "dock":
            if 40 <= x <= 280 and horizon - 6 <= y <= horizon + 4:
                return (120, 80, 50)
            if any(abs(x - p) <= 3 for p in (60, 140, 220)) and horizon <= y <= horizon + 30:
                return (100, 65, 40)
        elif subject == "canoe":
            cx, cy = 160, horizon + 18
            if abs(y - cy) <= 10 and abs(x - cx) <= 80 - abs(y - cy) * 2 and y >= cy - 2:
                return (200, 60, 40)
        elif subject == "cake":
            if 90 <= x <= 230 and 110 <= y <= horizon + 10:
                return (250, 250, 250) if y < 130 else (210, 120, 150)
            for candle in (120, 160, 200):
                if abs(x - candle) <= 3 and 80 <= y < 110:
                    return (80, 140, 230)
                if (x - candle) ** 2 + (y - 74) ** 2 <= 16:
                    return (255, 190, 40)
        elif subject == "balloons":
            for bx, by, color in ((110, 90, (230, 60, 60)), (160, 70, (60, 120, 230)), (210, 95, (250, 200, 40))):
                if (x - bx) ** 2 / 400 + (y - by) ** 2 / 676 <= 1:
                    return color
                if abs(x - bx) <= 0 and by + 26 <= y <= horizon:
                    return (80, 80, 80)
        elif subject == "flowers":
            for fx in range(30, 300, 40):
                if abs(x - fx) <= 2 and horizon - 40 <= y <= horizon + 20:
                    return (60, 130, 50)
                if (x - fx) ** 2 + (y - (horizon - 46)) ** 2 <= 120:
                    return (230, 50, 90) if (fx // 40) % 2 else (250, 150, 40)
        elif subject == "buildings":
            for bx, bw, bh in ((20, 50, 120), (80, 40, 90), (130, 60, 150), (200, 45, 110), (255, 50, 80)):
                if bx <= x < bx + bw and horizon - bh <= y < horizon:
                    lit = (x - bx) % 12 in (4, 5, 6) and (y - horizon + bh) % 16 in (5, 6, 7, 8)
                    return (250, 220, 120) if lit else (30, 30, 45)
        elif subject == "bridge":
            if horizon - 50 <= y <= horizon - 42:
                return (200, 70, 50)
            if any(abs(x - t) <= 5 for t in (90, 230)) and horizon - 110 <= y <= horizon + 10:
                return (200, 70, 50)
            for t in (90, 230):
                if horizon - 110 <= y <= horizon - 50 and abs(abs(x - t) - (y - (horizon - 110)) * 1.2) <= 1:
                    return (150, 60, 50)
        elif subject == "stalls":
            for bx, color in ((30, (230, 70, 60)), (120, (60, 150, 220)), (210, (250, 190, 50))):
                if bx <= x < bx + 80 and horizon - 60 <= y < horizon - 45:
                    return color if (x // 10) % 2 else (250, 250, 250)
                if bx + 5 <= x < bx + 75 and horizon - 45 <= y < horizon + 5:
                    return (150, 110, 70)
        elif subject == "tram":
            if 70 <= x <= 250 and horizon - 60 <= y <= horizon:
                window = horizon - 50 <= y <= horizon - 30 and (x - 70) % 30 in range(6, 24)
                return (200, 230, 250) if window else (240, 200, 40)
            if y == horizon - 90 or (abs(x - 160) <= 1 and horizon - 90 <= y <= horizon - 60):
                return (40, 40, 40)
        return None

    def pixel(x, y):
        color = subject_color(x, y)
        if color is None:
            if sr and (x - sx) ** 2 + (y - sy) ** 2 <= sr * sr:
                color = scolor
            elif y < horizon:
                color = mix(top, bottom, y / horizon)
            else:
                color = mix(ground, tuple(max(0, c - 40) for c in ground), (y - horizon) / (height - horizon))
        return color + (255,)
    return encode(width, height, pixel)


def write_set(name, slots):
    folder = os.path.join(CATALOG, name + ".imageset")
    os.makedirs(folder, exist_ok=True)
    images = []
    for file_name, data, extra in slots:
        with open(os.path.join(folder, file_name), "wb") as handle:
            handle.write(data)
        images.append(dict({"idiom": "universal", "filename": file_name, "scale": "2x"}, **extra))
    with open(os.path.join(folder, "Contents.json"), "w") as handle:
        json.dump({"images": images, "info": {"author": "xcode", "version": 1}}, handle, indent=2)
        handle.write("\n")


def main():
    os.makedirs(CATALOG, exist_ok=True)
    with open(os.path.join(CATALOG, "Contents.json"), "w") as handle:
        json.dump({"info": {"author": "xcode", "version": 1}}, handle, indent=2)
        handle.write("\n")
    for name in PHOTOS:
        write_set(name, [(name + "@2x.png", photo(name), {})])
    # 30-point stars, and 20-point ones for compact height (an iPhone in landscape).
    for name, filled in (("ratingActive", True), ("ratingInactive", False)):
        write_set(name, [
            (name + "@2x.png", star(60, filled), {}),
            (name + "-compact@2x.png", star(40, filled), {"height-class": "compact"}),
        ])


if __name__ == "__main__":
    main()
