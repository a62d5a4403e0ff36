// A remote's own styles, inlined inside its area as the gateway inlines them: the catalogue's
// unless a page names others (mf-content's, on a content page).
import { peerConfig } from '../config.ts';

export function PageStyles({ css = peerConfig.styles.page }: { css?: string[] }) {
  return (
    <>
      {css.map((one, i) => (
        <style key={i} dangerouslySetInnerHTML={{ __html: one }} />
      ))}
    </>
  );
}
