// Catalog areas: each language's catalog is cut into a few chunks by the part of the site that uses them, so a page
// loads only the strings it shows (issue #32). A key's area is the one of its longest listed prefix (`search.label`
// before `search`); the build writes one file per language and area, plus one per set of areas a page declares
// (src/build/i18n-integration.mjs); pages declare theirs (Shell's `areas`, 'shell' always); the runtime loads any
// other area the first time one of its keys is asked for (src/i18n/index.ts).
// Plain JavaScript: the build (Node) and the app (TypeScript) read the same table.

/** Every area, in the order a page's set of areas is written ('shell+videos'). */
export const AREAS = [
  'shell',
  'videos',
  'watch',
  'search',
  'dialogs',
  'library',
  'account',
  'manage',
  'signup',
  'about',
  'admin',
  'admin-config',
  'admin-system',
];

// area: prefixes, written as one string to keep every page's JS small ('search.label' is a key prefix, 'search' a
// namespace). Keys the header, the menu and the search box show on every page are in 'shell', and so is every list's
// "Load more" (the admin's lists too: a page would otherwise load the library's strings for one button).
const TABLE =
  'shell:shell menu header userMenu common confirm toast modal offline broadcast config session settings form markdown' +
  ' quickSettings plugins serviceWorker mySpace.loadMore search.label search.placeholder search.submit notifications.bell notifications.bellUnread' +
  '|videos:videos home history.record history.pausedNote subscribe actor playlist cardMenu.trigger cardMenu.triggerTitle' +
  ' subscriptions.manage markup' +
  '|watch:watch comments player download.button share.button report.button saveToPlaylist.save saveToPlaylist.saveNamed' +
  '|search:search' +
  '|dialogs:cardMenu banAccount download share report saveToPlaylist warnings hotkeys' +
  '|library:library myVideos channels playlistEdit privacy subscriptions followers ownership myImports mySpace history' +
  '|account:account accountNav accountSettings avatar twoFactor applications archives blocklist notificationSettings' +
  ' notifications myAbuses myComments' +
  '|manage:manage videoForm upload import live publish captions chapters replace studio stats' +
  '|signup:login signup reset verify remote' +
  '|about:about' +
  '|admin:admin adminVideos adminComments adminBlocklist adminContent watchedWords autoTags adminUsers adminFollows' +
  '|admin-config:adminConfig adminHomepage instanceImages' +
  '|admin-system:adminPlugins adminJobs adminLogs adminDebug';

/** Key prefix → area. */
export const AREA_OF_PREFIX = Object.fromEntries(
  TABLE.split('|').flatMap((row) => {
    const [area, prefixes] = row.split(':');
    return prefixes.split(' ').map((prefix) => [prefix, area]);
  }),
);

/** The area of a message key (its longest listed prefix), or undefined for a namespace no area lists. */
export function areaOf(key) {
  for (let end = key.length; end > 0; end = key.lastIndexOf('.', end - 1)) {
    const area = AREA_OF_PREFIX[key.slice(0, end)];
    if (area) return area;
  }
  return undefined;
}

/** A set of areas as pages and files name it: known areas only, in AREAS order, joined by '+' ('shell+videos'). */
export function areaSetName(areas) {
  return AREAS.filter((a) => areas.includes(a)).join('+');
}
