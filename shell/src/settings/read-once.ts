/**
 * A reader remembered per answer object (a WeakMap, so an answer the gateway let go is forgotten
 * with its reading), and for a missing answer (a failed call: the defaults). Any other value is
 * read every time. A reading is never changed by its users, as a shared answer is not.
 */
export function readOncePer<T>(read: (raw: unknown) => T): (raw: unknown) => T {
  const readings = new WeakMap<object, T>();
  const missing = new Map<unknown, T>();
  return (raw) => {
    const isObject = typeof raw === 'object' && raw !== null;
    if (!isObject && raw !== undefined && raw !== null) return read(raw);
    let reading = isObject ? readings.get(raw) : missing.get(raw);
    if (reading === undefined) {
      reading = read(raw);
      if (isObject) readings.set(raw, reading);
      else missing.set(raw, reading);
    }
    return reading;
  };
}
