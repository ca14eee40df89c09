// How the client's JavaScript is split into files. Rollup's default makes one chunk per distinct set of importers,
// which here meant ~30 files of under 1 KB per page; on HTTP/1.1 (six connections per host) each costs a round trip
// and they queued the page's first API requests behind them. Two groups cost no extra bytes on any page:
//  - vendor: the framework and the stores, which every page loads;
//  - shell: everything the shell's own scripts and islands import statically (header, menu, search box, the dialogs'
//    stores and start, boot), which every page loads too, and the parts every list is drawn with (SHELL_PARTS);
// one that costs a few KB on the pages that use only part of it:
//  - lists: the video grid with its cards, states and formatting, which most pages show;
// and one that must not wait for the framework:
//  - early: what the early banner's script (components/banner/EarlyBanner.astro) shares with the rest of the app (the
//    early-request helpers, the broadcast rules), claimed before the other groups so that it does not land in a chunk
//    that imports React, with the other small helpers of what runs before the framework (EARLY_HELPERS), which the
//    framework-free embed page imports too. The banner's own code imports nothing else: the build puts it, bundled
//    with what it imports, in the HTML (preload-integration.mjs), and no island downloads it again. (The lists' early
//    painter is no Rollup entry: components/EarlyList.astro bundles it from the sources, src/build/painter-script.mjs.)
// Lazy code (dialogs, player, markdown, socket) stays in its own chunks: only static imports are followed. Groups
// hold the app's own modules (src/), never the entry modules themselves (a script entry runs its side effects when
// first imported: an island importing it would start the shell), nor Rollup's helpers — the CommonJS interop helper
// goes with the framework that needs it, or the framework would import back from an app chunk (a cycle).

const VENDOR = /\/node_modules\/(react|react-dom|scheduler|nanostores|@nanostores|@astrojs\/react)\//;
const SHELL_ENTRIES = [
  /\/src\/components\/GlobalIslands\.astro\?astro&type=script/,
  /\/src\/islands\/header\/HeaderActions\.tsx$/,
];

// Statically imported by the header's session island but needed by logged-in people only: left to Rollup (it joins the
// island's own file), so that visitors, who load the shell group but never that island, do not carry it — the user
// menu's button, the gear and the area's texts.
const SESSION_ONLY = [/\/src\/islands\/header\/(UserMenu\w+|MySettingsLink)\.tsx$/, /\/src\/lib\/rows\/account\.ts$/];

const LISTS_ENTRIES = [/\/src\/islands\/video\/VideoGrid\.tsx$/];
// With the shell: what every list is made of (the one list store, its states, its rows and their views:
// stores/common, islands/common, lib/rows), so that the /my-library and admin lists do not load the video grid's
// chunk for them, nor the grids a chunk more.
const SHELL_PARTS = [
  /\/src\/stores\/common\/(paged-list|start-count-list)\.ts$/,
  /\/src\/islands\/common\/(ListStates|Rows|useRowContext|ItemPages|useEarlyPaintDrop)\.tsx?$/,
  /\/src\/lib\/stable-pages\.ts$/,
  // The video preferences every list asks with (and the visitor's settings they read), not the video grid's alone.
  /\/src\/stores\/settings\/(video-preferences|anonymous-settings)\.ts$/,
  /\/src\/lib\/rows\/(view|text|actor)\.ts$/,
  // The way to the login page and back (0.1 KB): the signed-in pages' gate, the watch and channel pages' visitors'
  // buttons; on its own it was one more request for each of them.
  /\/src\/lib\/login-path\.ts$/,
  // The signed-in pages' gate itself (useAccess, AccountOnly, useHydrated: 0.7 KB, ~0.3 KB compressed in the shell):
  // apart, three files of 0.1–0.4 KB that every signed-in page asked for one by one, each with its ~0.25 KB of
  // headers and, on HTTP/1.1, its turn on one of six connections.
  /\/src\/islands\/(shell\/(useAccess|AccountOnly)|common\/useHydrated)\.tsx?$/,
];
const EARLY_ENTRIES = [/\/src\/components\/(\w+\/)?Early[A-Z]\w*\.astro\?astro&type=script/];
// What the early paint's painter (bundled into the HTML from the sources, src/build/painter-script.mjs) shares with
// the app: the early requests' helpers, the hand-over, the instance's URL, formatting, small and pure. With the
// framework-free code that shares them (the embed page), never in a chunk that imports React, and not in the video
// grid's: islands of every page format dates or draw avatars.
const EARLY_HELPERS = [
  /\/src\/lib\/(early-fetch|instance-url|instance-host|format|watch-path|avatar)\.ts$/,
  /\/src\/lib\/early-paint\/hand-over\.ts$/,
  /\/src\/i18n\/early\.ts$/,
];
// Shared with a painter but by lazy code only (the banner's renderer): left to Rollup, which gives it a chunk of its
// own (it imports nothing), instead of the early group every page loads.
const LAZY_SHARED = /\/src\/lib\/broadcast-box\.ts$/;

