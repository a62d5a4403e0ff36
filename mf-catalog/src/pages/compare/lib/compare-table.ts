// The compare page's table: products grouped by their category (a table only makes sense within
// one), and one row per specification any of them has, in first-seen order.

export interface CompareProduct {
  productId: number;
  title: string;
  properties: { title: string; value: string }[];
  category: { subcategoryId: number; subcategoryTitle: string }[];
}

export interface CompareGroup<P extends CompareProduct> {
  categoryId: number;
  title: string;
  products: P[];
}

/** Groups in the order their first product appears; a product without a category is its own group 0. */
export function groupByCategory<P extends CompareProduct>(products: readonly P[]): CompareGroup<P>[] {
  const groups = new Map<number, CompareGroup<P>>();
  for (const product of products) {
    const category = product.category[0];
    const id = category?.subcategoryId ?? 0;
    const group = groups.get(id) ?? { categoryId: id, title: category?.subcategoryTitle ?? '', products: [] };
    group.products.push(product);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Rows of the table: each specification with the value per product ('—' where a product lacks it). */
export function propertyRows(products: readonly CompareProduct[]): { title: string; values: string[] }[] {
  const titles = [...new Set(products.flatMap((p) => p.properties.map((prop) => prop.title)))];
  return titles.map((title) => ({
    title,
    values: products.map((p) => p.properties.find((prop) => prop.title === title)?.value ?? '—'),
  }));
}

/** Keeps the stored order (newest first) for products the back end returns in its own order. */
export function inListOrder<P extends { productId: number }>(ids: readonly number[], products: readonly P[]): P[] {
  const byId = new Map(products.map((p) => [p.productId, p]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
