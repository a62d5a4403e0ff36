// The account rules browser code shows before it asks (password length, token times), in a module
// without zod: a remote importing them does not download the schemas.

/** Spec section 9: access 2 days, refresh 7 days, expiry read with a 30 s skew. */
export const AUTH_TOKEN_TIMES = { accessSeconds: 172_800, refreshSeconds: 604_800, skewSeconds: 30 } as const;

/** Long enough to resist guessing (ASVS 5: at least 8), short enough that hashing stays cheap. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
