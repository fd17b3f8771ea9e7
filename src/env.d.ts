/// <reference types="vite/client" />

declare module '*.yaml' {
  const data: unknown;
  export default data;
}

// Every entry of a collection, drafts left out unless shown (builder/content-plugin.ts).
declare module 'virtual:content/services' {
  const services: import('../collections/schema.ts').Service[];
  export default services;
}
declare module 'virtual:content/blog' {
  const posts: import('../collections/schema.ts').BlogPost[];
  export default posts;
}
