type BandEntry = Pick<IntersectionObserverEntry, 'isIntersecting'> & { target: { id: string } };

// Which section sits in the observer's band. The browser may hand over several frames' entries at
// once on a busy device (a section entering and leaving, then the next one entering), so the answer
// is the state after all of them, never the first entry that intersects.
export function scrollSpy(ids: readonly string[]) {
  const inBand = new Set<string>();
  return (entries: readonly BandEntry[]): string | undefined => {
    for (const { target, isIntersecting } of entries)
      if (isIntersecting) inBand.add(target.id);
      else inBand.delete(target.id);
    return ids.find((id) => inBand.has(id));
  };
}
