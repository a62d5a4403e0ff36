// The countries the demo shops trade in: what a shop's partners, phone numbers and delivery
// texts are made of, so a shop in Kyiv never lists dealers in Chișinău with Moldovan numbers.
import type { Translated } from '@vitrina/domain';

import { L } from './brands/text.ts';

export type CountryCode = 'MD' | 'RO' | 'UA';

export interface RegionSeed {
  city: Translated;
  /** The city's landline area code, after the country's dialling code. */
  areaCode: string;
  /** A street address in the city; `{n}` is the house number. */
  address: Translated;
}

export interface CountrySeed {
  /** E.164 country calling code with its plus, e.g. '+373'. */
  dialCode: string;
  /** Digits of a national number after the dialling code (area code included). */
  nationalDigits: number;
  name: Translated;
  /** The capital first: the shops' own addresses are there. */
  regions: [RegionSeed, ...RegionSeed[]];
  /** What the logistics page says about delivery in the country, one paragraph each. */
  delivery: Translated[];
  /** The carriers that deliver in the country. */
  carriers: string[];
}

export const COUNTRIES: Readonly<Record<CountryCode, CountrySeed>> = {
  MD: {
    dialCode: '+373',
    nationalDigits: 8,
    name: L('Moldova', 'Молдова', 'Moldova', 'Молдова'),
    regions: [
      {
        city: L('Chișinău', 'Кишинёв', 'Chișinău', 'Кишинів'),
        areaCode: '22',
        address: L(
          'Chișinău, str. Pușkin {n}',
          'Кишинёв, ул. Пушкина {n}',
          '{n} Pușkin St, Chișinău',
          'Кишинів, вул. Пушкіна {n}',
        ),
      },
      {
        city: L('Bălți', 'Бельцы', 'Bălți', 'Бєльці'),
        areaCode: '231',
        address: L(
          'Bălți, str. Independenței {n}',
          'Бельцы, ул. Индепенденцей {n}',
          '{n} Independenței St, Bălți',
          'Бєльці, вул. Індепенденцей {n}',
        ),
      },
      {
        city: L('Cahul', 'Кагул', 'Cahul', 'Кагул'),
        areaCode: '299',
        address: L(
          'Cahul, str. Republicii {n}',
          'Кагул, ул. Република {n}',
          '{n} Republicii St, Cahul',
          'Кагул, вул. Република {n}',
        ),
      },
    ],
    delivery: [
      L(
        'Livrăm în toată Moldova: în Chișinău în aceeași zi sau a doua zi, în celelalte localități în 1–3 zile lucrătoare.',
        'Доставляем по всей Молдове: по Кишинёву в тот же или на следующий день, в другие населённые пункты за 1–3 рабочих дня.',
        'We deliver across Moldova: in Chișinău the same or the next day, elsewhere in 1–3 working days.',
        'Доставляємо по всій Молдові: по Кишиневу того ж або наступного дня, в інші населені пункти за 1–3 робочі дні.',
      ),
    ],
    carriers: ['Poșta Moldovei', 'Nova Poshta'],
  },
  RO: {
    dialCode: '+40',
    nationalDigits: 9,
    name: L('România', 'Румыния', 'Romania', 'Румунія'),
    regions: [
      {
        city: L('București', 'Бухарест', 'Bucharest', 'Бухарест'),
        areaCode: '21',
        address: L(
          'București, Calea Victoriei {n}',
          'Бухарест, Каля Викторией {n}',
          '{n} Calea Victoriei, Bucharest',
          'Бухарест, Каля Вікторієй {n}',
        ),
      },
      {
        city: L('Cluj-Napoca', 'Клуж-Напока', 'Cluj-Napoca', 'Клуж-Напока'),
        areaCode: '264',
        address: L(
          'Cluj-Napoca, str. Memorandumului {n}',
          'Клуж-Напока, ул. Меморандумулуй {n}',
          '{n} Memorandumului St, Cluj-Napoca',
          'Клуж-Напока, вул. Меморандумулуй {n}',
        ),
      },
      {
        city: L('Iași', 'Яссы', 'Iași', 'Ясси'),
        areaCode: '232',
        address: L(
          'Iași, bd. Ștefan cel Mare {n}',
          'Яссы, бул. Штефан чел Маре {n}',
          '{n} Ștefan cel Mare Blvd, Iași',
          'Ясси, бул. Штефан чел Маре {n}',
        ),
      },
    ],
    delivery: [
      L(
        'Livrăm în toată România: în București în 1–2 zile lucrătoare, în restul țării în 2–4 zile lucrătoare.',
        'Доставляем по всей Румынии: по Бухаресту за 1–2 рабочих дня, по стране за 2–4 рабочих дня.',
        'We deliver across Romania: in Bucharest in 1–2 working days, elsewhere in 2–4 working days.',
        'Доставляємо по всій Румунії: по Бухаресту за 1–2 робочі дні, по країні за 2–4 робочі дні.',
      ),
    ],
    carriers: ['Fan Courier', 'Sameday', 'Poșta Română'],
  },
  UA: {
    dialCode: '+380',
    nationalDigits: 9,
    name: L('Ucraina', 'Украина', 'Ukraine', 'Україна'),
    regions: [
      {
        city: L('Kiev', 'Киев', 'Kyiv', 'Київ'),
        areaCode: '44',
        address: L(
          'Kiev, str. Sahaidacinîi {n}',
          'Киев, ул. Сагайдачного {n}',
          '{n} Sahaidachnoho St, Kyiv',
          'Київ, вул. Сагайдачного {n}',
        ),
      },
      {
        city: L('Liov', 'Львов', 'Lviv', 'Львів'),
        areaCode: '32',
        address: L(
          'Liov, str. Doroșenko {n}',
          'Львов, ул. Дорошенко {n}',
          '{n} Doroshenka St, Lviv',
          'Львів, вул. Дорошенка {n}',
        ),
      },
      {
        city: L('Odesa', 'Одесса', 'Odesa', 'Одеса'),
        areaCode: '48',
        address: L(
          'Odesa, str. Deribasovskaia {n}',
          'Одесса, ул. Дерибасовская {n}',
          '{n} Derybasivska St, Odesa',
          'Одеса, вул. Дерибасівська {n}',
        ),
      },
    ],
    delivery: [
      L(
        'Livrăm în toată Ucraina: la Kiev în ziua comenzii sau a doua zi, în restul țării în 1–2 zile.',
        'Доставляем по всей Украине: по Киеву в день заказа или на следующий день, по стране за 1–2 дня.',
        'We deliver across Ukraine: in Kyiv on the day of the order or the next, elsewhere in 1–2 days.',
        'Доставляємо по всій Україні: по Києву в день замовлення або наступного дня, по країні за 1–2 дні.',
      ),
    ],
    carriers: ['Nova Poshta', 'Ukrposhta', 'Meest'],
  },
};

/**
 * A landline number in a region, written the way the shops print theirs ('+380 44 555 0003'):
 * the area code and a 555 number of the length the country's numbering plan gives subscribers.
 */
export function regionPhone(country: CountrySeed, region: RegionSeed, n: number): string {
  const length = country.nationalDigits - region.areaCode.length;
  return `${country.dialCode} ${region.areaCode} 555 ${String(n).padStart(length - 3, '0')}`;
}
