import { describe, expect, it } from 'vitest';
import { mayDownloadAhead, savesData, slowConnection } from '../../../src/lib/save-data';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('saving data (issue #34)', () => {
  it('reads Save-Data and a 2G connection from navigator.connection', () => {
    expect(savesData(nav({ saveData: true }))).toBe(true);
    expect(savesData(nav({ saveData: false }))).toBe(false);
    expect(slowConnection(nav({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(slowConnection(nav({ effectiveType: '2g' }))).toBe(true);
    expect(slowConnection(nav({ effectiveType: '3g' }))).toBe(false);
  });

  it('downloads ahead only when neither holds, and where the browser says nothing', () => {
    expect(mayDownloadAhead(nav({ saveData: false, effectiveType: '4g' }))).toBe(true);
    expect(mayDownloadAhead(nav())).toBe(true);
    expect(mayDownloadAhead(undefined)).toBe(true);
    expect(mayDownloadAhead(nav({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(mayDownloadAhead(nav({ effectiveType: '2g' }))).toBe(false);
  });
});
