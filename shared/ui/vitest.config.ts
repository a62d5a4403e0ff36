import { defineProject } from 'vitest/config';

// What a shopper and assistive technology get from each primitive, read from server-rendered HTML.
export default defineProject({ test: { name: 'ui', include: ['test/**/*.test.{ts,tsx}'] } });
