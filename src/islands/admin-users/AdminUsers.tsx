import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AdminUser } from '../../api/admin-users';
import type { Me } from '../../api/users';
import { useT, useTn } from '../../i18n/useT';
import { bytes } from '../../lib/validators';
import {
  $editedUser,
  $selectedUsers,
  $users,
  actionsFor,
  deleteUsers,
  filterUsers,
  loadMoreUsers,
  retryUsers,
  selectUsers,
  sortUsersBy,
  toggleUserSelected,
  unbanUsers,
  type SORTABLE,
  type UserFilters,
} from '../../stores/admin-users/admin-users';
import { confirm } from '../../stores/shell/confirm';
import PagedView from '../common/PagedView';
import RelativeTime from '../common/RelativeTime';
import BanUsers from './BanUsers';
import EditUser from './EditUser';
import OverviewTabs from './OverviewTabs';
import { quotaName, roleName } from './labels';
import { reportBulk } from './report';
import { useAccess } from '../shell/useAccess';
import { Right } from '../../lib/rights';
import '../../styles/admin.css';
import { contained } from '../common/contained';
import { $serverT } from '../../stores/instance/server-labels';

/** Administration, users: the paged, sortable, searchable user table with edit, ban, unban, delete and bulk actions (MANAGE_USERS). */
function AdminUsers() {
  const viewer = useAccess(Right.manageUsers);
  return viewer ? <Users viewer={viewer} /> : null;
}

