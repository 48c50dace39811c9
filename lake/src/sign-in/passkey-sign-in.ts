/**
 * The sign-in page's passkey button: asks the browser for a passkey with the options the page carries
 * (`@simplewebauthn/browser`, served next to this), then posts the signed answer with the page's attempt. Shown
 * only where the browser supports WebAuthn; a cancelled prompt leaves the page as it was.
 */
export const PASSKEY_SIGN_IN_SCRIPT = `(() => {
  const form = document.getElementById('passkey-form')
  const button = document.getElementById('passkey-button')
  const lib = window.SimpleWebAuthnBrowser
  if (!form || !button || !lib || !lib.browserSupportsWebAuthn()) return
  button.hidden = false
  button.addEventListener('click', async () => {
    button.disabled = true
    try {
      const answer = await lib.startAuthentication({ optionsJSON: JSON.parse(form.dataset.options) })
      form.elements.passkey.value = JSON.stringify(answer)
      form.submit()
    } catch (error) {
      button.disabled = false
      let line = document.getElementById('passkey-error')
      if (!line) {
        line = document.createElement('p')
        line.id = 'passkey-error'
        line.className = 'error'
        line.setAttribute('role', 'alert')
        form.before(line)
      }
      line.textContent = 'No passkey was used: ' + (error && error.message ? error.message : String(error))
    }
  })
})()
`
