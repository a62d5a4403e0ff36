// The gallery page slice's public API: what the route table uses.
export { albumSpec, GalleryAlbumPage, GalleryPage, gallerySpec } from './ui/GalleryPages.tsx';
