// Schema.org JSON-LD for search engines: the agency on the landing page, a Service on each service page.
import type { Service, SiteContent } from '../../collections/schema.ts';

type Thing = Record<string, unknown>;

export interface StructuredDataInput {
  site: SiteContent;
  services: Service[];
  url: (sitePath: string) => string;
  image: string;
}

const organizationId = (url: StructuredDataInput['url']) => url('/#organization');

export function agency({ site, services, url, image }: StructuredDataInput): Thing {
  const { address, phone, email, map } = site.contact;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(url),
    name: site.name,
    slogan: site.tagline,
    description: site.description,
    url: url('/'),
    image,
    telephone: phone,
    email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: map.latitude, longitude: map.longitude },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: phone,
        email,
        url: url('/#contact'),
      },
      { '@type': 'ContactPoint', contactType: 'customer support', email, url: site.links.chat },
    ],
    sameAs: site.links.social.map((link) => link.href),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: site.footer.servicesHeading,
      itemListElement: services
        .filter((service) => !service.draft)
        .map((service) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', '@id': `${url(service.path)}#service`, name: service.title },
        })),
    },
  };
}

export function service(entry: Service, { site, url, image }: StructuredDataInput): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url(entry.path)}#service`,
    name: entry.title,
    serviceType: entry.title,
    description: entry.description,
    url: url(entry.path),
    image,
    provider: { '@type': 'ProfessionalService', '@id': organizationId(url), name: site.name, url: url('/') },
    areaServed: site.contact.address.country,
  };
}

// "</script" would end the <script>: characters that can break out of HTML or JS are written as \u escapes.
export function serializeJsonLd(data: unknown): string {
  const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, escape);
}
