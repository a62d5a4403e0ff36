// The demo's shops, in the order `npm run demo` and `npm run cluster` list their addresses.
export const DEMO_BRANDS = [
  'speakers',
  'habsev',
  'pharmacy',
  'doors',
  'kids',
  'tobacco',
  'plastics',
  'tech',
  'doors-2',
  'meal-plan',
];

/** One line per shop: its address on this machine's port. */
export function demoAddresses(port: number): string[] {
  return DEMO_BRANDS.map((brand) => `  ${brand.padEnd(10)} http://${brand}.localhost:${port}/`);
}