// The light markdown renderer and the link rules it shares with the sanitiser: one file (the broadcast banner and
// markdown fields load it; apart, the 0.2 KB link rules were a request of their own). It imports nothing: the early
// banner's painter (components/banner/EarlyBanner.astro) is bundled from it into the HTML, with all it imports.
const MARKDOWN_LITE = /\/src\/lib\/(markdown-lite|link-target)\.ts$/;

/** Rollup `output.manualChunks`: the groups above; everything else as Rollup decides. */
export function manualChunks(id, { getModuleIds, getModuleInfo }) {
  if (VENDOR.test(id) || id.startsWith('\0commonjsHelpers')) return 'vendor';
  if (!id.includes('/src/')) return undefined;
  // Stylesheets stay apart: in a group, their empty JS module made every page importing one (the grid's video.css)
  // load that group's chunk for nothing.
  if (/\.css($|\?)/.test(id)) return undefined;
  if (MARKDOWN_LITE.test(id)) return 'markdown-lite';
  if (LAZY_SHARED.test(id) || SESSION_ONLY.some((re) => re.test(id))) return undefined;
  // Computed once per build (each build has its own getModuleInfo).
  let groups = groupsOfBuild.get(getModuleInfo);
  if (!groups) {
    const painted = closureOf(EARLY_ENTRIES, getModuleIds, getModuleInfo);
    groups = {
      painted,
      early: new Set([
        ...sharedPart(painted, getModuleInfo, painted),
        ...closureOf(EARLY_HELPERS, getModuleIds, getModuleInfo),
      ]),
      shell: closureOf([...SHELL_ENTRIES, ...SHELL_PARTS], getModuleIds, getModuleInfo),
      lists: closureOf(LISTS_ENTRIES, getModuleIds, getModuleInfo),
    };
    groupsOfBuild.set(getModuleInfo, groups);
  }
  if ([...EARLY_ENTRIES, ...SHELL_ENTRIES, ...LISTS_ENTRIES].some((re) => re.test(id))) return undefined;
  // The painters' own modules: left to Rollup (only painter entries import them).
  if (groups.painted.has(id) && !groups.early.has(id)) return undefined;
  return ['early', 'shell', 'lists'].find((name) => groups[name].has(id));
}
const groupsOfBuild = new WeakMap();

/** The modules of a closure that the app imports too (something outside it, and outside the painters, whose code
 *  the build puts in the HTML: what only painters share is no app file's business), with what they import. */
function sharedPart(closure, getModuleInfo, painters) {
  const shared = [...closure].filter((id) =>
    (getModuleInfo(id)?.importers ?? []).some((importer) => !closure.has(importer) && !painters.has(importer)),
  );
  return staticClosure(shared, getModuleInfo);
}

function closureOf(patterns, getModuleIds, getModuleInfo) {
  return staticClosure(
    [...getModuleIds()].filter((m) => patterns.some((re) => re.test(m))),
    getModuleInfo,
  );
}

/** Every module reachable from `entries` through static imports. */
function staticClosure(entries, getModuleInfo) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Astro integration: entry files may export more than their entry module (Rollup's 'allow-extension'). Astro asks
 *  'exports-only', and an island whose module sits in a chunk that also serves others (SearchResults, the React
 *  renderer in vendor) then got a facade file of its own: one more request of ~0.2 KB on the page's first load. */
export function fewerEntryFiles() {
  return {
    name: 'fewer-entry-files',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'client') return;
        vite.build ??= {};
        vite.build.rollupOptions ??= {};
        vite.build.rollupOptions.preserveEntrySignatures = 'allow-extension';
      },
    },
  };
}

/** Rollup `output.entryFileNames`: as Astro names them, except the entry that holds the framework (the React
 *  renderer's entry, once the vendor group no longer needs a facade for it), which keeps the name `vendor`. */
export function entryFileNames(chunk) {
  const framework = (chunk.moduleIds ?? []).some((id) => /\/node_modules\/react-dom\//.test(id));
  return `_astro/${framework ? 'vendor' : '[name]'}.[hash].js`;
}
