export {
  $deletedSlugs,
  advertDeleted,
  advertSaved,
  deleteAdvertFx,
  deleteAsked,
  deleteConfirmed,
  publishToggled,
  setDraftFx,
  toolsOpened,
} from './model/tools-model.ts';
export type { OwnedAdvert } from './model/tools-model.ts';
export { ToolsButton, ToolsWindows } from './ui/OwnerTools.tsx';
