// Orders and acts as the API answers them, for the cabinet's order and act tests.
import type { Act, ActDetail, Company, Order } from '@vitrina/contract';

export const order = (fields: Partial<Order> = {}): Order => ({
  id: 41,
  status: 'new',
  kind: 'cart',
  payment_method: 'cash',
  currency: 'MDL',
  goods: 1250.5,
  discount: 50.5,
  delivery_price: 40,
  total: 1240,
  promo_code: 'SPRING',
  contact: { name: 'Ana Rusu', email: 'ana@example.md', phone: '+37369123456' },
  delivery: {
    method: 'address',
    delivery_type: 'express',
    region_id: 3,
    address: { street: 'str. Ismail', building: '12', apartment: '4', note: 'Ring twice' },
    date: '2026-11-26',
    time: '10:00-14:00',
  },
  comment: null,
  created_at: '2026-11-25T10:05:00.000Z',
  lines: [
    { product_id: 5, code: 'SP-5', title: 'Bookshelf speaker', count: 2, price: 600, discount: 25.25, total: 1149.5 },
    { product_id: 6, code: 'CB-6', title: 'Speaker cable', count: 1.5, price: 40, discount: 0, total: 60 },
    { product_id: null, code: 'ST-1', title: 'Stand', count: 1, price: 41, discount: 0, total: 41 },
    { product_id: 8, code: 'CL-8', title: 'Cloth', count: 1, price: 0, discount: 0, total: 0 },
  ],
  ...fields,
});

export const paged = <T>(data: T[], pages = data.length ? 1 : 0) => ({ data, totalCount: data.length, pages });

export const company = (id: number, name: string): Company => ({
  id,
  name,
  fiscal_code: '1002600012345',
  legal_address: '',
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
});

export const act = (fields: Partial<Act> = {}): Act => ({
  id: 9,
  number: 'A-000009',
  date: '2026-11-25',
  company_id: 3,
  company_name: 'Acme SRL',
  order_id: 41,
  currency: 'MDL',
  total: 1240,
  ...fields,
});

export const actDetail = (fields: Partial<ActDetail> = {}): ActDetail => {
  const { lines, goods, discount, delivery_price } = order();
  return { ...act(), lines, goods, discount, delivery_price, ...fields };
};
