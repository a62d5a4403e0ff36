// The profile picture: preview, upload and removal.
export { ProfileImage } from './ui/ProfileImage.tsx';
