"""Mail (issue 4): the recipients field takes a dropped contact as name and email only (A3);
the body takes text and images."""
from dragkit_page import (container_point, drag, item_point, items, open_scene, text,
                          text_point, wait_idle)
from scene_steps import type_of, wait_items

# A photo offers com.dragkit.photo (not an image), public.png, public.jpeg, in that order (S12);
# an attachments strip accepts public.image, so the richest it takes is the PNG (A2).
RICHEST_IMAGE = "public.png"


def test_A3_a_contact_dropped_on_the_recipients_field_gives_name_and_email_only(page, showcase):
    open_scene(page, showcase, "mail")
    contact = items(page, "mail-contacts")[0]
    assert type_of(page, contact) == "public.vcard"
    drag(page, item_point(page, contact), container_point(page, "mail-to", 0.5, 0.5))
    wait_items(page, "mail-to", 1)
    wait_idle(page)
    token = page.find_element("css selector", "[data-dk-container='mail-to'] [data-dk-item]")
    assert "<" in token.text and "@" in token.text, token.text
    assert "+" not in token.text and "phone" not in token.text.lower(), "only name and email (A3)"
    assert items(page, "mail-contacts")[0] == contact, "the contact stays in the contacts"
    open_scene(page, showcase, "mail")
    assert len(items(page, "mail-to")) == 1


def test_A2_a_photo_dropped_on_the_mail_body_text_is_attached_and_the_text_is_unchanged(page, showcase):
    open_scene(page, showcase, "photos|mail")
    photo = items(page, "photos-library")[0]
    before = len(items(page, "mail-body.attachments"))
    body = text(page, "mail-body")
    # Dropped on the message's words, not on the strip: the body takes it as an attachment.
    drag(page, item_point(page, photo), text_point(page, "mail-body", 5))
    wait_items(page, "mail-body.attachments", before + 1, 15)
    wait_idle(page)
    attached = items(page, "mail-body.attachments")
    # A2: the strip takes `public.image`; of the photo's representations (native photo, PNG,
    # JPEG, richest first, S12) the richest it accepts is the PNG, not the JPEG.
    assert len(attached) == before + 1 and type_of(page, attached[-1]) == RICHEST_IMAGE
    assert items(page, "photos-library")[0] == photo, "attaching copies; the library keeps the photo"
    assert text(page, "mail-body") == body, "the words are unchanged"
    open_scene(page, showcase, "photos|mail")
    assert len(items(page, "mail-body.attachments")) == before + 1, "the attachment is stored"


def test_A2_a_photo_dropped_on_the_attachments_strip_is_attached(page, showcase):
    open_scene(page, showcase, "photos|mail")
    photo = items(page, "photos-library")[1]
    before = len(items(page, "mail-body.attachments"))
    drag(page, item_point(page, photo), container_point(page, "mail-body.attachments", 0.5, 0.5))
    wait_items(page, "mail-body.attachments", before + 1, 15)
    wait_idle(page)
    assert type_of(page, items(page, "mail-body.attachments")[-1]) == RICHEST_IMAGE
    open_scene(page, showcase, "photos|mail")
    assert type_of(page, items(page, "mail-body.attachments")[-1]) == RICHEST_IMAGE, "stored as the PNG"
