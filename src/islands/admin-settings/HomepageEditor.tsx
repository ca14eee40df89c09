// The homepage editor (/admin/settings/homepage): markdown with a live preview, Save / Reset, a prompt before leaving
// with unsaved changes, and where visitors land. Only for users with the manage-instance-custom-page right.
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { Right } from '../../lib/rights';
import {
  $homepageIsLanding,
  homepageForm,
  openHomepageEditor,
  previewSource,
  saveHomepage,
} from '../../stores/admin-settings/admin-homepage';
import SettingsTabs from '../admin/SettingsTabs';
import Field, { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import Markdown from '../common/Markdown';
import { contained } from '../common/contained';
import { useAccess } from '../shell/useAccess';
import '../../styles/admin.css';
import './admin-settings.css';

/** The editor once the user is known to have the right (visitors go to the login page, others to /401). */
function HomepageEditor() {
  const user = useAccess(Right.manageInstanceCustomPage);
  if (!user) return null;
  return (
    <>
      <SettingsTabs current="homepage" user={user} />
      <Editor />
    </>
  );
}

function Editor() {
  const t = useT();
  const values = useStore(homepageForm.$values);
  const status = useStore(homepageForm.$status);
  const loadError = useStore(homepageForm.$loadError);
  const errors = useStore(homepageForm.$errors);
  const dirty = useStore(homepageForm.$dirty);
  const landing = useStore($homepageIsLanding);
  useEffect(() => openHomepageEditor(), []);

  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void homepageForm.load()} />;
  if (!values) return <Loader />;
  const content = values.content;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void saveHomepage().then((ok) => {
      if (!ok) document.querySelector<HTMLElement>('.homepage-form [aria-invalid="true"]')?.focus();
    });
  };

  return (
    <form
      className="homepage-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('adminHomepage.formLabel', 'Instance homepage')}
    >
      <p className="muted">
        {landing
          ? t('adminHomepage.isLanding', 'Visitors land on this homepage.')
          : t('adminHomepage.notLanding', 'Visitors do not land on this homepage; it is at /home.')}{' '}
        <a href="/admin/settings#instance.defaultClientRoute">
          {t('adminHomepage.landingLink', 'Change the landing page in the configuration')}
        </a>
      </p>
      <div className="homepage-columns">
        <Field
          label={t('adminHomepage.content', 'Homepage content')}
          error={errors.content}
          help={t('adminHomepage.help', 'Markdown is supported. Leave it empty to have no homepage.')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={16}
              className="code-input"
              value={content}
              onChange={(e) => homepageForm.set('content', e.target.value)}
            />
          )}
        </Field>
        <section className="homepage-preview" aria-labelledby="homepage-preview-title">
          <h2 id="homepage-preview-title">{t('adminHomepage.preview', 'Preview')}</h2>
          {content.trim() ? (
            <Markdown source={previewSource(content)} className="homepage-content" />
          ) : (
            <p className="muted">{t('adminHomepage.previewEmpty', 'Write something to see it here.')}</p>
          )}
        </section>
      </div>
      <div className="config-actions">
        <FormMessage error={errors._form} />
        <p className="muted" aria-live="polite">
          {dirty ? t('adminHomepage.unsaved', 'Unsaved changes.') : t('adminHomepage.noChanges', 'No unsaved changes.')}
        </p>
        <div className="admin-actions">
          <button type="submit" className="button primary" disabled={status === 'submitting'}>
            {status === 'submitting' ? t('adminConfig.saving', 'Saving…') : t('adminConfig.save', 'Save')}
          </button>
          <button
            type="button"
            className="button"
            disabled={!dirty || status === 'submitting'}
            onClick={homepageForm.reset}
          >
            {t('adminConfig.reset', 'Reset')}
          </button>
          {!dirty && content.trim() && (
            <a className="button" href="/home">
              {t('adminHomepage.open', 'See the homepage')}
            </a>
          )}
        </div>
      </div>
    </form>
  );
}

export default contained(HomepageEditor, 'HomepageEditor');
