// The partners page slice's public API: what the route table uses.
export { PartnersPage, partnersSpec } from './ui/PartnersPage.tsx';
