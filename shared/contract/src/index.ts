export * from './catalog.ts';
export * from './common.ts';
export * from './content.ts';
export * from './search.ts';
export * from './settings.ts';
export * from './sites.ts';
export * from './forms.ts';
export * from './menu-calculator.ts';
