// DragKit web package: the words the bridge itself says (English), apart from the engine's
// announcements. Pass a table with the same keys as the load option `strings` to localise them;
// the optional UI modules (ui/*.js) have their own tables.

export const bridgeStrings = {
  /** The reason handed to the engine when `commit` rejects without a message. */
  notSaved: 'the change could not be saved',
  /** … when `load` rejects without a message. */
  notLoaded: 'the content could not be loaded',
  /** … when `startTask` rejects without a message. */
  taskFailed: 'the task failed',
  /** Announced when "Drag Selection" finds no text to pick up. */
  nothingToPickUp: 'Nothing to pick up: select some text in a text view first.',
  /** Shown on the drag image while a drop on empty space would open it in a new window (P3);
   *  Korean and Japanese pages get `opensWindowIn` unless `strings.opensWindow` is given. */
  opensWindow: 'Opens in a new window',
};

/** The drag image's new-window cue (P3) in the languages the engine speaks (S7). */
export const opensWindowIn = { en: 'Opens in a new window', ko: '새 윈도우에서 열림', ja: '新規ウインドウで開きます' };

/** What the bridge says when data from outside (a drop or a paste) is over the limits
 *  (`importLimits`), and the fallback for a refusal without a message. */
export const importStrings = {
  tooManyFiles: (max) => `That's too many files to drop here at once (at most ${max}).`,
  fileTooLarge: (name, max) => `"${name}" is too large to drop here (at most ${megabytes(max)}).`,
  dropTooLarge: (max) => `That's too much to drop here at once (at most ${megabytes(max)}).`,
  textTooLarge: (max) => `That text is too long to drop here (at most ${max.toLocaleString('en')} characters).`,
  refused: 'This content can\'t be added here.',
  nothingReadable: 'Nothing in that drop can be added here.',
};

function megabytes(bytes) {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
