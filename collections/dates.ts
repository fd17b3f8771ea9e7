// Dates as the site prints them: "12 June 2024". Content dates are written YYYY-MM-DD (the schema
// checks), so this is string work. Intl.DateTimeFormat would load the browser's locale data while
// the landing page starts: 25 ms on a two-core desktop, about 100 ms of a 4x-throttled main thread.
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthNames[month - 1]} ${year}`;
}
