// The bundled carrier dataset of the demo: a few Ukrainian cities with some of their streets, branches
// (warehouses) and post machines, in Ukrainian, Russian and Latin spelling. Refs are stable strings
// of our own, as a real carrier's would be to the storefront: opaque identifiers.

export interface DatasetName {
  uk: string;
  ru: string;
  latin: string;
}

export interface DatasetPoint {
  ref: string;
  number: string;
  address: DatasetName;
}

export interface DatasetCity {
  ref: string;
  name: DatasetName;
  area: DatasetName;
  streets: Array<{ ref: string; type: string; name: DatasetName }>;
  warehouses: DatasetPoint[];
  postMachines: DatasetPoint[];
}

const n = (uk: string, ru: string, latin: string): DatasetName => ({ uk, ru, latin });

/** Where the demo shop sends parcels from: same-city parcels are cheaper and a day faster. */
export const SENDER_CITY_REF = 'np-city-kyiv';

export const CARRIER_CITIES: readonly DatasetCity[] = [
  {
    ref: 'np-city-kyiv',
    name: n('Київ', 'Киев', 'Kyiv'),
    area: n('Київська', 'Киевская', 'Kyivska'),
    streets: [
      { ref: 'np-street-kyiv-khreshchatyk', type: 'вул.', name: n('Хрещатик', 'Крещатик', 'Khreshchatyk') },
      { ref: 'np-street-kyiv-sahaidachnoho', type: 'вул.', name: n('Сагайдачного', 'Сагайдачного', 'Sahaidachnoho') },
      { ref: 'np-street-kyiv-peremohy', type: 'просп.', name: n('Перемоги', 'Победы', 'Peremohy') },
      {
        ref: 'np-street-kyiv-lesi-ukrainky',
        type: 'бульв.',
        name: n('Лесі Українки', 'Леси Украинки', 'Lesi Ukrainky'),
      },
    ],
    warehouses: [
      {
        ref: 'np-wh-kyiv-1',
        number: '1',
        address: n('вул. Пирогівський шлях, 135', 'ул. Пироговский путь, 135', '135 Pyrohivskyi Shliakh St'),
      },
      { ref: 'np-wh-kyiv-12', number: '12', address: n('вул. Хрещатик, 22', 'ул. Крещатик, 22', '22 Khreshchatyk St') },
      {
        ref: 'np-wh-kyiv-105',
        number: '105',
        address: n('просп. Перемоги, 67', 'просп. Победы, 67', '67 Peremohy Ave'),
      },
    ],
    postMachines: [
      {
        ref: 'np-pm-kyiv-5501',
        number: '5501',
        address: n(
          'вул. Сагайдачного, 10 (супермаркет)',
          'ул. Сагайдачного, 10 (супермаркет)',
          '10 Sahaidachnoho St (supermarket)',
        ),
      },
      {
        ref: 'np-pm-kyiv-5522',
        number: '5522',
        address: n('бульв. Лесі Українки, 24', 'бульв. Леси Украинки, 24', '24 Lesi Ukrainky Blvd'),
      },
    ],
  },
  {
    ref: 'np-city-lviv',
    name: n('Львів', 'Львов', 'Lviv'),
    area: n('Львівська', 'Львовская', 'Lvivska'),
    streets: [
      { ref: 'np-street-lviv-svobody', type: 'просп.', name: n('Свободи', 'Свободы', 'Svobody') },
      { ref: 'np-street-lviv-horodotska', type: 'вул.', name: n('Городоцька', 'Городоцкая', 'Horodotska') },
    ],
    warehouses: [
      {
        ref: 'np-wh-lviv-3',
        number: '3',
        address: n('вул. Городоцька, 120', 'ул. Городоцкая, 120', '120 Horodotska St'),
      },
      { ref: 'np-wh-lviv-31', number: '31', address: n('просп. Свободи, 15', 'просп. Свободы, 15', '15 Svobody Ave') },
    ],
    postMachines: [
      {
        ref: 'np-pm-lviv-6010',
        number: '6010',
        address: n('вул. Городоцька, 48', 'ул. Городоцкая, 48', '48 Horodotska St'),
      },
    ],
  },
  {
    ref: 'np-city-odesa',
    name: n('Одеса', 'Одесса', 'Odesa'),
    area: n('Одеська', 'Одесская', 'Odeska'),
    streets: [
      { ref: 'np-street-odesa-derybasivska', type: 'вул.', name: n('Дерибасівська', 'Дерибасовская', 'Derybasivska') },
      { ref: 'np-street-odesa-shevchenka', type: 'просп.', name: n('Шевченка', 'Шевченко', 'Shevchenka') },
    ],
    warehouses: [
      {
        ref: 'np-wh-odesa-7',
        number: '7',
        address: n('вул. Дерибасівська, 5', 'ул. Дерибасовская, 5', '5 Derybasivska St'),
      },
    ],
    postMachines: [
      {
        ref: 'np-pm-odesa-7101',
        number: '7101',
        address: n('просп. Шевченка, 4', 'просп. Шевченко, 4', '4 Shevchenka Ave'),
      },
    ],
  },
  {
    ref: 'np-city-kharkiv',
    name: n('Харків', 'Харьков', 'Kharkiv'),
    area: n('Харківська', 'Харьковская', 'Kharkivska'),
    streets: [{ ref: 'np-street-kharkiv-sumska', type: 'вул.', name: n('Сумська', 'Сумская', 'Sumska') }],
    warehouses: [
      { ref: 'np-wh-kharkiv-2', number: '2', address: n('вул. Сумська, 33', 'ул. Сумская, 33', '33 Sumska St') },
    ],
    postMachines: [],
  },
];
