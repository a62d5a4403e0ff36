// What the shell's modal host and a window's owner agree on. Remotes cannot import the shell, so
// the agreement lives here and both sides import it (the shell only these constants).

/** The element inside the host's dialog that an owner renders its window's content into. */
export const MODAL_SLOT_ID = 'modal-slot';
/** The id of the window's heading; the host's dialog is named by it. */
export const MODAL_TITLE_ID = 'modal-title';
/** On the content's root: how the host lays its frame out. */
export const MODAL_KIND_ATTRIBUTE = 'data-modal-kind';
export type ModalKind = 'modal' | 'drawer';
