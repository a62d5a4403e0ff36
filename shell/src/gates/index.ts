// The shop's visitor gates: the age question and the city choice (windows any remote opens through
// the bus), the page's early age mark, and their styles.
export { GateWindows } from './GateWindows.tsx';
export { ageMarkScript } from './age-mark.ts';
export { GATES_CSS } from './gates-css.ts';
export { $cities } from './model.ts';
