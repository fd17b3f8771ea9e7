type BandEntry = Pick<IntersectionObserverEntry, 'isIntersecting'> & { target: { id: string } };

// A busy device may hand over several frames' entries at once: answer with the state after all of them.
export function scrollSpy(ids: readonly string[]) {
  const inBand = new Set<string>();
  return (entries: readonly BandEntry[]): string | undefined => {
    for (const { target, isIntersecting } of entries)
      if (isIntersecting) inBand.add(target.id);
      else inBand.delete(target.id);
    return ids.find((id) => inBand.has(id));
  };
}
