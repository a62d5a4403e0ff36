import type { brandTreeResponse, categorySchema, footerSettingsResponse, GlobalSettings } from '@vitrina/contract';

// Types inferred from the contract's schemas through `parse`, so the shell needs no zod import
// of its own and the browser bundle carries no schema code (the schemas run on the server only).
export type Category = ReturnType<(typeof categorySchema)['parse']>;
export type BrandTree = ReturnType<(typeof brandTreeResponse)['parse']>;
export type FooterSettings = ReturnType<(typeof footerSettingsResponse)['parse']>;
export type { GlobalSettings };
export type ColourSet = Omit<GlobalSettings['colors'], 'dark_theme'>;
export type HeaderPage = GlobalSettings['header_pages'][number];
