// The Web Spotlight host page: the app framed as Kontent frames it, with the controls an editor has there and a log
// of the frame's messages. Plain HTML and CSS; every value goes through hono/html's escaping, the script's data
// travels as JSON in a non-executed script element. The behaviour is in ./script.ts.
import { html, raw } from 'hono/html';
import { languages, type LanguageCodename } from '../../app/content/model/index.ts';
import { hostScript } from './script.ts';

/** What the browser script needs from the server (read back by it from #spotlight-config). */
export interface HostConfig {
  /** The environment id messages carry until the SDK names one. */
  readonly projectId: string;
  /** GET: an element's ids, type and value (./routes.ts). */
  readonly lookupUrl: string;
  /** The emulator's Management API for this environment, where "Save draft" writes. */
  readonly managementBase: string;
  /** The emulator's management key (a local demo value, emulator/wrangler.toml). */
  readonly managementKey: string;
}

export interface HostPage {
  readonly path: string;
  readonly frameUrl: string;
  /** The language the edit form starts with: the framed path's. */
  readonly language: LanguageCodename;
  readonly config: HostConfig;
}

export const hostStyles = `
:root{color-scheme:light;font-family:system-ui,sans-serif;font-size:15px;line-height:1.4;color:#1b1b1b;background:#f3f4f6}
*{box-sizing:border-box}
body{margin:0;height:100vh;display:grid;grid-template-rows:auto minmax(0,1fr)}
header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.5rem 1rem;background:#1f2a44;color:#fff}
header h1{font-size:1.1rem;margin:0}
header form{display:flex;align-items:center;gap:.5rem}
header label{margin:0;white-space:nowrap}
header input{width:22rem;max-width:60vw}
header p{margin:0;font-size:.9rem}
.workspace{display:grid;grid-template-columns:minmax(0,1fr) 24rem;min-height:0}
.frame{padding:.5rem;min-height:0}
iframe{display:block;width:100%;height:100%;border:1px solid #9aa3b5;background:#fff}
aside{overflow:auto;padding:.5rem 1rem 2rem;background:#fff;border-left:1px solid #d5d9e0}
h2{font-size:1rem;margin:1.25rem 0 .5rem}
label{display:block;font-weight:600;margin:.5rem 0 .2rem}
label.inline{display:flex;align-items:center;gap:.5rem}
input,select,textarea,button{font:inherit}
input[type=text],select,textarea{width:100%;padding:.35rem .45rem;border:1px solid #6b7280;border-radius:3px}
button{padding:.35rem .8rem;border:1px solid #1f2a44;border-radius:3px;background:#1f2a44;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f2a44}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.row{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
output,[role=status]{display:block;min-height:1.4em;word-break:break-all}
.hint{color:#4b5563;font-size:.85rem;margin:.25rem 0}
#log{list-style:none;margin:0;padding:0}
#log li{border-top:1px solid #e5e7eb;padding:.4rem 0}
#log p{margin:0}
#log .direction{display:inline-block;min-width:5.5rem;font-size:.8rem;font-weight:600}
#log li.received .direction{color:#0f5132}
#log li.sent .direction{color:#7c2d12}
#log time{color:#6b7280;font-size:.8rem}
#log p code{display:block;font-size:.85rem;word-break:break-all}
#log dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:0 .75rem;margin:.25rem 0 0;font-size:.85rem}
#log dt{color:#4b5563}
#log dd{margin:0;word-break:break-all;font-family:ui-monospace,monospace}
#log pre{font-size:.75rem;overflow:auto;background:#f3f4f6;padding:.4rem}
@media (max-width:60rem){body{height:auto}.workspace{grid-template-columns:1fr}.frame iframe{height:75vh}aside{border-left:0}}
`;

/** JSON that stays inert inside a script element: no `<`, `>` or `&` to end it, no line separators. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const addAnswers = [
  ['allowed', 'Allowed (all permissions Ok)'],
  ['not-allowed', 'Not allowed (edit: PermissionMissing)'],
  ['forbidden-components', 'Forbidden components (createNew: RteWithForbiddenComponents)'],
  ['cannot-create', 'Cannot create items (createNew: PermissionMissing)'],
  ['published', 'Content is published (isParentPublished)'],
  ['unknown', 'Unknown element type'],
  ['no-answer', 'No answer (keeps loading)'],
] as const;

export const hostPage = ({ path, frameUrl, language: pageLanguage, config }: HostPage) => html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Web Spotlight (local): ${path}</title>
<style>${raw(hostStyles)}</style>
<script type="application/json" id="spotlight-config">${raw(jsonForScript(config))}</script>
<script>${raw(hostScript)}</script>
</head>
<body>
<header>
  <h1>Web Spotlight (local)</h1>
  <form method="get" action="">
    <label for="path">Page path</label>
    <input type="text" id="path" name="path" value="${path}" required>
    <button type="submit" class="secondary">Open</button>
  </form>
  <p id="handshake" role="status">Waiting for the smart-link SDK in the frame…</p>
</header>
<div class="workspace">
  <main class="frame">
    <iframe id="preview" title="Site preview of ${path}" src="${frameUrl}"></iframe>
  </main>
  <aside aria-label="Web Spotlight controls">
    <h2>Preview</h2>
    <label class="inline"><input type="checkbox" id="status" checked> Smart links enabled</label>
    <p class="hint">Sends <code>kontent-smart-link:status</code> with <code>{enabled}</code>.</p>
    <div class="row">
      <button type="button" id="refresh">Refresh preview</button>
      <button type="button" id="ask-current-url" class="secondary">Ask for the current URL</button>
    </div>
    <label for="current-url">Current URL of the frame</label>
    <output id="current-url" aria-live="polite"></output>

    <h2>Add buttons</h2>
    <label for="add-response">Answer add buttons with</label>
    <select id="add-response">
      ${addAnswers.map(([value, label]) => html`<option value="${value}">${label}</option>`)}
    </select>
    <p class="hint">The element type comes from the content (rich text: RichText, linked items: LinkedItems).</p>
    <p id="add-result" role="status"></p>

    <h2>Edit an element</h2>
    <p class="hint">Click an element in the frame to fill this in, or type an item and an element codename.</p>
    <form id="edit">
      <label for="edit-item">Item codename</label>
      <input type="text" id="edit-item" name="item" required autocomplete="off">
      <label for="edit-element">Element codename</label>
      <input type="text" id="edit-element" name="element" required autocomplete="off">
      <label for="edit-language">Language</label>
      <select id="edit-language" name="language">
        ${languages.map((language) => html`<option value="${language.codename}"${language.codename === pageLanguage ? raw(' selected') : ''}>${language.codename} (${language.name})</option>`)}
      </select>
      <label for="edit-value">New value</label>
      <textarea id="edit-value" name="value" rows="3"></textarea>
      <p class="hint">Text, number, URL slug and custom elements take the value as it is; rich text becomes one paragraph.</p>
      <div class="row">
        <button type="submit" name="action" value="update">Update preview</button>
        <button type="submit" name="action" value="save" class="secondary">Save draft</button>
      </div>
      <p id="edit-result" role="status"></p>
    </form>

    <h2 id="log-heading">Messages</h2>
    <p class="hint">Newest first. Everything also stays in <code>window.spotlight</code>.</p>
    <button type="button" id="clear-log" class="secondary">Clear the log</button>
    <ol id="log" role="log" aria-labelledby="log-heading"></ol>
  </aside>
</div>
</body>
</html>
`;
