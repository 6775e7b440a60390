import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostPage {
  /** The page's address, on a site other than the widget's. */
  url: string;
  close(): Promise<void>;
}

/**
 * A hotel's page on its own site (127.0.0.1 while the widget is served as localhost), so the
 * widget runs as a third-party frame, as it does on a real hotel site.
 */
export async function startHostPage(html: string): Promise<HostPage> {
  const server = createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/favicon') ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url?.startsWith('/favicon') ? '' : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The widget's address as another site sees it: the same server, named localhost. */
export function widgetSite(baseUrl: string): string {
  return baseUrl.replace('127.0.0.1', 'localhost');
}
