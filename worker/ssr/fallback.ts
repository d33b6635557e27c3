/**
 * The last-resort page when rendering itself fails: static, no script, no detail of what went wrong beyond the
 * request id an operator can search the logs for.
 */
const titles: Readonly<Record<number, string>> = { 404: 'Page not found', 414: 'Address too long' };

export function fallbackErrorPage(status: number, requestId: string): Response {
  const title = titles[status] ?? 'Something went wrong';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#0e3a2f}main{max-width:32rem;padding:2rem;text-align:center}small{color:#555}</style></head><body><main><h1>${title}</h1><p><small>Reference: ${requestId.replace(/[^A-Za-z0-9-]/g, '')}</small></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-store' },
  });
}
