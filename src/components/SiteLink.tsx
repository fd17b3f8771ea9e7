import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router-dom';

export interface SiteLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  href: string;
}

// One link for every href in content: client-side for the site's own pages, a new tab for the web.
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  if (href.startsWith('/')) return <Link to={href} {...rest} />;
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
