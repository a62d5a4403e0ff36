import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $locale, headSet } from '@vitrina/events';
import { textFor } from '../../../shared/i18n/index.ts';

/** A list lives in the browser: its page sets its head itself (never indexed, never cached). */
export function useListHead(key: 'favoritesTitle' | 'compareTitle') {
  const [locale, setHead] = useUnit([$locale, headSet]);
  useEffect(() => {
    setHead({ title: textFor(locale, key), robots: 'noindex' });
  }, [locale, key, setHead]);
}
