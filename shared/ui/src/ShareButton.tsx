import { useUnit } from 'effector-react';
import { shareRequested } from '@vitrina/events';
import { Button } from './Button.tsx';

export interface ShareButtonProps {
  /** The button's words in the shopper's language ("Share"). */
  label: string;
  /** What is shared: the product's or the article's name. */
  title: string;
  className?: string;
  testId?: string;
}

/** The page's address as the shopper sees it, without a fragment (a #section is not another page). */
export const pageAddress = (location: Pick<Location, 'origin' | 'pathname' | 'search'>) =>
  `${location.origin}${location.pathname}${location.search}`;

/**
 * A page's share button. It asks on the bus and the shell shares: the browser's share sheet where
 * there is one, the shell's share window (copy the link, send it) otherwise, so every remote's
 * button shares the same way. The address is read at the press: only the browser knows the one
 * the shopper used.
 */
export function ShareButton({ label, title, className, testId = 'share-button' }: ShareButtonProps) {
  const share = useUnit(shareRequested);
  return (
    <Button
      variant="secondary"
      className={className}
      data-testid={testId}
      onClick={() => share({ title, url: pageAddress(window.location) })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M18 2a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM6 9a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM18 16a3 3 0 1 0 0 6a3 3 0 0 0 0-6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {label}
    </Button>
  );
}
