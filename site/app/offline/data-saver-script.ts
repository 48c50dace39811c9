/** The data saver's choice in localStorage ('on' | 'off'; none: follow the browser), and the script that applies it. */
export const DATA_SAVER_KEY = 'data-saver'

/** Runs inline at the start of <body>, before any image loads (a constant string, hashed by the server's CSP). */
export const DATA_SAVER_SCRIPT = `(function(){var s;try{s=localStorage.getItem('${DATA_SAVER_KEY}')}catch(e){}var c=navigator.connection;if(s==='on'||(s!=='off'&&c&&c.saveData))document.documentElement.setAttribute('data-save-data','on')})()`
