// /{lang}/about: a page kept in the settings, as mf-content draws it: its frame's styles, the
// trail, the title and the CMS html (sanitised by the API before it is stored).
import { peerConfig } from '../config.ts';
import type { ContentModel } from '../models.ts';
import { Crumbs } from './Crumbs.tsx';
import { PageStyles } from './PageStyles.tsx';

export function ContentPage({ model }: { model: ContentModel }) {
  const { page, trail } = model;
  return (
    <div className="mfc">
      <PageStyles css={peerConfig.styles.content} />
      <article data-testid="settings-page">
        <Crumbs trail={trail} className="mfc-crumbs" />
        <h1>{page.title}</h1>
        <div className="mfc-html" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </div>
  );
}
