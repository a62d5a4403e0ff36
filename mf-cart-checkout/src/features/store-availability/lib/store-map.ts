// The stores window's pure rules: a store's hours today (in its own time zone), where each store
// sits on the window's drawn map, and its link to OpenStreetMap. The map is drawn here, from the
// stores' coordinates, because the page may load no tiles or scripts from another host (CSP, and
// no CDN): an SVG of the stores' relative positions, each marked with its number in the list.
import type { OpeningHours } from '@vitrina/domain';

/** 1 (Monday) to 7 (Sunday): the store's own weekday at `now`. */
export function weekdayIn(now: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(now);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** Today's hours of a store whose week starts on Monday; null when it is closed today. */
export function hoursToday(hours: readonly OpeningHours[], timeZone: string, now: Date): OpeningHours {
  return hours[weekdayIn(now, timeZone) - 1] ?? null;
}

export interface MapPoint {
  id: number;
  number: number;
  x: number;
  y: number;
}

export const MAP_WIDTH = 320;
export const MAP_HEIGHT = 200;
/** Room for a marker's circle at the map's edges. */
const PAD = 24;

interface Placed {
  id: number;
  lat: number | null;
  lon: number | null;
}

/**
 * The stores with coordinates, placed on the map by an equirectangular projection (a degree of
 * longitude is cos(latitude) of a degree of latitude; over one city the error is nothing), scaled
 * to fit and centred. Numbers are the stores' places in the list, whether placed or not. One store,
 * or stores at one spot, sit in the middle.
 */
export function mapPoints(stores: readonly Placed[]): MapPoint[] {
  const placed = stores
    .map((store, index) => ({ ...store, number: index + 1 }))
    .filter(
      (store): store is Placed & { lat: number; lon: number; number: number } =>
        store.lat !== null && store.lon !== null,
    );
  if (placed.length === 0) return [];
  const midLat = (Math.min(...placed.map((s) => s.lat)) + Math.max(...placed.map((s) => s.lat))) / 2;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const xs = placed.map((s) => s.lon * squeeze);
  const ys = placed.map((s) => -s.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale =
    spanX === 0 && spanY === 0
      ? 0
      : Math.min(spanX ? (MAP_WIDTH - 2 * PAD) / spanX : Infinity, spanY ? (MAP_HEIGHT - 2 * PAD) / spanY : Infinity);
  const round = (value: number) => Math.round(value * 10) / 10;
  return placed.map((store, index) => ({
    id: store.id,
    number: store.number,
    x: round(MAP_WIDTH / 2 + (xs[index]! - (minX + maxX) / 2) * scale),
    y: round(MAP_HEIGHT / 2 + (ys[index]! - (minY + maxY) / 2) * scale),
  }));
}

/** The store on openstreetmap.org: a marker at its coordinates, zoomed to its street. */
export const openStreetMapUrl = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
