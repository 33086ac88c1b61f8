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
