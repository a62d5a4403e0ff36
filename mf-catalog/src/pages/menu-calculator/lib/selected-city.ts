// The spec's `selected_city` cookie: the city chosen here is offered again on the next visit.
const COOKIE = 'selected_city';
const ONE_YEAR = 31_536_000;

export function readSelectedCity(): number | null {
  try {
    const pair = document.cookie.split('; ').find((one) => one.startsWith(`${COOKIE}=`));
    const id = Number(pair?.slice(COOKIE.length + 1));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function saveSelectedCity(id: number): void {
  try {
    document.cookie = `${COOKIE}=${id}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  } catch {
    // Cookies off: the city stays in the URL only.
  }
}
