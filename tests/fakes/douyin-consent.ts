// The loopback Douyin's consent page: the scopes the app asked for as checkboxes (the user may untick some)
// and an Authorize button that sends the browser back to the app's redirect_uri with a code and the state.
const SCOPE_NAMES: Record<string, string> = {
  user_info: 'Your public profile (nickname, avatar)',
  'video.list.bind': 'Your video list',
  'item.comment': 'Comments on your videos',
  'im.direct_message': 'Private messages (enterprise accounts)',
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function consentPage(query: URLSearchParams, nickname: string): string {
  const scopes = (query.get('scope') ?? '').split(',').filter(Boolean);
  const hidden = ['client_key', 'redirect_uri', 'state', 'response_type']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(query.get(name) ?? '')}">`)
    .join('');
  const boxes = scopes
    .map(
      (scope) =>
        `<label><input type="checkbox" name="scope" value="${escape(scope)}" checked> ${escape(
          SCOPE_NAMES[scope] ?? scope,
        )}</label><br>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Douyin authorization</title></head>
<body><h1>Authorize the app</h1><p>Signed in as ${escape(nickname)}</p>
<form method="get" action="/platform/oauth/connect/authorize">${hidden}${boxes}
<button type="submit">Authorize</button></form></body></html>`;
}
