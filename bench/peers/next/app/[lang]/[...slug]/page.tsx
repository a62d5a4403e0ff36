// /{lang}/{category}: rendered on every request (force-dynamic), its calls never cached.
import type { Metadata } from 'next';
import { cache } from 'react';
import { Frame } from '../../../../tree/frame/Frame.tsx';
import { loadCategory } from '../../../../tree/models.ts';
import { CategoryPage } from '../../../../tree/page/CategoryPage.tsx';
import { StructuredData, metadataOf, notFoundOn404 } from '../../../metadata.tsx';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; slug: string[] }> };

/** One load per request, shared by the metadata and the page. */
const load = cache((lang: string, url: string) => loadCategory(lang, url).catch(notFoundOn404));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  return metadataOf((await load(lang, slug.join('/'))).head);
}

export default async function Page({ params }: Props) {
  const { lang, slug } = await params;
  const model = await load(lang, slug.join('/'));
  return (
    <>
      <StructuredData head={model.head} />
      <Frame frame={model.frame} lang={lang} alternates={model.alternates}>
        <CategoryPage model={model} />
      </Frame>
    </>
  );
}
