// The person's video imports (/my-library/video-imports), newest first.
import { onMount } from 'nanostores';
import { api } from '../instance/api';
import type { Api } from '../../api/client';
import { listMyImports, type MyImport } from '../../api/my-moderation';
import { createPagedList } from '../common/start-count-list';
import { PAGE_SIZE } from './page-size';

export { PAGE_SIZE };

/** One page of the user's imports, asked of `client` (the page's early request runs it through a recorder). */
export const myImportsPage = (client: Api) => (start: number, count: number) => listMyImports(client, { start, count });
const imports = createPagedList<MyImport>(myImportsPage(api), PAGE_SIZE);
/** The user's video imports loaded so far. */
export const $myImports = imports.$state;
/** Loads the next page of imports. */
export const loadMoreImports = imports.loadMore;
/** Starts the imports over. */
export const reloadImports = imports.reload;
onMount($myImports, () => void imports.reload());
