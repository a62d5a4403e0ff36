// Names of the places delivered to, per language (ro, ru, en, uk): the regions and localities of
// @vitrina/domain's REGIONS by key, the sectors of Chisinau and the streets of a few towns.
import type { Translated } from '@vitrina/domain';

import { L } from '../brands/text.ts';

/** Region and locality names by key; a region named like its town shares the entry. */
export const PLACE_LABELS: Readonly<Record<string, Translated>> = {
  kishinev: L('Chișinău', 'Кишинёв', 'Chisinau', 'Кишинів'),
  bubueci: L('Bubuieci', 'Бубуечь', 'Bubuieci', 'Бубуєч'),
  budsheti: L('Budești', 'Будешть', 'Budesti', 'Будешть'),
  vatra: L('Vatra', 'Ватра', 'Vatra', 'Ватра'),
  gidighici: L('Ghidighici', 'Гидигич', 'Ghidighici', 'Гідігіч'),
  dumbrava: L('Dumbrava', 'Думбрава', 'Dumbrava', 'Думбрава'),
  codru: L('Codru', 'Кодру', 'Codru', 'Кодру'),
  colonitsa: L('Colonița', 'Колоница', 'Colonita', 'Колониця'),
  krikovo: L('Cricova', 'Крикова', 'Cricova', 'Крикова'),
  stavceni: L('Stăuceni', 'Ставчены', 'Stauceni', 'Ставчени'),
  sinjera: L('Sîngera', 'Сынжера', 'Singera', 'Синжера'),
  cioresku: L('Ciorescu', 'Чорэску', 'Ciorescu', 'Чорешку'),
  balti: L('Bălți', 'Бельцы', 'Balti', 'Бєльці'),
  cahul: L('Cahul', 'Кагул', 'Cahul', 'Кагул'),
  briceni: L('Briceni', 'Бричаны', 'Briceni', 'Бричани'),
  drochia: L('Drochia', 'Дрокия', 'Drochia', 'Дрокія'),
  edinet: L('Edineț', 'Единцы', 'Edinet', 'Єдинці'),
  cantemir: L('Cantemir', 'Кантемир', 'Cantemir', 'Кантемір'),
  comrat: L('Comrat', 'Комрат', 'Comrat', 'Комрат'),
  novieaneni: L('Anenii Noi', 'Новые Анены', 'Anenii Noi', 'Нові Анени'),
  noviemereni: L('Merenii Noi', 'Новые Мерены', 'Merenii Noi', 'Нові Мерени'),
  floreni: L('Floreni', 'Флорены', 'Floreni', 'Флорени'),
  orhei: L('Orhei', 'Оргеев', 'Orhei', 'Оргіїв'),
  rezina: L('Rezina', 'Резина', 'Rezina', 'Резина'),
  soroka: L('Soroca', 'Сороки', 'Soroca', 'Сороки'),
  straseni: L('Strășeni', 'Страшены', 'Straseni', 'Страшени'),
  ungheni: L('Ungheni', 'Унгены', 'Ungheni', 'Унгени'),
  floresti: L('Florești', 'Флорешты', 'Floresti', 'Флорешти'),
  chadirLunga: L('Ceadîr-Lunga', 'Чадыр-Лунга', 'Ceadir-Lunga', 'Чадир-Лунга'),
  ialoveni: L('Ialoveni', 'Яловены', 'Ialoveni', 'Яловені'),
};

export function placeLabel(key: string): Translated {
  const label = PLACE_LABELS[key];
  if (!label) throw new Error(`no label for the place ${key}`);
  return label;
}

/** Sectors by locality id (Chisinau's five). */
export const SECTORS: Readonly<Record<number, readonly Translated[]>> = {
  301: [
    L('Botanica', 'Ботаника', 'Botanica', 'Ботаніка'),
    L('Buiucani', 'Буюканы', 'Buiucani', 'Буюкани'),
    L('Centru', 'Центр', 'Centre', 'Центр'),
    L('Ciocana', 'Чеканы', 'Ciocana', 'Чокана'),
    L('Râșcani', 'Рышкановка', 'Riscani', 'Ришкани'),
  ],
};

/** Romanian name without its diacritics: the English spelling of a street. */
const plain = (ro: string) => ro.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** A street as [Romanian, Russian]; Ukrainian readers get the Russian name (the shop's fallback). */
const street = ([ro, ru]: readonly [string, string]): Translated => L(ro, ru, plain(ro));

const CHISINAU_STREETS = [
  ['Alba Iulia', 'Алба Юлия'],
  ['Alexandru cel Bun', 'Александру чел Бун'],
  ['Armenească', 'Армянская'],
  ['București', 'Бухарестская'],
  ['Bulgară', 'Болгарская'],
  ['Calea Ieșilor', 'Каля Ешилор'],
  ['Columna', 'Колумна'],
  ['Cuza Vodă', 'Куза Водэ'],
  ['Dacia', 'Дачия'],
  ['Decebal', 'Дечебал'],
  ['Grenoble', 'Гренобля'],
  ['Independenței', 'Индепенденцей'],
  ['Ismail', 'Измаильская'],
  ['Kiev', 'Киевская'],
  ['Mihai Eminescu', 'Михай Эминеску'],
  ['Miorița', 'Миорица'],
  ['Mircea cel Bătrân', 'Мирча чел Бэтрын'],
  ['Mitropolit Varlaam', 'Митрополит Варлаам'],
  ['Moscova', 'Московский'],
  ['Pușkin', 'Пушкина'],
  ['Sfatul Țării', 'Сфатул Цэрий'],
  ['Studenților', 'Студенческая'],
  ['Ștefan cel Mare și Sfînt', 'Штефан чел Маре ши Сфынт'],
  ['Trandafirilor', 'Трандафирилор'],
  ['Vasile Alecsandri', 'Василе Александри'],
] as const;

/** Streets by locality id: Chisinau's main ones, a few of Bălți and Cahul, one per suburb. */
export const STREETS: Readonly<Record<number, readonly Translated[]>> = {
  301: CHISINAU_STREETS.map(street),
  101: [
    street(['Independenței', 'Индепенденцей']),
    street(['Ștefan cel Mare', 'Штефан чел Маре']),
    street(['Decebal', 'Дечебал']),
  ],
  201: [street(['Republicii', 'Республикий']), street(['Ștefan cel Mare', 'Штефан чел Маре'])],
  ...Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => [
      302 + i,
      [street(['Centrală', 'Центральная']), street(['Școlii', 'Школьная'])],
    ]),
  ),
};
