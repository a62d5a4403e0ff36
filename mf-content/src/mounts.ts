// The URLs this remote owns (read at build time into build.json; the gateway routes by it).
// Content pages live at fixed top-level names, so no category url may reuse one of them.
import type { RemoteMounts } from '@vitrina/mf-kit';

export const mounts = {
  prefixes: [
    'page',
    'articles',
    'gallery',
    'about',
    'contacts',
    'career',
    'logistics',
    'partners',
    'feedbacks',
    'want-to-order',
    'faq',
    'services',
    'order-guide',
    'terms-and-privacy',
    'delivery',
    'credit',
    'discount',
    'insurance',
    'service-center',
  ],
} satisfies RemoteMounts;
