// "12 June 2024" by string work: Intl.DateTimeFormat would load locale data while the landing page starts.
export const monthNames =
  'January February March April May June July August September October November December'.split(' ');

export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthNames[month - 1]} ${year}`;
}
