// The content page slice's public API: what the route table uses.
export { ContentPage, contentPageSpec } from './ui/ContentPage.tsx';
