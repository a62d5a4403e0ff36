// What the product windows' tests share: the catalogue's card of the product a window is about, the
// order a quick order answers, and the form as the shopper fills it.
import type { Order } from '@vitrina/contract';
import { refusal } from './fake-back-end.ts';
import type { Answer, SeenCall } from './fake-back-end.ts';

export const card = (productId: number, fields: Record<string, unknown> = {}) => ({
  productId,
  title: `Speaker ${productId}`,
  code: `SP-${productId}`,
  url: `/product/speaker-${productId}`,
  img: '',
  price: 600,
  old_price: null,
  discount: 0,
  currency: 'MDL',
  count: 5,
  multiplicity: 1,
  active: true,
  available: true,
  brand: null,
  ...fields,
});

/** product-filter as the catalogue answers it: the cards among the ids asked. */
export const catalogue =
  (...cards: ReturnType<typeof card>[]) =>
  (call: SeenCall) => {
    const ids = new URLSearchParams(call.url.split('?')[1]).get('ids')!.split(',').map(Number);
    const products = cards.filter((one) => ids.includes(one.productId));
    return Response.json({
      products,
      totalCount: products.length,
      pages: 1,
      page: 1,
      filters: [],
      price: { min: 0, max: 0 },
    });
  };

export const order = (fields: Partial<Order> = {}): Order => ({
  id: 57,
  status: 'new',
  kind: 'one_click',
  payment_method: 'cash',
  currency: 'MDL',
  goods: 600,
  discount: 0,
  delivery_price: 0,
  total: 600,
  promo_code: null,
  contact: { name: 'Ana', phone: '+37369123456' },
  delivery: { method: 'agreed_by_phone' },
  comment: null,
  created_at: '2026-11-25T10:00:00.000Z',
  lines: [{ product_id: 641, code: 'SP-641', title: 'Speaker 641', count: 1, price: 600, discount: 0, total: 600 }],
  ...fields,
});

/** The contact as the form reads it: the phone as its mask shows it. */
export const contact = { name: ' Ana ', phone: '+(373) 69-123-456', email: '' };

export const created = (body: unknown) => Response.json(body, { status: 201 });

/** fake-back-end's byPath for answers that may wait (a held or failing call). */
export function byPathLater(answers: Record<string, Answer>): Answer {
  return (call) => answers[call.url.split('?')[0]!]?.(call) ?? refusal(404, 'not_found');
}
