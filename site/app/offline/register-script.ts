/**
 * Runs inline on every page (hashed by the server's CSP like the theme script; a constant string). Registers the
 * service worker (`/sw.js`) after the page has loaded, except inside a frame (the Studio's Presentation preview never
 * gets one). Offline, a click on a link of this site becomes a full page load, which the worker answers with the copy
 * saved on the phone (the in-app navigation would fetch data the phone does not have and show an error). The page
 * that installs the worker was loaded without it, so it hands the worker its URL and the files it loaded, to be saved;
 * as that may come too late (a reader who leaves at once), a page the worker does not control also writes its URL,
 * as soon as it runs, where the worker looks when it installs (`pending-saves.ts`): in localStorage at once, then in
 * IndexedDB with any note an earlier page left there, removed from localStorage once stored. It registers the worker
 * only once the notes are stored: on a busy phone they could otherwise land after the worker's install and
 * activation had looked, and a reader gone before the worker was ready would never have the page saved. It waits 3 s
 * at most: in some Safari 14 releases the first `indexedDB.open` of a page never answers (WebKit bug 226547).
 */
import { PENDING_SAVES_DB, PENDING_SAVES_NOTE_KEY, PENDING_SAVES_STORE } from './pending-saves.ts'

export const SERVICE_WORKER_URL = '/sw.js'

export const SERVICE_WORKER_SCRIPT = `(function(){if(!('serviceWorker' in navigator)||window.self!==window.top)return;var c=navigator.serviceWorker.controller,k='${PENDING_SAVES_NOTE_KEY}',l=function(){try{return JSON.parse(localStorage.getItem(k))||{}}catch(e){return{}}},p=l(),u;if(!c){p[location.href.split('#')[0]]=Date.now();try{localStorage.setItem(k,JSON.stringify(p))}catch(e){}}u=Object.keys(p);var n=new Promise(function(done){setTimeout(done,3e3);if(!u.length)return done();try{var q=indexedDB.open('${PENDING_SAVES_DB}',1);q.onupgradeneeded=function(){q.result.createObjectStore('${PENDING_SAVES_STORE}')};q.onerror=done;q.onsuccess=function(){var d=q.result,t=d.transaction('${PENDING_SAVES_STORE}','readwrite'),s=t.objectStore('${PENDING_SAVES_STORE}');u.forEach(function(a){s.put(p[a],a)});t.oncomplete=function(){var r=l();u.forEach(function(a){delete r[a]});try{Object.keys(r).length?localStorage.setItem(k,JSON.stringify(r)):localStorage.removeItem(k)}catch(e){}d.close();done()};t.onabort=function(){d.close();done()}}}catch(e){done()}});addEventListener('load',function(){n.then(function(){return navigator.serviceWorker.register('${SERVICE_WORKER_URL}')}).then(function(){return c?0:navigator.serviceWorker.ready}).then(function(r){r&&r.active&&r.active.postMessage({type:'SAVE_PAGE',page:location.href,files:performance.getEntriesByType('resource').map(function(e){return{url:e.name,initiator:e.initiatorType}})})}).catch(function(){})});addEventListener('click',function(e){if(navigator.onLine||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target&&e.target.closest&&e.target.closest('a[href]');if(!a||a.origin!==location.origin||a.target||a.hasAttribute('download'))return;if(a.pathname===location.pathname&&a.search===location.search&&a.hash)return;e.preventDefault();e.stopPropagation();location.assign(a.href)},true)})()`
