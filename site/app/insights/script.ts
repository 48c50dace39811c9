/**
 * The insights script, inline on every page (hashed by the server's CSP like the theme script; well under 1 KB
 * gzip, `npm run bench insights` prints it). It sets no cookie and writes nothing to the device: page views
 * (React Router navigations included, through `history.pushState` and `popstate`), time on the page when it is
 * hidden or left, and the funnel events the site names through `track()` (`track.ts`) go to the function with
 * `navigator.sendBeacon`. Offline, events wait in this page's memory with their own time and go when the signal
 * returns. Nothing is sent inside a frame (the Studio's Presentation preview) or with Global Privacy Control on.
 * The function's `/api/event` (functions/src/insights/ingest/route.ts) checks and counts them.
 */
import { INSIGHTS_ROUTES } from '@escrova/schemas/insights'

/** The global the site's `track()` calls; absent where the script does not run (a frame, GPC, no beacon). */
export const INSIGHTS_GLOBAL = '__escrovaInsights'

export function insightsScript(functionsUrl: string): string {
  const endpoint = JSON.stringify(functionsUrl.replace(/\/+$/, '') + INSIGHTS_ROUTES.event)
  return `(function(w,d,n,l){if(w.self!==w.top||!n.sendBeacon||n.globalPrivacyControl)return;var E=${endpoint},q=[],u=l.href,r=d.referrer,s=Date.now(),a=0;function b(o){if(!n.onLine){o.t=o.t||Date.now();q.push(o)}else if(!n.sendBeacon(E,JSON.stringify(o)))q.push(o)}function e(k,p,x,m){var o={n:k,u:x||l.href,w:innerWidth,l:n.language,i:Math.random().toString(36).slice(2)+Date.now().toString(36)};if(p)o.p=String(p).slice(0,100);if(m)o.e=m;if(k==='pageview'&&r)o.r=r;b(o)}function g(){if(d.visibilityState==='visible')a+=Date.now()-s;s=Date.now();if(a>999)e('engagement',0,u,a);a=0}function v(){if(l.href.split('#')[0]===u.split('#')[0])return;g();r=u;u=l.href;e('pageview')}var P=history.pushState;history.pushState=function(){P.apply(history,arguments);v()};w.addEventListener('popstate',v);d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')g();else s=Date.now()});w.addEventListener('online',function(){var o=q;q=[];o.forEach(b)});w.${INSIGHTS_GLOBAL}=e;e('pageview')})(window,document,navigator,location)`
}
