// The page's copy of what the server has stored (read and written by store.js, read by the
// scenes, the calendar slots and the Edit menu). Its own module so that no module imports
// another in a cycle (issue 24): store.js needs calendar-slots.js (a calendar drop's times),
// which needs the model.

/** Stored containers by id, in server order: {id, scene, kind, title, position, crossOperation,
 *  accepts, parent, items, text}. Only server answers write here. */
export const model = {
  containers: [],
  byId: new Map(),
  /** Item data by id, including items a drop created before the server confirmed them. */
  items: new Map(),
  /** The store's version the containers were read at (`DragKit-Store-Version`), or null. */
  version: null,
};
