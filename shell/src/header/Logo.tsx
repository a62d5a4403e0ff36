import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { useShellT } from '../i18n/use-shell-t.ts';
import { localePath } from '../app/language-paths.ts';
import { useLocale } from '../app/use-locale.ts';
import { $settings } from '../settings/model.ts';
import { mediaUrl } from '../shared/media-url.ts';
import { useShopName } from './use-shop-name.ts';

const MOBILE = '(max-width: 768px)';
const DARK = '(prefers-color-scheme: dark)';

/**
 * The shop's logo, linking home: the light or dark variant by colour scheme (always dark for a
 * dark main theme) and the mobile variant at 768 px and narrower, chosen by the browser through
 * <picture> so server and browser render the same markup. Without logos, the shop's name.
 */
export function Logo() {
  const t = useShellT();
  const locale = useLocale();
  const settings = useUnit($settings);
  const shop = useShopName();
  const { logoLight, logoDark, mobileLogoLight, mobileLogoDark } = settings.logo;
  const darkOnly = settings.mainUiInterface.mainTheme === 'dark_theme';
  const main = darkOnly ? logoDark || logoLight : logoLight || settings.siteLogo;
  return (
    <Link to={localePath(locale, '/')} className="brand" data-testid="brand">
      {main ? (
        <picture>
          {mobileLogoDark ? (
            <source
              media={darkOnly ? MOBILE : `${MOBILE} and ${DARK}`}
              srcSet={mediaUrl(mobileLogoDark)}
              width={48}
              height={48}
            />
          ) : null}
          {mobileLogoLight && !darkOnly ? (
            <source media={MOBILE} srcSet={mediaUrl(mobileLogoLight)} width={48} height={48} />
          ) : null}
          {logoDark && !darkOnly ? <source media={DARK} srcSet={mediaUrl(logoDark)} width={200} height={48} /> : null}
          <img src={mediaUrl(main)} alt={t('logoAlt', { shop })} width={200} height={48} />
        </picture>
      ) : (
        <span className="brand-name">{shop}</span>
      )}
    </Link>
  );
}
