// DragKit web package: the words the bridge itself says (English), apart from the engine's
// announcements. Pass a table with the same keys as the load option `strings` to localise them;
// the optional UI modules (ui/*.js) have their own tables, and the words about data from outside
// are in strings-import.js (only the modules that read such data load them); `notLoaded` and
// `taskFailed` (a slow drop or task that failed without a message) are the `transfers` plugin's
// (dragkit-transfers.js), localised by the same option.

export const bridgeStrings = {
  /** The reason handed to the engine when `commit` rejects without a message. */
  notSaved: 'the change could not be saved',
  /** Announced when "Drag Selection" finds no text to pick up. */
  nothingToPickUp: 'Nothing to pick up: select some text in a text view first.',
};

