// A product as the back end sends it: a card in lists and sliders, the detail on its page. Types
// only: the back end validates with the contract, and the remote ships no zod.
import type { z } from 'zod';
import type { productCardSchema, productDetailSchema } from '@vitrina/contract';

export type ProductCard = z.infer<typeof productCardSchema>;
export type Product = z.infer<typeof productDetailSchema>;
