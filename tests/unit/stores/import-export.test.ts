// @vitest-environment jsdom
// Account archives: files refused before sending, the server's refusals in words a person can act on, and the shared
// resumable runner's pace and chunk size.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  archiveRefusal,
  exportErrorMessage,
  importErrorMessage,
} from '../../../src/stores/account-settings/import-export';
import { chunkSizeFor, pace, percent } from '../../../src/stores/manage/resumable-run';

describe('import and export', () => {
  it('takes only .zip archives, before sending anything', () => {
    expect(archiveRefusal({ name: 'user-export-6.zip' })).toBe('');
    expect(archiveRefusal({ name: 'EXPORT.ZIP' })).toBe('');
    expect(archiveRefusal({ name: 'export.tar.gz' })).toBe(
      '"export.tar.gz" is not a .zip archive. Choose the archive another PeerTube gave you (.zip).',
    );
  });

  it('says why an export or an import was refused', () => {
    const http = (status: number, detail: string, code?: string) =>
      new ApiError({ kind: 'http', status, detail, code });
    expect(exportErrorMessage(http(403, 'x', 'max_user_video_quota_exceeded_for_user_export'))).toMatch(
      /^Video files cannot be included/,
    );
    expect(exportErrorMessage(http(400, 'User has already processing or completed exports'))).toMatch(
      /^An archive is already being built or ready/,
    );
    expect(exportErrorMessage(http(400, 'User export is disabled on this instance'))).toBe(
      'User export is disabled on this instance',
    );
    expect(importErrorMessage(http(413, 'User video quota is exceeded with this import', 'quota_reached'))).toBe(
      'This archive does not fit in your video quota.',
    );
    expect(importErrorMessage(http(400, 'An import is already being processed'))).toBe(
      'An import is already being processed: wait until it ends.',
    );
    expect(importErrorMessage(http(400, 'User import file must be a zip'))).toBe(
      'The server only takes .zip archives.',
    );
  });
});

describe('resumable runner', () => {
  it('measures pace over the samples and picks the chunk size the server allows', () => {
    expect(
      pace(
        [
          { at: 0, sent: 0 },
          { at: 2000, sent: 2000 },
        ],
        10_000,
      ),
    ).toEqual({ speed: 1000, eta: 8 });
    expect(pace([{ at: 0, sent: 0 }], 10)).toEqual({ speed: 0, eta: null });
    expect(percent(50, 200)).toBe(25);
    expect(chunkSizeFor({ client: { videos: { resumableUpload: { maxChunkSize: 1000 } } } }, 8000)).toBe(1000);
    expect(chunkSizeFor({ client: { videos: { resumableUpload: { maxChunkSize: 0 } } } }, 8000)).toBe(8000);
    expect(chunkSizeFor(null, 8000)).toBe(8000);
  });
});
