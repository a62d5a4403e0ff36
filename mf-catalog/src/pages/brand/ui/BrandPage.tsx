import { useEffect } from 'react';
import type { z } from 'zod';
import { useUnit } from 'effector-react';
import { useLocation, useParams, useSearchParams } from '@vitrina/router';
import type { productFilterResponse } from '@vitrina/contract';
import { $locale, headSet } from '@vitrina/events';
import { brandRequest } from '../../../entities/brand/index.ts';
import type { BrandDetail } from '../../../entities/brand/index.ts';
import { ProductCardView } from '../../../entities/product/index.ts';
import { CardBuyButton } from '../../../features/product-actions/index.ts';
import { resourceRequested, useResources } from '../../../shared/api/resources.ts';
import type { Resource } from '../../../shared/api/resources.ts';
import { useCatalogT } from '../../../shared/i18n/use-catalog-t.ts';
import { currentPage, isPastEnd } from '../../../shared/lib/page-param.ts';
import { Pager, PastEnd } from '../../../shared/ui/Pager.tsx';
import { StateView } from '../../../shared/ui/StateView.tsx';
import { brandHead, brandProductsRequest } from '../model/brand-spec.ts';

type ProductList = z.infer<typeof productFilterResponse>;
type View = Parameters<typeof StateView>[0]['view'];

/** Combines the two steps' states into what StateView shows (missing wins, then failed, then loading). */
function pendingView(steps: Resource[], retry: () => void, base: Omit<View, 'state' | 'retry'>): View {
  const failed = steps.filter((s): s is Extract<Resource, { status: 'failed' }> => s.status === 'failed');
  const missing = failed.some((s) => s.httpStatus === 404 || s.httpStatus === 400);
  return { ...base, state: missing ? 'missing' : failed.length ? 'failed' : 'loading', retry };
}

/** One brand's products, paged like a category (plain links, page left out when 1). */
export function BrandPage() {
  const t = useCatalogT();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const [locale, setHead, request] = useUnit([$locale, headSet, resourceRequested]);
  const brandCall = brandRequest(params.slug ?? '');
  const [brand] = useResources<[BrandDetail]>([brandCall]);
  const detail = brand.status === 'ready' ? brand.data : null;
  const listCall = detail ? brandProductsRequest(detail.id, currentPage(search)) : null;
  const lists: Resource<ProductList>[] = useResources<[ProductList]>(listCall ? [listCall] : []);
  const list = lists[0];
  const pastEnd = list?.status === 'ready' && isPastEnd(list.data.page, list.data.pages);
  const headJson = detail ? JSON.stringify(brandHead(detail, locale, pastEnd)) : null;
  useEffect(() => {
    if (headJson) setHead(JSON.parse(headJson) as ReturnType<typeof brandHead>);
  }, [headJson, setHead]);

  if (!detail || list?.status !== 'ready') {
    const steps = [brand, ...(list ? [list] : [])];
    const retry = () => [brandCall, ...(listCall ? [listCall] : [])].forEach((call) => request(call));
    return <StateView view={pendingView(steps, retry, { locale, params, search })} />;
  }
  return (
    <div data-testid="brand-page">
      <h1>{detail.name}</h1>
      <p className="muted">{t('productsFound', { count: detail.productCount })}</p>
      {pastEnd ? (
        <PastEnd pages={list.data.pages} search={search} pathname={pathname} />
      ) : list.data.products.length === 0 ? (
        <p>{t('brandEmpty')}</p>
      ) : null}
      <ul className="grid">
        {list.data.products.map((product) => (
          <li key={product.productId}>
            <ProductCardView
              product={product}
              locale={locale}
              action={<CardBuyButton product={product} />}
              actionKind="buy"
            />
          </li>
        ))}
      </ul>
      <Pager page={list.data.page} pages={list.data.pages} search={search} pathname={pathname} />
    </div>
  );
}
