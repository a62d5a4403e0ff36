import { useEffect, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useNavigate } from '@vitrina/router';
import { useUnit } from 'effector-react';
import { $searchText } from '@vitrina/events';
import { useLocale } from '../app/use-locale.ts';
import { useShellT } from '../i18n/use-shell-t.ts';
import { Icon } from '../shared/icons.tsx';
import { $settings } from '../settings/model.ts';
import { searchClosed, searchTyped } from './model.ts';

/**
 * The search field, focused as soon as it opens. Typing goes to the bus (mf-catalog's search
 * window reads it); Enter opens the search page; Escape or the close button clears and closes.
 */
export function SearchForm({ id, onClosed }: { id: string; onClosed: () => void }) {
  const t = useShellT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, settings, type, close] = useUnit([$searchText, $settings, searchTyped, searchClosed]);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const closeAndReturn = () => {
    close();
    onClosed();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    // Spec, section 5: text that is empty after trimming is no search.
    if (query) navigate(`/${locale}/search?query=${encodeURIComponent(query)}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeAndReturn();
  };
  return (
    <form role="search" className="search-form" onSubmit={submit} onKeyDown={onKeyDown}>
      <label className="sr-only" htmlFor={id}>
        {t('searchLabel')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className="search-input"
        value={text}
        autoComplete="off"
        placeholder={t('searchPlaceholder', { count: settings.active_products_count })}
        onChange={(event) => type(event.target.value)}
      />
      <button type="submit" className="icon-button" aria-label={t('search')}>
        <Icon name="search" />
      </button>
      <button type="button" className="icon-button" aria-label={t('closeSearch')} onClick={closeAndReturn}>
        <Icon name="close" />
      </button>
    </form>
  );
}
