// The tree's `#link` in the Next.js peer: next/link, so links navigate on the client as Next's do.
import NextLink from 'next/link';
import type { LinkProps } from '../tree/link.tsx';

export function Link({ href, ...rest }: LinkProps) {
  return <NextLink href={href} {...rest} />;
}
