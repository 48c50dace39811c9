/**
 * The local lake's HTTP/2 + TLS listener uses a certificate made on this machine, which a browser refuses until the
 * person takes the one-time certificate step (studio/README.md). Until then every request fails as a network error,
 * and Sanity's own dialog blames "the Sanity servers" and points at status.sanity.io, which are not involved. So the
 * Studio asks the lake once as it starts; when the browser refuses to connect, it shows the step on top of the
 * Studio, with a link that opens the lake's address (where the browser offers to proceed) and a reload button.
 */
const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/

export function showCertificateStepIfRefused(apiHost: string | undefined, projectId: string): void {
  if (typeof window === 'undefined' || !apiHost) return
  const lake = new URL(apiHost)
  if (lake.protocol !== 'https:' || !LOCAL_HOSTS.test(lake.hostname)) return
  // The Studio's client puts the project id in front of the host (`escrova.localhost`), and a browser trusts a
  // certificate per host: ask, and link to, the host the Studio calls.
  lake.hostname = `${projectId}.${lake.hostname}`
  // `no-cors`: an answer of any kind is opaque and fine; only a refused connection (the certificate) throws.
  fetch(`${lake.origin}/v1/ping`, { mode: 'no-cors', cache: 'no-store' }).catch(() => showStep(lake.origin))
}

function showStep(lakeOrigin: string): void {
  const box = document.createElement('div')
  box.setAttribute('role', 'alert')
  box.setAttribute(
    'style',
    'position:fixed;inset:16px 16px auto 16px;z-index:2147483647;max-width:44rem;margin:0 auto;padding:16px 20px;' +
      'background:#fff;color:#101112;border:2px solid #c3362b;border-radius:6px;font:15px/1.5 system-ui,sans-serif;' +
      'box-shadow:0 4px 24px rgba(0,0,0,.25)',
  )
  const heading = document.createElement('strong')
  heading.textContent = 'One step before the Studio works: trust the local Content Lake’s certificate'
  const text = document.createElement('p')
  text.textContent =
    'This browser refuses the lake’s locally made certificate, so the Studio cannot reach it (the Sanity servers ' +
    'are not involved). Open the lake’s address below, choose Advanced, then Proceed, and come back to reload. ' +
    'Or add .data/lake/tls/localhost-cert.pem to this browser’s trusted certificates (studio/README.md).'
  const link = document.createElement('a')
  link.href = `${lakeOrigin}/v1/ping`
  link.target = '_blank'
  link.rel = 'noopener'
  link.textContent = `Open ${lakeOrigin}`
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.textContent = 'Reload the Studio'
  reload.setAttribute('style', 'margin-left:16px')
  reload.addEventListener('click', () => window.location.reload())
  const actions = document.createElement('p')
  actions.append(link, reload)
  box.append(heading, text, actions)
  document.body.append(box)
}
