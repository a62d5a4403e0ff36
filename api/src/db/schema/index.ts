export * from './catalog.ts';
export * from './content.ts';
export * from './sites.ts';
export * from './reviews.ts';
export * from './video-reviews.ts';
export * from './forms.ts';
export * from './review-votes.ts';
export * from './accounts.ts';
