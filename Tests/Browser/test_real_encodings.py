"""Real encodings and imports checked by real decoders (issue 12: S12, P1, A2): the server's
PNG and JPEG representations decode in Chromium (createImageBitmap) and, when Pillow is
installed, in Pillow, to pictures of the sizes their headers state, with the colours the server
drew; an event's .ics is valid iCalendar text; an image dropped in from another app is stored
and served back as the very bytes that came in, while a decompression bomb is refused."""
import io
import json
import urllib.error
import urllib.request


try:
    from PIL import Image
except ImportError:  # Pillow is optional: Chromium decodes either way.
    Image = None


def get(showcase, path):
    with urllib.request.urlopen(showcase.url + path.lstrip("/")) as response:
        return response.status, response.headers, response.read()


def post_import(showcase, container, index, body, content_type, name=""):
    request = urllib.request.Request(
        f"{showcase.url}api/imports?container={container}&index={index}", data=body, method="POST",
        headers={"Content-Type": content_type, "X-File-Name": urllib.request.quote(name)})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def browser_decode(driver, showcase, path):
    """Width and height as Chromium's image decoder reads them, or the decoder's error."""
    if not driver.current_url.startswith(showcase.url) or "/api/" in driver.current_url:
        driver.get(showcase.url)
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch(arguments[0]).then((r) => r.blob()).then(createImageBitmap)
          .then((bitmap) => done([bitmap.width, bitmap.height]), (error) => done(String(error)));
    """, showcase.url + path.lstrip("/"))


def test_S12_P1_photo_and_chart_representations_are_real_png_and_jpeg(driver, showcase):
    sizes = {}
    for item, type_, mime, expected in [
            ("photos-library-1", "public.png", "image/png", (640, 480)),
            ("photos-library-1", "public.jpeg", "image/jpeg", (640, 480)),
            ("photos-library-2", "public.jpeg", "image/jpeg", (640, 853)),
            ("charts-gallery-3", "public.png", "image/png", (320, 200))]:
        path = f"api/items/{item}/representation?type={type_}"
        status, headers, body = get(showcase, path)
        assert status == 200 and headers["Content-Type"] == mime
        assert int(headers["Content-Length"]) == len(body)
        assert body[:8] == b"\x89PNG\r\n\x1a\n" if mime == "image/png" else body[:3] == b"\xff\xd8\xff"
        assert browser_decode(driver, showcase, path) == list(expected), f"Chromium decodes {item} {type_}"
        if Image is not None:
            image = Image.open(io.BytesIO(body))
            image.load()
            assert image.format == ("PNG" if mime == "image/png" else "JPEG") and image.size == expected
            if item == "photos-library-1":
                # Lake at dawn: hue 205, its gradient's first stop hsl(205, 75%, 68%) at the top left.
                assert all(abs(a - b) <= 3 for a, b in zip(image.convert("RGB").getpixel((0, 0)), (112, 184, 235)))
        sizes[f"{item} {type_}"] = len(body)
    print("encoded sizes:", sizes)


def test_P1_an_event_leaves_as_valid_icalendar_text(showcase):
    status, headers, body = get(showcase, "api/items/cal-wed-1/representation?type=public.calendar-event")
    assert status == 200 and 'filename="Lunch with Priya.ics"' in headers["Content-Disposition"]
    text = body.decode("utf-8")
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    lines = text.split("\r\n")[:-1]
    assert all(len(line.encode()) <= 75 for line in lines), "folded at 75 octets"
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-1] == "END:VCALENDAR"
    assert "DTSTART:20250604T123000" in lines and "DTEND:20250604T140000" in lines
    assert "SUMMARY:Lunch with Priya" in lines


def test_A2_P1_an_image_from_another_app_is_stored_and_served_back_byte_for_byte(driver, showcase):
    status, png_headers, png = get(showcase, "api/items/charts-gallery-1/representation?type=public.png")
    status, answer = post_import(showcase, "photos-library", 0, png, "image/png", "Steps chart.png")
    assert status == 201, answer
    photo = answer["items"][0]
    assert photo["title"] == "Steps chart" and photo["payload"]["width"] == 320
    path = f"api/items/{photo['id']}/representation?type=public.png"
    assert get(showcase, path)[2] == png
    assert browser_decode(driver, showcase, path) == [320, 200]
    # A PNG header claiming 60000 x 60000 pixels is refused before anything is decoded or stored.
    bomb = png[:16] + (60000).to_bytes(4, "big") * 2 + png[24:]
    status, answer = post_import(showcase, "photos-library", 0, bomb, "image/png", "bomb.png")
    assert status == 413 and "megapixels" in answer["error"]
    layout = json.loads(get(showcase, "api/containers")[2])
    library = next(c for c in layout["containers"] if c["id"] == "photos-library")
    assert [i["id"] for i in library["items"]].count(photo["id"]) == 1 and len(library["items"]) == 13


def decode_png(data):
    """(width, height, rows of (r, g, b, a)) of an 8-bit, non-interlaced RGB or RGBA PNG, read
    with nothing but zlib and struct: independent of the server's encoder (S12)."""
    import struct
    import zlib
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "a PNG signature"
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunk = data[offset + 8:offset + 8 + length]
        assert zlib.crc32(kind + chunk) == struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])[0], kind
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, header
    channels = 4 if colour == 6 else 3
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * channels:(x + 1) * channels]) + ((255,) if channels == 3 else ())
                     for x in range(width)])
        previous = line
    return width, height, rows


