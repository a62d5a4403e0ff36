// The remote's addresses: every link the pages build leads to one of its routes, the list and advert
// pages are public (cached, crawled) and the shopper's own pages personal (never cached).
import { describe, expect, it } from 'vitest';
import { buildRouteTable, isPersonalSection, ownerOf } from '@vitrina/mf-kit';
import { mounts } from '../src/mounts.ts';
import remote from '../src/remote.tsx';
import * as paths from '../src/shared/lib/paths.ts';

const inner = (path: string) => path.slice(3);

describe('the adverts routes', () => {
  const links = {
    list: paths.listPath('ro'),
    advert: paths.advertPath('ro', 'casa-cu-gradina-x1'),
    mine: paths.myAdvertsPath('ro'),
    newAdvert: paths.newAdvertPath('ro'),
    edit: paths.editAdvertPath('ro', 'casa-cu-gradina-x1'),
    favorites: paths.favoriteAdvertsPath('ro'),
  };

  it('handles every address its links lead to', () => {
    for (const link of Object.values(links)) expect(remote.handles(inner(link)), link).toBe(true);
    expect(remote.handles('/adverts/x/y')).toBe(false);
  });

  it('keeps the list and the adverts public, and my adverts, the form and favourites personal', () => {
    const { table } = buildRouteTable({ adverts: mounts });
    const section = (link: string) => link.split('/')[2]!;
    for (const link of [links.list, links.advert]) expect(isPersonalSection(table, section(link))).toBe(false);
    for (const link of [links.mine, links.newAdvert, links.edit, links.favorites]) {
      expect(isPersonalSection(table, section(link))).toBe(true);
      expect(ownerOf(table, inner(link))).toBe('adverts');
    }
  });
});
