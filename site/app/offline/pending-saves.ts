/**
 * Pages a visitor opened before the service worker controlled them, to be saved for offline reading. The page that
 * installs the worker cannot count on living until the worker is ready (a reader who leaves within a second), so it
 * writes its own URL here as soon as it runs (`register-script.ts`), and the worker saves what it finds here when it
 * installs, when it activates and whenever a page sends it a message (`worker/sw.ts`), then forgets what it saved.
 * IndexedDB, because the page and the worker share it and a write commits even if the page goes away right after.
 * The page writes it first to localStorage, at once, and moves it to IndexedDB: a page left before IndexedDB opened
 * (a busy phone's first open can take longer than the page's load) writes nothing there, and its note would be lost
 * (clean-clone run cc23). The next page of the site moves every note it finds, and removes each once it is stored.
 */
export const PENDING_SAVES_DB = 'escrova-pending-saves'
export const PENDING_SAVES_STORE = 'pages'
/** The localStorage key of notes not yet moved to IndexedDB: an object of URL to the time it was noted. */
export const PENDING_SAVES_NOTE_KEY = 'pending-saves'

function openPending(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(PENDING_SAVES_DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(PENDING_SAVES_STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openPending().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(PENDING_SAVES_STORE, mode)
        const request = work(transaction.objectStore(PENDING_SAVES_STORE))
        transaction.oncomplete = () => {
          db.close()
          resolve(request.result)
        }
        transaction.onerror = () => {
          db.close()
          reject(transaction.error)
        }
      }),
  )
}

/** The URLs waiting to be saved. */
export const pendingPages = (): Promise<string[]> =>
  inStore('readonly', (store) => store.getAllKeys()).then((keys) => keys.map(String))

/** Forgets a URL once saved. */
export const forgetPending = (url: string): Promise<undefined> =>
  inStore('readwrite', (store) => store.delete(url))
