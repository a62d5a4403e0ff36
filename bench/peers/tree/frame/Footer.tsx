// The footer from the footer settings: link columns, contacts, social links, copyright.
import { Link } from '#link';
import { t } from '../texts.ts';
import type { Footer as FooterData } from '../types.ts';

/** Viber and Telegram are left out of the footer's social links (the storefront's rule). */
const SOCIAL: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export function Footer({ footer }: { footer: FooterData }) {
  const social = footer.socialNetworkLinks.filter((link) => SOCIAL[link.key]);
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <section key={column.title} className="footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="footer-column">
          <h2>{t.contacts}</h2>
          <ul>
            {footer.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${footer.email}`}>{footer.email}</a>
            </li>
            <li>{footer.address}</li>
          </ul>
        </section>
        {social.length ? (
          <section className="footer-column">
            <h2>{t.follow}</h2>
            <ul>
              {social.map((link) => (
                <li key={link.key}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-link">
                    {SOCIAL[link.key]} <span className="sr-only">{t.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <p className="footer-bottom">
        {footer.copyright}. {t.rights}
      </p>
    </footer>
  );
}