def count_pixels(rows, xs, ys, test):
    return sum(1 for y in ys for x in xs if rows[y][x][3] == 255 and all(test(c) for c in rows[y][x][:3]))


def test_S12_P1_a_photo_leaves_as_the_picture_the_page_has_caption_included(driver, showcase):
    """The PNG and JPEG of a photo are its SVG as Chromium draws it, caption and camera line
    included (they were left out when the server had no fonts)."""
    path = "api/items/photos-library-2/representation?type="
    width, height, rows = decode_png(get(showcase, path + "public.png")[2])
    assert (width, height) == (640, 853)
    assert len({pixel for row in rows[::16] for pixel in row[::16]}) > 100, "not blank"
    # "Poppies by the road", white 28 px text, baseline 48 px above the bottom, from x = 24;
    # nothing else in that band is near white.
    band = range(height - 48 - 22, height - 46)
    assert count_pixels(rows, range(24, 140), band, lambda c: c >= 225) > 150, "the caption is drawn"
    assert count_pixels(rows, range(520, 636), band, lambda c: c >= 225) == 0
    # Against the photo's own SVG (what the app's own transfer carries) drawn by Chromium: the
    # same picture, pixel for pixel within anti-aliasing and font hinting; then the JPEG likewise.
    if not driver.current_url.startswith(showcase.url) or "/api/" in driver.current_url:
        driver.get(showcase.url)
    differences = driver.execute_async_script("""
        const [base, done] = [arguments[0], arguments[arguments.length - 1]];
        const pixels = async (type) => {
          const blob = await (await fetch(base + type)).blob();
          const image = new Image();
          image.src = URL.createObjectURL(blob);
          await image.decode();
          const canvas = new OffscreenCanvas(640, 853);
          const context = canvas.getContext('2d');
          context.fillStyle = '#fff';
          context.fillRect(0, 0, 640, 853);
          context.drawImage(image, 0, 0, 640, 853);
          return context.getImageData(0, 0, 640, 853).data;
        };
        (async () => {
          const svg = await pixels('com.dragkit.photo');
          const result = {};
          for (const type of ['public.png', 'public.jpeg']) {
            const other = await pixels(type);
            let all = 0, caption = 0, captionCount = 0;
            for (let i = 0; i < svg.length; i += 4) {
              const y = Math.floor(i / 4 / 640), x = (i / 4) % 640;
              const d = (Math.abs(svg[i] - other[i]) + Math.abs(svg[i + 1] - other[i + 1]) + Math.abs(svg[i + 2] - other[i + 2])) / 3;
              all += d;
              if (y >= 853 - 80 && y < 853 - 12 && x >= 24 && x < 300) { caption += d; captionCount += 1; }
            }
            result[type] = [all / (svg.length / 4), caption / captionCount];
          }
          return result;
        })().then(done, (error) => done(String(error)));
    """, showcase.url + path)
    print("mean difference from the SVG (whole, caption area):", differences)
    assert isinstance(differences, dict), differences
    for type_, (whole, caption) in differences.items():
        assert whole < 2.5, f"{type_} is the page's picture"
        assert caption < 12, f"{type_} has the caption where the SVG has it"
