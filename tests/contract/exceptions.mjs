// Named, documented differences between what the local instance serves (= what a real PeerTube 7.0
// server sends, see ../shared/peertube/fixtures) and PeerTube's 8.1 OpenAPI description.
// The contract test applies each entry only to its operation (or '*' = every operation) and status,
// and only to errors whose instancePath matches `path` (and `keyword` when given). `area` names the contract test
// file (instance/api/<area>.mjs) that must use the entry; entries without one belong to api.test.mjs.

/** @typedef {{ id: string, area?: string, operation: string|string[]|RegExp, status?: number, reason: string, path?: RegExp, keyword?: string|string[], schema?: (s: object) => object, undocumented?: boolean }} ContractException */

const MAP_OF_LABELS = { type: 'object', additionalProperties: { type: 'string' } };

/** @type {ContractException[]} */
export const EXCEPTIONS = [
  {
    id: 'follow-state-rejected',
    area: 'admin-settings',
    operation: ['GET /api/v1/server/followers', 'GET /api/v1/server/following'],
    status: 200,
    reason:
      'PeerTube 7.0 keeps a rejected follower with state "rejected" (server/core/controllers/api/server/follows.ts rejectFollower, FollowState); the spec\'s enum has only pending and accepted.',
    path: /^\/data\/\d+\/state$/,
    keyword: 'enum',
  },
  {
    id: 'video-chapters-is-an-array',
    area: 'publish',
    operation: 'GET /api/v1/videos/{id}/chapters',
    status: 200,
    reason:
      'The spec types VideoChapters.chapters as one object; the real server answers an array of { timecode, title } (server/core/controllers/api/videos/chapters.ts listVideoChapters).',
    schema: () => ({
      type: 'object',
      required: ['chapters'],
      properties: {
        chapters: {
          type: 'array',
          items: {
            type: 'object',
            required: ['timecode', 'title'],
            properties: { timecode: { type: 'integer' }, title: { type: 'string' } },
          },
        },
      },
    }),
  },
  {
    id: 'user-import-last-chunk-200',
    area: 'user-archives',
    operation: /^PUT \/api\/v1\/users\/\d+\/imports\/import-resumable$/,
    status: 200,
    reason:
      'The spec says 204 for the last chunk; PeerTube 7.0 answers 200 { userImport: { id } } (server/core/controllers/api/users/user-imports.ts, addUserImportResumable).',
    undocumented: true,
  },
  {
    id: 'scoped-tokens-undocumented',
    area: 'me-account',
    operation: ['GET /api/v1/users/scoped-tokens', 'POST /api/v1/users/scoped-tokens'],
    status: 200,
    reason:
      'GET/POST /api/v1/users/scoped-tokens (the feed token) exist in PeerTube 7.0 (server/core/controllers/api/users/token.ts) but not in openapi.yaml; the answer is { feedToken }.',
    undocumented: true,
  },
  {
    id: 'two-factor-request-is-an-object',
    area: 'me-account',
    operation: 'POST /api/v1/users/{id}/two-factor/request',
    status: 200,
    reason:
      'The spec describes an array of RequestTwoFactorResponse; the real server answers one object { otpRequest } (fixtures/users-two-factor-request.json).',
    schema: (s) => s.items,
  },
  {
    id: 'account-block-blocked-account',
    area: 'me-account',
    operation: 'GET /api/v1/users/me/blocklist/accounts',
    status: 200,
    reason:
      'The spec gives AccountBlock.blockedAccount both an Account $ref and `type: boolean`; the real server sends the Account object (server/core/models/account/account-blocklist.ts toFormattedJSON).',
    path: /^\/data\/\d+\/blockedAccount$/,
    keyword: 'type',
  },
  {
    id: 'server-block-blocked-account',
    area: 'admin-content',
    operation: 'GET /api/v1/server/blocklist/accounts',
    status: 200,
    reason:
      "As for the person's own blocklist: the spec gives AccountBlock.blockedAccount both an Account $ref and `type: boolean`; the real server sends the Account object.",
    path: /^\/data\/\d+\/blockedAccount$/,
    keyword: 'type',
  },
  {
    id: 'users-me-is-an-object',
    operation: 'GET /api/v1/users/me',
    status: 200,
    reason:
      'The spec describes the response as an array of User; the real server returns one User object (fixtures/users-me-root.json).',
    schema: (s) => s.items,
  },
  {
    id: 'user-nullable-fields',
    operation: 'GET /api/v1/users/me',
    status: 200,
    reason:
      'videoLanguages, blockedReason, pluginAuth and emailVerified are null in real responses (fixtures/users-me-root.json, users-me-carol-two-factor-enabled.json); the spec types them without null.',
    path: /^\/(videoLanguages|blockedReason|pluginAuth|emailVerified)$/,
    keyword: 'type',
  },
  {
    id: 'host-includes-port',
    operation: '*',
    reason:
      'Actor `host` is "host:port" when the instance is not on port 80/443 (fixtures: "localhost:9000"); format hostname does not allow a port.',
    path: /\/host$/,
    keyword: 'format',
  },
  {
    id: 'unknown-constant-null-id',
    operation: '*',
    reason:
      'A video without licence/language has `{ id: null, label: "Unknown" }` (fixtures/videos-get.json); the spec types the id as integer/string.',
    path: /\/(licence|language|category)\/id$/,
    keyword: 'type',
  },
  {
    id: 'magnet-uri-shape',
    operation: '*',
    reason:
      'Real magnet URIs start with "magnet:?xs=" (fixtures/videos-get.json) so they miss the spec pattern "magnet:?xt=urn:…" and ajv\'s uri format; import notifications have magnetUri null when imported from a URL.',
    path: /\/magnetUri$/,
    keyword: ['pattern', 'format', 'type'],
  },
  {
    id: 'theme-registered-objects',
    operation: 'GET /api/v1/config',
    status: 200,
    reason:
      'The spec types config.theme.registered as strings; PeerTube 7.0 lists each theme plugin as an object { npmName, name, version, description, css, clientScripts } (server/core/lib/server-config-manager.ts getRegisteredThemes), which the client loads the stylesheets from.',
    path: /^\/theme\/registered\/\d+$/,
    keyword: 'type',
  },
  {
    id: 'oauth-client-pattern',
    operation: 'GET /api/v1/oauth-clients/local',
    status: 200,
    reason:
      'The spec patterns "^[a-z0-9]$" / "^[a-zA-Z0-9]$" match one character only, while minLength is 32; real client ids are 32 characters (fixtures/oauth-clients-local.json).',
    path: /^\/client_(id|secret)$/,
    keyword: 'pattern',
  },
  {
    id: 'constants-are-maps',
    operation: [
      'GET /api/v1/videos/categories',
      'GET /api/v1/videos/licences',
      'GET /api/v1/videos/languages',
      'GET /api/v1/videos/privacies',
      'GET /api/v1/video-playlists/privacies',
    ],
    status: 200,
    reason:
      'The spec says array of strings; the real server returns an object id → label (fixtures/videos-categories.json, videos-languages.json, ...).',
    schema: () => MAP_OF_LABELS,
  },
  {
    id: 'playlist-thumbnail-null',
    operation: '*',
    reason:
      'An empty playlist has thumbnailPath null (PeerTube only generates a playlist thumbnail from its first video); the spec types it as string.',
    path: /thumbnailPath$/,
    keyword: 'type',
  },
  {
    id: 'playlist-description-null',
    operation: '*',
    reason:
      'Playlists and channels without description have description null in real responses; the spec types it as string.',
    path: /description$/,
    keyword: 'type',
  },
  {
    id: 'overviews-undocumented',
    operation: 'GET /api/v1/overviews/videos',
    status: 200,
    reason:
      "GET /api/v1/overviews/videos (the Discover page) exists in PeerTube but is not in openapi.yaml 8.1; shape follows PeerTube's VideosOverview {categories, channels, tags}.",
    undocumented: true,
  },
  {
    id: 'custom-config-write-body',
    operation: ['PUT /api/v1/config/custom', 'DELETE /api/v1/config/custom'],
    status: 200,
    reason:
      'The spec documents no body; the real 7.0 server answers with the new custom config (fixtures/config-custom-put.json). tests/contract/admin-config.test.mjs checks it against ServerConfigCustom.',
    undocumented: true,
  },
  {
    id: 'revoke-token-body',
    operation: 'POST /api/v1/users/revoke-token',
    status: 200,
    reason:
      'The spec documents no body; the real 7.0 server answers {"success": true} (fixtures/users-revoke-token.json).',
    undocumented: true,
  },
];

// A RegExp names an operation the generated schemas lack (no response body documented), by its concrete path.
const matchesOp = (e, op) =>
  e.operation === '*' ||
  e.operation === op ||
  (Array.isArray(e.operation) && e.operation.includes(op)) ||
  (e.operation instanceof RegExp && e.operation.test(op));

/** The exceptions for one operation and status. */
export function exceptionsFor(operation, status) {
  return EXCEPTIONS.filter((e) => matchesOp(e, operation) && (e.status == null || e.status === status));
}

/** Real server paths missing from the spec that a template would otherwise swallow (e.g. /users/{id}). */
export const UNDOCUMENTED_PATHS = ['/api/v1/users/scoped-tokens'];

/** True when an ajv error is covered by exception `e`. */
export function covers(e, error) {
  if (!e.path || !e.path.test(error.instancePath)) return false;
  return !e.keyword || [e.keyword].flat().includes(error.keyword);
}