function Users({ viewer }: { viewer: Me }) {
  const t = useT();
  const tn = useTn();
  const state = useStore($users);
  const selected = useStore($selectedUsers);
  const edited = useStore($editedUser);
  const [banning, setBanning] = useState<AdminUser[] | null>(null);
  // The rows the viewer may act on among the ticked ones: the bulk buttons only ever touch those.
  const chosen = state.items.filter((u) => selected.includes(u.id));
  useEffect(() => () => $editedUser.set(null), []);

  async function onDelete(list: AdminUser[]) {
    const one = list.length === 1 ? list[0] : null;
    const answer = await confirm(
      one
        ? {
            type: 'confirm-expected-input',
            title: t('adminUsers.delete.titleOne', 'Delete {name}', { name: one.username }),
            message: t(
              'adminUsers.delete.messageOne',
              'Deleting {name} also deletes their channels, videos and comments. This cannot be undone.',
              { name: one.username },
            ),
            inputLabel: t('adminUsers.delete.inputLabel', 'Type the username to confirm'),
            expectedInputValue: one.username,
            confirmButtonText: t('adminUsers.delete.confirm', 'Delete'),
          }
        : {
            title: tn(
              'adminUsers.delete.titleMany',
              { one: 'Delete {count} user', other: 'Delete {count} users' },
              list.length,
            ),
            message: t(
              'adminUsers.delete.messageMany',
              'Deleting {names} also deletes their channels, videos and comments. This cannot be undone.',
              { names: list.map((u) => u.username).join(', ') },
            ),
            confirmButtonText: t('adminUsers.delete.confirm', 'Delete'),
          },
    );
    if (!answer.confirmed) return;
    reportBulk(await deleteUsers(list), (n) =>
      tn('adminUsers.delete.done', { one: '{count} user deleted', other: '{count} users deleted' }, n),
    );
  }

  async function onUnban(list: AdminUser[]) {
    reportBulk(await unbanUsers(list), (n) =>
      tn('adminUsers.unban.done', { one: '{count} user unbanned', other: '{count} users unbanned' }, n),
    );
  }

  return (
    <>
      <OverviewTabs current="/admin/overview/users" user={viewer} />
      <div className="page-header">
        <p className="muted">{t('adminUsers.intro', 'Accounts of this instance: their role, quota and ban.')}</p>
        <a className="button primary" href="/admin/overview/users/create">
          {t('adminUsers.create.link', 'Create a user')}
        </a>
      </div>
      <Filters filters={state.filters} />
      {edited ? <EditUser key={edited.id} user={edited} viewer={viewer} /> : null}
      {banning ? <BanUsers users={banning} onClose={() => setBanning(null)} /> : null}
      <div
        className="admin-actions bulk-actions"
        role="group"
        aria-label={t('adminUsers.bulk.label', 'Actions on the selected users')}
      >
        <span className="muted" aria-live="polite">
          {tn('adminUsers.bulk.selected', { one: '{count} selected', other: '{count} selected' }, chosen.length)}
        </span>
        <button
          type="button"
          className="button"
          disabled={!chosen.some((u) => !u.blocked)}
          onClick={() => setBanning(chosen.filter((u) => !u.blocked))}
        >
          {t('adminUsers.bulk.ban', 'Ban selected')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!chosen.some((u) => u.blocked)}
          onClick={() => void onUnban(chosen.filter((u) => u.blocked))}
        >
          {t('adminUsers.bulk.unban', 'Unban selected')}
        </button>
        <button type="button" className="button" disabled={!chosen.length} onClick={() => void onDelete(chosen)}>
          {t('adminUsers.bulk.delete', 'Delete selected')}
        </button>
      </div>
      <PagedView
        state={state}
        retry={() => void retryUsers()}
        loadMore={() => void loadMoreUsers()}
        emptyMessage={t('adminUsers.none', 'No users match.')}
        countLabel={(n) => tn('adminUsers.count', { one: '{count} user', other: '{count} users' }, n)}
      >
        {(items) => (
          <table className="admin-table users-table">
            <caption className="visually-hidden">{t('adminUsers.caption', 'Users')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('adminUsers.selectAll', 'Select all listed users you may manage')}
                    checked={
                      items.some((u) => actionsFor(viewer, u).remove) &&
                      items.filter((u) => actionsFor(viewer, u).remove).every((u) => selected.includes(u.id))
                    }
                    onChange={(e) =>
                      selectUsers(
                        e.target.checked ? items.filter((u) => actionsFor(viewer, u).remove).map((u) => u.id) : [],
                      )
                    }
                  />
                </th>
                <SortHeader column="username" label={t('adminUsers.col.username', 'Username')} sort={state.sort} />
                <th scope="col">{t('adminUsers.col.email', 'Email')}</th>
                <SortHeader column="role" label={t('adminUsers.col.role', 'Role')} sort={state.sort} />
                <SortHeader column="videoQuotaUsed" label={t('adminUsers.col.quota', 'Quota used')} sort={state.sort} />
                <SortHeader column="createdAt" label={t('adminUsers.col.created', 'Created')} sort={state.sort} />
                <th scope="col">{t('adminUsers.col.state', 'State')}</th>
                <th scope="col">{t('adminUsers.col.actions', 'Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((user) => (
                <Row
                  key={user.id}
                  user={user}
                  viewer={viewer}
                  selected={selected.includes(user.id)}
                  onBan={() => setBanning([user])}
                  onUnban={() => void onUnban([user])}
                  onDelete={() => void onDelete([user])}
                />
              ))}
            </tbody>
          </table>
        )}
      </PagedView>
    </>
  );
}

function Filters({ filters }: { filters: UserFilters }) {
  const t = useT();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={t('adminUsers.searchLabel', 'Users')}
      onSubmit={(e) => {
        e.preventDefault();
        void filterUsers({ search });
      }}
    >
      <label>
        {t('adminUsers.search', 'Search by username or email')}
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <button type="submit" className="button">
        {t('adminUsers.searchButton', 'Search')}
      </button>
      <label>
        {t('adminUsers.filter.blocked', 'Ban state')}
        <select
          value={filters.blocked}
          onChange={(e) => void filterUsers({ blocked: e.target.value as UserFilters['blocked'] })}
        >
          <option value="">{t('adminUsers.filter.all', 'All users')}</option>
          <option value="true">{t('adminUsers.filter.banned', 'Banned')}</option>
          <option value="false">{t('adminUsers.filter.notBanned', 'Not banned')}</option>
        </select>
      </label>
    </form>
  );
}

