import { defineProject } from 'vitest/config';

// The shell's unit tests: pure functions, effector models in forked scopes, and server rendering.
export default defineProject({ test: { name: 'shell', include: ['test/**/*.test.{ts,tsx}'] } });
