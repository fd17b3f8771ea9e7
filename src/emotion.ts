import createCache from '@emotion/cache';

// One cache key on server and client, so the client adopts the prerendered <style> tags.
export const createEmotionCache = () => createCache({ key: 'css' });
