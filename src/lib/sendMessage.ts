import type { Message } from './mailto.ts';

export interface Delivery {
  to: string; // the page's own address (Netlify) or a form service's
  extra: Record<string, string>; // the honeypot, and Netlify's form-name
  json: boolean; // a form service answers JSON when asked for it
}

// Posts the message as a form's fields would be (application/x-www-form-urlencoded). True when the
// receiver answers with success; false on an error status, no network, or no answer within 20 s.
export async function sendMessage(message: Message, { to, extra, json }: Delivery): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 20_000);
  try {
    const response = await fetch(to, {
      method: 'POST',
      headers: json ? { Accept: 'application/json' } : {},
      body: new URLSearchParams({ ...extra, ...message }),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
