// Every test file's setup (vitest.config.ts). A persistent store stops listening to the window's storage events one
// second after its last subscriber left (nanostores' STORE_UNMOUNT_DELAY): after a quick jsdom test file, that second
// can end once Vitest has torn the environment, and its window, down — "window is not defined", an unhandled error
// that fails the run. In a browser the window outlives its stores; here the listeners are only touched while it lives.
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

if (typeof window !== 'undefined') {
  const live = () => typeof window !== 'undefined';
  setPersistentEngine(localStorage, {
    addEventListener: (...args) => live() && windowPersistentEvents.addEventListener(...args),
    removeEventListener: (...args) => live() && windowPersistentEvents.removeEventListener(...args),
  });
}
