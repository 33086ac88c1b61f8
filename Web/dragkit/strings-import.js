// DragKit web package: the words about data from outside the page (a drop from another app, a
// paste), in English; used by dragkit-import.js and dragkit-clipboard.js, so a page that never
// reads such data never loads them (issue 24).

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
