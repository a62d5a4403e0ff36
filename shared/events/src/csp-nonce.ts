// The page's Content-Security-Policy nonce, for the inline <style> elements a remote renders.
import { createEvent } from 'effector';
import { createUnitFactory } from './sid.ts';

const units = createUnitFactory('csp');

/**
 * The gateway's policy allows an inline <style> only with the page's nonce. A remote's styles are
 * rendered by React, on the server and again on client navigation, so the remote needs the nonce
 * in both places: the server sets it in the request's scope, the browser's shell reads it from
 * the page's own <head>. Never serialized: the nonce stays out of the page's state JSON.
 */
export const cspNonceSet = createEvent<string>();
export const $cspNonce = units.store<string>('nonce', '', { serialize: 'ignore' });
$cspNonce.on(cspNonceSet, (_, nonce) => nonce);
