import { Hono } from 'hono'
import { isOriginAllowed } from '../http/cors.ts'
import type { LakeContext, LakeEnv } from '../http/env.ts'
import { HttpError } from '../http/errors.ts'
import { identifyCaller } from '../http/middleware/identify.ts'
import { json, textWithLength } from '../http/respond.ts'

/**
 * Signing in to a Studio that runs against this lake. There is no account system here: a person signs in with a
 * lake token. The lake lists one login provider; the Studio's login screen sends the person to its page, which asks
 * for the token and returns to the Studio with `#token=...` (which the Studio keeps in localStorage). The page only
 * returns to origins the lake's CORS settings allow, so a crafted link cannot send a token elsewhere.
 */
function baseUrl(c: LakeContext): string {
  // `https` on the TLS listener; the Host header as sent (HTTP/2 has only `:authority`, which the URL carries).
  const url = new URL(c.req.url)
  return `${url.protocol}//${c.req.header('host') ?? url.host}`
}

function loginPage(origin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to the local Content Lake</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933}
label{display:block;font-weight:600;margin:1.5rem 0 .5rem}input{width:100%;padding:.6rem;font:inherit;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}code{background:#eef2f5;padding:0 .25rem}</style>
</head><body>
<h1>Sign in with a lake token</h1>
<p>This Studio runs against the local Content Lake. Paste a token from <code>.data/lake/tokens.json</code>:
<code>write</code> to edit and publish, <code>read</code> to look only.</p>
<form id="login"><label for="token">Lake token</label>
<input id="token" name="token" type="password" autocomplete="off" required minlength="32">
<button type="submit">Sign in</button></form>
<script>
const origin = ${JSON.stringify(origin).replace(/</g, '\\u003c')};
document.getElementById('login').addEventListener('submit', (event) => {
  event.preventDefault();
  const token = document.getElementById('token').value.trim();
  location.href = origin + '/#token=' + encodeURIComponent(token);
});
</script>
</body></html>`
}

export const loginRoutes = new Hono<LakeEnv>()
  .get('/auth/providers', identifyCaller, (c) =>
    json(c, 200, {
      thirdPartyLogin: false,
      sso: {},
      providers: [{ name: 'lake-token', title: 'Lake token', url: `${baseUrl(c)}/v1/auth/lake-login` }],
    }),
  )
  .get('/auth/lake-login', identifyCaller, (c) => {
    const requested = c.req.query('origin') ?? ''
    let origin: string
    try {
      origin = new URL(requested).origin
    } catch {
      throw new HttpError(400, '"origin" must be the URL of the Studio to return to')
    }
    if (!isOriginAllowed(origin, c.var.lake.corsOrigins)) {
      throw new HttpError(403, `Origin ${origin} is not allowed by this lake's CORS settings`)
    }
    return textWithLength(c, 200, loginPage(origin), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    })
  })
