// Where a shopper may send a page's link besides copying it: the messengers the shops' customers
// use, a social network and e-mail. Plain links (a navigation, never a script from their hosts).
import type { ShareTarget } from '@vitrina/events';

export type ShareChannel = 'telegram' | 'viber' | 'whatsapp' | 'facebook' | 'email';

export interface ShareLink {
  channel: ShareChannel;
  href: string;
  /** A web page of the service: it opens in a new tab. An app's scheme (viber:, mailto:) opens the app. */
  web: boolean;
}

/** Each channel's link for `target`, in the order the window lists them. */
export function shareLinks({ url, title }: ShareTarget): ShareLink[] {
  const link = encodeURIComponent(url);
  const both = encodeURIComponent(`${title} ${url}`);
  return [
    { channel: 'telegram', href: `https://t.me/share/url?url=${link}&text=${encodeURIComponent(title)}`, web: true },
    { channel: 'viber', href: `viber://forward?text=${both}`, web: false },
    { channel: 'whatsapp', href: `https://wa.me/?text=${both}`, web: true },
    { channel: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}`, web: true },
    { channel: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${link}`, web: false },
  ];
}
