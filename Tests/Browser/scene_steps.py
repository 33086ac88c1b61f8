"""Steps shared by the scene tests: dialogs, menus, waiting for content."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import container, snapshot


def answer_dialog(page, accept, timeout=5, wait_closed=True):
    """Answers the visible confirmation dialog (S11): the primary button, or the one that
    cancels/declines. With `wait_closed` it then waits until no dialog shows; without it the
    caller waits for what it expects next (another sheet may follow at once)."""
    def find(d):
        return d.execute_script("""
const dialog = [...document.querySelectorAll('[role=dialog],[role=alertdialog],dialog[open]')]
  .find(e => e.getClientRects().length > 0);
if (!dialog) return null;
const buttons = [...dialog.querySelectorAll('button')];
const decline = buttons.find(b => /cancel|don.t|no\\b|keep/i.test(b.textContent));
const accept = buttons.find(b => b !== decline && (b.classList.contains('primary') || b.autofocus || b.dataset.answer === 'yes'))
  || buttons.find(b => b !== decline);
return arguments[0] ? accept : decline;""", accept)
    button = WebDriverWait(page, timeout).until(find)
    message = page.execute_script(
        "return arguments[0].closest('[role=dialog],[role=alertdialog],dialog').textContent", button)
    button.click()
    if not wait_closed:
        return message
    WebDriverWait(page, timeout).until(lambda d: not d.execute_script(
        "return [...document.querySelectorAll('[role=dialog],[role=alertdialog],dialog[open]')]"
        ".some(e => e.getClientRects().length > 0)"), "the dialog closed")
    return message


def wait_for(page, predicate, timeout=10, message="condition"):
    WebDriverWait(page, timeout).until(lambda d: predicate(), message)


def wait_items(page, container_id, count, timeout=10):
    wait_for(page, lambda: len(container(page, container_id)["items"]) == count, timeout,
             f"{container_id} holds {count} items")


def command(page, name):
    """Runs an Edit menu command (undo, redo, cut, copy, paste, moveTo) the way a person does:
    open the Edit menu, click the entry."""
    page.find_element("css selector", "#edit-button").click()
    entry = page.find_element("css selector", f"#edit-menu [data-command='{name}']")
    assert entry.get_attribute("aria-disabled") != "true", f"{name} is enabled"
    entry.click()


def type_of(page, item_id):
    for entry in snapshot(page)["containers"]:
        if item_id in entry["items"]:
            return entry["types"][entry["items"].index(item_id)]
    raise AssertionError(f"no item {item_id}")
