/**
 * The lake's sign-in pages: e-mail and password (and a one-time code for members with a second factor) or a
 * passkey (`passkey-sign-in.ts`: the page's scripts, `@simplewebauthn/browser` and a few lines of glue), and the
 * page an invitation or reset link opens to choose a password. Plain HTML forms posting back to the lake; values
 * are escaped, nothing secret is ever written into the page.
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  )

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f2933}
label{display:block;font-weight:600;margin:1.25rem 0 .4rem}input{width:100%;padding:.6rem;font:inherit;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}.error{color:#a61b1b;font-weight:600}`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`
}

const errorLine = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '')

export interface SignInForm {
  action: string
  origin: string
  csrf: string
  email?: string
  error?: string
  askCode?: boolean
  /** This page's passkey attempt and its WebAuthn request options (`../members/passkeys.ts`). */
  passkey: { attempt: string; options: unknown }
  /** Where the page's scripts come from (the lake). */
  scripts: string[]
}

export function signInPage(form: SignInForm): string {
  const code = form.askCode
    ? `<label for="code">Code from your authenticator app</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" required>`
    : ''
  return page(
    'Sign in to the Studio',
    `${errorLine(form.error)}
<form method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="csrf" value="${escapeHtml(form.csrf)}">
<input type="hidden" name="origin" value="${escapeHtml(form.origin)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(form.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${code}
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(form.action)}" id="passkey-form" data-options="${escapeHtml(JSON.stringify(form.passkey.options))}">
<input type="hidden" name="csrf" value="${escapeHtml(form.csrf)}">
<input type="hidden" name="origin" value="${escapeHtml(form.origin)}">
<input type="hidden" name="attempt" value="${escapeHtml(form.passkey.attempt)}">
<input type="hidden" name="passkey" value="">
<button type="button" id="passkey-button" hidden>Sign in with a passkey</button>
</form>
${form.scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n')}
<p>No account yet? Ask an administrator to invite you. Forgot your password? Ask them for a reset link.</p>`,
  )
}

export interface ChoosePasswordForm {
  action: string
  csrf: string
  link: string
  invite: boolean
  name?: string
  error?: string
}

export function choosePasswordPage(form: ChoosePasswordForm): string {
  const name = form.invite
    ? `<label for="name">Your name (shown to the team and in history)</label>
<input id="name" name="name" autocomplete="name" required value="${escapeHtml(form.name ?? '')}">`
    : ''
  return page(
    form.invite ? 'Join the team' : 'Choose a new password',
    `${errorLine(form.error)}
<form method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="csrf" value="${escapeHtml(form.csrf)}">
<input type="hidden" name="link" value="${escapeHtml(form.link)}">
${name}
<label for="password">New password (at least 12 characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required>
<button type="submit">Save password</button>
</form>`,
  )
}

export const messagePage = (title: string, text: string, link?: { href: string; text: string }): string =>
  page(
    title,
    `<p>${escapeHtml(text)}</p>${link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  )
