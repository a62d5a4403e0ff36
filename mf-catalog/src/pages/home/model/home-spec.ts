// What the home page asks for first (the main page settings, which list its sections) and its
// head, from the shop's name and info block (the bus's settings). The page and the server's load
// share it.
import type { PageHead } from '@vitrina/events';
import type { PageSpec } from '../../../shared/api/page.ts';
import { textFor } from '../../../shared/i18n/index.ts';
import { MAIN_PAGE_REQUEST } from './home-frame.ts';
import type { HomeFrame, MainPageSettings } from './home-frame.ts';

export function homeSpec(frame: HomeFrame): PageSpec<[MainPageSettings]> {
  return {
    requests: () => [MAIN_PAGE_REQUEST],
    head: (_, locale): PageHead => {
      const info = [frame.infoBlock.title, frame.infoBlock.text].filter(Boolean).join('. ');
      return {
        title: frame.project || textFor(locale, 'welcome'),
        description: (info ? `${frame.project}: ${info}` : frame.project).slice(0, 160),
      };
    },
  };
}
