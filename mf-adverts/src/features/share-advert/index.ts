export { copyChosen, copyLinkFx, nativeShareChosen, nativeShareFx, shareOpened } from './model/share-model.ts';
export { ShareButton } from './ui/ShareButton.tsx';
