import type { ReactNode } from 'react';
import type { Locale } from '@vitrina/events';
import type { AdvertCard } from '../model/types.ts';
import { AdvertCardView } from './AdvertCardView.tsx';

export interface AdvertCardsProps {
  cards: readonly AdvertCard[];
  locale: Locale;
  /** 'grid' or 'list' (the list page's choice; the favourites are a grid). */
  layout: string;
  /** What a card offers on top (the heart): a feature's, so a slot. */
  action?: (card: AdvertCard) => ReactNode;
  testId?: string;
}

/** A list of advert cards in the chosen layout. */
export function AdvertCards({ cards, locale, layout, action, testId }: AdvertCardsProps) {
  return (
    <ul className="cards" data-layout={layout} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.id}>
          <AdvertCardView card={card} locale={locale} action={action?.(card)} />
        </li>
      ))}
    </ul>
  );
}
