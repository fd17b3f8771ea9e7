import { useEffect } from 'react';
import type { PageMeta } from './meta.ts';

// Keeps <title> and the meta description in step after client-side navigation.
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
