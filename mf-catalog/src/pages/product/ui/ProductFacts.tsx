import type { z } from 'zod';
import type { advantagesResponse } from '@vitrina/contract';
import type { Product } from '../../../entities/product/index.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';

/** The product's colours, beside its price. */
export function ProductColours({ colors }: { colors: Product['colors'] }) {
  const t = useCatalogT();
  if (colors.length === 0) return null;
  return (
    <div>
      <h2>{t('colours')}</h2>
      <ul className="swatches">
        {colors.map((colour) => (
          <li key={colour.color}>
            <span style={{ background: colour.color }} role="img" aria-label={colour.color} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the shop says about the product: its specifications, description and advantages. */
export function ProductFacts({
  product,
  advantages,
}: {
  product: Product;
  advantages: z.infer<typeof advantagesResponse>;
}) {
  const t = useCatalogT();
  return (
    <>
      {product.properties.length > 0 ? (
        <section>
          <h2>{t('properties')}</h2>
          <table className="props">
            <tbody>
              {product.properties.map((property) => (
                <tr key={property.title}>
                  <th scope="row">{property.title}</th>
                  <td>{property.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.description ? (
        <section>
          <h2>{t('description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {advantages.length > 0 ? (
        <section>
          <h2>{t('advantages')}</h2>
          <ul>
            {advantages.map((advantage) => (
              <li key={advantage.id}>{advantage.title}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
