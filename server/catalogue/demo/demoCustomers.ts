import type { Random } from './random';
import { companyWords, firstNames, lastNames, places } from './vocabulary';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const two = (value: number) => String(value).padStart(2, '0');
const initials = (text: string, length: number) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .padEnd(length, 'X')
    .slice(0, length);

/** A valid RFC: 3 letters for a company, 4 for a person, a real date, and a homoclave unique per customer. */
function rfcFor(random: Random, name: string, person: boolean, index: number): string {
  const date = `${two(random.integer(50, 99))}${two(random.integer(1, 12))}${two(random.integer(1, 28))}`;
  const homoclave = `${random.pick([...letters])}${two(index % 100)}`;
  return `${initials(name, person ? 4 : 3)}${date}${homoclave}`;
}

/** Customers: half people, half companies, spread over Mexican cities. */
export function demoCustomers(random: Random, count: number, now: string) {
  return Array.from({ length: count }, (_, index) => {
    const person = index % 2 === 0;
    const name = person
      ? `${random.pick(firstNames)} ${random.pick(lastNames)} ${random.pick(lastNames)}`
      : `${random.pick(companyWords)} ${random.pick(lastNames)} S.A. de C.V.`;
    const place = random.pick(places);
    const slug = name
      .normalize('NFD')
      .replace(/[^A-Za-z ]/g, '')
      .toLowerCase()
      .split(' ')
      .slice(0, 2)
      .join('.');
    return {
      name,
      rfc: rfcFor(random, name, person, index),
      email: `${slug}${index}@example.com`,
      phone: `+52 ${random.integer(33, 99)} ${random.integer(1000, 9999)} ${random.integer(1000, 9999)}`,
      address: `Calle ${random.pick(lastNames)} ${random.integer(1, 999)}`,
      city: place.city,
      state: place.state,
      cp: place.cp,
      client_code: `CLI-${String(index + 1).padStart(5, '0')}`,
      barcode: null,
      datec: now,
      tms: now,
    };
  });
}
