// Astro client directive `client:demand="<event>"` (registered by demand-integration.mjs): the island hydrates only once
// the page asks for it, with that window event, or has already asked (window.__ptDemanded[<event>]). Runs in the browser.
export default (load, opts) => {
  const name = opts.value;
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (await load())();
  };
  if (window.__ptDemanded && window.__ptDemanded[name]) void hydrate();
  else window.addEventListener(name, () => void hydrate(), { once: true });
};
