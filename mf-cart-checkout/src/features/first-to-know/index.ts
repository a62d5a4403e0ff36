// "Tell me when it is back" on the page of a product out of stock: one letter when it is back.
export { FIRST_TO_KNOW_DONE_MODAL, firstToKnowForm, firstToKnowOpened } from './model/first-to-know-model.ts';
export type { Subscribed } from './model/first-to-know-model.ts';
export { FirstToKnow, FirstToKnowDone, FirstToKnowWindows } from './ui/FirstToKnowWindow.tsx';
