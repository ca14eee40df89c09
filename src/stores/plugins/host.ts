// The plugin host: loads the client scripts of a scope once, calls each one's `register()` with PeerTube's options,
// keeps the hooks they register, and runs a hook's handlers (lib/plugins/run.ts) once its scope has loaded.
// PeerTube's PluginsManager, as a factory so tests give it their own scripts and importer.
import type {
  RegisterClientFormFieldOptions,
  RegisterClientHookOptions,
  RegisterClientRouteOptions,
  RegisterClientSettingsScriptOptions,
  RegisterClientVideoFieldOptions,
} from '@peertube/peertube-types';
import { hookType, isClientHook, scopeOfHook, type HookName, type PluginScope } from '../../lib/plugins/hooks';
import { insertByPriority, runHandlers, type HookHandler } from '../../lib/plugins/run';
import type { ClientScript } from '../../lib/plugins/scripts';
import { scriptsOfScope } from '../../lib/plugins/client-scripts';
import type { PluginInfo } from './registry';

/** What a client script's `register()` receives (PeerTube's RegisterClientOptions). */
export interface RegisterOptions<H> {
  registerHook: (options: RegisterClientHookOptions) => void;
  registerVideoField: (common: RegisterClientFormFieldOptions, video: RegisterClientVideoFieldOptions) => void;
  registerSettingsScript: (options: RegisterClientSettingsScriptOptions) => void;
  registerClientRoute: (options: RegisterClientRouteOptions) => void;
  peertubeHelpers: H;
}

/** What the host is built from. */
export interface HostDeps<H> {
  /** The client scripts the server lists right now (plugins and the theme in use). */
  scripts: () => ClientScript[];
  /** Imports one script (an ES module) by its path on the instance. */
  importScript: (path: string) => Promise<{ register?: (options: RegisterOptions<H>) => unknown }>;
  /** The helpers object of one plugin. */
  helpersFor: (plugin: PluginInfo) => H;
  onVideoField?: (
    plugin: PluginInfo,
    common: RegisterClientFormFieldOptions,
    video: RegisterClientVideoFieldOptions,
  ) => void;
  onSettingsScript?: (plugin: PluginInfo, options: RegisterClientSettingsScriptOptions) => void;
  onClientRoute?: (plugin: PluginInfo, options: RegisterClientRouteOptions) => void;
  /** Where failures go (PeerTube's logger.error). */
  report?: (message: string, error?: unknown) => void;
  /** A script that has neither loaded nor registered after this long no longer holds its scope's hooks (ms). */
  timeoutMs?: number;
  /** Runs an action's handlers later, as PeerTube's runAction does (setTimeout: after the page has rendered). */
  defer?: (run: () => void) => void;
  /** Loads the `common` scope before any other (true, as PeerTube's app does; its embed loads only `embed`). */
  withCommon?: boolean;
}

/** A plugin host. */
export interface PluginHost {
  /** Loads every script of `scope` (and of `common`, which PeerTube's app loads first) not loaded yet. */
  ensureScope: (scope: PluginScope) => Promise<void>;
  /** Runs a hook: filters resolve to the filtered value, actions once their handlers have been called. */
  runHook: <T>(name: HookName, value: T, params?: unknown) => Promise<T>;
  /** The handlers registered for a hook (for tests and the README's table). */
  handlersOf: (name: HookName) => readonly HookHandler[];
}

const defaultReport = (message: string, error?: unknown) => console.error(message, error);

/** Creates a plugin host. */
export function createPluginHost<H>(deps: HostDeps<H>): PluginHost {
  const report = deps.report ?? defaultReport;
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const defer = deps.defer ?? ((run) => setTimeout(run, 0));
  const hooks = new Map<string, HookHandler[]>();
  const scripts = new Map<string, Promise<void>>();
  const scopes = new Map<PluginScope, Promise<void>>();

  function register(script: ClientScript): Promise<void> {
    const plugin: PluginInfo = { ...script.plugin, isTheme: script.isTheme };
    const registerHook = (options: RegisterClientHookOptions) => {
      if (!isClientHook(options?.target) || typeof options.handler !== 'function') {
        report(`Unknown hook ${String(options?.target)} of plugin ${plugin.name}. Skipping.`);
        return;
      }
      const entry: HookHandler = {
        plugin: plugin.name,
        script: script.script,
        handler: options.handler as HookHandler['handler'],
        priority: Number(options.priority) || 0,
      };
      hooks.set(options.target, insertByPriority(hooks.get(options.target) ?? [], entry));
    };
    const unsupported = (what: string) => () => {
      throw new Error(`${what} is not supported`);
    };
    const options: RegisterOptions<H> = {
      registerHook,
      registerVideoField: deps.onVideoField
        ? (common, video) => deps.onVideoField!(plugin, common, video)
        : unsupported('Video field registration'),
      registerSettingsScript: deps.onSettingsScript
        ? (settings) => deps.onSettingsScript!(plugin, settings)
        : unsupported('Registering settings script'),
      registerClientRoute: deps.onClientRoute
        ? (route) => deps.onClientRoute!(plugin, route)
        : unsupported('Registering client route'),
      peertubeHelpers: deps.helpersFor(plugin),
    };
    const run = deps.importScript(script.path).then((module) => {
      if (typeof module?.register !== 'function') throw new Error('The script exports no register function');
      return module.register(options);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        report(`Plugin ${plugin.name} (${script.script}) took more than ${timeoutMs} ms to load: not waited for.`);
        resolve();
      }, timeoutMs);
    });
    return Promise.race([
      run.then(
        () => undefined,
        (error) => report(`Cannot import or register plugin ${plugin.name} (${script.script})`, error),
      ),
      late,
    ]).finally(() => clearTimeout(timer));
  }

  function loadScope(scope: PluginScope): Promise<void> {
    const wanted = scriptsOfScope(deps.scripts(), scope);
    // A script listed for several scopes is imported once (PeerTube's loadedScripts).
    return Promise.all(
      wanted.map((script) => {
        let loading = scripts.get(script.path);
        if (!loading) scripts.set(script.path, (loading = register(script)));
        return loading;
      }),
    ).then(() => undefined);
  }

  function ensureScope(scope: PluginScope): Promise<void> {
    let loading = scopes.get(scope);
    if (!loading) {
      loading =
        scope === 'common' || deps.withCommon === false
          ? loadScope(scope)
          : Promise.all([ensureScope('common'), loadScope(scope)]).then(() => undefined);
      scopes.set(scope, loading);
    }
    return loading;
  }

  async function run<T>(name: HookName, value: T, params: unknown): Promise<T> {
    await ensureScope(scopeOfHook(name));
    const list = hooks.get(name);
    if (!list?.length) return value;
    return runHandlers(name, list, value, params, (error, entry) =>
      report(`Cannot run hook ${name} of script ${entry.script} of plugin ${entry.plugin}`, error),
    );
  }

  return {
    ensureScope,
    runHook: <T>(name: HookName, value: T, params?: unknown) => {
      if (hookType(name) !== 'action') return run(name, value, params);
      return new Promise<T>((resolve) => defer(() => void run(name, value, params).then(resolve)));
    },
    handlersOf: (name) => hooks.get(name) ?? [],
  };
}
