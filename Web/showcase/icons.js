// The showcase's icons, drawn as inline SVG (24 × 24, `currentColor`), so they show on any
// machine: an emoji glyph needs a colour-emoji font, and where there is none (a Linux machine
// without one) every tab and app icon was an empty box. Icons are decoration: each is
// `aria-hidden` and takes no focus; the label next to it (a tab's title, an app's name) stays text.

const SVG = 'http://www.w3.org/2000/svg';

// Each icon is a list of shapes: [tag, attributes]. Strokes use the icon's colour; `fill: 1`
// fills a shape with it instead.
const ICONS = {
  note: [['rect', { x: 5, y: 3, width: 14, height: 18, rx: 2 }], ['path', { d: 'M8 8h8M8 12h8M8 16h5' }]],
  checklist: [['rect', { x: 3, y: 4, width: 6, height: 6, rx: 1.5 }], ['path', { d: 'M4.5 7l1.2 1.2L8 5.8' }],
    ['rect', { x: 3, y: 14, width: 6, height: 6, rx: 1.5 }], ['path', { d: 'M12 7h9M12 17h9' }]],
  photo: [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], ['circle', { cx: 16, cy: 9.5, r: 1.6 }],
    ['path', { d: 'M3 17l5-5 4 4 3-3 6 6' }]],
  mail: [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], ['path', { d: 'M3.5 6.5L12 13l8.5-6.5' }]],
  calendar: [['rect', { x: 3, y: 5, width: 18, height: 16, rx: 2 }], ['path', { d: 'M3 10h18M8 3v4M16 3v4' }],
    ['path', { d: 'M7 14h2M11 14h2M15 14h2M7 17.5h2M11 17.5h2' }]],
  folder: [['path', { d: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z' }]],
  phone: [['rect', { x: 7, y: 2.5, width: 10, height: 19, rx: 2.5 }], ['path', { d: 'M10.5 18.5h3' }]],
  chart: [['path', { d: 'M4 20h16' }], ['rect', { x: 5, y: 12, width: 3, height: 6 }], ['rect', { x: 10.5, y: 7, width: 3, height: 11 }],
    ['rect', { x: 16, y: 10, width: 3, height: 8 }]],
  printer: [['path', { d: 'M7 9V3h10v6' }], ['rect', { x: 3, y: 9, width: 18, height: 8, rx: 2 }], ['rect', { x: 7, y: 14, width: 10, height: 7 }]],
  chevron: [['path', { d: 'M9 6l6 6-6 6' }]],  // an outline row's disclosure (Files, issue 37); turned when open
  image: [['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }], ['circle', { cx: 9, cy: 10, r: 1.6 }], ['path', { d: 'M5 18l6-6 8 6' }]],
  // App icons (Home): a glyph drawn in white on the app's colour.
  map: [['path', { d: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2z' }], ['path', { d: 'M9 4v14M15 6v14' }]],
  flower: [['circle', { cx: 12, cy: 12, r: 2.5 }], ['path', { d: 'M12 9.5a3 3 0 1 1 0-6 3 3 0 1 1 0 6M14.5 12a3 3 0 1 1 6 0 3 3 0 1 1-6 0M12 14.5a3 3 0 1 1 0 6 3 3 0 1 1 0-6M9.5 12a3 3 0 1 1-6 0 3 3 0 1 1 6 0' }]],
  camera: [['path', { d: 'M4 8h3l2-3h6l2 3h3v11H4z' }], ['circle', { cx: 12, cy: 13, r: 3.5 }]],
  weather: [['circle', { cx: 9, cy: 9, r: 3.5 }], ['path', { d: 'M9 2.5v1.5M3.5 9H2M4.5 4.5l1 1M13.5 4.5l-1 1' }],
    ['path', { d: 'M8 20h10a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6 1.5A3 3 0 0 0 8 20z', fill: 1 }]],
  clock: [['circle', { cx: 12, cy: 12, r: 8.5 }], ['path', { d: 'M12 7v5l3.5 2' }]],
  book: [['path', { d: 'M4 5.5C6.5 4 9.5 4 12 6c2.5-2 5.5-2 8-.5V19c-2.5-1.5-5.5-1.5-8 .5-2.5-2-5.5-2-8-.5z' }], ['path', { d: 'M12 6v13.5' }]],
  microphone: [['rect', { x: 9, y: 3, width: 6, height: 11, rx: 3 }], ['path', { d: 'M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6' }]],
  runner: [['circle', { cx: 14.5, cy: 4.5, r: 1.8, fill: 1 }], ['path', { d: 'M7 21l3.5-5.5 3 2.5 1-6-4-2-3 3M13.5 12l3 2.5H20' }]],
  wallet: [['rect', { x: 3, y: 6, width: 18, height: 13, rx: 2.5 }], ['path', { d: 'M3 10h18M15 14.5h3' }]],
  music: [['path', { d: 'M9 18V5l11-2v13' }], ['circle', { cx: 6.5, cy: 18, r: 2.5, fill: 1 }], ['circle', { cx: 17.5, cy: 16, r: 2.5, fill: 1 }]],
  news: [['rect', { x: 3, y: 4, width: 18, height: 16, rx: 2 }], ['path', { d: 'M7 8h10M7 12h4M7 16h4M14 12h3v4h-3z' }]],
  globe: [['circle', { cx: 12, cy: 12, r: 8.5 }], ['path', { d: 'M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z' }]],
  house: [['path', { d: 'M3.5 11L12 4l8.5 7M6 9.5V20h12V9.5' }], ['path', { d: 'M10 20v-5h4v5' }]],
  handset: [['path', { d: 'M6.5 3.5l3 .5 1.5 4-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4 1.5.5 3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z' }]],
  compass: [['circle', { cx: 12, cy: 12, r: 8.5 }], ['path', { d: 'M15.5 8.5l-2 5-5 2 2-5z', fill: 1 }]],
  bubble: [['path', { d: 'M12 4c4.7 0 8.5 3 8.5 6.8s-3.8 6.7-8.5 6.7c-.9 0-1.8-.1-2.6-.3L5 19.5l1-3.6C4.4 14.7 3.5 12.9 3.5 10.8 3.5 7 7.3 4 12 4z' }]],
  calculator: [['rect', { x: 5, y: 3, width: 14, height: 18, rx: 2 }], ['path', { d: 'M8 7h8M8 12h1M11.5 12h1M15 12h1M8 16h1M11.5 16h1M15 16h1' }]],
  app: [['rect', { x: 4, y: 4, width: 7, height: 7, rx: 2 }], ['rect', { x: 13, y: 4, width: 7, height: 7, rx: 2 }],
    ['rect', { x: 4, y: 13, width: 7, height: 7, rx: 2 }], ['rect', { x: 13, y: 13, width: 7, height: 7, rx: 2 }]],
};

/** An app's stored symbol (an emoji in the content) → the icon drawn for it; others get `app`. */
const APP_SYMBOLS = {
  '🗺': 'map', '🌼': 'flower', '📷': 'camera', '⛅': 'weather', '⏰': 'clock', '📝': 'note', '✅': 'checklist',
  '📅': 'calendar', '📚': 'book', '🎙': 'microphone', '🏃': 'runner', '👛': 'wallet', '🎵': 'music', '📰': 'news',
  '🌐': 'globe', '🏠': 'house', '📞': 'handset', '🧭': 'compass', '💬': 'bubble', '✉': 'mail', '🧮': 'calculator',
  '🎤': 'microphone',
};

/**
 * An `<svg>` drawing icon `name` (a key of the table; `app` for an unknown one), decorative:
 * `aria-hidden`, no focus stop. `className` is set on the svg. O(shapes).
 */
export function icon(name, className = 'icon') {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  for (const [key, value] of [['fill', 'none'], ['stroke', 'currentColor'], ['stroke-width', '1.8'], ['stroke-linecap', 'round'], ['stroke-linejoin', 'round']]) svg.setAttribute(key, value);
  svg.dataset.icon = ICONS[name] ? name : 'app';
  for (const [tag, attributes] of ICONS[name] || ICONS.app) {
    const shape = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'fill') shape.setAttribute('fill', 'currentColor');
      else shape.setAttribute(key, String(value));
    }
    svg.append(shape);
  }
  return svg;
}

/** The icon for an app whose content names it by `symbol` (an emoji, variation selectors
 *  ignored). O(1). */
export function appIcon(symbol, className) {
  const key = String(symbol || '').replace(/[\uFE0E\uFE0F]/g, '');
  return icon(APP_SYMBOLS[key] || 'app', className);
}
