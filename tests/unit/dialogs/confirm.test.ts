import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $confirmRequest, answerConfirm, canConfirm, confirm } from '../../../src/stores/shell/confirm';
import {
  $customModal,
  closeCustomModal,
  openCustomModal,
  runCustomModalButton,
} from '../../../src/stores/shell/custom-modal';

describe('confirm dialog rules', () => {
  beforeEach(() => {
    while ($confirmRequest.get()) answerConfirm(false);
  });

  it('resolves confirmed or cancelled', async () => {
    const yes = confirm({ title: 'Delete', message: 'Sure?' });
    expect($confirmRequest.get()).toMatchObject({ type: 'confirm', title: 'Delete' });
    answerConfirm(true);
    expect(await yes).toEqual({ confirmed: true, value: undefined });
    const no = confirm({ title: 'Delete', message: 'Sure?' });
    answerConfirm(false);
    expect(await no).toEqual({ confirmed: false, value: undefined });
    expect($confirmRequest.get()).toBeNull();
  });

  it('needs the exact expected text before confirming', async () => {
    const request = { type: 'confirm-expected-input' as const, expectedInputValue: 'my-channel' };
    expect(canConfirm(request, '')).toBe(false);
    expect(canConfirm(request, 'my-channe')).toBe(false);
    expect(canConfirm(request, 'My-channel')).toBe(false);
    expect(canConfirm(request, 'my-channel ')).toBe(false);
    expect(canConfirm(request, 'my-channel')).toBe(true);

    const answer = confirm({ ...request, title: 'Delete channel', message: 'Type its name' });
    answerConfirm(true, 'wrong');
    expect($confirmRequest.get()).not.toBeNull(); // refused: still open
    answerConfirm(true, 'my-channel');
    expect(await answer).toEqual({ confirmed: true, value: 'my-channel' });
  });

  it('hands back the typed password', async () => {
    expect(canConfirm({ type: 'confirm-password' }, '')).toBe(false);
    const answer = confirm({
      type: 'confirm-password',
      title: 'Log out everywhere',
      message: 'Confirm',
      errorMessage: 'Wrong password',
    });
    answerConfirm(true, 'secret');
    expect(await answer).toEqual({ confirmed: true, value: 'secret' });
  });

  it('queues requests made while one is open', async () => {
    const first = confirm({ title: 'One', message: '1' });
    const second = confirm({ title: 'Two', message: '2' });
    expect($confirmRequest.get()?.title).toBe('One');
    answerConfirm(true);
    expect($confirmRequest.get()?.title).toBe('Two');
    answerConfirm(false);
    expect((await first).confirmed).toBe(true);
    expect((await second).confirmed).toBe(false);
  });
});

describe('custom modal', () => {
  beforeEach(() => closeCustomModal());

  it('refuses a second modal while one is open and logs why', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(openCustomModal({ title: 'First', content: '<p>1</p>' })).toBe(true);
    expect(openCustomModal({ title: 'Second', content: '<p>2</p>' })).toBe(false);
    expect(log).toHaveBeenCalledWith('Cannot open another custom modal, one is already opened.');
    expect($customModal.get()?.title).toBe('First');
    closeCustomModal();
    expect(openCustomModal({ title: 'Third', content: '' })).toBe(true);
    log.mockRestore();
  });

  it('closes before running the button action', () => {
    const seen: unknown[] = [];
    openCustomModal({ title: 'T', content: '', confirm: { value: 'OK', action: () => seen.push($customModal.get()) } });
    runCustomModalButton('confirm');
    expect(seen).toEqual([null]);
  });
});
