// The catalogue's own styles, inlined inside its area as the gateway inlines them.
import { peerConfig } from '../config.ts';

export function PageStyles() {
  return (
    <>
      {peerConfig.styles.page.map((css, i) => (
        <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
    </>
  );
}
