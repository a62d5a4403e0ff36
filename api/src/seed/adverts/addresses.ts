// Where the demo adverts are: real streets of Chisinau (by sector), its suburbs and Balti, with
// coordinates near each address. Localities and sectors are delivery's (seed/delivery).

export interface AddressSeed {
  localityId: number;
  /** Chisinau's sectors by their order in seed/delivery/places.ts: Botanica, Buiucani, Centru, Ciocana, Râșcani. */
  sector?: number;
  ro: string;
  ru: string;
  lat: number;
  lon: number;
}

const CHISINAU = 301;
const BALTI = 101;
const CRICOVA = 309;
const SINGERA = 311;
const IALOVENI = 1701;

export const ADDRESS_SEEDS: AddressSeed[] = [
  { localityId: CHISINAU, sector: 0, ro: 'bd. Dacia 23', ru: 'бул. Дачия 23', lat: 46.9961, lon: 28.8573 },
  {
    localityId: CHISINAU,
    sector: 0,
    ro: 'str. Trandafirilor 15',
    ru: 'ул. Трандафирилор 15',
    lat: 46.9987,
    lon: 28.8496,
  },
  { localityId: CHISINAU, sector: 0, ro: 'bd. Cuza Vodă 5', ru: 'бул. Куза Водэ 5', lat: 46.9853, lon: 28.8788 },
  { localityId: CHISINAU, sector: 1, ro: 'str. Alba Iulia 75', ru: 'ул. Алба Юлия 75', lat: 47.0376, lon: 28.7885 },
  { localityId: CHISINAU, sector: 1, ro: 'str. Ion Creangă 45', ru: 'ул. Ион Крянгэ 45', lat: 47.0389, lon: 28.8052 },
  {
    localityId: CHISINAU,
    sector: 1,
    ro: 'str. Calea Ieșilor 10',
    ru: 'ул. Каля Ешилор 10',
    lat: 47.0468,
    lon: 28.7932,
  },
  {
    localityId: CHISINAU,
    sector: 2,
    ro: 'bd. Ștefan cel Mare și Sfânt 64',
    ru: 'бул. Штефан чел Маре ши Сфынт 64',
    lat: 47.0245,
    lon: 28.8322,
  },
  { localityId: CHISINAU, sector: 2, ro: 'str. Armenească 33', ru: 'ул. Армянская 33', lat: 47.0208, lon: 28.8357 },
  {
    localityId: CHISINAU,
    sector: 2,
    ro: 'str. Mihai Eminescu 50',
    ru: 'ул. Михай Эминеску 50',
    lat: 47.0276,
    lon: 28.8389,
  },
  {
    localityId: CHISINAU,
    sector: 3,
    ro: 'bd. Mircea cel Bătrân 12',
    ru: 'бул. Мирча чел Бэтрын 12',
    lat: 47.0412,
    lon: 28.8893,
  },
  { localityId: CHISINAU, sector: 3, ro: 'str. Ginta Latină 7', ru: 'ул. Джинта Латинэ 7', lat: 47.0365, lon: 28.8921 },
  {
    localityId: CHISINAU,
    sector: 3,
    ro: 'str. Vadul lui Vodă 26',
    ru: 'ул. Вадул луй Водэ 26',
    lat: 47.0414,
    lon: 28.8752,
  },
  { localityId: CHISINAU, sector: 4, ro: 'bd. Moscova 14', ru: 'бул. Московский 14', lat: 47.0496, lon: 28.8557 },
  { localityId: CHISINAU, sector: 4, ro: 'str. Alecu Russo 13', ru: 'ул. Алеку Руссо 13', lat: 47.0553, lon: 28.8668 },
  { localityId: CHISINAU, sector: 4, ro: 'str. Kiev 7', ru: 'ул. Киевская 7', lat: 47.0487, lon: 28.8486 },
  { localityId: CRICOVA, ro: 'str. Chișinăului 80', ru: 'ул. Кишинэулуй 80', lat: 47.1379, lon: 28.8612 },
  { localityId: SINGERA, ro: 'str. Independenței 60', ru: 'ул. Индепенденцей 60', lat: 46.9158, lon: 28.9703 },
  {
    localityId: IALOVENI,
    ro: 'str. Alexandru cel Bun 41',
    ru: 'ул. Александру чел Бун 41',
    lat: 46.9437,
    lon: 28.7832,
  },
  { localityId: BALTI, ro: 'str. Ștefan cel Mare 14', ru: 'ул. Штефан чел Маре 14', lat: 47.7615, lon: 27.9287 },
  { localityId: BALTI, ro: 'str. Independenței 32', ru: 'ул. Индепенденцей 32', lat: 47.7558, lon: 27.9196 },
  { localityId: BALTI, ro: 'str. 31 August 1989 nr. 100', ru: 'ул. 31 Августа 1989 100', lat: 47.7659, lon: 27.9241 },
  { localityId: BALTI, ro: 'str. Decebal 121', ru: 'ул. Дечебал 121', lat: 47.7408, lon: 27.9388 },
];
