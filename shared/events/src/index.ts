export * from './bus.ts';
export * from './sid.ts';
export * from './api.ts';
export * from './csp-nonce.ts';
export * from './site-frame.ts';
export * from './guest.ts';
export * from './session.ts';
export * from './gates.ts';
