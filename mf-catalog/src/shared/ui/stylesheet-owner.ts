// Which catalogue frame writes the remote's stylesheet. HTML allows a <style> in the body only when
// its rules match nothing before its parent. The page's frame writes it (on the server too); while
// the search window is open, its frame in the header comes before the page's and writes it instead,
// and the page's frame leaves its copy out: the count changes in a layout effect, so React drops the
// page's copy in the same commit, before the browser paints.
let openWidgets = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  openWidgets += by;
  listeners.forEach((listener) => listener());
}

export function subscribeToWidgets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a widget frame (the search window) holds the stylesheet. */
export const widgetHoldsStylesheet = () => openWidgets > 0;

/** Called by a widget frame when it mounts; the returned function, when it unmounts. */
export function widgetOpened(): () => void {
  changed(1);
  return () => changed(-1);
}
