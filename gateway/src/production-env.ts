// React (and other libraries) pick their development or production build from NODE_ENV when they
// are first imported, and the development build renders several times slower on the server. An
// entry point imports this file first, so a gateway started without NODE_ENV runs as production;
// tests (vitest sets NODE_ENV=test) keep the development build and its warnings.
process.env.NODE_ENV ??= 'production';
