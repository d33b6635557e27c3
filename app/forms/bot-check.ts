/**
 * product §7 invisible bot check (reCAPTCHA v3) in the browser. Its script is added to the page only when a form is
 * enhanced, i.e. after the visitor showed interest in one (app/forms/enhancement.ts): no page's first load
 * fetches it. It carries the page's CSP nonce; its badge is hidden by the forms' styles, which show the notice
 * Google requires instead (product §9 "badge auto-hidden, size invisible").
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Longest a submission waits for a token; without one it is sent anyway, and the worker decides. */
const tokenTimeoutMs = 8000;

let script: Promise<Grecaptcha> | undefined;

/** Adds the script to `page` (the form's document) once. */
function loadScript(src: string, page: Document): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = page.createElement('script');
    element.src = src;
    element.async = true;
    // Scripts the page adds carry its nonce (the CSP allows no other inline or added script).
    const nonce = page.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) element.nonce = nonce;
    element.onload = () => {
      const grecaptcha = page.defaultView?.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('no grecaptcha'));
    };
    element.onerror = () => reject(new Error('The bot check could not be loaded'));
    page.head.appendChild(element);
  }).catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return script;
}

/** Starts loading the bot check (when a form is enhanced), so a token is quick to have at submit. */
export function prepareBotCheck(settings: { scriptUrl: string } | null, page: Document | undefined): void {
  if (settings && page) loadScript(settings.scriptUrl, page).catch(() => {});
}

/** A token for `action`, or undefined when the bot check is off or could not answer in time. */
export async function botToken(
  settings: { siteKey: string; scriptUrl: string } | null,
  action: string,
  page: Document | undefined,
): Promise<string | undefined> {
  if (!settings || !page) return undefined;
  try {
    const grecaptcha = await loadScript(settings.scriptUrl, page);
    return await Promise.race([
      grecaptcha.execute(settings.siteKey, { action }),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), tokenTimeoutMs)),
    ]);
  } catch {
    return undefined;
  }
}
