import { describe, expect, it } from 'vitest';
import { visibleBroadcast } from '../../../src/stores/shell/broadcast';

describe('broadcast banner', () => {
  const config = { enabled: true, message: 'Maintenance **tonight**', level: 'warning', dismissable: true };

  it('shows an enabled message with its level', () => {
    expect(visibleBroadcast(config, '')).toEqual({ message: config.message, level: 'warning', dismissable: true });
  });

  it('shows nothing when disabled or empty', () => {
    expect(visibleBroadcast({ ...config, enabled: false }, '')).toBeNull();
    expect(visibleBroadcast({ ...config, message: '  ' }, '')).toBeNull();
    expect(visibleBroadcast(undefined, '')).toBeNull();
  });

  it('stays hidden after dismissal only while the message text is unchanged', () => {
    expect(visibleBroadcast(config, config.message)).toBeNull();
    expect(visibleBroadcast({ ...config, message: 'Maintenance **tomorrow**' }, config.message)).not.toBeNull();
  });

  it('ignores an old dismissal when the message is not dismissable', () => {
    expect(visibleBroadcast({ ...config, dismissable: false }, config.message)).not.toBeNull();
  });

  it('falls back to info for an unknown level', () => {
    expect(visibleBroadcast({ ...config, level: 'shout' }, '')?.level).toBe('info');
  });
});
