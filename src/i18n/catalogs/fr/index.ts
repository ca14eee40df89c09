// French: every `*.json` here is one area's part of the catalog (one file per area keeps parallel work apart);
// they are merged into one module so the language still loads as one chunk.
import type { Catalog } from '../../index';

const parts = import.meta.glob<Catalog>('./*.json', { eager: true, import: 'default' });

/** The whole French catalog. */
const catalog: Catalog = Object.assign({}, ...Object.keys(parts).sort().map((k) => parts[k]));
export default catalog;
