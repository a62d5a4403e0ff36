import type { TestProject } from 'vitest/node';
import { startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gateway: string;
    api: string;
    modulesDir: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('gateway', stack.gateway);
  project.provide('api', stack.api);
  project.provide('modulesDir', `${stack.dir}/modules`);
  return () => stack.stop();
}
