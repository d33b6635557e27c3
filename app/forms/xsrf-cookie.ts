/**
 * product §7 anti-forgery: the token a state-changing call echoes in `X-XSRF-TOKEN`, from the worker's `XSRF-TOKEN`
 * cookie (issued with the page). A browser sends two cookies of that name when one was planted for another path or
 * a parent domain, and the planter decides which comes first: the token the page was rendered with wins when it is
 * still among them; otherwise the last, as a cookie the site sets for `/` is sent after longer paths and older ones
 * (decision 112). Without a cookie, the page's token.
 */
export function xsrfTokenOf(cookies: string, pageToken?: string): string | undefined {
  const values: string[] = [];
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === 'XSRF-TOKEN') values.push(decoded(value.join('=')));
  }
  if (pageToken !== undefined && (values.length === 0 || values.includes(pageToken))) return pageToken;
  return values.at(-1);
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
