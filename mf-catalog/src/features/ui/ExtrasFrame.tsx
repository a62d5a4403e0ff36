import type { ReactNode } from 'react';
import { EXTRAS_CSS } from './styles.ts';

/** The root of each of the second half's pages and of the search window: its scoped styles once. */
export function ExtrasFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="mfx" data-testid={testId}>
      <style>{EXTRAS_CSS}</style>
      {children}
    </div>
  );
}
