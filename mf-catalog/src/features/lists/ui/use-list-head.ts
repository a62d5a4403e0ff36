import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $locale, headSet } from '@vitrina/events';
import { listHeadSpec } from '../lib/list-head.ts';

/** The list page's head after client navigation (the server's `load` sets the same). */
export function useListHead(key: 'favoritesTitle' | 'compareTitle') {
  const [locale, setHead] = useUnit([$locale, headSet]);
  useEffect(() => {
    setHead(listHeadSpec(key).head([], locale, {}));
  }, [locale, key, setHead]);
}
