// How the client's JavaScript is split into files. Rollup's default makes one chunk per distinct set of importers,
// which here meant ~30 files of under 1 KB per page; on HTTP/1.1 (six connections per host) each costs a round trip
// and they queued the page's first API requests behind them. Two groups cost no extra bytes on any page:
//  - vendor: the framework and the stores, which every page loads;
//  - shell: everything the shell's own scripts and islands import statically (header, menu, search box, dialogs
//    host, boot), which every page loads too;
// one that costs a few KB on the pages that use only part of it:
//  - lists: the video grid with its cards, states and formatting, which most pages show;
// and one that must not wait for the framework:
//  - early: what the early grid script (components/video/EarlyGrid.astro) imports, and early-search what the search
//    page's early paint (components/search/EarlySearch.astro) adds to it (the grid pages need none of it), claimed
//    before the other groups
//    so that its formatting code does not land in a chunk that imports React.
// Lazy code (dialogs, player, markdown, socket) stays in its own chunks: only static imports are followed. Groups
// hold the app's own modules (src/), never the entry modules themselves (a script entry runs its side effects when
// first imported: an island importing it would start the shell), nor Rollup's helpers — the CommonJS interop helper
// goes with the framework that needs it, or the framework would import back from an app chunk (a cycle).

const VENDOR = /\/node_modules\/(react|react-dom|scheduler|nanostores|@nanostores|@astrojs\/react)\//;
const SHELL_ENTRIES = [
  /\/src\/components\/GlobalIslands\.astro\?astro&type=script/,
  /\/src\/islands\/header\/HeaderActions\.tsx$/,
  /\/src\/islands\/dialogs\/DialogsHost\.tsx$/,
];

const LISTS_ENTRIES = [/\/src\/islands\/video\/VideoGrid\.tsx$/];
const EARLY_ENTRIES = [/\/src\/components\/video\/EarlyGrid\.astro\?astro&type=script/];
const EARLY_SEARCH_ENTRIES = [/\/src\/components\/search\/EarlySearch\.astro\?astro&type=script/];

// The light markdown renderer and the link rules it shares with the sanitiser: one file (the broadcast banner and
// markdown fields load it; apart, the 0.2 KB link rules were a request of their own).
const MARKDOWN_LITE = /\/src\/(lib\/(markdown-lite|link-target)|islands\/common\/useMarkdown)\.ts$/;

/** Rollup `output.manualChunks`: the groups above; everything else as Rollup decides. */
export function manualChunks(id, { getModuleIds, getModuleInfo }) {
  if (VENDOR.test(id) || id.startsWith('\0commonjsHelpers')) return 'vendor';
  if (!id.includes('/src/')) return undefined;
  if (MARKDOWN_LITE.test(id)) return 'markdown-lite';
  // Computed once per build (each build has its own getModuleInfo).
  let groups = groupsOfBuild.get(getModuleInfo);
  if (!groups) {
    groups = {
      early: closureOf(EARLY_ENTRIES, getModuleIds, getModuleInfo),
      'early-search': closureOf(EARLY_SEARCH_ENTRIES, getModuleIds, getModuleInfo),
      shell: closureOf(SHELL_ENTRIES, getModuleIds, getModuleInfo),
      lists: closureOf(LISTS_ENTRIES, getModuleIds, getModuleInfo),
    };
    groupsOfBuild.set(getModuleInfo, groups);
  }
  if ([...EARLY_ENTRIES, ...EARLY_SEARCH_ENTRIES, ...SHELL_ENTRIES, ...LISTS_ENTRIES].some((re) => re.test(id))) return undefined;
  return ['early', 'early-search', 'shell', 'lists'].find((name) => groups[name].has(id));
}
const groupsOfBuild = new WeakMap();

function closureOf(patterns, getModuleIds, getModuleInfo) {
  return staticClosure([...getModuleIds()].filter((m) => patterns.some((re) => re.test(m))), getModuleInfo);
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
