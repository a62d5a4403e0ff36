import { describe, expect, it } from 'vitest';
import { footerSettingsResponse, globalSettingsSchema } from '@vitrina/contract';
import { DEFAULT_FOOTER_SETTINGS, DEFAULT_GLOBAL_SETTINGS } from '../../src/settings/defaults.ts';
import { readWithDefaults, validItems } from '../../src/settings/lenient.ts';

describe('reading a back-end answer against the contract', () => {
  it('takes an answer that validates as it is', () => {
    const answer = { ...DEFAULT_GLOBAL_SETTINGS, project: 'TechHub' };
    expect(readWithDefaults(globalSettingsSchema, answer, DEFAULT_GLOBAL_SETTINGS)).toEqual(answer);
  });

  it('keeps each valid field and defaults each invalid or missing one, down into nested objects', () => {
    const answer = {
      project: 'TechHub',
      colors: { ...DEFAULT_GLOBAL_SETTINGS.colors, primary: '#2563eb', dark_theme: 'dark' },
      mainUiInterface: { ...DEFAULT_GLOBAL_SETTINGS.mainUiInterface, mainTheme: 'sepia' },
      header_pages: [{ title: 'About' }],
    };
    const read = readWithDefaults(globalSettingsSchema, answer, DEFAULT_GLOBAL_SETTINGS);
    expect(read.project).toBe('TechHub');
    expect(read.colors.primary).toBe('#2563eb');
    expect(read.colors.dark_theme).toEqual(DEFAULT_GLOBAL_SETTINGS.colors.dark_theme);
    expect(read.mainUiInterface.mainTheme).toBe('light_theme');
    expect(read.header_pages).toEqual([]);
    expect(read.phones).toEqual(DEFAULT_GLOBAL_SETTINGS.phones);
  });

  it('keeps the valid items of a list', () => {
    const answer = {
      ...DEFAULT_FOOTER_SETTINGS,
      socialNetworkLinks: [{ key: 'facebook', url: 'https://f.example' }, { key: 1 }],
    };
    expect(readWithDefaults(footerSettingsResponse, answer, DEFAULT_FOOTER_SETTINGS).socialNetworkLinks).toEqual([
      { key: 'facebook', url: 'https://f.example' },
    ]);
    expect(validItems(footerSettingsResponse.shape.phones.element, ['+373', 5])).toEqual(['+373']);
  });

  it('gives the defaults for an answer that is not an object', () => {
    for (const answer of [null, 'error', [1, 2], 42])
      expect(readWithDefaults(footerSettingsResponse, answer, DEFAULT_FOOTER_SETTINGS)).toBe(DEFAULT_FOOTER_SETTINGS);
  });
});
