// HMAC signing for the session cookie and the OAuth tokens: stateless, so every isolate accepts them.
const encoder = new TextEncoder();

const hmac = async (secret: string, data: string): Promise<string> => {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
  return btoa(String.fromCharCode(...mac))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
};

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...encoder.encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');

const fromBase64Url = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)));

export const signValue = async (secret: string, payload: unknown): Promise<string> => {
  const body = toBase64Url(JSON.stringify(payload));
  return `${body}.${await hmac(secret, body)}`;
};

/** The payload if the signature is right, else undefined. */
export const verifyValue = async (secret: string, token: string): Promise<unknown> => {
  const [body, signature] = token.split('.');
  if (!body || !signature || (await hmac(secret, body)) !== signature) return undefined;
  try {
    return JSON.parse(fromBase64Url(body));
  } catch {
    return undefined;
  }
};
