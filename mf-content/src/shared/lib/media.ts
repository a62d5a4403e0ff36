export { mediaUrl } from '@vitrina/mf-kit/media-url';
