import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { $locale, headSet } from '@vitrina/events';
import type { z } from 'zod';
import type { productFilterResponse } from '@vitrina/contract';
import { Pager } from '../../pages/category/Pager.tsx';
import { resourceRequested, useResources } from '../../shared/resources.ts';
import type { Resource } from '../../shared/resources.ts';
import { ProductCardView } from '../../shared/ui/ProductCard.tsx';
import { StateView } from '../../shared/ui/StateView.tsx';
import { useExtrasT } from '../texts/index.ts';
import { ExtrasFrame } from '../ui/ExtrasFrame.tsx';
import { brandHead, brandPageOf, brandProductsRequest, brandRequest } from './brands-spec.ts';
import type { BrandDetail } from './brands-spec.ts';

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
  const t = useExtrasT();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const [locale, setHead, request] = useUnit([$locale, headSet, resourceRequested]);
  const brandCall = brandRequest(params.slug ?? '');
  const [brand] = useResources<[BrandDetail]>([brandCall]);
  const page = brandPageOf(search);
  const detail = brand.status === 'ready' ? brand.data : null;
  const listCall = detail ? brandProductsRequest(detail.id, page) : null;
  const lists: Resource<ProductList>[] = useResources<[ProductList]>(listCall ? [listCall] : []);
  const list = lists[0];
  const headJson = detail ? JSON.stringify(brandHead(detail, locale)) : null;
  useEffect(() => {
    if (headJson) setHead(JSON.parse(headJson) as ReturnType<typeof brandHead>);
  }, [headJson, setHead]);

  if (!detail || list?.status !== 'ready') {
    const steps = [brand, ...(list ? [list] : [])];
    const retry = () => [brandCall, ...(listCall ? [listCall] : [])].forEach((call) => request(call));
    return <StateView view={pendingView(steps, retry, { locale, params, search })} />;
  }
  return (
    <ExtrasFrame testId="brand-page">
      <h1>{detail.name}</h1>
      <p className="muted">{t('brandProducts', { count: detail.productCount })}</p>
      {list.data.products.length === 0 ? <p>{t('brandEmpty')}</p> : null}
      <div className="cards">
        {list.data.products.map((product) => (
          <ProductCardView key={product.productId} product={product} locale={locale} />
        ))}
      </div>
      <Pager page={list.data.page} pages={list.data.pages} search={search} pathname={pathname} />
    </ExtrasFrame>
  );
}
