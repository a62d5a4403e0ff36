// /{lang}/ui-kit-demo: the living catalogue of @vitrina/ui in the shop's theme (a shell page; why
// the shell owns it: docs/decisions.md). Only the route is in the shell's first chunk.
export { UI_KIT_PATH, UiKitPage, UiKitRoute } from './UiKitRoute.tsx';
