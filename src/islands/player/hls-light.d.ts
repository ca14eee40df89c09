// hls.js ships no declaration for its light build; it has the same API as the full one.
declare module 'hls.js/dist/hls.light.mjs' {
  export { default } from 'hls.js';
}
