/**
 * A browser of sorts for the single sign-on tests: it keeps each host's cookies and follows redirects, calling the
 * provider over HTTP and EquipDesk (its public address) through `inject`, until a page answers or a stop is reached.
 */
import type { FastifyInstance } from 'fastify';

export interface Page {
  url: string;
  status: number;
  body: string;
}

export function createBrowser(app: FastifyInstance, publicUrl: string) {
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (url: URL) => [...(jar.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (url: URL, setCookies: string[]) => {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || /expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    }
    jar.set(url.host, cookies);
  };

  async function request(href: string, form?: URLSearchParams): Promise<{ status: number; location: string | null; body: string }> {
    const url = new URL(href);
    const headers: Record<string, string> = { cookie: cookiesOf(url), accept: 'text/html' };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (href.startsWith(publicUrl)) {
      const response = await app.inject({ method: form ? 'POST' : 'GET', url: `${url.pathname}${url.search}`, headers, ...(form ? { payload: form.toString() } : {}) });
      const set = response.headers['set-cookie'];
      keep(url, set === undefined ? [] : [set].flat());
      const location = response.headers.location;
      return { status: response.statusCode, location: typeof location === 'string' ? location : null, body: response.body };
    }
    const response = await fetch(href, { method: form ? 'POST' : 'GET', headers, body: form?.toString(), redirect: 'manual' });
    keep(url, response.headers.getSetCookie());
    return { status: response.status, location: response.headers.get('location'), body: await response.text() };
  }

  /**
   * Goes to the address (a form's POST when `form` is given) and follows redirects until a page answers, or until the
   * next address is one `stopAt` accepts (not called then): the page, or the address it stopped at (status 0).
   */
  async function go(href: string, options: { form?: URLSearchParams; stopAt?: (url: string) => boolean } = {}): Promise<Page> {
    let url = href;
    let form = options.form;
    for (let hops = 0; hops < 20; hops++) {
      const answer = await request(url, form);
      form = undefined;
      if (answer.status < 300 || answer.status >= 400 || !answer.location) return { url, status: answer.status, body: answer.body };
      url = new URL(answer.location, url).href;
      if (options.stopAt?.(url)) return { url, status: 0, body: '' };
    }
    throw new Error(`too many redirects from ${href}`);
  }

  /** A page's first form: its address and its fields' values. */
  function formOf(page: Page): { action: string; fields: URLSearchParams } {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body);
    if (!form) throw new Error(`no form on ${page.url}: ${page.body.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(input[0])?.[1] ?? '');
    }
    return { action: new URL(form[1]!.replaceAll('&amp;', '&'), page.url).href, fields };
  }

  return { go, formOf, jar };
}
