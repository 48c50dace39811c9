/**
 * Runs inline at the start of <body>, before first paint: the stored `theme` ('dark' | 'light'), else the system
 * preference, set on <html data-theme> and the body class (and `js` on <html>, for entrance animations), so a dark-theme visitor never sees a light flash.
 * The static server hashes this script for its Content-Security-Policy, so keep it a constant string.
 */
export const THEME_STORAGE_KEY = 'theme'

export const THEME_INIT_SCRIPT = `(function(){var t;try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}if(t!=='dark'&&t!=='light'){t=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.setAttribute('data-theme',t);document.documentElement.style.colorScheme=t;document.body.classList.add('theme-'+t);document.documentElement.classList.add('js')})()`
