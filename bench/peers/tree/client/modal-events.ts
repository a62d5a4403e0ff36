// The one dialog of the page, opened from anywhere in the header or the bottom bar.
const EVENT = 'peer-modal';

export const openModal = (name: string | null) => window.dispatchEvent(new CustomEvent(EVENT, { detail: name }));

export function onModal(listener: (name: string | null) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string | null>).detail);
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
