/**
 * The offline page: what the worker shows for a page not saved on the phone, one file per language
 * (`/offline.html`, `/pcm/offline.html`), written by the build (`site/scripts/offline-pages.ts`). It lists the posts of
 * its language saved on the phone, newest first, and carries the "saved on" line the worker puts on a saved page of its
 * language (`data-saved-on-offline`, read by `worker/saved-page.ts`). A language without words of its own gets the
 * English words, marked `lang="en"`, listing its own posts.
 */
import { type FormMessages, hasOwnFormMessages } from '@escrova/schemas/form-messages/index'
import { localizedPath } from '@escrova/schemas/language-paths'
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from '@escrova/schemas/languages'
import { BRAND_NAME } from '@escrova/schemas/settings'
import { THEME_INIT_SCRIPT } from '../lib/theme-script.ts'
import { CACHE_NAMES, SAVED_AT_HEADER, SAVED_TITLE_HEADER } from './worker/rules.ts'

export type OfflineWords = FormMessages['offline']

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const STYLE = `
  :root { --bg: #ffffff; --surface: #f5f2ff; --text: #17132b; --muted: #4a4460; --primary: #5b21b6; --border: #d9d2f0; color-scheme: light; }
  :root[data-theme='dark'] { --bg: #0e0a1c; --surface: #1a1430; --text: #f4f2ff; --muted: #c9c3e3; --primary: #a78bfa; --border: #3a3160; color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font: 1rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  header { padding: 1rem 1.25rem; border-bottom: 1px solid var(--border); }
  header a { color: var(--primary); font-weight: 800; font-size: 1.25rem; text-decoration: none; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
  h1 { margin: 0 0 .5rem; font-size: 1.75rem; line-height: 1.25; }
  h2 { margin: 2rem 0 .75rem; font-size: 1.15rem; }
  p { color: var(--muted); margin: 0 0 1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
  li a { display: block; padding: .85rem 1rem; border: 1px solid var(--border); border-radius: 12px; background: var(--surface); color: var(--text); text-decoration: none; font-weight: 600; }
  li a:hover, li a:focus-visible { border-color: var(--primary); }
  li small { display: block; color: var(--muted); font-weight: 400; }
  .button { display: inline-block; margin-top: 1.5rem; padding: .7rem 1.2rem; border-radius: 999px; background: var(--primary); color: #fff; text-decoration: none; font-weight: 600; border: 0; font-size: 1rem; cursor: pointer; }
`

/** Lists the saved posts of the page's language (`data-posts`), their times in its locale. */
const SAVED_POSTS = `
(async () => {
  const root = document.documentElement.dataset;
  const list = document.getElementById('saved-posts');
  const none = document.getElementById('no-saved-posts');
  const posts = [];
  try {
    const cache = await caches.open('${CACHE_NAMES.pages}');
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(root.posts) || url.pathname.slice(root.posts.length).includes('/')) continue;
      const response = await cache.match(request);
      const title = decodeURIComponent(response?.headers.get('${SAVED_TITLE_HEADER}') || '').replace(/\\s*\\|[^|]*$/, '');
      const savedAt = response?.headers.get('${SAVED_AT_HEADER}');
      posts.push({ href: url.pathname, title: title || url.pathname, savedAt: savedAt ? new Date(savedAt) : null });
    }
  } catch {}
  posts.sort((a, b) => (b.savedAt || 0) - (a.savedAt || 0));
  for (const post of posts) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = post.href;
    link.lang = root.postsLang;
    link.textContent = post.title;
    if (post.savedAt) {
      const when = document.createElement('small');
      when.lang = document.documentElement.lang;
      when.textContent = root.savedOn.replace('{when}', post.savedAt.toLocaleString(root.locale, { dateStyle: 'medium', timeStyle: 'short' }));
      link.append(when);
    }
    item.append(link);
    list.append(item);
  }
  none.hidden = posts.length > 0;
})();
`

/** The offline page of a language, in its own words or, without them, in English. */
export function offlinePageHtml(code: LanguageCode, words: OfflineWords): string {
  const language = languageOf(code)
  const spoken = hasOwnFormMessages(code) ? language : languageOf(DEFAULT_LANGUAGE)
  const data = {
    posts: localizedPath(code, '/blogs/'),
    'posts-lang': language.tag,
    locale: spoken.intlLocale,
    'saved-on': words.savedOn,
    'saved-on-offline': words.savedOnOffline,
  }
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('')
  return `<!doctype html>
<html lang="${spoken.tag}"${attributes}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)} | ${escapeHtml(BRAND_NAME)}</title>
<meta name="theme-color" content="#5b21b6">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<script>${THEME_INIT_SCRIPT}</script>
<header><a href="${localizedPath(code, '/')}">${escapeHtml(BRAND_NAME)}</a></header>
<main id="main">
  <h1>${escapeHtml(words.title)}</h1>
  <p>${escapeHtml(words.notSaved)}</p>
  <h2>${escapeHtml(words.savedPosts)}</h2>
  <ul id="saved-posts"></ul>
  <p id="no-saved-posts" hidden>${escapeHtml(words.noSavedPosts)}</p>
  <button type="button" class="button" onclick="location.reload()">${escapeHtml(words.tryAgain)}</button>
</main>
<script>${SAVED_POSTS}</script>
</body>
</html>
`
}