function SortHeader({ column, label, sort }: { column: (typeof SORTABLE)[number]; label: string; sort: string }) {
  const t = useT();
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined;
  return (
    <th scope="col" aria-sort={direction}>
      <button type="button" className="sort-button" onClick={() => void sortUsersBy(column)}>
        {label}
        <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}</span>
        <span className="visually-hidden">{direction ? '' : ` ${t('adminUsers.sortHint', '(sort)')}`}</span>
      </button>
    </th>
  );
}

interface RowProps {
  user: AdminUser;
  viewer: Me;
  selected: boolean;
  onBan: () => void;
  onUnban: () => void;
  onDelete: () => void;
}

function Row({ user, viewer, selected, onBan, onUnban, onDelete }: RowProps) {
  const t = useT();
  const st = useStore($serverT);
  const actions = actionsFor(viewer, user);
  const nameId = `user-${user.id}-name`;
  const whyId = `user-${user.id}-why`;
  const described = actions.why ? `${nameId} ${whyId}` : nameId;
  return (
    <tr className={user.blocked ? 'user-banned' : undefined}>
      <td data-label="">
        <input
          type="checkbox"
          aria-labelledby={nameId}
          disabled={!actions.remove}
          checked={selected && actions.remove}
          onChange={(e) => toggleUserSelected(user.id, e.target.checked)}
        />
      </td>
      <td data-label={t('adminUsers.col.username', 'Username')}>
        <strong id={nameId}>{user.username}</strong>
        {user.account?.displayName && user.account.displayName !== user.username ? (
          <span className="muted"> · {user.account.displayName}</span>
        ) : null}
      </td>
      <td data-label={t('adminUsers.col.email', 'Email')}>
        {user.email}
        {user.emailVerified ? null : <span className="muted"> ({t('adminUsers.unverified', 'not verified')})</span>}
      </td>
      <td data-label={t('adminUsers.col.role', 'Role')}>{roleName(st, user.role.id)}</td>
      <td data-label={t('adminUsers.col.quota', 'Quota used')}>
        {t('adminUsers.quota.usage', '{used} of {quota}', {
          used: bytes(user.videoQuotaUsed ?? 0),
          quota: quotaName(t, user.videoQuota),
        })}
      </td>
      <td data-label={t('adminUsers.col.created', 'Created')}>
        {user.createdAt ? <RelativeTime date={user.createdAt} /> : null}
      </td>
      <td data-label={t('adminUsers.col.state', 'State')}>
        {user.blocked ? (
          <>
            <span className="state-badge" data-state="rejected">
              {t('adminUsers.state.banned', 'Banned')}
            </span>
            {user.blockedReason ? <span className="muted"> {user.blockedReason}</span> : null}
          </>
        ) : (
          t('adminUsers.state.active', 'Active')
        )}
      </td>
      <td data-label={t('adminUsers.col.actions', 'Actions')}>
        <div className="admin-actions">
          <button
            type="button"
            className="button"
            aria-describedby={described}
            disabled={!actions.edit}
            onClick={() => $editedUser.set(user)}
          >
            {t('adminUsers.action.edit', 'Edit')}
          </button>
          {user.blocked ? (
            <button
              type="button"
              className="button"
              aria-describedby={described}
              disabled={!actions.ban}
              onClick={onUnban}
            >
              {t('adminUsers.action.unban', 'Unban')}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              aria-describedby={described}
              disabled={!actions.ban}
              onClick={onBan}
            >
              {t('adminUsers.action.ban', 'Ban')}
            </button>
          )}
          <button
            type="button"
            className="button"
            aria-describedby={described}
            disabled={!actions.remove}
            onClick={onDelete}
          >
            {t('adminUsers.action.delete', 'Delete')}
          </button>
        </div>
        {actions.why ? (
          <small id={whyId} className="muted">
            {actions.why}
          </small>
        ) : null}
      </td>
    </tr>
  );
}

export default contained(AdminUsers, 'AdminUsers');
