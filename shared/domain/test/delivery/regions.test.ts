import { describe, expect, it } from 'vitest';

import {
  changeRegion,
  DEFAULT_LOCALITY_KEY,
  DEFAULT_REGION_ID,
  deliveryTypeInRegion,
  deliveryZone,
  EMPTY_LOCAL_CART,
  localityById,
  REGIONS,
} from '../../src/index.ts';

describe('the regions delivered to', () => {
  it('has the spec regions in its order, Chisinau (3) first', () => {
    expect(REGIONS.map((r) => r.key)).toEqual([
      'kishinev',
      'balti',
      'cahul',
      'briceni',
      'drochia',
      'edinet',
      'cantemir',
      'comrat',
      'novieaneni',
      'orhei',
      'rezina',
      'soroka',
      'straseni',
      'ungheni',
      'floresti',
      'chadirLunga',
      'ialoveni',
    ]);
    expect(REGIONS[0]!.id).toBe(DEFAULT_REGION_ID);
  });

  it('gives Chisinau its city and the eleven suburbs the spec names', () => {
    const kishinev = REGIONS[0]!.localities;
    expect(kishinev[0]).toEqual({ id: 301, key: DEFAULT_LOCALITY_KEY, isSuburb: false });
    expect(kishinev.filter((l) => l.isSuburb).map((l) => l.key)).toEqual([
      'bubueci',
      'budsheti',
      'vatra',
      'gidighici',
      'dumbrava',
      'codru',
      'colonitsa',
      'krikovo',
      'stavceni',
      'sinjera',
      'cioresku',
    ]);
  });

  it('gives Anenii Noi its two villages', () => {
    expect(REGIONS.find((r) => r.key === 'novieaneni')!.localities.map((l) => l.key)).toEqual([
      'novieaneni',
      'noviemereni',
      'floreni',
    ]);
  });

  it('has unique region and locality ids', () => {
    const localityIds = REGIONS.flatMap((r) => r.localities.map((l) => l.id));
    expect(new Set(localityIds).size).toBe(localityIds.length);
    expect(new Set(REGIONS.map((r) => r.id)).size).toBe(REGIONS.length);
  });

  it('finds a locality with its region', () => {
    expect(localityById(309)).toEqual({ id: 309, key: 'krikovo', isSuburb: true, regionId: 3 });
    expect(localityById(903)?.regionId).toBe(9);
    expect(localityById(4242)).toBeUndefined();
  });
});

describe('deliveryZone', () => {
  it.each<[number, string | null, string]>([
    [3, 'kishinev', 'city'],
    [3, 'bubueci', 'suburb'],
    [3, null, 'city'],
    [1, 'balti', 'region'],
    [1, 'bubueci', 'region'],
  ])('region %i, locality %s: %s', (regionId, key, zone) => {
    expect(deliveryZone(regionId, key)).toBe(zone);
  });
});

describe('deliveryTypeInRegion', () => {
  it('keeps express in Chisinau and makes it standard elsewhere', () => {
    expect(deliveryTypeInRegion(3, 'express')).toBe('express');
    expect(deliveryTypeInRegion(12, 'express')).toBe('standart');
    expect(deliveryTypeInRegion(12, 'standart')).toBe('standart');
  });

  it('is the rule the local cart follows when the region changes', () => {
    const express = { ...EMPTY_LOCAL_CART, selectedDeliveryType: 'express' as const };
    expect(changeRegion(express, 12).selectedDeliveryType).toBe(deliveryTypeInRegion(12, 'express'));
    expect(changeRegion(express, 3).selectedDeliveryType).toBe('express');
  });
});
