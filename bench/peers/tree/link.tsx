// A link inside the shop. The bare peer renders a plain <a>; the Next.js peer's build maps the
// `#link` import to next/link (next/next-link.tsx), so each framework links its own way.
import type { AnchorHTMLAttributes } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function Link(props: LinkProps) {
  return <a {...props} />;
}
