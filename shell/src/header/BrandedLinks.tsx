import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { useSite } from '../app/site.ts';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $settings } from '../settings/model.ts';
import { headerExtras } from '../theme/brand-features.ts';

/** The branded theme's 'become a partner' link and the external personal-cabinet link. */
export function BrandedLinks({ className }: { className?: string }) {
  const t = useShellT();
  const site = useSite();
  const locale = useLocale();
  const extras = headerExtras(site.brand, useUnit($settings), locale);
  if (!extras.partnerPath && !extras.cabinetUrl) return null;
  return (
    <ul className={className}>
      {extras.partnerPath ? (
        <li>
          <Link to={extras.partnerPath} className="branded-link">
            {t('partner')}
          </Link>
        </li>
      ) : null}
      {extras.cabinetUrl ? (
        <li>
          <a href={extras.cabinetUrl} className="branded-link" target="_blank" rel="noopener noreferrer">
            {t('cabinet')} <span className="sr-only">{t('newTab')}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
