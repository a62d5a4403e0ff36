// The profile picture: preview, upload and removal.
export { ProfileImage } from './ProfileImage.tsx';
