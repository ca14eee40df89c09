// Injected API failures and delays (POST /__test/fail), checked before routing.

/** True when a failure rule `{method, path, ...}` matches the request; `path` may use `*` and a `?query` subset. */
export function ruleMatches(rule, method, url) {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  const [rulePath, ruleQuery] = String(rule.path).split('?');
  const re = new RegExp(
    '^' +
      rulePath
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '/?$',
  );
  if (!re.test(url.pathname)) return false;
  for (const [k, v] of new URLSearchParams(ruleQuery ?? '')) if (url.searchParams.get(k) !== v) return false;
  return true;
}

/** Applies the first matching rule: waits `delayMs`, then answers `status` with `body` (a string is sent raw). Returns true when it answered. */
export async function applyFailure(store, req, res, url) {
  const rule = store.failures.find((f) => ruleMatches(f, req.method, url));
  if (!rule) return false;
  if (rule.times != null && --rule.times <= 0) store.failures.splice(store.failures.indexOf(rule), 1);
  if (rule.delayMs) await new Promise((r) => setTimeout(r, rule.delayMs));
  if (!rule.status) return false;
  const isRaw = typeof rule.body === 'string';
  const body = isRaw
    ? rule.body
    : JSON.stringify(
        rule.body ?? {
          type: 'about:blank',
          title: 'Injected failure',
          detail: 'Injected failure',
          status: rule.status,
        },
      );
  const type = isRaw
    ? 'application/json; charset=utf-8'
    : rule.body
      ? 'application/json; charset=utf-8'
      : 'application/problem+json; charset=utf-8';
  res.writeHead(rule.status, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}
