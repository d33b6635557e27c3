// The Web Spotlight host's browser script: Kontent's side of the smart-link SDK's frame protocol (v5.0.3,
// dist/es/lib/IFrameCommunicator.js and sdk.js; docs/decisions/076). It is plain JavaScript served inline (the page
// is a local tool with no build step); the page's CSP allows exactly this text by its hash. Inside, no template
// literals and no backslash escapes: the TypeScript template around it would read them.
//
// It runs in the page's <head>: the message listener exists before the frame is parsed, and the controls are wired
// once the document is.
export const hostScript = `(function () {
  'use strict';
  var PREFIX = 'kontent-smart-link:';
  var T = {
    initialized: PREFIX + 'initialized',
    initializedResponse: PREFIX + 'initialized:response',
    status: PREFIX + 'status',
    elementClicked: PREFIX + 'element:clicked',
    addInitial: PREFIX + 'add:initial',
    addInitialResponse: PREFIX + 'add:initial:response',
    refresh: PREFIX + 'preview:refresh',
    update: PREFIX + 'preview:update',
    currentUrl: PREFIX + 'preview:current-url',
    currentUrlResponse: PREFIX + 'preview:current-url:response'
  };
  var config = JSON.parse(document.getElementById('spotlight-config').textContent);
  var received = [];
  var sent = [];
  // The environment id the frame last named (the SDK's messages carry it), else the demo environment's.
  var known = { projectId: config.projectId };
  var ready = false;

  // JSON copies: what Playwright can read back (DOMRect has toJSON; Maps become objects; undefined keys go).
  function plain(value) {
    if (value === undefined) return undefined;
    try {
      return JSON.parse(JSON.stringify(value, function (key, v) { return v instanceof Map ? Object.fromEntries(v) : v; }));
    } catch (error) {
      return String(value);
    }
  }
  function byId(id) { return document.getElementById(id); }
  function frame() { return byId('preview'); }
  function frameOrigin() { return new URL(frame().src, location.href).origin; }
  function isObject(value) { return typeof value === 'object' && value !== null; }

  // ---- the log ----
  function field(list, label, value) {
    if (value === undefined || value === null || value === '') return;
    var dt = document.createElement('dt');
    dt.textContent = label;
    var dd = document.createElement('dd');
    dd.textContent = typeof value === 'object' ? JSON.stringify(value) : String(value);
    list.append(dt, dd);
  }
  function insertPosition(position) {
    if (!isObject(position)) return undefined;
    return position.targetId ? position.placement + ' ' + position.targetId : position.placement;
  }
  function render(entry) {
    var log = byId('log');
    if (!log) return;
    var d = isObject(entry.data) ? entry.data : {};
    var li = document.createElement('li');
    li.className = entry.direction;
    var head = document.createElement('p');
    var arrow = document.createElement('span');
    arrow.className = 'direction';
    arrow.textContent = entry.direction === 'received' ? 'from frame' : 'to frame';
    var type = document.createElement('code');
    type.textContent = entry.type;
    var time = document.createElement('time');
    time.dateTime = entry.at;
    time.textContent = entry.at.slice(11, 23);
    head.append(arrow, ' ', time, type);
    var list = document.createElement('dl');
    field(list, 'project', d.projectId);
    field(list, 'language', d.languageCodename || (isObject(d.variant) ? d.variant.codename : undefined));
    field(list, 'item', d.itemId || (isObject(d.item) ? d.item.codename + ' (' + d.item.id + ')' : undefined));
    field(list, 'component', d.contentComponentId);
    field(list, 'element', d.elementCodename || (Array.isArray(d.elements) ? d.elements.map(function (e) { return e.element.codename + ' (' + e.type + ')'; }).join(', ') : undefined));
    field(list, 'insert', insertPosition(d.insertPosition));
    field(list, 'action', d.action);
    field(list, 'enabled', d.enabled);
    field(list, 'updated item', d.updatedItemCodename);
    field(list, 'element type', d.elementType);
    field(list, 'published parent', d.isParentPublished);
    field(list, 'permissions', d.permissions);
    field(list, 'preview URL', d.previewUrl);
    field(list, 'metadata', isObject(entry.metadata) && 'manualRefresh' in entry.metadata ? 'manualRefresh ' + entry.metadata.manualRefresh : undefined);
    field(list, 'request id', entry.requestId);
    var details = document.createElement('details');
    var summary = document.createElement('summary');
    summary.textContent = 'JSON';
    var pre = document.createElement('pre');
    pre.textContent = JSON.stringify({ type: entry.type, data: entry.data, metadata: entry.metadata, requestId: entry.requestId }, null, 2);
    details.append(summary, pre);
    li.append(head, list, details);
    log.prepend(li);
    while (log.children.length > 300) log.lastElementChild.remove();
  }
  function record(list, direction, message) {
    var entry = {
      direction: direction,
      type: isObject(message) && typeof message.type === 'string' ? message.type : '(no type)',
      data: plain(isObject(message) ? message.data : message),
      metadata: plain(isObject(message) ? message.metadata : undefined),
      requestId: isObject(message) ? message.requestId : undefined,
      at: new Date().toISOString()
    };
    list.push(entry);
    if (ready) render(entry);
    return entry;
  }
  function say(id, text) {
    var element = byId(id);
    if (element) element.textContent = text;
  }

  // ---- sending ----
  function post(message) {
    var target = frame() && frame().contentWindow;
    if (!target) throw new Error('The frame is not there.');
    target.postMessage(message, frameOrigin());
    return record(sent, 'sent', message);
  }
  function send(type, data, metadata) {
    var message = { type: type, data: data };
    if (metadata !== undefined) message.metadata = metadata;
    return post(message);
  }
  function reply(request, type, data) {
    return post({ type: type, data: data, requestId: request.requestId });
  }

  // ---- looking elements up in the emulator's content store ----
  function lookup(params) {
    var url = new URL(config.lookupUrl, location.href);
    Object.keys(params).forEach(function (key) { if (params[key]) url.searchParams.set(key, params[key]); });
    return fetch(url, { headers: { accept: 'application/json' } }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error(body.error || 'Lookup failed (' + response.status + ')');
        return body;
      });
    });
  }

  // ---- answers to add:initial (SDK: KSLAddButtonElement.handleClick reads permissions with Map.get) ----
  function addAnswer(mode, elementType) {
    var permissions = new Map([['createNew', 'Ok'], ['edit', 'Ok'], ['viewParent', 'Ok']]);
    var answer = { elementType: elementType, isParentPublished: false, permissions: permissions };
    if (mode === 'not-allowed') permissions.set('edit', 'PermissionMissing');
    if (mode === 'forbidden-components') permissions.set('createNew', 'RteWithForbiddenComponents');
    if (mode === 'cannot-create') permissions.set('createNew', 'PermissionMissing');
    if (mode === 'published') answer.isParentPublished = true;
    if (mode === 'unknown') answer.elementType = 'Unknown';
    return answer;
  }
  function elementTypeOf(found) {
    if (found.element.type === 'rich_text') return 'RichText';
    if (found.element.type === 'modular_content') return 'LinkedItems';
    return 'Unknown';
  }
  function answerAdd(message) {
    var mode = byId('add-response') ? byId('add-response').value : 'allowed';
    if (mode === 'no-answer' || message.requestId === undefined) return;
    var d = isObject(message.data) ? message.data : {};
    var reason = '';
    lookup({ item: d.itemId, element: d.elementCodename, language: d.languageCodename, component: d.contentComponentId })
      .then(elementTypeOf, function (error) {
        reason = ' (no element type: ' + error.message + ')';
        return 'Unknown';
      })
      .then(function (elementType) {
        var answer = addAnswer(mode, elementType);
        reply(message, T.addInitialResponse, answer);
        say('add-result', 'Answered ' + d.elementCodename + ': ' + answer.elementType + (mode === 'allowed' ? '' : ' (' + mode + ')') + reason + '.');
      });
  }

  // ---- the edit form ----
  function formField(name) { return byId('edit').elements.namedItem(name); }
  function paragraph(text) {
    var p = document.createElement('p');
    p.textContent = text;
    return p.outerHTML;
  }
  function textOf(html) { return new DOMParser().parseFromString(html, 'text/html').body.textContent.trim(); }
  // The element's new value in the two shapes the host sends: Delivery's element data for preview:update
  // (ElementUpdateData), and the Management API's value for the draft.
  function newValue(found, text) {
    var type = found.element.type;
    if (type === 'text' || type === 'url_slug' || type === 'custom') return { update: { value: text }, draft: text };
    if (type === 'number') {
      var number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) throw new Error('The element ' + found.element.codename + ' takes a number.');
      return { update: { value: number }, draft: number };
    }
    if (type === 'rich_text') {
      var html = paragraph(text);
      return { update: { value: html, images: [], links: [], linkedItemCodenames: [], linkedItems: [] }, draft: html };
    }
    throw new Error('Elements of type ' + type + ' cannot be edited here (text, number, URL slug, custom and rich text can).');
  }
  function editTarget() {
    return lookup({ item: formField('item').value.trim(), element: formField('element').value.trim(), language: formField('language').value });
  }
  function sendUpdate() {
    return editTarget().then(function (found) {
      if (found.component) throw new Error('Component elements cannot be edited here.');
      var value = newValue(found, formField('value').value);
      send(T.update, {
        projectId: known.projectId,
        variant: found.variant,
        item: { id: found.item.id, codename: found.item.codename },
        elements: [{ element: { id: found.element.id, codename: found.element.codename }, type: found.element.type, data: value.update }]
      });
      return 'Sent preview:update for ' + found.item.codename + ' / ' + found.element.codename + ' (' + found.variant.codename + ').';
    });
  }
  function saveDraft() {
    return editTarget().then(function (found) {
      if (found.component) throw new Error('Component elements cannot be edited here.');
      if (found.variant.codename !== found.requestedLanguage) {
        throw new Error(found.item.codename + ' has no ' + found.requestedLanguage + ' variant (the page shows ' + found.variant.codename + '): choose that language.');
      }
      var value = newValue(found, formField('value').value);
      var url = config.managementBase + '/items/codename/' + encodeURIComponent(found.item.codename) + '/variants/codename/' + encodeURIComponent(found.variant.codename);
      return fetch(url, {
        method: 'PUT',
        headers: { authorization: 'Bearer ' + config.managementKey, 'content-type': 'application/json' },
        body: JSON.stringify({ elements: [{ element: { codename: found.element.codename }, value: value.draft }] })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error('Management API ' + response.status + ': ' + (body.message || 'failed'));
          // Kontent refreshes the preview after a save on its own: manualRefresh false.
          send(T.refresh, { projectId: known.projectId, languageCodename: found.variant.codename, updatedItemCodename: found.item.codename }, { manualRefresh: false });
          return 'Saved a draft of ' + found.item.codename + ' / ' + found.element.codename + ' (' + found.variant.codename + ') and sent preview:refresh.';
        });
      });
    });
  }
  function prefill(d) {
    if (!byId('edit') || d.contentComponentId) return;
    lookup({ item: d.itemId, element: d.elementCodename, language: d.languageCodename }).then(function (found) {
      formField('item').value = found.item.codename;
      formField('element').value = found.element.codename;
      formField('language').value = found.variant.codename;
      var value = found.value;
      formField('value').value = value === null ? '' : found.element.type === 'rich_text' ? textOf(String(value)) : String(value);
      say('edit-result', 'Editing ' + found.item.codename + ' / ' + found.element.codename + ' (' + found.element.type + ', ' + found.variant.codename + ').');
    }, function (error) { say('edit-result', error.message); });
  }

  // ---- messages from the frame ----
  function onMessage(event) {
    var iframe = frame();
    // Only the framed app speaks to the host: its window, on the origin it was opened on.
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== frameOrigin()) return;
    var message = event.data;
    record(received, 'received', message);
    if (!isObject(message)) return;
    var d = isObject(message.data) ? message.data : {};
    if (d.projectId) known.projectId = d.projectId;
    if (message.type === T.initialized) {
      // The SDK enables Web Spotlight mode only when a message with its requestId comes back (sdk.js).
      if (message.requestId !== undefined) reply(message, T.initializedResponse, {});
      var status = byId('status');
      if (status && typeof d.enabled === 'boolean') status.checked = d.enabled;
      if (d.languageCodename && byId('edit')) formField('language').value = d.languageCodename;
      say('handshake', 'Connected: the SDK said initialized (smart links ' + (d.enabled ? 'on' : 'off') + ', language ' + (d.languageCodename || 'from the page') + ').');
    } else if (message.type === T.addInitial) {
      answerAdd(message);
    } else if (message.type === T.elementClicked) {
      prefill(d);
    } else if (message.type === T.currentUrlResponse) {
      say('current-url', d.previewUrl || '(no previewUrl)');
    }
  }
  window.addEventListener('message', onMessage);

  window.spotlight = { messages: received, sent: sent, send: send };

  // ---- controls ----
  function wire() {
    ready = true;
    received.concat(sent).sort(function (a, b) { return a.at < b.at ? -1 : 1; }).forEach(render);
    byId('status').addEventListener('change', function (event) {
      send(T.status, { enabled: event.target.checked });
    });
    byId('refresh').addEventListener('click', function () {
      send(T.refresh, { projectId: known.projectId, languageCodename: formField('language').value, updatedItemCodename: formField('item').value.trim() }, { manualRefresh: true });
    });
    byId('ask-current-url').addEventListener('click', function () {
      say('current-url', 'Asked…');
      send(T.currentUrl, {});
    });
    byId('clear-log').addEventListener('click', function () { byId('log').replaceChildren(); });
    byId('edit').addEventListener('submit', function (event) {
      event.preventDefault();
      var action = event.submitter && event.submitter.value === 'save' ? saveDraft : sendUpdate;
      say('edit-result', 'Working…');
      Promise.resolve().then(action).then(function (text) { say('edit-result', text); }, function (error) { say('edit-result', error.message); });
    });
  }
  // A frame that never says initialized: no SDK in Web Spotlight mode, or a refused preview entry (a wrong secret).
  setTimeout(function () {
    if (!received.some(function (entry) { return entry.type === T.initialized; })) {
      say('handshake', 'No initialized message from the frame yet: does the page load the smart-link SDK, and did the preview entry take the secret? (docs/emulator.md)');
    }
  }, 15000);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wire);
  else wire();
})();
`;
