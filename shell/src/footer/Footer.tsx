import { Link } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { useLocale } from '../app/use-locale.ts';
import { localHref } from '../header/menu.ts';
import { telHref } from '../header/PhoneLink.tsx';
import { useShopName } from '../header/use-shop-name.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { $footer } from '../settings/model.ts';

/** Spec, section 3: viber and telegram are left out of the footer's social links. */
const HIDDEN_SOCIAL = new Set(['viber', 'telegram']);

function FooterLink({ url, title }: { url: string; title: string }) {
  const locale = useLocale();
  const { href, external } = localHref(url, locale);
  return external ? (
    <a href={href} rel="noopener">
      {title}
    </a>
  ) : (
    <Link to={href}>{title}</Link>
  );
}

/** The footer from footer_settings: link columns, contacts, social links, copyright. */
export function Footer() {
  const t = useShellT();
  const footer = useUnit($footer);
  const shop = useShopName();
  const social = footer.socialNetworkLinks.filter(
    (link) => !HIDDEN_SOCIAL.has(link.key.toLowerCase()) && /^https?:\/\//.test(link.url),
  );
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <section key={column.title} className="footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={`${link.url}-${link.title}`}>
                  <FooterLink url={link.url} title={link.title} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {footer.phones.length || footer.email || footer.address ? (
          <section className="footer-column">
            <h2>{t('contacts')}</h2>
            <ul>
              {footer.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
              {footer.email ? (
                <li>
                  <a href={`mailto:${footer.email}`}>{footer.email}</a>
                </li>
              ) : null}
              {footer.address ? <li>{footer.address}</li> : null}
            </ul>
          </section>
        ) : null}
        {social.length ? (
          <section className="footer-column">
            <h2>{t('followUs')}</h2>
            <ul>
              {social.map((link) => (
                <li key={link.key}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link">
                    {link.key.charAt(0).toUpperCase() + link.key.slice(1)}{' '}
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <p className="footer-bottom">
        {footer.copyright || `© ${shop}`}. {t('footerRights')}
      </p>
    </footer>
  );
}
